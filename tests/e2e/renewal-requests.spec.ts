import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  activateAccount,
  apiToken,
  bearer,
  createMember,
  logInAs,
  mailTo,
  pickMember,
  rowWith,
  uniqueName,
  valueOf,
} from '../support.ts';

/**
 * Issue 34, the office's side against the real server: members' renewal requests made through the API (their own
 * token), confirmed and rejected by an admin on Renewal requests; the payment on Payments and in its CSV; the
 * renewal in Membership History; the rejection's reason in the member's mail.
 */

const PASSWORD = 'Renew#Mijas2026';

/** A fresh member who may log in, and their token. */
async function memberWithToken(request: APIRequestContext, adminToken: string) {
  const member = await createMember(request, adminToken, 'e2e.renew');
  await activateAccount(request, member.email, PASSWORD);
  const login = await request.post('/api/v1/User/login', {
    data: { emailOrUsername: member.username, password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return { ...member, token: ((await login.json()) as { token: string }).token };
}

/** A plan a member may renew with (made by the root admin, its name unique to this run). */
async function activePlan(request: APIRequestContext) {
  const root = await apiToken(request, 'root');
  const created = await request.post('/api/v1/RootAdmin/plans', {
    headers: bearer(root),
    data: { nameEn: uniqueName('Plan'), nameAr: 'خطة', days: 90, price: 12500 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { id: number; nameEn: string };
}

async function requestRenewal(
  request: APIRequestContext,
  token: string,
  planId: number,
  transferReference: string,
) {
  const made = await request.post('/api/v1/Member/renewal-requests', {
    headers: bearer(token),
    data: { planId, method: 'cliq', transferReference },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as { id: string; paymentReference: string };
}

test('an admin confirms one renewal request and rejects another; the payment is listed and exported', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request);
  const plan = await activePlan(request);
  const confirmed = await memberWithToken(request, admin);
  const rejected = await memberWithToken(request, admin);
  const first = await requestRenewal(request, confirmed.token, plan.id, 'CLQ-E2E-1');
  await requestRenewal(request, rejected.token, plan.id, 'CLQ-E2E-2');

  await logInAs(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: /^Renewal requests/ }).click();
  await expect(page).toHaveURL(/\/admin\/renewal-requests$/);

  // Confirm: the receipt issued, its link to the receipt page.
  const row = rowWith(page, confirmed.username);
  await expect(row).toContainText(first.paymentReference);
  await expect(row).toContainText('CLQ-E2E-1');
  await row.getByRole('button', { name: `Confirm the renewal of ${confirmed.username}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm renewal' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const done = page.getByRole('dialog', { name: 'Membership renewed' });
  await expect(done.getByText(/^Receipt \d{4}-\d{6} was issued\.$/)).toBeVisible();
  const receipt = (await done.getByText(/^Receipt /).textContent())!.match(/\d{4}-\d{6}/)![0];
  await expect(done.getByRole('link', { name: 'Open the receipt' })).toHaveAttribute(
    'href',
    `/admin/receipts/${receipt}`,
  );
  await done.getByRole('button', { name: 'Close' }).last().click();

  // The member's expiry moved by the plan's days.
  const details = await request.get(`/api/v1/Admin/members/${confirmed.id}`, {
    headers: bearer(admin),
  });
  const expiry = ((await details.json()) as { membershipExpiry: string | null }).membershipExpiry;
  expect(new Date(expiry!).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);

  // Reject: a reason is needed, then mailed to the member.
  await rowWith(page, rejected.username)
    .getByRole('button', { name: `Reject the renewal of ${rejected.username}` })
    .click();
  const reject = page.getByRole('dialog', { name: 'Reject renewal request' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Reason is required.')).toBeVisible();
  await reject
    .getByRole('textbox', { name: 'Reason' })
    .fill('No transfer with this reference arrived.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(rowWith(page, rejected.username)).toContainText('Rejected');
  const mail = await mailTo(request, rejected.email, /not accepted/);
  expect(mail.text).toContain('No transfer with this reference arrived.');

  // Membership History shows the renewal.
  await nav.getByRole('link', { name: 'Membership History' }).click();
  await pickMember(page, confirmed.username);
  await expect(rowWith(page, 'Renewal')).toHaveCount(1);
  await rowWith(page, 'Renewal').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'More Details' }).click();
  await expect(
    valueOf(page.getByRole('dialog', { name: 'Membership Renewal' }), 'Number of Days'),
  ).toHaveText('90 days');
  await page.keyboard.press('Escape');

  // Payments: the payment, filtered by the member, and its CSV.
  await nav.getByRole('link', { name: 'Payments' }).click();
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Member username' }).fill(confirmed.username);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`member=${confirmed.username.replace('.', '\\.')}`));
  await expect(page.getByRole('status').filter({ hasText: /^1 payment$/ })).toBeVisible();
  await expect(rowWith(page, receipt)).toContainText('JOD 12.500');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mijas-payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.split(/\r?\n/).filter((line) => line !== '');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(receipt);
});
