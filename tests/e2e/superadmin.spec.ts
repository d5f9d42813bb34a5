import { expect, test, type Page } from '@playwright/test';
import {
  apiToken,
  bearer,
  choose,
  linkTo,
  logIn,
  logInAs,
  loginStatus,
  mailbox,
  mailTo,
  rowWith,
  setNewPassword,
  uniqueName,
  valueOf,
} from '../support.ts';

/**
 * The root admin's dashboard against the real server: Create New Admin and the new admin's way in through the
 * `/email-verification?key=` mail; View Admins with its search, row menu (right-click and keyboard), Admin Details,
 * deactivation (the admin's login refused meanwhile) and activation, and a verification mail sent again.
 */

const PASSWORD = 'Admin#New2026';
const VERIFY_SUBJECT = /^Verify your email/;

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Root admin' });
}

/** Searches View Admins by `field` and waits for the one row of `username`. */
async function searchAdmins(page: Page, field: 'Username' | 'Email' | 'Full Name', value: string) {
  const search = page.getByRole('search', { name: 'Search admins' });
  await choose(page, search.getByRole('combobox', { name: 'Search by' }), field);
  await search.getByRole('searchbox', { name: 'Search' }).fill(value);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
}

test('the root admin creates an admin, who sets a password from the mail and logs in to /admin', async ({
  page,
  request,
}) => {
  const username = uniqueName('e2e.admin');
  const email = `${username}@example.com`;
  await logInAs(page, 'root');
  await expect(page.getByRole('heading', { level: 1, name: 'View Admins' })).toBeVisible();
  await expect(rowWith(page, 'admin@mijas.example.com')).toHaveCount(1);

  await nav(page).getByRole('link', { name: 'Create New Admin' }).click();
  await expect(page).toHaveURL(/\/superadmin\/create-admin$/);
  const form = page.getByRole('form', { name: 'Create New Admin' });

  // Nothing typed: the required fields are marked, focus on the first, nothing sent.
  await form.getByRole('button', { name: 'Create Admin' }).click();
  await expect(form.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await expect(form.getByRole('combobox', { name: 'Major' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByRole('textbox', { name: 'First Name' })).not.toHaveAttribute(
    'aria-invalid',
  );

  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'First Name' }).fill('Nadia');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Qasem');
  await choose(page, form.getByRole('combobox', { name: 'Gender' }), 'Female');
  await form.getByRole('combobox', { name: 'Nationality' }).fill('zzz');
  await expect(page.getByText('No nationalities found')).toBeVisible();
  await form.getByRole('combobox', { name: 'Nationality' }).fill('Jord');
  await page.getByRole('option', { name: 'Jordan', exact: true }).click();
  await choose(page, form.getByRole('combobox', { name: 'City' }), 'Irbid');
  await form.getByRole('combobox', { name: 'Major' }).fill('Other');
  await page.getByRole('option', { name: 'Other', exact: true }).click();
  await expect(form.getByText('Please specify your major')).toBeVisible();
  await form.getByRole('textbox', { name: 'Your major' }).fill('Robotics Engineering');
  await form.getByRole('button', { name: 'Create Admin' }).click();
  await expect(form.getByRole('status')).toHaveText(/Admin created successfully/);
  // The form is empty again (SPEC §5).
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('');

  // The new admin cannot log in before setting a password.
  expect(await loginStatus(request, username, PASSWORD)).not.toBe(200);

  // The mail leads through /email-verification?key= (required actions) to a new password.
  const mail = await mailTo(request, email, VERIFY_SUBJECT);
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(linkTo(mail, '/email-verification'));
  await expect(
    page.getByText('Your account needs a new password.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await setNewPassword(page, PASSWORD);
  await logIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/view-members$/);
  await expect(page.getByRole('heading', { level: 1, name: 'View Members' })).toBeVisible();
});

test('the root admin deactivates an admin (login refused, badge at once), re-activates by keyboard, reads the details', async ({
  page,
  request,
}) => {
  // An admin with a password: created through the API, then through the mailed link.
  const username = uniqueName('e2e.toggle');
  const email = `${username}@example.com`;
  const root = await apiToken(request, 'root');
  const created = await request.post('/api/v1/RootAdmin/admins', {
    headers: bearer(root),
    data: {
      username,
      email,
      firstName: 'Yousef',
      lastName: 'Nasser',
      gender: 'M',
      nationality: 'Jordan',
      country: 'Jordan',
      city: 'Aqaba',
      major: 'Civil Engineering',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(linkTo(await mailTo(request, email, VERIFY_SUBJECT), '/email-verification'));
  await setNewPassword(page, PASSWORD);
  expect(await loginStatus(request, username, PASSWORD)).toBe(200);

  await logInAs(page, 'root');
  await searchAdmins(page, 'Email', email);
  await expect(page).toHaveURL(/searchBy=email/);
  const row = rowWith(page, username);
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Verified');

  // Right-click → Deactivate Admin → confirm: the badge changes without a reload; the login is refused.
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Deactivate Admin' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate admin?' });
  await expect(confirm).toContainText(username);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Admin deactivated', { exact: true })).toBeVisible();
  await expect(row).toContainText('Inactive');
  expect(await loginStatus(request, username, PASSWORD)).not.toBe(200);
  const refused = await page.context().browser()!.newPage();
  try {
    await refused.goto(page.url().replace(/\/superadmin.*$/, '/login'));
    await logIn(refused, username, PASSWORD);
    await expect(refused.getByRole('alert')).toBeVisible();
    await expect(refused).toHaveURL(/\/login$/);
  } finally {
    await refused.close();
  }

  // The keyboard opens the same menu (Shift+F10 on the focused row): Activate Admin.
  await row.focus();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menuitem', { name: 'Deactivate Admin' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Activate Admin' }).press('Enter');
  await expect(page.getByText('Admin activated', { exact: true })).toBeVisible();
  await expect(row).not.toContainText('Inactive');
  expect(await loginStatus(request, username, PASSWORD)).toBe(200);

  // View Details: the Admin Details modal with every field, N/A where empty.
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Admin Details' });
  await expect(valueOf(details, 'Username')).toHaveText(username);
  await expect(valueOf(details, 'Full Name')).toHaveText('Yousef Nasser');
  await expect(valueOf(details, 'City')).toHaveText('Aqaba');
  await expect(valueOf(details, 'Phone')).toHaveText('N/A');
  await expect(valueOf(details, 'Email Verified')).toHaveText('Yes');
  await expect(valueOf(details, 'Active')).toHaveText('Yes');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The search is in the URL: a reload keeps it.
  await page.reload();
  await expect(rowWith(page, username)).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(email);
});

test('the root admin sends the verification mail again to an unverified admin', async ({
  page,
  request,
}) => {
  const username = uniqueName('e2e.unverified');
  const email = `${username}@example.com`;
  const created = await request.post('/api/v1/RootAdmin/admins', {
    headers: bearer(await apiToken(request, 'root')),
    data: {
      username,
      email,
      gender: 'F',
      nationality: 'Jordan',
      country: 'Jordan',
      city: 'Amman',
      major: 'Civil Engineering',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await mailTo(request, email, VERIFY_SUBJECT);

  // On a phone, where the options button is the way to the row's menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, 'root');
  await searchAdmins(page, 'Username', username);
  const row = rowWith(page, username);
  await expect(row).toContainText('Not Verified');
  await row.getByRole('button', { name: `Options for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Send Verification Email' }).click();
  await expect(page.getByText('Verification email sent', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await mailbox(request)).filter((mail) => mail.to === email).length)
    .toBe(2);

  // A verified admin is not offered the mail.
  await searchAdmins(page, 'Username', 'admin');
  await rowWith(page, 'admin@mijas.example.com')
    .getByRole('button', { name: 'Options for admin' })
    .click();
  await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Send Verification Email' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('the root admin keeps the plans: creates one, edits its price, retires it, and members are offered it no more', async ({
  page,
  request,
}) => {
  const name = uniqueName('e2e plan');
  const offered = async () => {
    const token = await apiToken(request, 'member');
    const answer = await request.get('/api/v1/Member/plans', { headers: bearer(token) });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { plans: { nameEn: string; price: number }[] }).plans.filter(
      (plan) => plan.nameEn === name,
    );
  };
  await logInAs(page, 'root');
  await nav(page).getByRole('link', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/\/superadmin\/plans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership plans' })).toBeVisible();
  await expect(
    page.getByText(/Receipts already issued for it keep its name and price/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'New plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New plan' });
  await expect(dialog.getByRole('textbox', { name: 'Name in English' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Name in English' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Name in Arabic' }).fill('خطة تجربة');
  await dialog.getByRole('spinbutton', { name: 'Number of days' }).fill('365');
  // More decimals than the dinar has: refused with the contract's words, nothing sent.
  await dialog.getByRole('textbox', { name: /^Price/ }).fill('25.0001');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog.getByText('Price may have at most 3 decimals.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Price/ }).fill('25');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog).toBeHidden();
  const row = rowWith(page, name);
  await expect(row).toContainText('JOD 25.000');
  await expect(row).toContainText('Active');
  expect(await offered()).toEqual([expect.objectContaining({ price: 25000 })]);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit plan' });
  await expect(edit.getByRole('textbox', { name: /^Price/ })).toHaveValue('25.000');
  await edit.getByRole('textbox', { name: /^Price/ }).fill('30.5');
  await edit.getByRole('button', { name: 'Save plan' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('JOD 30.500');
  expect(await offered()).toEqual([expect.objectContaining({ price: 30500 })]);

  await row.getByRole('button', { name: `Retire ${name}` }).click();
  await expect(page.getByText(`Plan “${name}” retired.`, { exact: false })).toBeVisible();
  await expect(row).toContainText('Retired');
  await expect(row.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();
  expect(await offered()).toEqual([]);
});
