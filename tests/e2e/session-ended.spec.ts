import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  activateAccount,
  apiToken,
  bearer,
  createMember,
  linkTo,
  logIn,
  mailTo,
  tickRememberMe,
} from '../support.ts';

/**
 * Issue 16, point 15: a session that ends without the user's doing (its account deactivated, its refresh
 * refused) lands on /login, which says so once.
 */

const ENDED = 'Your session has ended. Please log in again.';
const PASSWORD = 'Session#Ended2026';

/** A fresh member with a password, signed in through /login with Remember Me, on /member. */
async function signedInMember(page: Page) {
  const admin = await apiToken(page.request, 'admin');
  const member = await createMember(page.request, admin, 'e2e.ended');
  await activateAccount(page.request, member.email, PASSWORD);
  await page.goto('/login');
  await tickRememberMe(page);
  // The panel's two loads (the member and the membership) are answered before the test goes on: one still in
  // flight when the account is deactivated would end the session before the call each test means to make.
  const loaded = ['/api/v1/Member', '/api/v1/Member/membership-info'].map((path) =>
    page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname === path,
    ),
  );
  await logIn(page, member.username, PASSWORD);
  await expect(page).toHaveURL(/\/member$/);
  for (const response of await Promise.all(loaded)) expect(response.status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Membership Card' })).toBeVisible();
  return { ...member, admin };
}

async function expectSessionEndedOnLogin(page: Page) {
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember/);
  await expect(page.getByRole('status').filter({ hasText: ENDED })).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

test('a member whose account is deactivated meanwhile lands on /login, which says the session ended', async ({
  page,
}) => {
  const member = await signedInMember(page);
  // My Profile with its loads answered (its signed-in devices and its passkeys too, issue 35) before the account
  // is deactivated: a load still on its way then is refused, and ends the session before the save is sent.
  const answered = (pathname: string) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === pathname);
  const devicesListed = answered('/api/v1/User/sessions');
  const passkeysListed = answered('/api/v1/User/passkeys');
  await page
    .getByRole('navigation', { name: 'Member panel' })
    .getByRole('link', { name: 'My Profile' })
    .click();
  expect((await devicesListed).status()).toBe(200);
  expect((await passkeysListed).status()).toBe(200);
  const deactivated = await page.request.put(`/api/v1/Admin/members/${member.id}/deactivate`, {
    headers: bearer(member.admin),
  });
  expect(deactivated.ok(), await deactivated.text()).toBe(true);

  // The page's next call (saving the contact details) is refused, and so is the refresh.
  await page.getByRole('button', { name: 'Edit contact details' }).click();
  const form = page.getByRole('region', { name: 'Edit contact details' });
  await form.getByRole('textbox', { name: /^Phone Number/ }).fill('0781234567');
  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/User/refresh-token'),
  );
  await form.getByRole('button', { name: 'Save Changes' }).click();
  expect((await refreshed).status()).toBe(401);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%3Ftab%3Dprofile$/);
  await expect(page.getByRole('status').filter({ hasText: ENDED })).toBeVisible();
});

test('a session whose refresh fails lands on /login with the notice, said once', async ({
  page,
}) => {
  await signedInMember(page);
  // The stored session is no longer good: an access token the server refuses, a refresh token it does not know.
  await page.evaluate(() => {
    localStorage.setItem('token', `${localStorage.getItem('token')}x`);
    localStorage.setItem('refreshToken', 'no-such-refresh-token');
  });
  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/User/refresh-token'),
  );
  await page.reload();
  expect((await refreshed).status()).toBe(401);
  await expectSessionEndedOnLogin(page);

  // Said once: /login opened again says nothing of it.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WE ARE MIJAS' })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await expect(page.getByText(ENDED)).toHaveCount(0);
});

test("the user's own Logout says nothing of an ended session on /login", async ({ page }) => {
  await signedInMember(page);
  await page
    .getByRole('navigation', { name: 'Member panel' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await expect(page.getByText(ENDED)).toHaveCount(0);
});

/** The same member signed in a second time, in a browser of its own (another device), on /member. */
async function secondDevice(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await tickRememberMe(page);
  await logIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole('region', { name: 'Membership Card' })).toBeVisible();
  return { context, page };
}

/** The other device's next call is refused, so is its refresh: it lands on /login, which says why. */
async function endedOnNextStep(page: Page) {
  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/User/refresh-token'),
  );
  await page.reload();
  expect((await refreshed).status()).toBe(401);
  await expectSessionEndedOnLogin(page);
}

test('issue 35: My Profile lists both devices; ending the other one signs that browser out at its next step', async ({
  page,
  browser,
}) => {
  const member = await signedInMember(page);
  const other = await secondDevice(browser, member.username);
  try {
    await page
      .getByRole('navigation', { name: 'Member panel' })
      .getByRole('link', { name: 'My Profile' })
      .click();
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    const list = devices.getByRole('list', { name: 'Signed-in devices' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    // Where each signed in from: the address the server saw.
    await expect(list.getByRole('listitem').first().getByText('Signed in from')).toBeVisible();

    await list.getByRole('button', { name: /^End the session on / }).click();
    const dialog = page.getByRole('dialog', { name: 'End this session?' });
    await dialog.getByRole('button', { name: 'End session' }).click();
    await expect(devices.getByText('Signed out on that device.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await endedOnNextStep(other.page);
    // This device is still signed in.
    await page.reload();
    await expect(devices.getByRole('list', { name: 'Signed-in devices' })).toBeVisible();
    await expect(page).toHaveURL(/\/member\?tab=profile$/);
  } finally {
    await other.context.close();
  }
});

test('issue 35: a password reset by mail ends the sessions of every device', async ({
  page,
  browser,
}) => {
  const member = await signedInMember(page);
  const other = await secondDevice(browser, member.username);
  try {
    const asked = await page.request.post('/api/v1/User/forgot-password', {
      data: { email: member.email },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
    const token = new URL(
      linkTo(
        await mailTo(page.request, member.email, /^Reset your MIJAS Club password/),
        '/reset-password',
      ),
      'http://mail.invalid',
    ).searchParams.get('token');
    const reset = await page.request.post('/api/v1/User/reset-password', {
      data: {
        newPassword: 'Session#Reset2026',
        confirmPassword: 'Session#Reset2026',
        resetToken: token,
      },
    });
    expect(reset.ok(), await reset.text()).toBe(true);
    await endedOnNextStep(other.page);
    await endedOnNextStep(page);
  } finally {
    await other.context.close();
  }
});
