import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorLogic } from 'xstate';
import {
  offline,
  pending,
  rejects,
  resolves,
  serverError,
} from '../../../features/auth/fixtures.ts';
import { NAVIGATED_TO } from '../../../testing/page-harness.tsx';
import { renderPage } from '../../../testing/render-page.tsx';
import { Component as VerifyEmailPage } from './verify-email.tsx';

function open(verifyEmail: AnyActorLogic, url: string) {
  renderPage({
    path: '/verifyemail',
    url,
    flows: { verifyEmailToken: { actors: { verifyEmail } } },
    children: <VerifyEmailPage />,
  });
}

describe('/verifyemail', () => {
  it("says 'Missing token.' without a token and calls nothing", () => {
    const verify = vi.fn(() => Promise.resolve({}));
    open(fromPromise(verify), '/verifyemail');
    expect(screen.getByRole('alert')).toHaveTextContent('Missing token.');
    expect(verify).not.toHaveBeenCalled();
  });

  it("says 'Verifying token...' while waiting", () => {
    open(pending(), '/verifyemail?token=t1');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying token...');
  });

  it("shows the server's message, then goes to /reset-password with the key after 800 ms", async () => {
    const verify = vi.fn(() => Promise.resolve({ message: 'Your email is verified.' }));
    open(fromPromise(verify), '/verifyemail?key=k1');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your email is verified.'),
    );
    expect(verify).toHaveBeenCalledWith(
      expect.objectContaining({ input: expect.objectContaining({ token: 'k1' }) }),
    );
    expect(await screen.findByTestId(NAVIGATED_TO, {}, { timeout: 2000 })).toHaveTextContent(
      '/reset-password?token=k1',
    );
  });

  it("defaults to 'Email verified.'", async () => {
    open(resolves({}), '/verifyemail?token=t1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Email verified.'));
  });

  it("shows the server's failure, else 'Verification failed.'", async () => {
    open(
      rejects(serverError(400, 'This link is invalid or has expired.')),
      '/verifyemail?token=t1',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
  });

  it("falls back to 'Verification failed.' without an answer", async () => {
    open(rejects(offline()), '/verifyemail?token=t1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed.');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
