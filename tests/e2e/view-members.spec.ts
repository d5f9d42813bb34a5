import { expect, test, type Page } from '@playwright/test';
import {
  activateAccount,
  apiToken,
  bearer,
  choose,
  createMember,
  loginStatus,
  logInAs,
  mailbox,
  pickMember,
  rowWith,
  uniquePhone,
  valueOf,
  withToast,
} from '../support.ts';

/**
 * View Members against the real server, as the demo admin: the search by each field, the pages, the URL that
 * keeps both (Back, Forward, reload), the row menu by right-click, by keyboard and by the options button, and
 * every action of the menu: details, renew (then seen in Membership History), deactivate membership,
 * deactivate and re-activate the account (the member's login refused meanwhile), the verification mail, edit.
 */

const PASSWORD = 'Member#E2e2026';

function searchForm(page: Page) {
  return page.getByRole('search', { name: 'Search members' });
}

async function search(page: Page, field: 'Username' | 'Email' | 'Phone Number', value: string) {
  const form = searchForm(page);
  await choose(page, form.getByRole('combobox', { name: 'Search by' }), field);
  await form.getByRole('searchbox', { name: 'Search for' }).fill(value);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Answers the confirmation of a destructive action. */
async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The row's cell of the column named `label` (its `data-label`, the name a phone's card gives it): by name, as the
 * columns that show depend on how wide the row's data is (a longer generated username hides the phone's column).
 */
function cellOf(page: Page, username: string, label: string) {
  return rowWith(page, username).locator(`td[data-label="${label}"]`);
}

test('searches by username, email and phone; pages; the URL keeps the view through Back, Forward and reload', async ({
  page,
  request,
}) => {
  const member = await createMember(request, await apiToken(request), 'e2e.find', {
    phoneNumber: uniquePhone(),
  });
  await logInAs(page, 'admin');
  await page.goto('/admin/view-members');

  // The whole list: pages of 10, more than one page of seeded members.
  const pages = page.getByRole('navigation', { name: 'Member list pages' });
  await expect(page.getByRole('row')).toHaveCount(11);
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/admin\/view-members\?page=2$/);
  await expect(page.getByRole('cell', { name: '11', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/view-members$/);
  await expect(page.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('cell', { name: '11', exact: true })).toBeVisible();

  // The input waits for a field.
  await expect(searchForm(page).getByRole('searchbox', { name: 'Search for' })).toBeDisabled();

  for (const [field, value] of [
    ['Username', member.username.toUpperCase()],
    ['Email', member.email],
    ['Phone Number', member.phoneNumber],
  ] as const) {
    await search(page, field, value);
    await expect(rowWith(page, member.username)).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);
  }
  await expect(page).toHaveURL(/by=phoneNumber&q=079/);

  // A reload shows the same search; Back returns to the email search.
  await page.reload();
  await expect(rowWith(page, member.username)).toHaveCount(1);
  await expect(searchForm(page).getByRole('searchbox', { name: 'Search for' })).toHaveValue(
    member.phoneNumber,
  );
  await page.goBack();
  await expect(page).toHaveURL(/by=email/);
  await expect(searchForm(page).getByRole('searchbox', { name: 'Search for' })).toHaveValue(
    member.email,
  );

  await search(page, 'Username', 'no.such.member.anywhere');
  await expect(page.getByText('No members found.')).toBeVisible();
});

test('renews from the menu (right-click): the row at once, then the renewal and its details in Membership History', async ({
  page,
  request,
}) => {
  const member = await createMember(request, await apiToken(request), 'e2e.renew');
  await logInAs(page, 'admin');
  await page.goto('/view-members');
  await search(page, 'Username', member.username);
  const row = rowWith(page, member.username);
  await expect(cellOf(page, member.username, 'Membership Status')).toHaveText(/Inactive/);

  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Member Details' });
  await expect(valueOf(details, 'Username')).toHaveText(member.username);
  await expect(valueOf(details, 'City')).toHaveText('Zarqa');
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();

  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Renew Membership' }).click();
  const renew = page.getByRole('dialog', { name: 'Renew Membership' });
  await renew.getByRole('spinbutton', { name: 'Number of Days' }).fill('0');
  await renew.getByRole('spinbutton', { name: 'Amount' }).fill('25.125');
  await renew.getByRole('button', { name: 'Renew' }).click();
  await expect(renew.getByRole('alert')).toHaveText(
    /Invalid input: days must be > 0 and amount must be >= 0/,
  );
  await renew.getByRole('spinbutton', { name: 'Number of Days' }).fill('30');
  await renew.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByText('Membership renewed', { exact: true })).toBeVisible();
  await expect(cellOf(page, member.username, 'Membership Status')).toHaveText(/Active/);
  await expect(cellOf(page, member.username, 'Membership Status')).not.toHaveText(/Inactive/);

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Membership History' })
    .click();
  await pickMember(page, member.username);
  const renewal = rowWith(page, 'Renewal');
  await expect(renewal).toHaveCount(1);
  await expect(page).toHaveURL(
    new RegExp(`/admin/membership-history\\?by=member&username=${member.username}$`),
  );
  await renewal.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'More Details' }).click();
  const modal = page.getByRole('dialog', { name: 'Membership Renewal' });
  await expect(valueOf(modal, 'Amount Paid')).toHaveText('JOD 25.125');
  await expect(valueOf(modal, 'Number of Days')).toHaveText('30 days');
});

