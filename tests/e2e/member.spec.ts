import { expect, test, type Page } from '@playwright/test';
import { logInAs, valueOf, shown } from '../support.ts';

/** The member dashboard against the real server: the demo member's card and profile, editing, Home, Logout. */

/** The demo member's contact details as seeded (restored after the edit test). */
const SEEDED = {
  phoneNumber: '+962795550200',
  city: 'Amman',
  addressDetails: '7 Queen Rania Street, Building 21',
  major: 'Mechanical Engineering',
};

/** Logs in through the login page with Remember Me (so the session is in local storage) and lands on /member. */
const logIn = (page: Page) => logInAs(page, 'member');

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Member panel' });
}

async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

test('the demo member sees the active card with its expiry, and the profile', async ({ page }) => {
  await logIn(page);
  const card = page.getByRole('region', { name: 'Membership Card' });
  await expect(valueOf(card, 'Username')).toHaveText('member');
  await expect(valueOf(card, 'Full Name')).toHaveText('Rania Obeidat');
  await expect(valueOf(card, 'Status')).toHaveText('Active');

  // The expiry the server holds, as the browser formats it.
  const token = await accessToken(page);
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  const info = await page.request.get(`/api/v1/Member/membership-info?memberId=${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(info.ok()).toBe(true);
  const { expiryDate } = (await info.json()) as { expiryDate: string };
  const expected = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(iso)),
    expiryDate,
  );
  await expect(valueOf(card, 'Expiry Date')).toHaveText(expected);

  await nav(page).getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/member\?tab=profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Member Information' });
  await expect(valueOf(profile, 'Email')).toHaveText(/member@mijas\.example\.com\s*Verified/);
  await expect(valueOf(profile, 'Gender')).toHaveText('Female');
  await expect(valueOf(profile, 'Date of Birth')).toHaveText('30 September 1994');
  await expect(valueOf(profile, 'Country')).toHaveText('Jordan');

  // The sub-page survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(
    valueOf(page.getByRole('region', { name: 'Member Information' }), 'Username'),
  ).toHaveText('member');
});

test('the member edits phone and city and sees them after a reload', async ({ page }) => {
  await logIn(page);
  try {
    await page.goto('/member?tab=profile');
    await page.getByRole('button', { name: 'Edit contact details' }).click();
    const form = page.getByRole('region', { name: 'Edit contact details' });
    await form.getByRole('textbox', { name: /^Phone Number/ }).fill('0781234567');
    await form.getByRole('combobox', { name: /^City/ }).click();
    await page.getByRole('option', { name: 'Irbid' }).click();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByRole('main').getByText(shown('✅ Your information was updated successfully')),
    ).toBeVisible();
    await page.reload();
    const profile = page.getByRole('region', { name: 'Member Information' });
    // Stored in its one form (E.164).
    await expect(valueOf(profile, 'Phone Number')).toHaveText('+962781234567');
    await expect(valueOf(profile, 'City')).toHaveText('Irbid');
  } finally {
    // Other journeys use the demo member: give back its seeded details.
    const restored = await page.request.put('/api/v1/Member', {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
      data: SEEDED,
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});

test('a member visiting / goes to /member until Home is used; then / stays', async ({ page }) => {
  await logIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole('region', { name: 'Membership Card' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Member Panel' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Member Panel' })).toBeVisible();
});

test('Logout clears local storage, lands on / and ends the session on the server', async ({
  page,
}) => {
  await logIn(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(refreshToken).toBeTruthy();
  const loggedOut = page.waitForResponse('**/api/v1/User/logout');
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await loggedOut).status()).toBe(200);
  // The refresh token the browser held is revoked: it no longer buys a new session.
  const refresh = await page.request.post('/api/v1/User/refresh-token', {
    data: { refreshToken },
  });
  expect(refresh.status()).toBe(401);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  // Signed out for good: the panel asks for a login again.
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember$/);
});

test('an expired access token is refreshed once, transparently, while the page loads', async ({
  page,
}) => {
  await logIn(page);
  const token = await accessToken(page);
  // The same claims with an expiry in the past, under the old signature: the server must refuse it.
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as {
    exp: number;
  };
  const expired = Buffer.from(
    JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }),
  ).toString('base64url');
  await page.evaluate(
    (value) => localStorage.setItem('token', value),
    `${header}.${expired}.${signature}`,
  );

  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/User/refresh-token')) refreshes.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(response.url());
  });
  await page.reload();
  const card = page.getByRole('region', { name: 'Membership Card' });
  await expect(valueOf(card, 'Status')).toHaveText('Active');
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(
    valueOf(page.getByRole('region', { name: 'Member Information' }), 'Username'),
  ).toHaveText('member');
  // Both loads were refused with the stale token, and one refresh served them.
  expect(unauthorized.length).toBeGreaterThanOrEqual(1);
  expect(refreshes).toHaveLength(1);
  const fresh = await accessToken(page);
  expect(fresh).not.toBe(`${header}.${expired}.${signature}`);
  await expect(page).toHaveURL(/\/member\?tab=profile$/);
});
