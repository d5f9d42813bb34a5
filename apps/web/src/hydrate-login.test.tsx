import { ar } from './i18n/ar.ts';
import { LOCALE_STORAGE_KEY, ROLES } from '@mijas/api';
import { fakeJwt } from '@mijas/machines/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLogin, type AppEntry } from './features/auth/start-login.tsx';
import { pageIslands, prerenderedPages, renderLogin, renderPage } from './prerender.tsx';
import { prerenderedPage } from './testing/prerendered.ts';

/**
 * The build's path for a signed-out visitor's first /login: the page rendered to HTML by its island (as
 * scripts/prerender.mjs does), shown before any script, then hydrated by the island (no router) at the visitor's
 * first gesture, which hands the page to the app where the visitor goes on.
 */
describe('the prerendered /login, hydrated by its island', { timeout: 30_000 }, () => {
  const page = prerenderedPage();
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
    sessionStorage.clear();
  });

  async function prerendered(locale: 'en' | 'ar' = 'en') {
    window.history.replaceState(null, '', '/login');
    return page.show(await renderLogin(locale));
  }

  /**
   * HTML as the browser reads it, for comparing two renders: attributes in one order, without the router's mark
   * on its links (`data-discover`, for a framework's route discovery: nothing of ours reads it), React's ids
   * (which count the components above, more in the app) named in the order they come.
   */
  function parsed(html: string) {
    const ids = new Map<string, string>();
    const canonical = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element)) return '';
      const attributes = [...node.attributes]
        .filter((attribute) => attribute.name !== 'data-discover')
        .map(({ name, value }) => {
          const named = value.replace(/_R_[0-9a-z]+_/g, (id) => {
            if (!ids.has(id)) ids.set(id, `id${ids.size}`);
            return ids.get(id) ?? id;
          });
          return `${name}="${named}"`;
        })
        .sort();
      return `<${node.localName} ${attributes.join(' ')}>${[...node.childNodes].map(canonical).join('')}</>`;
    };
    const container = document.createElement('div');
    container.innerHTML = html;
    return canonical(container);
  }

  /** The app's entry, recording where and with what it took the page over. */
  function fakeApp() {
    const took: { path: string; search: string; session: unknown }[] = [];
    const loadApp = vi.fn((): Promise<AppEntry> =>
      Promise.resolve({
        renderApp: (_root, started) => {
          took.push({
            path: window.location.pathname,
            search: window.location.search,
            session: started.appSession,
          });
          return Promise.resolve();
        },
      }),
    );
    return { took, loadApp };
  }

  async function hydrated(container: HTMLElement, app = fakeApp()) {
    const ready = vi.fn();
    const started = await startLogin({ container, onReady: ready, loadApp: app.loadApp });
    page.root = started.root;
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    return { ...started, ...app };
  }

  it('is the page the build prerenders with its island, the app’s /login node for node', async () => {
    expect(prerenderedPages).toContain('/login');
    expect(pageIslands['/login']).toEqual(['sign-in-entry.ts', 'features/auth/start-login.tsx']);
    for (const locale of ['en', 'ar'] as const)
      expect(parsed(await renderLogin(locale))).toBe(
        parsed(await renderPage('/login', undefined, locale)),
      );
    await prerendered();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Username or Email/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
  });

  it('hydrates node for node, and what was typed before reaches the page', async () => {
    const container = await prerendered();

    // Typed while the page had no code yet.
    const identifier = screen.getByRole<HTMLInputElement>('textbox', {
      name: /^Username or Email/,
    });
    identifier.value = 'member';

    await hydrated(container);

    // The same nodes, adopted: nothing was thrown away and rendered again.
    expect(screen.getByRole('textbox', { name: /^Username or Email/ })).toBe(identifier);
    expect(identifier).toHaveValue('member');

    // The page's machine has it: a submit without the password marks the password alone as missing.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(identifier).not.toHaveAttribute('aria-invalid');
    expect(identifier).toHaveValue('member');

    page.expectCleanHydration();
  });

  it('fetches the app’s code once the form runs, and hands the page to it by a link, at its address', async () => {
    const container = await prerendered();
    const { loadApp, took, appSession } = await hydrated(container);
    await waitFor(() => expect(loadApp).toHaveBeenCalled());
    expect(took).toEqual([]);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await waitFor(() =>
      expect(took).toEqual([{ path: '/forgot', search: '', session: appSession }]),
    );
    page.expectCleanHydration();
  });

  it('hands the page to the app at the panel once somebody is signed in (another tab), the redirect kept', async () => {
    window.history.replaceState(null, '', '/login');
    const container = page.show(await renderLogin());
    window.history.replaceState(null, '', '/login?redirect=%2Fadmin%2Foverview');
    const { took, appSession } = await hydrated(container);

    const roles = [ROLES.admin];
    act(() =>
      appSession.session.send({
        type: 'session.login',
        token: fakeJwt({ sub: 'u-1', realm_access: { roles } }),
        roles,
        remember: false,
      }),
    );
    await waitFor(() =>
      expect(took).toEqual([{ path: '/admin/overview', search: '', session: appSession }]),
    );
    appSession.session.stop();
  });

  it('in Arabic: prerendered right to left, hydrated node for node in Arabic', async () => {
    const container = await prerendered('ar');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(ar.auth.login.title);
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
    // The page's language as the browser has it (the test runs as the dev server does: from the stored choice).
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    try {
      await hydrated(container);
      expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      page.expectCleanHydration();
    } finally {
      document.documentElement.lang = 'en';
      document.documentElement.dir = 'ltr';
    }
  });
});
