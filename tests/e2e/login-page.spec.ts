import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO, holdBack, loadTimings, logIn, logInAs, recordLayoutShifts } from '../support.ts';

/**
 * A signed-out visitor's first /login is prerendered HTML (scripts/prerender.mjs); its island's code (the form
 * without the router, start-login.tsx) is fetched once the page has loaded and hydrates it at the visitor's first
 * gesture (landing-main.tsx); the app's own (boot.tsx: the router, the other pages) once the form runs, and it
 * takes the page over where the visitor goes on.
 */
const ISLAND = /\/assets\/start-login-[^/]+\.js$/;
const APP = /\/assets\/boot-[^/]+\.js$/;
/** A message of the router's code, in the app's chunk: a marker of the router in the code a page fetched. */
const ROUTER_MARKER = 'useNavigate() may be used only in the context of a <Router>';

test.describe('the prerendered /login', () => {
  test('is the login form in its HTML, before any script runs', async ({ request }) => {
    const response = await request.get('/login', { headers: { accept: 'text/html' } });
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(html).toContain('name="username"');
    expect(html).toContain('name="password"');
  });

  test('asks for no font file, fetches its form’s code once it has loaded and the app’s once the form runs', async ({
    page,
  }) => {
    const timing = await loadTimings(page, '/login', ISLAND);
    expect(timing.resources.filter((r) => /\.woff2?$/.test(r.name))).toEqual([]);
    const island = timing.resources.filter((r) => ISLAND.test(r.name));
    expect(island).toHaveLength(1);
    expect(island[0]?.start).toBeGreaterThanOrEqual(timing.loaded);
    // Nobody has used the page: the app's code (the router, every other page) is not fetched.
    expect(timing.resources.filter((r) => APP.test(r.name))).toEqual([]);
    // The first gesture starts the form, which then fetches the app's code.
    const app = page.waitForResponse((response) => APP.test(new URL(response.url()).pathname));
    await page.getByRole('textbox', { name: /^Username or Email/ }).click();
    await app;
  });

  test('signs in a visitor who typed and pressed Enter before the code came', async ({ page }) => {
    // The page's code is held back (a slow network) until the visitor has typed and pressed Enter.
    const release = await holdBack(page, ISLAND);
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^Username or Email/ }).fill(DEMO.member.username);
    await page.locator('input[name="password"]').fill(DEMO.member.password);
    await page.locator('input[name="password"]').press('Enter');
    // Held, not sent: no native submit put the password into the address.
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/\/member$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('is painted whole: its centred form does not move when its HTML arrives in parts', async ({
    page,
    baseURL,
  }) => {
    // A slow network: the page's HTML in two parts, the second 400 ms after the first, cut inside the form.
    const proxy = http.createServer(async (request, response) => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      });
      const cut = request.url === '/login' ? body.indexOf('Remember Me') : -1;
      if (cut < 0) {
        response.end(body);
        return;
      }
      response.write(body.subarray(0, cut));
      setTimeout(() => response.end(body.subarray(cut)), 400);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      await recordLayoutShifts(page);
      const { port } = proxy.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/login`);
      // The first paint may come after the load event (a page held from painting): wait for it, then for
      // the frame after it, where a shift of what it painted would be recorded.
      const timing = await page.evaluate(async () => {
        const firstPaint = await new Promise<number>((resolve) => {
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (!entry) return;
            observer.disconnect();
            resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const navigation = performance.getEntriesByType(
          'navigation',
        )[0] as PerformanceNavigationTiming;
        return {
          firstPaint,
          lastByte: navigation.responseEnd,
          shifts: (window as unknown as { shifts: number[] }).shifts,
        };
      });
      expect(timing.firstPaint).toBeGreaterThanOrEqual(timing.lastByte);
      expect(timing.shifts).toEqual([]);
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  test("is the answer for a panel's page where nobody is signed in, which it opens once signed in", async ({
    page,
  }) => {
    // (A bookmark, the reminder mail's link.) The sign-in page is in the answer itself: painted before any script.
    const response = await page.goto('/admin/overview');
    expect(await response?.text()).toMatch(/<h1[^>]*>Login<\/h1>/);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Foverview$/);
    await logIn(page, DEMO.admin.username, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });

  test('sends a signed-in visitor on to their panel', async ({ page }) => {
    await logInAs(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin\/view-members$/);
  });

  // Issue 32 point 3: the code fetched for /login is what the page uses (no router before the form runs). The contract's schemas (zod), the phone
  // numbers' metadata and a language's texts load with the page or call that needs them; markers of each in the
  // minified code: zod's class names, libphonenumber's metadata keys, a text of the English catalogue only, and
  // one of the admins' pages.
  for (const [language, address] of [
    ['English', '/login'],
    ['Arabic', '/login?lang=ar'],
  ] as const) {
    test(`fetches no schema library, no phone metadata and no other language's texts (${language})`, async ({
      page,
    }) => {
      // The addresses of the scripts the page fetched, their code read afterwards from the server: the browser
      // keeps no body of a prefetch it has not used yet for the test to read (a rejected read on a busy machine).
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (/\/assets\/[^/]+\.js$/.test(response.url())) scripts.add(response.url());
      });
      const island = page.waitForResponse(ISLAND);
      await page.goto(address);
      await island;
      await page.waitForLoadState('networkidle');
      const code = await Promise.all(
        [...scripts].map(async (url) => {
          const response = await page.request.get(url);
          expect(response.ok(), url).toBe(true);
          return response.text();
        }),
      );
      expect(code.length).toBeGreaterThan(10);
      const fetched = (marker: string) => code.some((text) => text.includes(marker));
      expect(fetched(ROUTER_MARKER), 'the router').toBe(false);
      expect(fetched('$ZodObject'), 'zod').toBe(false);
      expect(fetched('country_calling_codes'), 'phone metadata').toBe(false);
      expect(fetched('Your membership card and its status'), "the English pages' texts").toBe(
        language === 'English',
      );
      // The admins' own texts come with the admins' pages (apps/web/src/i18n/en/staff.ts), in neither language.
      expect(fetched('Add many members at once'), "the admins' texts").toBe(false);
    });
  }
});
