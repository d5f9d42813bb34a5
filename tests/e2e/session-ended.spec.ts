import { expect, test, type Page } from '@playwright/test';
import {
  activateAccount,
  apiToken,
  bearer,
  createMember,
  logIn,
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
  const deactivated = await page.request.put(`/api/v1/Admin/members/${member.id}/deactivate`, {
    headers: bearer(member.admin),
  });
  expect(deactivated.ok(), await deactivated.text()).toBe(true);

  // The page's next call (saving the contact details) is refused, and so is the refresh.
  await page
    .getByRole('navigation', { name: 'Member panel' })
    .getByRole('link', { name: 'My Profile' })
    .click();
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
