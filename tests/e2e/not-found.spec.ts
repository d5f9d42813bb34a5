import { expect, test, type Page } from '@playwright/test';
import { logInAs } from '../support.ts';

/** Issue 16, point 16: an address that is no page of the app answers 404 with the app's not-found page. */

const TITLE = 'Page not found · MIJAS Club';

/** The not-found page: its heading, the tab's title, and the landing's navbar leading back to the landing. */
async function expectNotFoundPage(page: Page, signedIn: boolean) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(TITLE);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/#partners');
  await expect(nav.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/#join');
  if (signedIn) await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  else await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
}

test('an unknown address answers 404 with the not-found page, its title and the navbar', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page?x=1');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  // The title is the page's own from the first byte, before any script ran.
  expect(await response?.text()).toContain(`<title>${TITLE}</title>`);
  await expectNotFoundPage(page, false);

  // Its navbar leads on: Login, then Partners on the landing.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
});

test('the pages of the app answer 200; a HEAD and a missing file answer 404, the file without the app', async ({
  request,
}) => {
  const html = { accept: 'text/html,application/xhtml+xml' };
  for (const url of [
    '/',
    '/login',
    '/login/',
    '/admin',
    '/view-members?page=2',
    '/admin/applications?status=all',
    '/superadmin/expiry-reminders',
  ]) {
    expect((await request.get(url, { headers: html })).status(), url).toBe(200);
  }
  const head = await request.head('/no-such-page', { headers: html });
  expect(head.status()).toBe(404);
  expect(head.headers()['content-type']).toMatch(/^text\/html/);
  for (const url of ['/assets/missing.js', '/missing.png', '/no-such-page.html']) {
    const missing = await request.get(url, { headers: html });
    expect(missing.status(), url).toBe(404);
    expect(await missing.json(), url).toEqual({ message: 'Not found' });
  }
});

test('the app shows the same page for an unknown address it reaches itself, signed in', async ({
  page,
}) => {
  await logInAs(page, 'admin');
  // A navigation inside the app (no request to the server): the router's own not-found route.
  await page.evaluate(() => {
    history.pushState(null, '', '/admin/no-such-tab');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/admin\/no-such-tab$/);
  await expectNotFoundPage(page, true);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }),
  ).toHaveAttribute('href', '/admin');
  // Back in the panel, the tab names the panel's page again.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/view-members$/);
  await expect(page).not.toHaveTitle(TITLE);
});
