import { ar } from './i18n/ar.ts';
import { LOCALE_STORAGE_KEY } from '@mijas/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateApp } from './boot.tsx';
import { prerenderedPages, renderPage } from './prerender.tsx';
import { prerenderedPage } from './testing/prerendered.ts';

/**
 * The build's path for a signed-out visitor's first /login: the page rendered to HTML (as scripts/prerender.mjs
 * does), shown before any script, then hydrated by the whole app at the visitor's first gesture.
 */
describe('the prerendered /login, hydrated by the app', { timeout: 30_000 }, () => {
  const page = prerenderedPage();
  afterEach(() => window.history.replaceState(null, '', '/'));

  async function prerendered() {
    window.history.replaceState(null, '', '/login');
    return page.show(await renderPage('/login'));
  }

  it('is among the pages the build prerenders, and is the login form before any script runs', async () => {
    expect(prerenderedPages).toContain('/login');
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

    const ready = vi.fn();
    page.root = await hydrateApp(container, ready);
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));

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

  it('in Arabic: prerendered right to left, hydrated node for node in Arabic', async () => {
    window.history.replaceState(null, '', '/login');
    const container = page.show(await renderPage('/login', undefined, 'ar'));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(ar.auth.login.title);
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
    // The page's language as the browser has it (the test runs as the dev server does: from the stored choice).
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    try {
      const ready = vi.fn();
      page.root = await hydrateApp(container, ready);
      await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      page.expectCleanHydration();
    } finally {
      localStorage.removeItem(LOCALE_STORAGE_KEY);
      document.documentElement.lang = 'en';
      document.documentElement.dir = 'ltr';
    }
  });
});
