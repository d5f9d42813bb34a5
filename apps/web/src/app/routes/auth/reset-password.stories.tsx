import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import {
  identityError,
  offline,
  pending,
  rejects,
  resolves,
} from '../../../features/auth/fixtures.ts';
import { NAVIGATED_TO, PageHarness } from '../../../testing/page-harness.tsx';
import { Component as ResetPasswordPage } from './reset-password.tsx';

function ResetPasswordStory({ resetPassword, url }: { resetPassword: AnyActorLogic; url: string }) {
  return (
    <PageHarness
      path="/reset-password"
      url={url}
      flows={{ resetPassword: { actors: { resetPassword } } }}
    >
      <ResetPasswordPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Auth/Reset password',
  component: ResetPasswordStory,
  parameters: { bleed: true },
  args: {
    resetPassword: resolves({ message: 'Your password has been reset.' }),
    url: '/reset-password?token=t1',
  },
} satisfies Meta<typeof ResetPasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = (el: HTMLElement) =>
  within(el).getByLabelText(/^New Password/, { selector: 'input' });
const confirmPassword = (el: HTMLElement) =>
  within(el).getByLabelText(/^Confirm Password/, { selector: 'input' });

async function fill(el: HTMLElement, password: string, confirm: string) {
  await userEvent.type(newPassword(el), password);
  await userEvent.type(confirmPassword(el), confirm);
}

/** editing: the checklist follows the typing, rule by rule. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Password requirements' });
    await expect(within(list).getAllByText(/not met/)).toHaveLength(5);
    await userEvent.type(newPassword(canvasElement), 'abcdefgh');
    await expect(within(list).getByText('At least 8 characters')).toHaveTextContent(/: met$/);
    await expect(within(list).getAllByText(/not met/)).toHaveLength(3);
    await userEvent.type(newPassword(canvasElement), 'A1!');
    await expect(within(list).queryAllByText(/not met/)).toHaveLength(0);
  },
};

/** editing without a token: '❌ Missing token.' and no submit. */
export const MissingToken: Story = {
  args: { url: '/reset-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('❌ Missing token.');
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot',
    );
  },
};

/** editing, a weak password submitted: fix the requirements. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'short', 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please fix the password requirements below.',
    );
    await expect(newPassword(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** editing, the two passwords differ. */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'Abcdefg1!', 'Abcdefg1?');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    await expect(confirmPassword(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** submitting: the button waits. */
export const Submitting: Story = {
  args: { resetPassword: pending() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'Abcdefg1!', 'Abcdefg1!{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
  },
};

/** editing after a refused token: the server's message. */
export const Failed: Story = {
  args: {
    resetPassword: rejects(
      identityError(400, 'InvalidToken', 'This link is invalid or has expired.'),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'Abcdefg1!', 'Abcdefg1!{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
  },
};

/** editing after no answer: '❌ Reset failed.' */
export const FailedWithoutAnswer: Story = {
  args: { resetPassword: rejects(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'Abcdefg1!', 'Abcdefg1!{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('❌ Reset failed.');
  },
};

/** succeeded: the server's message, then /login after 2 s. */
export const Succeeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'Abcdefg1!', 'Abcdefg1!{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your password has been reset.'),
    );
    await expect(canvas.getByRole('link', { name: 'Go to Login now' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(await canvas.findByTestId(NAVIGATED_TO, {}, { timeout: 4000 })).toHaveTextContent(
      /^\/login$/,
    );
  },
};

/** succeeded with an empty answer: the spec's default text. */
export const SucceededDefaultMessage: Story = {
  args: { resetPassword: resolves({}), url: '/reset-password?key=k1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'Abcdefg1!', 'Abcdefg1!{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('✅ Password reset successful.'),
    );
  },
};
