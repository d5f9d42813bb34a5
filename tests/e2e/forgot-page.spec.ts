import { expect, test } from '@playwright/test';
import {
  apiToken,
  createMember,
  holdBack,
  linkTo,
  loadTimings,
  logIn,
  mailTo,
} from '../support.ts';

/**
 * A signed-out visitor's first /forgot and /reset-code are prerendered HTML (scripts/prerender.mjs): painted before
 * any script, their code (the app's) fetched once the page has loaded, and taking the form over at the visitor's
 * first gesture (landing-main.tsx), with what was typed and a held Enter. An address whose query fills the form
 * (`/reset-code?email=`) is the page's shell, whose first render fills it. The pages the reset and verification mails' links
 * open are prerendered as those links open them (with a token): painted before any script, their code asked for
 * at once (it checks the token); without a token, the page's shell, which says the link is invalid.
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

test('/reset-code is the form in its HTML, empty, and an address that fills it its shell, filled', async ({
  page,
  request,
}) => {
  const html = await (
    await request.get('/reset-code', { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toMatch(/<h1[^>]*>Enter Reset Code<\/h1>/);
  const timing = await loadTimings(page, '/reset-code', APP);
  const app = timing.resources.filter((r) => APP.test(r.name));
  expect(app).toHaveLength(1);
  expect(app[0]?.start).toBeGreaterThanOrEqual(timing.loaded);
  // Where Forgot Password sends the visitor (and a reload of it): the shell, whose first render fills the address.
  const filled = '/reset-code?email=sara%40example.com';
  const shell = await (await request.get(filled, { headers: { accept: 'text/html' } })).text();
  expect(shell).not.toContain('<h1');
  await page.goto(filled);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue('sara@example.com');
});

test('/reset-code checks an address and code typed, and Enter pressed, before its code came', async ({
  page,
}) => {
  const release = await holdBack(page, APP);
  await page.goto('/reset-code');
  await page.getByRole('textbox', { name: /^Email/ }).fill('nobody@example.com');
  const code = page.getByRole('textbox', { name: /^Reset code/ });
  await code.fill('123456');
  await code.press('Enter');
  await expect(page).toHaveURL(/\/reset-code$/);
  release();
  await expect(page.getByRole('alert')).toContainText('The code is invalid or has expired.');
  await expect(code).toHaveValue('123456');
});

test("the mailed /reset-password link's page is in its HTML, and sets the password typed before its code came", async ({
  page,
  request,
}) => {
  const member = await createMember(request, await apiToken(request), 'e2e.mail');
  await request.post('/api/v1/User/forgot-password', { data: { email: member.email } });
  const link = linkTo(await mailTo(request, member.email, /^Reset your/), '/reset-password');
  const html = await (await request.get(link, { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<h1[^>]*>Set New Password<\/h1>/);
  expect(html).toContain('name="new-password"');
  // Without its token, the page's shell: no form in the HTML.
  const shell = await (
    await request.get('/reset-password', { headers: { accept: 'text/html' } })
  ).text();
  expect(shell).not.toContain('name="new-password"');

  const release = await holdBack(page, APP);
  await page.goto(link);
  await page.locator('input[name="new-password"]').fill('Mailed#Pass2026');
  await page.locator('input[name="confirm-password"]').fill('Mailed#Pass2026');
  // Before the code, the page's checklist is as prerendered (nothing met); once it runs, what was typed is the
  // form's: every requirement met, and the password set.
  const unmet = page.getByRole('list', { name: 'Password requirements' }).getByText(/not met/);
  await expect(unmet).not.toHaveCount(0);
  release();
  await expect(unmet).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, member.username, 'Mailed#Pass2026');
  await expect(page).toHaveURL(/\/member$/);
});

test("the mailed /verifyemail link's page shows it is verifying before its code, which then checks the token at once", async ({
  page,
  request,
}) => {
  const member = await createMember(request, await apiToken(request), 'e2e.mail');
  const link = linkTo(await mailTo(request, member.email, /^Verify your email/), '/verifyemail');
  const release = await holdBack(page, APP);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Verifying token...')).toBeVisible();
  // No gesture: the code starts on its own once it has come.
  release();
  await expect(page.getByRole('status')).toHaveText(/verified/i);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
});
