import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../layout/layout';
import { InlineAlert } from './InlineAlert';
import { alertTones } from './InlineAlert.css';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  parameters: {
    usage: [
      "A message in the flow of the page, next to what it is about: a form's error, a result, a note.",
      '`error` is announced at once; `success`, `warning` and `info` politely. Say what happened and what to do next.',
      "For a result that should not take space on the page (Member added), use a toast; for a field's own error, the field's `error`.",
      "A spec message's leading ❌, ✅ or ⚠️ becomes the alert's tone and icon and is not read out (`splitStatusPrefix`; toasts and field errors too).",
    ],
  },
  args: { tone: 'error', children: '❌ Login failed.' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's '❌ Login failed.': the ❌ is the alert's error icon, the text reads without it. */
export const ErrorTone: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.textContent).toBe('Login failed.');
    await expect(alert).toHaveAttribute('data-tone', 'error');
    await expect(alert.querySelector('[aria-hidden] svg')).toBeVisible();
  },
};

/**
 * The spec's messages start with ❌, ✅ or ⚠️ (`splitStatusPrefix`): the emoji is the alert's tone and icon. A
 * message given as an error and marked ⚠️ looks like a warning and is still announced at once.
 */
export const SpecMessages: Story = {
  render: () => (
    <Stack gap="md">
      <InlineAlert tone="error">❌ Reset failed.</InlineAlert>
      <InlineAlert tone="info">✅ Password reset successful.</InlineAlert>
      <InlineAlert tone="error">⚠️ Please enter email/username and password</InlineAlert>
      <InlineAlert tone="error">❌ فشل تسجيل الدخول.</InlineAlert>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [failed, warning, arabic] = canvas.getAllByRole('alert');
    await expect(failed).toHaveAttribute('data-tone', 'error');
    await expect(failed!.textContent).toBe('Reset failed.');
    await expect(warning).toHaveAttribute('data-tone', 'warning');
    await expect(warning!.textContent).toBe('Please enter email/username and password');
    await expect(arabic!.textContent).toBe('فشل تسجيل الدخول.');
    const success = canvas.getByRole('status');
    await expect(success).toHaveAttribute('data-tone', 'success');
    await expect(success.textContent).toBe('Password reset successful.');
  },
};

export const AllTones: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: () => (
    <Stack gap="md">
      <InlineAlert tone="success">Reset link sent successfully! Check your email.</InlineAlert>
      <InlineAlert tone="error" title="Email verification failed.">
        The link may be invalid or expired.
      </InlineAlert>
      <InlineAlert tone="info">Verifying token...</InlineAlert>
      <InlineAlert tone="warning">
        You can send up to 2 Join Us submissions per 24 hours.
      </InlineAlert>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/link may be invalid/);
  },
};

export const LongMessage: Story = {
  args: {
    tone: 'error',
    children:
      "Forbidden (403): your account doesn't have permission to view membership info. Ask an administrator to check your roles, then log in again. ".repeat(
        3,
      ),
  },
};

export const Dark: Story = { ...AllTones, globals: { theme: 'dark' } };
export const RightToLeft: Story = {
  args: { tone: 'success', children: 'تم التحقق من البريد الإلكتروني.' },
  globals: { dir: 'rtl' },
};
