import { CARD_VERIFY_PATH, EXPIRING_SOON_DAYS } from '@mijas/api';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  activateAccount,
  apiToken,
  bearer,
  choose,
  createMember,
  logIn,
  logInAs,
  rowWith,
} from '../support.ts';

/**
 * Issue 20 against the real server: the verify link of a member's card, opened by anyone (a fresh browser with
 * no session), says Active; once an admin deactivates the membership in View Members the same link says Not
 * active; the token with one character changed is refused. And View Members' "Expires within 30 days".
 * Issue 30: the card's QR code on a 390 px phone is of version 5 or lower; after "Replace my card" the old link
 * says Not active with no date, the new one Active.
 *
 * The partner opens the link the member's card on /member carries (its QR code is that link).
 */

const PASSWORD = 'Member#E2e2026';

/** A fresh member with a password and a membership of `days` days: id, username, email. */
async function memberWithMembership(request: APIRequestContext, prefix: string, days: number) {
  const token = await apiToken(request, 'admin');
  const member = await createMember(request, token, prefix);
  await activateAccount(request, member.email, PASSWORD);
  const renewed = await request.put('/api/v1/Admin/members/renew-membership', {
    headers: bearer(token),
    data: { memberId: member.id, numberOfDays: days, amount: 10 },
  });
  expect(renewed.ok(), await renewed.text()).toBe(true);
  return member;
}

/** The status the verify page shows in its big badge, once it has the server's answer. */
const statusBadge = (page: Page) => page.locator('[data-status]');

