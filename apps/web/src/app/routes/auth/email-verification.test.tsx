import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorLogic } from 'xstate';
import {
  identityError,
  offline,
  pending,
  rejects,
  resolves,
} from '../../../features/auth/fixtures.ts';
import { NAVIGATED_TO } from '../../../testing/page-harness.tsx';
import { renderPage } from '../../../testing/render-page.tsx';
import { Component as EmailVerificationPage } from './email-verification.tsx';

function open(
  verifyEmail: AnyActorLogic,
  requiredActions: AnyActorLogic,
  url = '/email-verification?key=k1',
) {
  renderPage({
    path: '/email-verification',
    url,
    flows: { emailVerification: { actors: { verifyEmail, requiredActions } } },
    children: <EmailVerificationPage />,
  });
}

describe('/email-verification', () => {
  it('without a key says the link is invalid and calls nothing', () => {
    const verify = vi.fn(() => Promise.resolve({}));
    open(fromPromise(verify), pending(), '/email-verification');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid verification link. No key provided.',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(verify).not.toHaveBeenCalled();
  });

  it('shows that it is verifying', () => {
    open(pending(), pending());
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email...');
  });

  it('after success without pending actions goes to /login after 3 s', async () => {
    open(resolves({ message: 'Email verified.' }), resolves([]));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your email has been verified. Redirecting you to login...',
      ),
    );
    expect(screen.getByRole('link', { name: 'Go to Login now' })).toHaveAttribute('href', '/login');
    expect(await screen.findByTestId(NAVIGATED_TO, {}, { timeout: 4000 })).toHaveTextContent(
      /^\/login$/,
    );
  });

  it('with UPDATE_PASSWORD pending goes to /reset-password?token= after 2 s', async () => {
    open(resolves({}), resolves(['VERIFY_EMAIL', 'UPDATE_PASSWORD']));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your account needs a new password. Redirecting you to set one...',
      ),
    );
    expect(await screen.findByTestId(NAVIGATED_TO, {}, { timeout: 3000 })).toHaveTextContent(
      '/reset-password?token=k1',
    );
  });

  it("on failure shows the first item's description and stays", async () => {
    open(
      rejects(identityError(400, 'InvalidToken', 'This link has already been used.')),
      resolves([]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
    expect(await screen.findByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it('on failure without an answer shows the generic text', async () => {
    open(rejects(offline()), rejects(offline()));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email verification failed. Please try again or contact support.',
    );
  });

  it('on failure with UPDATE_PASSWORD pending still goes on to set the password', async () => {
    open(rejects(identityError(400, 'X', 'Already verified.')), resolves(['UPDATE_PASSWORD']));
    expect(await screen.findByRole('link', { name: 'Set your password now' })).toHaveAttribute(
      'href',
      '/reset-password?token=k1',
    );
  });
});
