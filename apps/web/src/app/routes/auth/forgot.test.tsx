import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { offline, pending, rejects, serverError } from '../../../features/auth/fixtures.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { Component as ForgotPage } from './forgot.tsx';

function open(requestReset: AnyActorLogic) {
  renderPage({
    path: '/forgot',
    flows: { forgotPassword: { actors: { requestReset } } },
    children: <ForgotPage />,
  });
  return userEvent.setup();
}

const email = () => screen.getByRole('textbox', { name: /^Email/ });

describe('/forgot', () => {
  it('validates the address before sending, keeping what was typed', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    const user = open(fromPromise(send));
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email.');
    await user.type(email(), 'sara.example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    expect(email()).toHaveValue('sara.example.com');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the address, then shows the success message and the way to the code', async () => {
    const send = vi.fn(({ input }: { input: { email: string } }) => Promise.resolve(input));
    const user = open(fromPromise(send));
    await user.type(email(), ' sara@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Reset link sent successfully! Check your email.',
      ),
    );
    expect(send).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Enter the code from the email' })).toHaveAttribute(
      'href',
      '/reset-code?email=sara%40example.com',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('says it is sending while the server answers', async () => {
    const user = open(pending());
    await user.type(email(), 'sara@example.com{Enter}');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it("shows the server's message, else the spec's failure text", async () => {
    const user = open(rejects(serverError(429, 'Too many requests.')));
    await user.type(email(), 'sara@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  });

  it("falls back to the spec's failure text without an answer", async () => {
    const user = open(rejects(offline()));
    await user.type(email(), 'sara@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send reset link. Please try again.',
    );
  });
});