/** The same card id with one character changed (the middle of it). */
function tampered(token: string): string {
  const at = Math.floor(token.length / 2);
  const changed = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${changed}${token.slice(at + 1)}`;
}

/** The id of a verify link's address. */
function idOf(href: string | null): string {
  const { pathname } = new URL(href ?? '', 'http://x');
  expect(pathname.startsWith(`${CARD_VERIFY_PATH}/`)).toBe(true);
  return decodeURIComponent(pathname.slice(CARD_VERIFY_PATH.length + 1));
}

test("a card's verify link: Active to anyone, Not active once replaced or an admin deactivates the membership, refused when altered", async ({
  page,
  browser,
  request,
}) => {
  const member = await memberWithMembership(request, 'e2e.card', 60);

  // The member signs in, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await logIn(page, member.username, PASSWORD);
  await expect(page).toHaveURL(/\/member/);
  const cardLink = page.getByRole('link', { name: 'Check this card' });
  await expect(cardLink).toBeVisible();
  const link = new URL((await cardLink.getAttribute('href')) ?? '');
  const token = idOf(link.href);

  // Its QR code (issue 30): version 5 or lower (at most 37 modules and the quiet zone of 4 on each side), each
  // module well over the 2.2 px of the signed token's version 12 on a 390 px phone.
  const qr = cardLink.locator('svg');
  // Worked out in a render after the card's: its modules drawn.
  await expect(qr.locator('path')).toHaveAttribute('d', /^M/);
  const modules = Number((await qr.getAttribute('viewBox'))?.split(' ')[2]);
  expect(modules).toBeLessThanOrEqual(17 + 4 * 5 + 8);
  const { width } = (await qr.boundingBox()) ?? { width: 0 };
  expect(width / modules).toBeGreaterThanOrEqual(3);

  // A partner: another browser, no session.
  const partner = await browser.newContext();
  const check = await partner.newPage();
  await check.goto(link.pathname);
  await expect(check.getByText('Checked with MIJAS Club')).toBeVisible();
  await expect(check.getByText('Hala Saleh')).toBeVisible();
  await expect(statusBadge(check)).toHaveAttribute('data-status', 'active');
  await expect(statusBadge(check)).toHaveText('Active');
  await expect(check.getByText(/^Checked at /)).toBeVisible();
  await expect(check).toHaveTitle('Membership check · MIJAS Club');
  await expect(check.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Nothing else about the member: no email, no username.
  await expect(check.getByText(member.email)).toHaveCount(0);
  await expect(check.getByText(member.username)).toHaveCount(0);

  // The member replaces the card: the old link says Not active, with no date; the new one Active.
  await page.getByRole('button', { name: 'Replace my card' }).click();
  await page
    .getByRole('dialog', { name: 'Replace your card?' })
    .getByRole('button', { name: 'Replace card' })
    .click();
  await expect(cardLink).not.toHaveAttribute('href', link.href);
  const fresh = idOf(await cardLink.getAttribute('href'));
  expect(fresh).not.toBe(token);
  await check.reload();
  await expect(statusBadge(check)).toHaveAttribute('data-status', 'inactive');
  await expect(check.getByText('This card has no active membership.')).toBeVisible();
  await expect(check.getByText(/Expiry date|Expired on/)).toHaveCount(0);
  await check.goto(`${CARD_VERIFY_PATH}/${fresh}`);
  await expect(statusBadge(check)).toHaveAttribute('data-status', 'active');
  await expect(check.getByText(/^Expiry date: /)).toBeVisible();

  // An admin deactivates the membership in View Members.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await logInAs(adminPage, 'admin');
  await adminPage.goto('/view-members');
  const form = adminPage.getByRole('search', { name: 'Search members' });
  await choose(adminPage, form.getByRole('combobox', { name: 'Search by' }), 'Username');
  await form.getByRole('searchbox', { name: 'Search for' }).fill(member.username);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  const row = rowWith(adminPage, member.username);
  await row.click({ button: 'right' });
  await adminPage.getByRole('menuitem', { name: 'Deactivate Membership' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Deactivate membership?' });
  await confirm.getByRole('button', { name: 'Deactivate Membership' }).click();
  await expect(adminPage.getByText('Membership deactivated', { exact: true })).toBeVisible();

  // The same link, read live: Not active.
  await check.reload();
  await expect(statusBadge(check)).toHaveAttribute('data-status', 'inactive');
  await expect(statusBadge(check)).toHaveText('Not active');

  await expect(check.getByText(/Expiry date|Expired on/)).toHaveCount(0);

  // One character changed: not a MIJAS Club card.
  await check.goto(`${CARD_VERIFY_PATH}/${encodeURIComponent(tampered(fresh))}`);
  await expect(check.getByRole('alert')).toContainText('This is not a valid MIJAS Club card.');
  await expect(statusBadge(check)).toHaveCount(0);

  await partner.close();
  await admin.close();
});

test('View Members: "Expires within 30 days" keeps the memberships ending soon, in the address, with the search', async ({
  page,
  request,
}) => {
  const soon = await memberWithMembership(request, 'e2e.soon', 10);
  const later = await memberWithMembership(request, 'e2e.later', EXPIRING_SOON_DAYS + 30);

  await logInAs(page, 'admin');
  await page.goto('/view-members');
  await page.getByRole('checkbox', { name: `Expires within ${EXPIRING_SOON_DAYS} days` }).click();
  await expect(page).toHaveURL(new RegExp(`expiresWithinDays=${EXPIRING_SOON_DAYS}`));
  await expect(page.getByRole('columnheader', { name: 'Expiry date' })).toBeVisible();

  // With a search: the member ending in 10 days is there, the one ending in 60 days is not.
  const form = page.getByRole('search', { name: 'Search members' });
  await choose(page, form.getByRole('combobox', { name: 'Search by' }), 'Username');
  for (const [member, shown] of [
    [soon, true],
    [later, false],
  ] as const) {
    await form.getByRole('searchbox', { name: 'Search for' }).fill(member.username);
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${member.username.replaceAll('.', '\\.')}`));
    await expect(page).toHaveURL(new RegExp(`expiresWithinDays=${EXPIRING_SOON_DAYS}`));
    if (shown) await expect(rowWith(page, member.username)).toBeVisible();
    else await expect(page.getByText('No members found.')).toBeVisible();
  }

  // A reload keeps both.
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: `Expires within ${EXPIRING_SOON_DAYS} days` }),
  ).toBeChecked();
  await expect(form.getByRole('searchbox', { name: 'Search for' })).toHaveValue(later.username);
});
