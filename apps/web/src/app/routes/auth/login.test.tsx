import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorLogic } from 'xstate';
import {
  loginResponse,
  offline,
  pending,
  rejects,
  resolves,
  serverError,
} from '../../../features/auth/fixtures.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { createTestSession, NAVIGATED_TO, type TestRole } from '../../../testing/page-harness.tsx';
import { Component as LoginPage } from './login.tsx';

function open(
  signIn: AnyActorLogic,
  url = '/login',
  role: TestRole = 'anonymous',
  appSession = createTestSession(role),
) {
  renderPage({
    path: '/login',
    url,
    appSession,
    flows: { login: { actors: { signIn } } },
    children: <LoginPage />,
  });
  return { session: appSession.session, user: userEvent.setup() };
}

const identifier = () => screen.getByRole('textbox', { name: /^Username or Email/ });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('/login', () => {
  it('shows the fields, the Remember Me checkbox and the links of the spec', () => {
    open(resolves(loginResponse('member')));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    // The browser's passkeys are offered in its autofill too (issue 35).
    expect(identifier()).toHaveAttribute('autocomplete', 'username webauthn');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows and hides the password', async () => {
    const { user } = open(resolves(loginResponse('member')));
    await user.type(password(), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('asks for both fields before sending anything', async () => {
    const signIn = vi.fn(() => Promise.resolve(loginResponse('member')));
    const { user } = open(fromPromise(signIn));
    await user.type(identifier(), 'member');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter email/username and password',
    );
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(identifier()).not.toHaveAttribute('aria-invalid');
    expect(signIn).not.toHaveBeenCalled();
  });

  it("reads 'Logging in...' on a disabled button while the server answers", async () => {
    const { user } = open(pending());
    await user.type(identifier(), 'member');
    await user.type(password(), 'Member#Mijas2026{Enter}');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });

  it("shows the server's message and keeps what was typed", async () => {
    const { user } = open(rejects(serverError(401, 'Invalid username/email or password.')));
    await user.type(identifier(), 'member');
    await user.type(password(), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid username/email or password.',
    );
    expect(identifier()).toHaveValue('member');
    // Typing again clears the message.
    await user.type(password(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is offline, not "Login failed.", when the login gets no answer (Arabic: the InArabic story)', async () => {
    const { user } = open(rejects(offline()));
    await user.type(identifier(), 'member');
    await user.type(password(), 'Member#Mijas2026{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "You are offline: logging in needs a connection to the club's server.",
    );
    expect(alert).not.toHaveTextContent('Login failed.');
    expect(identifier()).toHaveValue('member');
  });

  it('says it is offline at once, sending nothing, while the browser has no network', async () => {
    const signIn = vi.fn(() => Promise.resolve(loginResponse('member')));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user } = open(fromPromise(signIn));
      await user.type(identifier(), 'member');
      await user.type(password(), 'Member#Mijas2026{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(/^You are offline/);
      expect(signIn).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it.each([
    ['root', '/superadmin'],
    ['admin', '/admin'],
    ['member', '/member'],
  ] as const)('a %s lands on %s, remembered when Remember Me is ticked', async (role, panel) => {
    const { user, session } = open(resolves(loginResponse(role)));
    await user.type(identifier(), role);
    await user.type(password(), 'Secret1!');
    await user.click(screen.getByRole('checkbox', { name: 'Remember Me' }));
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByTestId(NAVIGATED_TO)).toHaveTextContent(new RegExp(`^${panel}$`));
    expect(session.getSnapshot().context.remember).toBe(true);
    expect(session.getSnapshot().context.user?.username).toBe(role);
  });

  it('follows the redirect parameter, but never to another site', async () => {
    const { user } = open(
      resolves(loginResponse('admin')),
      '/login?redirect=%2Fview-members%3Fpage%3D2',
    );
    await user.type(identifier(), 'admin');
    await user.type(password(), 'Admin#Mijas2026{Enter}');
    expect(await screen.findByTestId(NAVIGATED_TO)).toHaveTextContent('/view-members?page=2');
  });

  it('ignores a redirect to another origin', async () => {
    const { user } = open(resolves(loginResponse('admin')), '/login?redirect=%2F%2Fevil.example');
    await user.type(identifier(), 'admin');
    await user.type(password(), 'Admin#Mijas2026{Enter}');
    expect(await screen.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/admin$/);
  });

  it('sends a signed-in visitor on to the panel (or the redirect) without a second login', async () => {
    const signIn = vi.fn(() => Promise.resolve(loginResponse('member')));
    open(fromPromise(signIn), '/login', 'member');
    expect(await screen.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/member$/);
    expect(screen.queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('a session that is not remembered stays out of local storage', async () => {
    const { user, session } = open(resolves(loginResponse('member')));
    await user.type(identifier(), 'member');
    await user.type(password(), 'Member#Mijas2026{Enter}');
    await waitFor(() => expect(session.getSnapshot().context.user).not.toBeNull());
    expect(session.getSnapshot().context.remember).toBe(false);
  });

  describe('after the session ended', () => {
    const ended = 'Your session has ended. Please log in again.';

    /** A member's session whose refresh the server refused (an expired session, a deactivated account). */
    async function endedSession() {
      const appSession = createTestSession('member', {
        refreshToken: () => Promise.reject(serverError(401, ended)),
      });
      appSession.session.send({ type: 'refresh.needed' });
      await waitFor(() => expect(appSession.session.getSnapshot().value).toBe('anonymous'));
      return appSession;
    }

    it('says so at once in a status region, once', async () => {
      const appSession = await endedSession();
      const first = open(pending(), '/login', 'anonymous', appSession);
      expect(screen.getByRole('status')).toHaveTextContent(ended);
      // Typing keeps it.
      await first.user.type(identifier(), 'member');
      expect(screen.getByRole('status')).toHaveTextContent(ended);
      cleanup();
      // Opened again (Back to Home, then Login): nothing more to say.
      open(pending(), '/login', 'anonymous', appSession);
      expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
      expect(screen.queryByText(ended)).not.toBeInTheDocument();
    });

    it('gives way to an error', async () => {
      const { user } = open(
        rejects(serverError(401, 'Invalid username/email or password.')),
        '/login',
        'anonymous',
        await endedSession(),
      );
      await user.type(identifier(), 'member');
      await user.type(password(), 'wrong{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Invalid username/email or password.',
      );
      expect(screen.queryByText(ended)).not.toBeInTheDocument();
    });

    it("says nothing on a plain visit or after the user's own logout", () => {
      open(pending());
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      cleanup();
      const appSession = createTestSession('member');
      appSession.session.send({ type: 'session.logout' });
      open(pending(), '/login', 'anonymous', appSession);
      expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });
});
