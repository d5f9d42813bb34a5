import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { control } from './FormField.css';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  parameters: {
    usage: [
      'Wraps a control this package does not have, so it gets the same label, hint, error and required mark as the others.',
      'Spread the field props it passes onto the control: they wire the label and the messages to it for assistive technology.',
      'For text, passwords, long text and choices use `TextField`, `PasswordField`, `TextAreaField`, `Select` or `Combobox`, which are built on it.',
    ],
  },
  args: {
    label: 'Amount',
    hint: 'In dollars, e.g. 25.50',
    children: (field) => <input className={control} type="number" step={0.01} min={0} {...field} />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any control gets the label, hint and error wired by id. */
export const CustomControl: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Amount' });
    await expect(input).toHaveAccessibleDescription('In dollars, e.g. 25.50');
  },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { error: '❌ Invalid input: days must be > 0 and amount must be >= 0' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Amount' });
    await expect(input).toBeInvalid();
    // The message's ❌ is the field's error icon, not read out.
    await expect(input).toHaveAccessibleDescription(
      'Invalid input: days must be > 0 and amount must be >= 0 In dollars, e.g. 25.50',
    );
  },
};
