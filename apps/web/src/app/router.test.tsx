import { ApiError } from '@mijas/api';
import { fakeJwt } from '@mijas/machines/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestSession, type TestRole } from '../testing/page-harness.tsx';
import { AppRoutes, createMemoryAppRouter, scrollTarget, whenRouterReady } from './router.tsx';
import { AppSessionProvider } from '../lib/session.tsx';

function open(url: string, role: TestRole, appSession = createTestSession(role)) {
  const router = createMemoryAppRouter(url);
  render(
    <AppSessionProvider value={appSession}>
      <AppRoutes router={router} />
    </AppSessionProvider>,
  );
  return router;
}

// A lazy route module loads through Vite's transform on first use: seconds on a loaded machine.
const settled = { timeout: 15_000 };

describe('route guards (SPEC §2, §6)', { timeout: 30_000 }, () => {
  it.each([
    ['/member', '/login', '?redirect=%2Fmember'],
    ['/admin', '/login', '?redirect=%2Fadmin'],
    ['/view-members?search=ali', '/login', '?redirect=%2Fview-members%3Fsearch%3Dali'],
    ['/superadmin', '/login', '?redirect=%2Fsuperadmin'],
    ['/update-admin', '/login', '?redirect=%2Fupdate-admin'],
  ])('a visitor opening %s goes to the login with a redirect back', async (url, path, search) => {
    const router = open(url, 'anonymous');
    await waitFor(() => expect(router.state.location.pathname).toBe(path), settled);
    expect(router.state.location.search).toBe(search);
  });

  it.each([
    ['member', '/admin', '/member'],
    ['member', '/superadmin', '/member'],
    ['member', '/view-admins', '/member'],
    ['admin', '/superadmin', '/admin'],
    ['admin', '/member', '/admin'],
    ['root', '/member', '/superadmin'],
  ] as const)('a %s opening %s is sent to its own panel %s', async (role, url, panel) => {
    const router = open(url, role);
    // (A panel then writes its sub-page into the address: `/admin/view-members`.)
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(new RegExp(`^${panel}(/|$)`)),
      settled,
    );
  });

  it('a session without a role opens its own panel (the member panel), and nothing more', async () => {
    const appSession = createTestSession('anonymous');
    const token = fakeJwt({ sub: 'u-none', preferred_username: 'nobody', exp: 4_000_000_000 });
    appSession.session.send({ type: 'session.login', token, roles: [], remember: true });
    const router = open('/member', 'anonymous', appSession);
    await screen.findByRole('navigation', { name: 'Member panel' }, settled);
    expect(router.state.location.pathname).toBe('/member');
    cleanup();
    const admin = open('/admin', 'anonymous', appSession);
    await waitFor(() => expect(admin.state.location.pathname).toBe('/member'), settled);
  });

  it('Logout in a panel ends the session and lands on /', async () => {
    const router = open('/member', 'member');
    const nav = await screen.findByRole('navigation', { name: 'Member panel' }, settled);
    within(nav).getByRole('button', { name: 'Logout' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), settled);
    expect(router.state.location.search).toBe('');
  });

  it('a session that ends in a panel (its refresh refused) lands on /login, which says so', async () => {
    const appSession = createTestSession('member', {
      refreshToken: () => Promise.reject(new ApiError({ status: 401, body: { message: 'No' } })),
    });
    const router = open('/member', 'member', appSession);
    await screen.findByRole('navigation', { name: 'Member panel' }, settled);
    // A call answered 401 (the account deactivated, the session expired): the session refreshes, and fails.
    appSession.session.send({ type: 'refresh.needed' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), settled);
    expect(router.state.location.search).toBe('?redirect=%2Fmember');
    expect(await screen.findByRole('status', {}, settled)).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
  });

  it('root admins may use the admin panel (they hold every admin right)', async () => {
    const router = open('/admin', 'root');
    // The admin panel itself is shown (its navigation), not a redirect.
    expect(await screen.findAllByText('Member History', {}, settled)).not.toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/view-members'));
  });

  it('a panel stays mounted from one sub-page address to the next, and back', async () => {
    const router = open('/admin/my-profile', 'admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin' }, settled);
    await router.navigate('/admin/member-history');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member History' }, settled),
    ).toBeVisible();
    // The same navigation (a focused entry keeps its focus), not a new panel.
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBe(nav);
    await router.navigate(-1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }, settled),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBe(nav);
  });

  it('a member visiting / goes to /member; admins may stay', async () => {
    const member = open('/', 'member');
    await waitFor(() => expect(member.state.location.pathname).toBe('/member'), settled);
    cleanup();
    const admin = open('/', 'admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WE ARE MIJAS' }, settled),
    ).toBeInTheDocument();
    expect(admin.state.location.pathname).toBe('/');
  });

  it('an unknown address shows the not-found page, titled, under the landing navbar', async () => {
    open('/no-such-page', 'anonymous');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, settled),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · MIJAS Club'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Partners', '/#partners'],
      ['Join', '/#join'],
      ['Login', '/login'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('signed in, the not-found page offers the panel and Logout', async () => {
    open('/no-such-page', 'member');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, settled);
    expect(within(nav).getByRole('link', { name: 'Member Panel' })).toHaveAttribute(
      'href',
      '/member',
    );
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
  });
});

