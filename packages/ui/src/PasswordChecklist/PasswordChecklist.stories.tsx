import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copyIn, storyCopy, translated } from '../storybook/story-copy';
import { PasswordChecklist } from './PasswordChecklist';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.passwordChecklist;

// Sample rule states: the app passes the contract's `checkPassword(value)` (the rules live there, not here).
const sample = [
  { id: 'length', label: copy.rules.length, met: true },
  { id: 'uppercase', label: copy.rules.uppercase, met: true },
  { id: 'lowercase', label: copy.rules.lowercase, met: true },
  { id: 'number', label: copy.rules.number, met: false },
  { id: 'special', label: copy.rules.special, met: false },
];

const meta = {
  title: 'Forms/PasswordChecklist',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: PasswordChecklist,
  parameters: {
    usage: [
      'Under a new password field: the rules, each marked as it is met while the user types.',
      "Feed it the contract's password check so the rules shown are the rules the server applies.",
      "Not for the sign-in form's password, where no rules apply.",
    ],
  },
  args: {
    rules: sample,
    label: copy.requirements,
    metText: copy.met,
    unmetText: copy.unmet,
  },
  // The rules in the story's language (objects with a flag, which `argsIn` passes on as they are).
  render: (args, { globals }) => (
    <PasswordChecklist
      {...args}
      rules={args.rules.map((rule) => ({
        ...rule,
        label: translated(rule.label, copyIn(globals)),
      }))}
    />
  ),
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyMet: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const { passwordChecklist: copy } = copyIn(globals);
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent(`${copy.rules.length}: ${copy.met}`);
    await expect(items[4]).toHaveTextContent(`${copy.rules.special}: ${copy.unmet}`);
  },
};

export const NoneMet: Story = { args: { rules: sample.map((rule) => ({ ...rule, met: false })) } };
export const AllMet: Story = { args: { rules: sample.map((rule) => ({ ...rule, met: true })) } };
export const Dark: Story = { ...PartlyMet, globals: { theme: 'dark' } };
