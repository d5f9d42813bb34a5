import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { identityError, pending, rejects } from '../../../features/auth/fixtures.ts';
import { NAVIGATED_TO } from '../../../testing/page-harness.tsx';
import { renderPage } from '../../../testing/render-page.tsx';
import { Component as ResetCodePage } from './reset-code.tsx';

function open(verifyCode: AnyActorLogic, url = '/reset-code') {
  renderPage({
    path: '/reset-code',
    url,
    flows: { resetCode: { actors: { verifyCode } } },
    children: <ResetCodePage />,
  });
  return userEvent.setup();
}

const email = () => screen.getByRole('textbox', { name: /^Email/ });
const code = () => screen.getByRole('textbox', { name: /^Reset code/ });

describe('/reset-code', () => {
  it('takes the email from the link and keeps only the digits of the code', async () => {
    const user = open(pending(), '/reset-code?email=sara%40example.com');
    expect(email()).toHaveValue('sara@example.com');
    await user.type(code(), 'a1 2-3456789');
    expect(code()).toHaveValue('123456');
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code()).toHaveAttribute('inputmode', 'numeric');
  });

  it('asks for six digits before sending', async () => {
    const verify = vi.fn(() => Promise.resolve({ resetToken: 'x' }));
    const user = open(fromPromise(verify), '/reset-code?email=sara%40example.com');
    await user.type(code(), '123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the 6-digit code from your email.',
    );
    expect(code()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(verify).not.toHaveBeenCalled();
  });

  it('checks the code with the server and goes on to reset-password with its token', async () => {
    const verify = vi.fn(({ input }: { input: { email: string; code: string } }) =>
      Promise.resolve({ resetToken: `token-for-${input.code}` }),
    );
    const user = open(fromPromise(verify));
    await user.type(email(), 'sara@example.com');
    await user.type(code(), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByTestId(NAVIGATED_TO)).toHaveTextContent(
      '/reset-password?token=token-for-654321',
    );
  });

  it('shows the wait, then a wrong code with the code kept', async () => {
    const user = open(
      rejects(identityError(400, 'InvalidResetCode', 'The code is invalid or has expired.')),
      '/reset-code?email=sara%40example.com',
    );
    await user.type(code(), '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is invalid or has expired.',
    );
    expect(code()).toHaveValue('111111');
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeEnabled();
  });

  it('disables the button while verifying', async () => {
    const user = open(pending(), '/reset-code?email=sara%40example.com');
    await user.type(code(), '111111{Enter}');
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
  });
});
