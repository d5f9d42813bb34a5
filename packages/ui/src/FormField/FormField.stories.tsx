import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copyIn, storyCopy } from '../storybook/story-copy';
import { control } from './FormField.css';
import { FormField } from './FormField';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.formField;

const meta = {
  title: 'Forms/FormField',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: FormField,
  parameters: {
    usage: [
      'Wraps a control this package does not have, so it gets the same label, hint, error and required mark as the others.',
      'Spread the field props it passes onto the control: they wire the label and the messages to it for assistive technology.',
      'For text, passwords, long text and choices use `TextField`, `PasswordField`, `TextAreaField`, `Select` or `Combobox`, which are built on it.',
    ],
  },
  args: {
    label: copy.amount,
    hint: copy.amountHint,
    children: (field) => <input className={control} type="number" step={0.01} min={0} {...field} />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any control gets the label, hint and error wired by id. */
export const CustomControl: Story = {
  play: async ({ canvasElement, globals }) => {
    const { formField: copy } = copyIn(globals);
    const input = within(canvasElement).getByRole('spinbutton', { name: copy.amount });
    await expect(input).toHaveAccessibleDescription(copy.amountHint);
  },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { error: copy.invalidInput },
  play: async ({ canvasElement, globals }) => {
    const { formField: copy } = copyIn(globals);
    const input = within(canvasElement).getByRole('spinbutton', { name: copy.amount });
    await expect(input).toBeInvalid();
    // The message's ❌ is the field's error icon, not read out; then the hint.
    await expect(input).toHaveAccessibleDescription(
      `${copy.invalidInput.replace(/^❌ /, '')} ${copy.amountHint}`,
    );
  },
};
