import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserAppRouter } from './app/router.tsx';
import { hydrateApp } from './boot.tsx';
import { mailLinkPages, prerenderedPages, queryFilledPages, renderPage } from './prerender.tsx';
import { prerenderedPage } from './testing/prerendered.ts';

/**
 * The signed-out pages the build prerenders that the app itself takes over (not through an island of their own):
 * Forgot Password and Reset Code, painted from their HTML and hydrated node for node, what was typed before kept.
 */
describe('the prerendered Forgot Password and Reset Code pages', { timeout: 60_000 }, () => {
  const page = prerenderedPage();
  beforeEach(() => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  async function prerendered(locale: 'en' | 'ar' = 'en', address = '/forgot') {
    window.history.replaceState(null, '', address);
    return page.show(await renderPage(address, undefined, locale));
  }

  it('is prerendered: the form in its HTML', async () => {
    expect(prerenderedPages).toContain('/forgot');
    const container = await prerendered();
    expect(
      within(container).getByRole('heading', { level: 1, name: 'Forgot Password' }),
    ).toBeInTheDocument();
    expect(within(container).getByRole('textbox', { name: /Email/ })).toHaveValue('');
  });

  it('hydrates node for node, keeping what was typed before, and then validates', async () => {
    const container = await prerendered();
    const field = within(container).getByRole('textbox', { name: /Email/ });
    const heading = within(container).getByRole('heading', { level: 1 });
    (field as HTMLInputElement).value = 'not-an-address';
    const ready = vi.fn();
    page.root = await hydrateApp(container, ready, createBrowserAppRouter());
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(within(container).getByRole('heading', { level: 1 })).toBe(heading);
    expect(within(container).getByRole('textbox', { name: /Email/ })).toBe(field);
    await waitFor(() => expect(field).toHaveValue('not-an-address'));
    within(container).getByRole('button', { name: 'Send Reset Link' }).click();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    page.expectCleanHydration();
  });

  it('is prerendered with its form empty, as its bare address shows it (an address that fills it has its shell)', async () => {
    expect(prerenderedPages).toContain('/reset-code');
    expect(queryFilledPages).toEqual(['/reset-code']);
    const container = await prerendered('ar', '/reset-code');
    expect(
      within(container)
        .getAllByRole('textbox')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['', '']);
    expect(within(container).getByRole('heading', { level: 1 }).textContent).toBe(
      'إدخال رمز إعادة التعيين',
    );
  });

  it('hydrates node for node, keeping the address and code typed before, and then validates', async () => {
    const container = await prerendered('en', '/reset-code');
    const email = within(container).getByRole('textbox', { name: /^Email/ });
    const code = within(container).getByRole('textbox', { name: /^Reset code/ });
    (email as HTMLInputElement).value = 'sara@example.com';
    (code as HTMLInputElement).value = '12';
    const ready = vi.fn();
    page.root = await hydrateApp(container, ready, createBrowserAppRouter());
    await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(within(container).getByRole('textbox', { name: /^Email/ })).toBe(email);
    expect(within(container).getByRole('textbox', { name: /^Reset code/ })).toBe(code);
    await waitFor(() => expect(code).toHaveValue('12'));
    expect(email).toHaveValue('sara@example.com');
    within(container).getByRole('button', { name: 'Verify Code' }).click();
    expect(
      await screen.findByText('Please enter the 6-digit code from your email.'),
    ).toBeInTheDocument();
    page.expectCleanHydration();
  });
});

describe("the pages a mail's link opens, prerendered as it opens them", { timeout: 60_000 }, () => {
  const page = prerenderedPage();
  const fetched: string[] = [];
  beforeEach(() => {
    fetched.length = 0;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      fetched.push(`${url} ${typeof init?.body === 'string' ? init.body : ''}`);
      return new Promise(() => {});
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('are the reset and verification pages, each with a token', () => {
    expect(mailLinkPages.map(([path]) => path)).toEqual([
      '/reset-password',
      '/verifyemail',
      '/email-verification',
    ]);
    for (const [path, address] of mailLinkPages) expect(address).toMatch(`${path}?`);
  });

  it.each(mailLinkPages.map(([path, address]) => [path, address]))(
    '%s hydrates node for node with the token of the mail that opened it',
    async (path, address) => {
      const container = page.show(await renderPage(address));
      // Another token than the build's: the page shows none.
      const [parameter] = new URL(address, 'http://localhost').searchParams.keys();
      window.history.replaceState(null, '', `${path}?${parameter}=a-real-token`);
      const heading = within(container).getByRole('heading', { level: 1 });
      const ready = vi.fn();
      page.root = await hydrateApp(container, ready, createBrowserAppRouter());
      await waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
      expect(within(container).getByRole('heading', { level: 1 })).toBe(heading);
      page.expectCleanHydration();
    },
  );

  it('the verification page checks the token of its address at once', async () => {
    const [, address] = mailLinkPages.find(([path]) => path === '/verifyemail')!;
    const container = page.show(await renderPage(address));
    window.history.replaceState(null, '', '/verifyemail?token=a-real-token');
    const ready = vi.fn();
    page.root = await hydrateApp(container, ready, createBrowserAppRouter());
    await waitFor(() =>
      expect(fetched.filter((sent) => sent.includes('/User/verify-email'))).toEqual([
        expect.stringContaining('a-real-token'),
      ]),
    );
    page.expectCleanHydration();
  });
});
