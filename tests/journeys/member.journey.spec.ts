import type { Page } from '@playwright/test';
import {
  apiToken,
  choose,
  createMember,
  linkTo,
  logIn,
  loginStatus,
  mailTo,
  setNewPassword,
  valueOf,
  shown,
} from '../support.ts';
import { expect, test } from './fixtures.ts';

/**
 * A new member, start to end: created by an admin, they follow the mailed /verifyemail link to a password, log
 * in to /member, read the membership card (and replace it), ask to renew by CliQ and cancel, read a receipt and
 * the profile, end their other signed-in devices (one, then all the others), edit their contact details, keep
 * working while their access token is renewed behind the scenes, use Home and the navbar's Member Panel, and log
 * out.
 */

const PASSWORD = 'Journey#Member26';

function panel(page: Page) {
  return page.getByRole('navigation', { name: 'Member panel' });
}

/** Replaces the stored access token by the same claims expired, under the old signature. */
async function expireAccessToken(page: Page) {
  await page.evaluate(() => {
    const token = localStorage.getItem('token') ?? '';
    const [header, payload, signature] = token.split('.');
    const base64 = (payload ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as Record<string, unknown>;
    const expired = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    localStorage.setItem('token', `${header}.${expired}.${signature}`);
  });
}

test('a new member activates the account, reads and edits the profile, and logs out', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request);
  const member = await createMember(request, admin, 'journey.member');
  const mail = await mailTo(request, member.email, /^Verify your email/);

  await page.goto(linkTo(mail, '/verifyemail'));
  await expect(page.getByRole('status')).toHaveText(/verified/i);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await setNewPassword(page, PASSWORD);
  await page.getByRole('checkbox', { name: 'Remember Me' }).check();
  await logIn(page, member.username, PASSWORD);
  await expect(page).toHaveURL(/\/member$/);

  // A new member has no membership yet: Inactive, and no expiry.
  const card = page.getByRole('region', { name: 'Membership Card' });
  await expect(valueOf(card, 'Username')).toHaveText(member.username);
  await expect(valueOf(card, 'Full Name')).toHaveText('Hala Saleh');
  await expect(valueOf(card, 'Status')).toHaveText('Inactive');
  await expect(valueOf(card, 'Expiry Date')).toHaveText('.....');

  // The card's QR code is the link a partner checks it with: this member is Not active, read live.
  await card.getByRole('link', { name: 'Check this card' }).click();
  await expect(page).toHaveURL(/\/verify\/[^/]+$/);
  await expect(page.getByText('Checked with MIJAS Club')).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveText('Not active');
  const checked = page.url();
  await page.goBack();
  await expect(page).toHaveURL(/\/member$/);

  // Replace my card (issue 30): asked first, then a new QR code; the old link still says Not active.
  await card.getByRole('button', { name: 'Replace my card' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace your card?' });
  await replace.getByRole('button', { name: 'Replace card' }).click();
  await expect(replace).toBeHidden();
  await expect(page.getByText('Card replaced', { exact: true })).toBeVisible();
  const replaced = card.getByRole('link', { name: 'Check this card' });
  await expect(replaced).not.toHaveAttribute('href', checked);

  // Renew membership (issue 34): a seeded plan, CliQ and what to do, the request sent, then cancelled.
  await page
    .getByRole('region', { name: 'Renewal' })
    .getByRole('link', { name: 'Renew membership' })
    .click();
  await page.getByRole('button', { name: /^Annual/ }).click();
  await page.getByRole('button', { name: /^CliQ/ }).click();
  await expect(page.getByText('MIJASCLUB')).toBeVisible();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your renewal request is pending' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();

  // Receipts: the one of a renewal made at the office meanwhile, and its printable page.
  const renewed = await request.put('/api/v1/Admin/members/renew-membership', {
    headers: { authorization: `Bearer ${admin}` },
    data: { memberId: member.id, numberOfDays: 30, amount: 5 },
  });
  const { receiptNumber } = (await renewed.json()) as { receiptNumber: string };
  await panel(page).getByRole('link', { name: 'Receipts' }).click();
  await page.getByRole('link', { name: `Receipt ${receiptNumber}` }).click();
  await expect(
    page.getByRole('article', { name: 'Payment receipt' }).getByText(receiptNumber),
  ).toBeVisible();

  await panel(page).getByRole('link', { name: 'My Profile' }).click();
  const profile = page.getByRole('region', { name: 'Member Information' });
  await expect(valueOf(profile, 'Email')).toHaveText(new RegExp(`${member.email}\\s*Verified`));
  await expect(valueOf(profile, 'Gender')).toHaveText('Female');
  await expect(valueOf(profile, 'City')).toHaveText('Zarqa');

  // Signed-in devices (issue 35): two more sign-ins elsewhere; End one of them, then sign out everywhere else.
  for (let device = 0; device < 2; device++)
    expect(await loginStatus(request, member.username, PASSWORD)).toBe(200);
  await page.reload();
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  const list = devices.getByRole('list', { name: 'Signed-in devices' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await list
    .getByRole('button', { name: /^End the session on / })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'End this session?' })
    .getByRole('button', { name: 'End session' })
    .click();
  await expect(devices.getByText('Signed out on that device.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out everywhere else?' })
    .getByRole('button', { name: 'Sign out everywhere else' })
    .click();
  await expect(devices.getByText('Signed out on every other device.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Edit contact details' }).click();
  const form = page.getByRole('region', { name: 'Edit contact details' });
  await form.getByRole('textbox', { name: /^Phone Number/ }).fill('0771234567');
  await choose(page, form.getByRole('combobox', { name: /^City/ }), 'Ajloun');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByRole('main').getByText(shown('✅ Your information was updated successfully')),
  ).toBeVisible();

  // The access token expires: the next page load renews it once and carries on.
  await expireAccessToken(page);
  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/User/refresh-token'),
  );
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(
    valueOf(page.getByRole('region', { name: 'Member Information' }), 'City'),
  ).toHaveText('Ajloun');
  await expect(
    valueOf(page.getByRole('region', { name: 'Member Information' }), 'Phone Number'),
  ).toHaveText('+962771234567');

  // / sends a member to the panel, until Home is used.
  await page.goto('/');
  await expect(page).toHaveURL(/\/member$/);
  await panel(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Member Panel' }).click();
  await expect(page).toHaveURL(/\/member$/);

  await panel(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
});