describe('the app router', { timeout: 30_000 }, () => {
  it('keeps the page on screen, and its address, until the next page has loaded', async () => {
    const router = open('/login', 'anonymous');
    await screen.findByRole('button', { name: 'LOGIN' }, settled);
    const shown = router.navigate('/forgot');
    // The move has begun: the sign-in page and its address stay until the Forgot page's code is there.
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    await shown;
    expect(router.state.location.pathname).toBe('/forgot');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Forgot/ }, settled),
    ).toBeInTheDocument();
  });

  it('a move asked for while another loads wins over it', async () => {
    const router = createMemoryAppRouter('/');
    await whenRouterReady(router);
    const first = router.navigate('/forgot');
    const second = router.navigate('/no-such-page');
    await Promise.all([first, second]);
    expect(router.state.location.pathname).toBe('/no-such-page');
    router.dispose();
  });

  it('replaces the entry when asked, and goes back to the one before', async () => {
    const router = createMemoryAppRouter('/');
    await whenRouterReady(router);
    // The first page shown is the browser's own (a prerendered page may be scrolled already): only it is `first`.
    expect(router.state.first).toBe(true);
    await router.navigate('/login');
    expect(router.state.first).toBe(false);
    await router.navigate('/forgot', { replace: true });
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.action).toBe(NavigationType.Pop);
    router.dispose();
  });
});

describe('where a page is scrolled once shown', () => {
  const location = (key: string, hash = '') => ({
    pathname: '/admin/view-members',
    search: '',
    hash,
    state: null,
    key,
  });
  const saved = (key: string) => (key === 'back' ? 640 : undefined);

  it('back or forward: where it was left', () => {
    expect(
      scrollTarget(
        { location: location('back'), action: NavigationType.Pop, keepScroll: false, first: false },
        saved,
      ),
    ).toEqual({ y: 640 });
  });

  it('at its anchor, else at the top', () => {
    expect(
      scrollTarget(
        {
          location: location('new', '#join'),
          action: NavigationType.Push,
          keepScroll: false,
          first: false,
        },
        saved,
      ),
    ).toEqual({ anchor: 'join' });
    expect(
      scrollTarget(
        { location: location('new'), action: NavigationType.Push, keepScroll: false, first: false },
        saved,
      ),
    ).toEqual({ y: 0 });
    expect(
      scrollTarget(
        { location: location('gone'), action: NavigationType.Pop, keepScroll: false, first: false },
        saved,
      ),
    ).toEqual({ y: 0 });
  });

  it("where it is when the move keeps the scroll (a list's query), or is the first page", () => {
    expect(
      scrollTarget(
        {
          location: location('new'),
          action: NavigationType.Replace,
          keepScroll: true,
          first: false,
        },
        saved,
      ),
    ).toBeNull();
    expect(
      scrollTarget(
        {
          location: location('default'),
          action: NavigationType.Pop,
          keepScroll: false,
          first: true,
        },
        saved,
      ),
    ).toBeNull();
  });
});
