import { expect, test } from '@playwright/test';
import { DEMO, loadTimings, logInAs } from '../support.ts';

/**
 * A signed-out visitor's first /login is prerendered HTML (scripts/prerender.mjs); the app's code is fetched
 * once the page has loaded and hydrates it at the visitor's first gesture (landing-main.tsx, boot.tsx).
 */
test.describe('the prerendered /login', () => {
  test('is the login form in its HTML, before any script runs', async ({ request }) => {
    const response = await request.get('/login', { headers: { accept: 'text/html' } });
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(html).toContain('name="username"');
    expect(html).toContain('name="password"');
  });

  test('asks for no font file, and fetches the app only once it has loaded', async ({ page }) => {
    const timing = await loadTimings(page, '/login', /\/assets\/boot-[^/]+\.js$/);
    expect(timing.resources.filter((r) => /\.woff2?$/.test(r.name))).toEqual([]);
    const app = timing.resources.filter((r) => /\/assets\/boot-[^/]+\.js$/.test(r.name));
    expect(app).toHaveLength(1);
    expect(app[0]?.start).toBeGreaterThanOrEqual(timing.loaded);
  });

  test('signs in a visitor who typed and pressed Enter before the code came', async ({ page }) => {
    // The app's code is held back (a slow network) until the visitor has typed and pressed Enter.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
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

  test('sends a signed-in visitor on to their panel', async ({ page }) => {
    await logInAs(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
  });
});
