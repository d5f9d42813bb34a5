import {
  apiToken,
  createMember,
  linkTo,
  logIn,
  mailTo,
  setNewPassword,
  shown,
} from '../support.ts';
import { expect, test } from './fixtures.ts';

/**
 * A visitor, start to end: the landing page (hero, partners, Join Us and Inquiry through the form), the login
 * page's refusals, and a forgotten password recovered twice, by the mailed link and by the mailed code. Routes:
 * /, /login, /forgot, /reset-code, /reset-password, /verifyemail and /email-verification without their token.
 */

test('a visitor reads the landing page and sends Join Us and an Inquiry', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'WE ARE MIJAS' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Partners', 'Join'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

  await nav.getByRole('link', { name: 'Partners' }).click();
  const partners = page.getByRole('region', { name: 'Our Partners' });
  await expect(partners).toBeInViewport();
  await expect(partners.getByRole('listitem')).toHaveCount(5);

  await page.getByRole('button', { name: 'Join Us' }).click();
  const form = page.getByRole('form', { name: 'Join Us and inquiry form' });
  await expect(form).toBeInViewport();
  const email = `visitor-${test.info().workerIndex}-${Date.now()}@example.com`;
  for (const [type, button] of [
    ['Join Us', 'Send application'],
    ['Inquiry', 'Send inquiry'],
  ] as const) {
    await form.getByRole('radio', { name: type }).click();
    await form.getByLabel(/^Full name/).fill('Lina Haddad');
    await form.getByLabel(/^Email/).fill(email);
    const major = form.getByRole('combobox', { name: /^Major/ });
    await major.fill('Archit');
    await major.press('Enter');
    await form.getByRole('button', { name: button }).click();
    await expect(form.getByRole('status')).toContainText('Thank you!');
    await form.getByRole('button', { name: 'Send another' }).click();
  }

  await expect(page.getByRole('contentinfo')).toContainText('Sunday-Thursday 8:00 AM-4:00 PM');
});

test('a visitor is refused a wrong login, then recovers the password by the link and by the code', async ({
  page,
  request,
}) => {
  const member = await createMember(request, await apiToken(request), 'journey.visitor');

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    shown('⚠️ Please enter email/username and password'),
  );
  await logIn(page, member.username, 'Wrong#Pass1');
  await expect(page.getByRole('alert')).toBeVisible();

  // By the mailed link.
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await page.getByRole('textbox', { name: /^Email/ }).fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Reset link sent successfully! Check your email.',
  );
  const byLink = await mailTo(request, member.email, /^Reset your/);
  await page.goto(linkTo(byLink, '/reset-password'));
  await setNewPassword(page, 'Linked#Pass2026');
  await logIn(page, member.username, 'Linked#Pass2026');
  await expect(page).toHaveURL(/\/member$/);
  await page
    .getByRole('navigation', { name: 'Member panel' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/$/);

  // By the mailed code, on /reset-code.
  await page.goto('/forgot');
  await page.getByRole('textbox', { name: /^Email/ }).fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('link', { name: 'Enter the code from the email' }).click();
  await expect(page).toHaveURL(/\/reset-code\?email=/);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mail = await mailTo(request, member.email, /^Reset your/);
      code = mail.id !== byLink.id ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: /^Reset code/ }).fill(code!);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await setNewPassword(page, 'Coded#Pass2026');
  await logIn(page, member.email, 'Coded#Pass2026');
  await expect(page).toHaveURL(/\/member$/);
});

test('the verification and reset pages say what is missing when opened without their token', async ({
  page,
}) => {
  await page.goto('/verifyemail');
  await expect(page.getByRole('alert')).toHaveText('Missing token.');
  await page.goto('/email-verification');
  await expect(page.getByRole('alert')).toHaveText('Invalid verification link. No key provided.');
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(shown('❌ Missing token.'));
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  await page.goto('/reset-code');
  await expect(page.getByRole('button', { name: 'Verify Code' })).toBeVisible();
});
