import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  parameters: {
    usage: [
      'Every password input: it adds a show/hide toggle, reachable by keyboard.',
      'Set `autoComplete` (`current-password` to sign in, `new-password` to set one) so password managers help.',
      'Pair a new password with `PasswordChecklist`.',
    ],
  },
  args: {
    label: 'Password',
    name: 'password',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'S3cret!pass');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Keyboard: the toggle is reachable and Space flips it back.
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('S3cret!pass');
  },
};

export const WithError: Story = {
  args: {
    label: 'Confirm Password',
    error: 'Passwords do not match.',
    defaultValue: 'abc',
    autoComplete: 'new-password',
  },
  parameters: { chromatic: { disableSnapshot: false } },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };
