import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordChecklist } from './PasswordChecklist';

// Sample rule states: the app passes the contract's `checkPassword(value)` (the rules live there, not here).
const sample = [
  { id: 'length', label: 'At least 8 characters', met: true },
  { id: 'uppercase', label: 'At least one uppercase letter', met: true },
  { id: 'lowercase', label: 'At least one lowercase letter', met: true },
  { id: 'number', label: 'At least one number', met: false },
  { id: 'special', label: 'At least one special character', met: false },
];

const meta = {
  title: 'Forms/PasswordChecklist',
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
    label: 'Password requirements',
    metText: 'met',
    unmetText: 'not met',
  },
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyMet: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('At least 8 characters: met');
    await expect(items[4]).toHaveTextContent('At least one special character: not met');
  },
};

export const NoneMet: Story = { args: { rules: sample.map((rule) => ({ ...rule, met: false })) } };
export const AllMet: Story = { args: { rules: sample.map((rule) => ({ ...rule, met: true })) } };
export const Dark: Story = { ...PartlyMet, globals: { theme: 'dark' } };