test('by keyboard: deactivates the membership, deactivates the member (login refused) and re-activates', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const member = await createMember(request, token, 'e2e.toggle');
  await activateAccount(request, member.email, PASSWORD);
  const renewed = await request.put('/api/v1/Admin/members/renew-membership', {
    headers: bearer(token),
    data: { memberId: member.id, numberOfDays: 60, amount: 10 },
  });
  expect(renewed.ok(), await renewed.text()).toBe(true);
  expect(await loginStatus(request, member.username, PASSWORD)).toBe(200);

  await logInAs(page, 'admin');
  await page.goto('/view-members');
  await search(page, 'Email', member.email);
  const row = rowWith(page, member.username);
  await expect(cellOf(page, member.username, 'Email Status')).toHaveText(/^Verified$/);

  // The row's menu from the keyboard: Shift+F10 on the focused row; a verified email is not offered the mail.
  const menu = async () => {
    await row.focus();
    await page.keyboard.press('Shift+F10');
    await expect(page.getByRole('menu')).toBeVisible();
  };
  await menu();
  await expect(page.getByRole('menuitem', { name: 'Send Verification Email' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Deactivate Membership' }).press('Enter');
  await confirm(page, 'Deactivate membership?', 'Deactivate Membership');
  await expect(page.getByText('Membership deactivated', { exact: true })).toBeVisible();
  await expect(cellOf(page, member.username, 'Membership Status')).toHaveText(/Inactive/);

  await menu();
  await expect(page.getByRole('menuitem', { name: 'Deactivate Membership' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Deactivate Member', exact: true }).press('Enter');
  await confirm(page, 'Deactivate member?', 'Deactivate Member');
  await expect(page.getByText('Member deactivated', { exact: true })).toBeVisible();
  await expect(cellOf(page, member.username, 'Account Status')).toHaveText(/Inactive/);
  expect(await loginStatus(request, member.username, PASSWORD)).not.toBe(200);

  await menu();
  await page.getByRole('menuitem', { name: 'Activate Member', exact: true }).press('Enter');
  await expect(page.getByText('Member activated', { exact: true })).toBeVisible();
  await expect(cellOf(page, member.username, 'Account Status')).not.toHaveText(/Inactive/);
  expect(await loginStatus(request, member.username, PASSWORD)).toBe(200);
});

test('on a phone, the options button sends the verification mail again, and Edit Member saves a change', async ({
  page,
  request,
}) => {
  const member = await createMember(request, await apiToken(request), 'e2e.mail');
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, 'admin');
  await page.goto('/view-members');
  await search(page, 'Username', member.username);
  const options = rowWith(page, member.username).getByRole('button', {
    name: `Options for ${member.username}`,
  });
  await expect(cellOf(page, member.username, 'Email Status')).toHaveText(/Not Verified/);

  await options.click();
  await page.getByRole('menuitem', { name: 'Send Verification Email' }).click();
  await expect(page.getByText('Verification email sent', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await mailbox(request)).filter((mail) => mail.to === member.email).length)
    .toBe(2);

  await options.click();
  await page.getByRole('menuitem', { name: 'Edit Member' }).click();
  await expect(page).toHaveURL(/\/update-member/);
  const form = page.getByRole('form', { name: 'Update Member' });
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue(member.username);
  await choose(page, form.getByRole('combobox', { name: 'City' }), 'Karak');
  await withToast(page, 'Member updated successfully', async () => {
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/view-members/);
  });
  await search(page, 'Username', member.username);
  await options.click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(valueOf(page.getByRole('dialog', { name: 'Member Details' }), 'City')).toHaveText(
    'Karak',
  );
});

test("Renew's code comes when it first opens; if it does not come, the dialog's frame says so, with Close", async ({
  page,
  request,
}) => {
  const member = await createMember(request, await apiToken(request), 'e2e.renewcode');
  // The scripts the page asks for, by file (a chunk is named after its first module: issue 32).
  const scripts: string[] = [];
  page.on('request', (asked) => {
    if (asked.resourceType() === 'script') scripts.push(new URL(asked.url()).pathname);
  });
  const renewCode = /\/assets\/(renewMembershipMachine|renew-membership-dialog)-[0-9a-f]+\.js$/;
  // Offline for Renew's code only: the page and its list came.
  await page.route(renewCode, (route) => route.abort('internetdisconnected'));
  await logInAs(page, 'admin');
  await page.goto('/view-members');
  await search(page, 'Username', member.username);
  const row = rowWith(page, member.username);
  await expect(row).toBeVisible();
  expect(scripts.filter((script) => renewCode.test(script))).toEqual([]);

  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Renew Membership' }).click();
  const renew = page.getByRole('dialog', { name: 'Renew Membership' });
  await expect(renew).toContainText(
    'This could not be loaded. Check your connection and try again.',
  );
  // Modal: the focus on Try again, although the closing menu gives it back to the row.
  await expect(renew.getByRole('button', { name: 'Try again' })).toBeFocused();
  expect(scripts.some((script) => renewCode.test(script))).toBe(true);

  // Close, then Escape on the next try: the page as it was, the row's menu again.
  await renew.getByRole('button', { name: 'Close' }).click();
  await expect(renew).toBeHidden();
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Renew Membership' }).click();
  await expect(renew.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(renew).toBeHidden();
  await expect(row).toBeVisible();

  // Back online, the page (its place kept in its address) opens Renew, which renews.
  await page.unroute(renewCode);
  await page.reload();
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Renew Membership' }).click();
  await renew.getByRole('spinbutton', { name: 'Number of Days' }).fill('30');
  await renew.getByRole('spinbutton', { name: 'Amount' }).fill('10');
  await renew.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByText('Membership renewed', { exact: true })).toBeVisible();
  await expect(renew).toBeHidden();
  await expect(cellOf(page, member.username, 'Membership Status')).toHaveText(/Active/);
});
