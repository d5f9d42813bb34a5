import { expect, test } from '@playwright/test';
import { holdBack, loadTimings } from '../support.ts';

test('a visitor sees the hero and the Join Us button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'WE ARE MIJAS' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Us' })).toBeVisible();
});

test('a deep link is answered with the app (history fallback), not a 404', async ({ page }) => {
  // (A page the build does not prerender as this address opens it: without its token, the reset page is no mail's
  // link.)
  const response = await page.goto('/reset-password');
  expect(response?.status()).toBe(200);
  // Its own copy of the app's shell, asking for the page's code at once.
  expect(await response?.text()).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/reset-password-/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the API reports the embedded database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
});

test.describe('the prerendered landing', () => {
  test('is in the HTML itself, with its styles, for a browser that runs no script', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'WE ARE MIJAS' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const form = page.getByRole('form', { name: 'Join Us and inquiry form' });
    await expect(form.getByLabel(/^Full name/)).toBeVisible();
    await expect(page.getByText('Sunday-Thursday 8:00 AM-4:00 PM')).toBeVisible();
    // Styled from the first paint: the hero band is the theme's dark green, not an unstyled page.
    const heroBackground = await page
      .locator('#home main > section')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(heroBackground).not.toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  test('runs no script of the page until the visitor uses it, then acts on their first press', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 760 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Hydrated code marks nothing on the page yet: React has not attached to the root.
    const hydrated = () =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
      );
    expect(await hydrated()).toBe(false);

    // The phone menu's first press, made before the code ran, opens the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(await hydrated()).toBe(true);
    await expect(page.getByRole('form', { name: 'Join Us and inquiry form' })).toBeAttached();
  });

  test('asks for no font file, and fetches its code only once it has loaded', async ({ page }) => {
    const timing = await loadTimings(page, '/', /\/assets\/start-landing-[^/]+\.js$/);
    // The device's UI font: no font request at all.
    expect(timing.resources.filter((r) => /\.woff2?$/.test(r.name))).toEqual([]);
    // The island's code (start-landing and what it imports) comes after the page's load, not before it.
    const island = timing.resources.filter((r) => r.name.includes('/start-landing-'));
    expect(island).toHaveLength(1);
    expect(island[0]?.start).toBeGreaterThanOrEqual(timing.loaded);
  });

  test('keeps what was typed before its code ran, and a submit is checked, not sent as a GET', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 760 });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Join Us and inquiry form' });
    await form.getByLabel(/^Full name/).fill('Sara Haddad');
    await form.getByLabel(/^Email/).fill('sara@example.com');
    await form.getByLabel(/^Email/).press('Enter');
    // The major is required: the live form marks it, and the page stays where it was.
    await expect(form.getByRole('combobox', { name: /^Major/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(form.getByLabel(/^Full name/)).toHaveValue('Sara Haddad');
    await expect(form.getByLabel(/^Email/)).toHaveValue('sara@example.com');
  });

  test('an Enter in the major before the form code came chooses its first match, as it does after', async ({
    page,
  }) => {
    // The form's code is held back (a slow network) until the visitor has typed and pressed Enter.
    const release = await holdBack(page, /\/assets\/live-join-form-[^/]+\.js$/);
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Join Us and inquiry form' });
    const major = form.getByRole('combobox', { name: /^Major/ });
    await major.fill('Civil Eng');
    await major.press('Enter');
    // Held, not submitted: the page is where it was and nothing is marked invalid.
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(major).toHaveValue('Civil Engineering');
    await expect(form.getByRole('listbox')).toHaveCount(0);
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  });

  test("the hero's Join Us, carried out when the form code comes, leaves the focus in the field typed in since", async ({
    page,
  }) => {
    // The form's code is held back (a slow network): the hero's press waits for it while the visitor types.
    const release = await holdBack(page, /\/assets\/live-join-form-[^/]+\.js$/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Join Us' }).click();
    const form = page.getByRole('form', { name: 'Join Us and inquiry form' });
    const name = form.getByLabel(/^Full name/);
    await name.fill('Sara Haddad');
    const major = form.getByRole('combobox', { name: /^Major/ });
    await major.fill('Civil Eng');
    // The live form takes the typed name over with an event of its own (not the keyboard's), in the same step
    // as it carries out the held press: once that event is seen, the press has been carried out.
    await name.evaluate((input) =>
      input.addEventListener('input', (event) => {
        if (!event.isTrusted) input.dataset.takenOver = 'yes';
      }),
    );
    release();
    await expect(name).toHaveAttribute('data-taken-over', 'yes');
    await expect(major).toBeFocused();
    await expect(major).toHaveAttribute('aria-expanded', 'true');
    await major.press('Enter');
    await expect(major).toHaveValue('Civil Engineering');
    await expect(form.getByRole('radio', { name: 'Join Us' })).toBeChecked();
  });

  test('Login opens the app in the same page (no second page load), and Back returns', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'WE ARE MIJAS' })).toBeVisible();
  });
});
