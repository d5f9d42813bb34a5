import { ROLES } from '@mijas/api';
import { writeSession } from '@mijas/machines';
import { fakeJwt } from '@mijas/machines/testing';
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateApp } from './boot.tsx';
import { renderPage, signedInLandings } from './prerender.tsx';
import { prerenderedPage } from './testing/prerendered.ts';

/**
 * `/` as each signed-in role sees it, prerendered by the build for the server to send by the first-paint
 * cookies, hydrated by the app when this tab's session is that role's (and rendered over when it is not).
 */
describe('the prerendered signed-in copies of /', { timeout: 30_000 }, () => {
  const page = prerenderedPage();
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const name of ['mijas_panel', 'mijas_home'])
      document.cookie = `${name}=; Path=/; Max-Age=0`;
  });

  function storeSession(roles: string[]) {
    writeSession(localStorage, {
      token: fakeJwt({ sub: 'u-1', preferred_username: 'sara', realm_access: { roles } }),
      refreshToken: 'refresh',
      user: { id: 'u-1', username: 'sara', email: 'sara@example.com', roles },
      roles,
    });
  }

  async function prerendered(copy: (typeof signedInLandings)[number]) {
    const container = page.show(await renderPage('/', copy));
    container.dataset.firstPaint = copy;
    return container;
  }

  it('is made for each role: its panel link and Logout, no Login', async () => {
    expect(signedInLandings).toEqual(['superadmin', 'admin', 'member']);
    for (const [copy, label] of [
      ['superadmin', 'Root Admin Panel'],
      ['admin', 'Admin Panel'],
      ['member', 'Member Panel'],
    ] as const) {
      const container = await prerendered(copy);
      const navbar = within(container).getByRole('navigation', { name: 'Main' });
      expect(within(navbar).getByRole('link', { name: label })).toHaveAttribute('href', `/${copy}`);
      expect(within(navbar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
      expect(within(navbar).queryByRole('link', { name: 'Login' })).toBeNull();
      container.remove();
    }
  });

  it("hydrates node for node for that role's session, and keeps its cookie", async () => {
    storeSession([ROLES.admin]);
    const container = await prerendered('admin');
    const logout = within(container).getByText('Logout');
    const ready = vi.fn();
    page.root = await hydrateApp(container, ready);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(within(container).getByText('Logout')).toBe(logout);
    expect(document.cookie).toContain('mijas_panel=admin');
    page.expectCleanHydration();
  });

  it("is rendered over for another role's session, and the cookie put right", async () => {
    storeSession([ROLES.admin]);
    const container = await prerendered('member');
    const ready = vi.fn();
    page.root = await hydrateApp(container, ready);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(await within(container).findByText('Admin Panel')).toHaveAttribute('href', '/admin');
    expect(within(container).queryByText('Member Panel')).toBeNull();
    expect(document.cookie).toContain('mijas_panel=admin');
    page.expectCleanHydration();
  });
});
