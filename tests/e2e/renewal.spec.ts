import { expect, test } from '@playwright/test';
import { activateAccount, apiToken, bearer, createMember, logIn, uniqueName } from '../support.ts';

/**
 * A member renews without a visit (issue 34) against the real server: a plan made by the root admin, a request by
 * CliQ with the transfer's reference, pending on the card's page, cancelled, made again; the office confirms it
 * and the member finds the receipt in their receipts and on its printable page.
 */
test('a member requests a renewal by CliQ, cancels it, requests again, and finds the receipt once confirmed', async ({
  page,
  request,
}) => {
  const root = await apiToken(request, 'root');
  const planName = uniqueName('Plan');
  const plan = await request.post('/api/v1/RootAdmin/plans', {
    headers: bearer(root),
    data: { nameEn: planName, nameAr: `خطة ${planName}`, days: 30, price: 2_500, active: true },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const admin = await apiToken(request, 'admin');
  const member = await createMember(request, admin, 'e2e.renewal');
  const password = 'Renew#Mijas2026';
  await activateAccount(request, member.email, password);

  await page.goto('/login');
  await logIn(page, member.username, password);
  await expect(page).toHaveURL(/\/member$/);
  const renewal = page.getByRole('region', { name: 'Renewal' });
  await renewal.getByRole('link', { name: 'Renew membership' }).click();
  await expect(page).toHaveURL(/\/member\/renew$/);

  const request1 = async (method: 'CliQ' | 'Bank transfer', reference: string) => {
    await page.getByRole('button', { name: new RegExp(planName) }).click();
    await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeFocused();
    await page.getByRole('button', { name: new RegExp(`^${method}`) }).click();
    // What to do: the amount in dinars with their three decimals.
    await expect(page.getByText(/JOD\s2\.500/).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Transfer reference' }).fill(reference);
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your renewal request is pending' }),
    ).toBeVisible();
    await expect(page.getByText(/^MJ[2-9A-Z]{6}$/)).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
  };
  await request1('CliQ', 'CLQ-889120');

  // The card's page says it is pending.
  await page
    .getByRole('navigation', { name: 'Member panel' })
    .getByRole('link', { name: 'Membership' })
    .click();
  await expect(renewal.getByText('Pending', { exact: true })).toBeVisible();
  await renewal.getByRole('link', { name: 'See the request' }).click();

  // Cancelled after a confirmation, then made again.
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await request1('Bank transfer', 'TRX-55012');

  // The office confirms it: a receipt with its number.
  const memberToken = await page.evaluate(
    () => localStorage.getItem('token') ?? sessionStorage.getItem('token'),
  );
  const mine = await request.get('/api/v1/Member/renewal-requests', {
    headers: bearer(memberToken ?? ''),
  });
  const { requests } = (await mine.json()) as { requests: { id: string; status: string }[] };
  const pending = requests.find((each) => each.status === 'pending');
  expect(pending).toBeDefined();
  const confirmed = await request.put(`/api/v1/Admin/renewal-requests/${pending!.id}/confirm`, {
    headers: bearer(admin),
    data: {},
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { receiptNumber } = (await confirmed.json()) as { receiptNumber: string };

  await page
    .getByRole('navigation', { name: 'Member panel' })
    .getByRole('link', { name: 'Receipts' })
    .click();
  await expect(page).toHaveURL(/\/member\/receipts$/);
  await page.getByRole('link', { name: `Receipt ${receiptNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/member/receipts/${receiptNumber}$`));
  const receipt = page.getByRole('article', { name: 'Payment receipt' });
  await expect(receipt.getByText(receiptNumber)).toBeVisible();
  await expect(receipt.getByText(/JOD\s2\.500/)).toBeVisible();
  await expect(receipt.getByText('Bank transfer')).toBeVisible();
  await expect(receipt.getByText('TRX-55012')).toBeVisible();
  await expect(receipt.getByText(planName)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});
