import { PANELS, type PanelName } from '@mijas/api';
import { writeSession } from '@mijas/machines';
import { fakeJwt } from '@mijas/machines/testing';
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserAppRouter } from './app/router.tsx';
import { hydrateApp as hydrate } from './boot.tsx';
import { renderPage, signedInPanelPages } from './prerender.tsx';
import { prerenderedPage } from './testing/prerendered.ts';

/**
 * Every page of a panel, prerendered by the build for the panel's role (its frame: navigation, title, the
 * page's loading state), which the server sends a browser whose first-paint cookies name that panel: hydrated by
 * the app node for node for a session of that role, and rendered over for any other.
 */
describe('the prerendered pages of the panels', { timeout: 60_000 }, () => {
  const page = prerenderedPage();
  beforeEach(() => {
    // The pages' data never comes here: what is checked is the frame the page's code takes over.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'mijas_panel=; Path=/; Max-Age=0';
    window.history.replaceState(null, '', '/');
  });

  function storeSession(panel: PanelName) {
    const roles = PANELS.filter((each) => each.name === panel).map((each) => each.role);
    writeSession(localStorage, {
      token: fakeJwt({ sub: 'u-1', preferred_username: 'sara', realm_access: { roles } }),
      refreshToken: 'refresh',
      user: { id: 'u-1', username: 'sara', email: 'sara@example.com', roles },
      roles,
    });
  }

  /** The app's code, hydrating with a router of its own at the page's address. */
  function hydrateApp(container: HTMLElement, ready: () => void) {
    return hydrate(container, ready, createBrowserAppRouter());
  }

  async function prerendered(path: string, panel: PanelName) {
    window.history.replaceState(null, '', path);
    const container = page.show(await renderPage(path, panel));
    container.dataset.firstPaint = panel;
    return container;
  }

  it("are every address of each panel, each with its panel's frame", async () => {
    const pages = new Map(signedInPanelPages);
    expect(pages.get('/member')).toBe('member');
    expect(pages.has('/admin')).toBe(false);
    expect(pages.get('/admin/view-members')).toBe('admin');
    expect(pages.get('/superadmin/create-admin')).toBe('superadmin');
    expect(pages.has('/')).toBe(false);
    expect(pages.has('/login')).toBe(false);
    const container = await prerendered('/admin/view-members', 'admin');
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('View Members');
    expect(within(container).getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('hydrate node for node for a session of their role', async () => {
    storeSession('member');
    const container = await prerendered('/member', 'member');
    const heading = within(container).getByRole('heading', { level: 1 });
    const ready = vi.fn();
    page.root = await hydrateApp(container, ready);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(within(container).getByRole('heading', { level: 1 })).toBe(heading);
    page.expectCleanHydration();
    // (Every page of every panel is hydrated in a browser, from the build the server sends:
    // tests/e2e/first-paint.spec.ts. Here the prerender and the app run in one page, where React's server
    // renderer leaves the contexts of a page's suspended parts to the browser's.)
  });

  it('hydrates on a phone too: the navigation is a closed menu, in the HTML and once hydrated', async () => {
    storeSession('member');
    // Rendered as the build does, where there is no screen; then a phone opens it.
    const container = await prerendered('/member', 'member');
    expect(container.querySelector('aside')).not.toHaveAttribute('data-collapsed');
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const toggle = container.querySelector('button[aria-controls]');
    const ready = vi.fn();
    page.root = await hydrateApp(container, ready);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(container.querySelector('button[aria-controls]')).toBe(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(container.querySelector('aside')).toHaveAttribute('data-collapsed', 'true');
    page.expectCleanHydration();
  });

  it('hold no Suspense boundary around their sub-page, whose code the route loaded', async () => {
    // React hydrates what a boundary holds in a pass of its own, after the panel's machines have started: on a
    // slow machine the page's data would be there first, a mismatch React reports and renders over.
    const boundaries: string[] = [];
    for (const [path, panel] of signedInPanelPages) {
      const html = await renderPage(path, panel);
      if (html.includes('<!--$')) boundaries.push(path);
    }
    expect(boundaries).toEqual([]);
  });

  it("is rendered over for another role's session", async () => {
    storeSession('admin');
    const container = await prerendered('/member', 'member');
    const heading = within(container).getByRole('heading', { level: 1 });
    const ready = vi.fn();
    page.root = await hydrateApp(container, ready);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(heading.isConnected).toBe(false);
    page.expectCleanHydration();
  });
});
