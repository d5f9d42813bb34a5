import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { identityError, pending, rejects, resolves } from '../../../features/auth/fixtures.ts';
import { NAVIGATED_TO } from '../../../testing/page-harness.tsx';
import { renderPage } from '../../../testing/render-page.tsx';
import { Component as ResetPasswordPage } from './reset-password.tsx';

function open(resetPassword: AnyActorLogic, url = '/reset-password?token=t1') {
  renderPage({
    path: '/reset-password',
    url,
    flows: { resetPassword: { actors: { resetPassword } } },
    children: <ResetPasswordPage />,
  });
  return userEvent.setup();
}

const newPassword = () => screen.getByLabelText(/^New Password/, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^Confirm Password/, { selector: 'input' });
const unmet = () =>
  within(screen.getByRole('list', { name: 'Password requirements' })).queryAllByText(/not met/);

describe('/reset-password', () => {
  it('without a token says so and cannot be submitted', () => {
    open(pending(), '/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Missing token.');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('ticks the five rules off as the password is typed', async () => {
    const user = open(pending());
    expect(unmet()).toHaveLength(5);
    await user.type(newPassword(), 'a');
    expect(unmet()).toHaveLength(4);
    await user.type(newPassword(), 'A1!');
    expect(unmet()).toHaveLength(1);
    await user.type(newPassword(), 'bcde');
    expect(unmet()).toHaveLength(0);
  });

  it('refuses a weak password and then a mismatch, without a call', async () => {
    const reset = vi.fn(() => Promise.resolve({}));
    const user = open(fromPromise(reset));
    await user.type(newPassword(), 'weak');
    await user.type(confirmPassword(), 'weak{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fix the password requirements below.',
    );
    await user.clear(newPassword());
    await user.type(newPassword(), 'Abcdefg1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(confirmPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(reset).not.toHaveBeenCalled();
  });

  it('sends the token from ?key= too, shows the message, then goes to /login after 2 s', async () => {
    const reset = vi.fn(() => Promise.resolve({ message: 'Your password has been reset.' }));
    const user = open(fromPromise(reset), '/reset-password?key=k9');
    await user.type(newPassword(), 'Abcdefg1!');
    await user.type(confirmPassword(), 'Abcdefg1!{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.'),
    );
    expect(reset).toHaveBeenCalledWith(
      expect.objectContaining({
        input: expect.objectContaining({ resetToken: 'k9', newPassword: 'Abcdefg1!' }),
      }),
    );
    expect(screen.queryByTestId(NAVIGATED_TO)).not.toBeInTheDocument();
    expect(await screen.findByTestId(NAVIGATED_TO, {}, { timeout: 3000 })).toHaveTextContent(
      /^\/login$/,
    );
  });

  it("says '✅ Password reset successful.' when the server gives no message", async () => {
    const user = open(resolves({}));
    await user.type(newPassword(), 'Abcdefg1!');
    await user.type(confirmPassword(), 'Abcdefg1!{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Password reset successful.'),
    );
  });

  it("shows the server's refusal and keeps the form", async () => {
    const user = open(
      rejects(identityError(400, 'InvalidToken', 'This link is invalid or has expired.')),
    );
    await user.type(newPassword(), 'Abcdefg1!');
    await user.type(confirmPassword(), 'Abcdefg1!{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
    expect(newPassword()).toHaveValue('Abcdefg1!');
  });

  it('disables the button while saving', async () => {
    const user = open(pending());
    await user.type(newPassword(), 'Abcdefg1!');
    await user.type(confirmPassword(), 'Abcdefg1!{Enter}');
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
  });
});
