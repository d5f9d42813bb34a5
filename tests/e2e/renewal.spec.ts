import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  activateAccount,
  apiToken,
  bearer,
  createMember,
  logIn,
  logInAs,
  mailTo,
  pickMember,
  rowWith,
  valueOf,
} from '../support.ts';

/**
 * Issue 34's loop against the real server, through the UI on both sides (a member's page and an admin's, side by
 * side): the member asks to renew with a seeded plan by CliQ, quoting their transfer's reference; the office
 * rejects it (the reason mailed), the member asks again, the office confirms; the member's card shows the new
 * expiry, the receipt (the next number) is in their receipts and in their mail, and the admin's Membership History
 * shows the renewal with its receipt.
 */

const PASSWORD = 'Renew#Mijas2026';
/** A plan of the demo seed: 182 days for 15 dinars. */
const PLAN = 'Half year';

/** The last receipt number issued so far (`2026-000123`), or none. */
async function lastReceipt(request: APIRequestContext, admin: string): Promise<string> {
  const list = await request.get('/api/v1/Admin/payments?pageNumber=1&pageSize=1', {
    headers: bearer(admin),
  });
  expect(list.status(), await list.text()).toBe(200);
  const { payments } = (await list.json()) as { payments: { receiptNumber: string }[] };
  return payments[0]?.receiptNumber ?? '';
}

/** The member's steps from the card's page: the plan, CliQ (the club's alias and the amount), the reference. */
async function requestRenewal(page: Page, transferReference: string) {
  await page
    .getByRole('region', { name: 'Renewal' })
    .getByRole('link', { name: 'Renew membership' })
    .click();
  await expect(page).toHaveURL(/\/member\/renew$/);
  await page.getByRole('button', { name: new RegExp(`^${PLAN}`) }).click();
  await page.getByRole('button', { name: /^CliQ/ }).click();
  await expect(page.getByText('MIJASCLUB')).toBeVisible();
  await expect(page.getByText(/JOD\s15\.000/).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Transfer reference' }).fill(transferReference);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your renewal request is pending' }),
  ).toBeVisible();
  await expect(page.getByText(transferReference)).toBeVisible();
}

function memberNav(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Member panel' }).getByRole('link', { name });
}

test('a member renews by CliQ through the UI: rejected with a reason, asked again, confirmed by the office, receipted', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiToken(request, 'admin');
  const member = await createMember(request, admin, 'e2e.renewal');
  await activateAccount(request, member.email, PASSWORD);
  const adminPage = await (await browser.newContext()).newPage();
  await logInAs(adminPage, 'admin');

  await page.goto('/login');
  await logIn(page, member.username, PASSWORD);
  await expect(page).toHaveURL(/\/member$/);
  await requestRenewal(page, 'CLQ-E2E-REJECTED');

  // The office rejects it: a reason is needed, and mailed to the member.
  await adminPage
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Renewal requests/ })
    .click();
  await expect(adminPage).toHaveURL(/\/admin\/renewal-requests$/);
  const row = rowWith(adminPage, 'CLQ-E2E-REJECTED');
  await expect(row).toContainText(member.username);
  await row.getByRole('button', { name: `Reject the renewal of ${member.username}` }).click();
  const reject = adminPage.getByRole('dialog', { name: 'Reject renewal request' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Reason is required.')).toBeVisible();
  await reject.getByRole('textbox', { name: 'Reason' }).fill('No transfer with this reference.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(row).toContainText('Rejected');
  const rejected = await mailTo(request, member.email, /not accepted/);
  expect(rejected.text).toContain('No transfer with this reference.');

  // The member reads why on the card's page, and asks again.
  await memberNav(page, 'Membership').click();
  const renewal = page.getByRole('region', { name: 'Renewal' });
  await expect(renewal).toContainText('Reason: No transfer with this reference.');
  await requestRenewal(page, 'CLQ-E2E-889120');

  // The office confirms it: the receipt has the next number.
  const before = await lastReceipt(request, admin);
  await adminPage.reload();
  await rowWith(adminPage, 'CLQ-E2E-889120')
    .getByRole('button', { name: `Confirm the renewal of ${member.username}` })
    .click();
  await adminPage
    .getByRole('dialog', { name: 'Confirm renewal' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  const done = adminPage.getByRole('dialog', { name: 'Membership renewed' });
  await expect(done.getByText(/^Receipt \d{4}-\d{6} was issued\.$/)).toBeVisible();
  const receipt = /\d{4}-\d{6}/.exec((await done.getByText(/^Receipt /).textContent()) ?? '')![0];
  expect(receipt > before, `${receipt} after ${before}`).toBe(true);
  const newExpiry = ((await done.getByText(/^New expiry: /).textContent()) ?? '').replace(
    'New expiry: ',
    '',
  );
  await done.getByRole('button', { name: 'Close' }).last().click();

  // The member's card: active until the new expiry; the receipt among theirs, and in their mail.
  await page.reload();
  await memberNav(page, 'Membership').click();
  const card = page.getByRole('region', { name: 'Membership Card' });
  await expect(valueOf(card, 'Status')).toHaveText('Active');
  await expect(valueOf(card, 'Expiry Date')).toHaveText(newExpiry);
  await expect(renewal).toContainText(`receipt ${receipt}`);
  await memberNav(page, 'Receipts').click();
  await page.getByRole('link', { name: `Receipt ${receipt}` }).click();
  await expect(page).toHaveURL(new RegExp(`/member/receipts/${receipt}$`));
  const printable = page.getByRole('article', { name: 'Payment receipt' });
  for (const shown of [receipt, PLAN, 'CliQ', 'CLQ-E2E-889120', /JOD\s15\.000/])
    await expect(printable.getByText(shown).first()).toBeVisible();
  const mail = await mailTo(request, member.email, new RegExp(`receipt ${receipt}`));
  expect(mail.text).toContain('CLQ-E2E-889120');

  // The admin's Membership History: the renewal, its receipt linked.
  await adminPage
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Membership History' })
    .click();
  await pickMember(adminPage, member.username);
  await rowWith(adminPage, 'Renewal').click({ button: 'right' });
  await adminPage.getByRole('menuitem', { name: 'More Details' }).click();
  const details = adminPage.getByRole('dialog', { name: 'Membership Renewal' });
  await expect(valueOf(details, 'Number of Days')).toHaveText('182 days');
  await details.getByRole('link', { name: receipt }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/receipts/${receipt}$`));
  await expect(
    adminPage.getByRole('article', { name: 'Payment receipt' }).getByText('CLQ-E2E-889120'),
  ).toBeVisible();
  await adminPage.context().close();
});
