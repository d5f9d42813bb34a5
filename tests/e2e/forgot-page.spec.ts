import { expect, test } from '@playwright/test';
import { holdBack, loadTimings } from '../support.ts';

/**
 * A signed-out visitor's first /forgot is prerendered HTML (scripts/prerender.mjs): painted before any script, its
 * code (the app's) fetched once the page has loaded, and taking the form over at the visitor's first gesture
 * (landing-main.tsx), with what was typed and a held Enter.
 */
const APP = /\/assets\/boot-[^/]+\.js$/;

test('/forgot is the form in its HTML, and fetches its code only once it has loaded', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/forgot', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<h1[^>]*>Forgot Password<\/h1>/);
  expect(html).toContain('type="email"');
  const timing = await loadTimings(page, '/forgot', APP);
  const app = timing.resources.filter((r) => APP.test(r.name));
  expect(app).toHaveLength(1);
  expect(app[0]?.start).toBeGreaterThanOrEqual(timing.loaded);
});

test('/forgot sends the link for an address typed, and Enter pressed, before its code came', async ({
  page,
}) => {
  const release = await holdBack(page, APP);
  await page.goto('/forgot');
  const email = page.getByRole('textbox', { name: /^Email/ });
  await email.fill('nobody@example.com');
  await email.press('Enter');
  // Held, not sent by the browser itself: still the page, the address as typed.
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(email).toHaveValue('nobody@example.com');
  release();
  await expect(page.getByRole('status')).toContainText(
    'Reset link sent successfully! Check your email.',
  );
});
