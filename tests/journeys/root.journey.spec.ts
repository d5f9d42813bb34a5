import type { Page } from '@playwright/test';
import {
  choose,
  fillAccountForm,
  linkTo,
  logIn,
  logInAs,
  mailTo,
  rowWith,
  setNewPassword,
  uniqueName,
  valueOf,
} from '../support.ts';
import { expect, test } from './fixtures.ts';

/**
 * A root admin, through the UI only: creates two admins; one of them sets a password from the
 * /email-verification mail and logs in to /admin; back as root, View Admins (and /view-admins), details,
 * deactivation and activation, and the verification mail again for the admin still unverified; then the
 * membership expiry reminders due now, sent by hand (issue 20).
 */

const PASSWORD = 'Journey#Admin26';

function rootNav(page: Page) {
  return page.getByRole('navigation', { name: 'Root admin' });
}

async function createAdmin(page: Page, username: string) {
  await rootNav(page).getByRole('link', { name: 'Create New Admin' }).click();
  const form = page.getByRole('form', { name: 'Create New Admin' });
  await fillAccountForm(page, form, {
    username,
    email: `${username}@example.com`,
    firstName: 'Nour',
    lastName: 'Khatib',
    gender: 'Female',
    nationality: ['Jordan', 'Jordan'],
    city: 'Jerash',
    major: ['Software', 'Software Engineering'],
  });
  await form.getByRole('button', { name: 'Create Admin' }).click();
  await expect(form.getByRole('status')).toHaveText(/Admin created successfully/);
}

async function findAdmin(page: Page, username: string) {
  const search = page.getByRole('search', { name: 'Search admins' });
  await choose(page, search.getByRole('combobox', { name: 'Search by' }), 'Username');
  await search.getByRole('searchbox', { name: 'Search' }).fill(username);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rowWith(page, username)).toHaveCount(1);
}

async function rowMenu(page: Page, username: string, item: string) {
  await rowWith(page, username).click({ button: 'right' });
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test('a root admin creates admins and manages them', async ({ page, request }) => {
  const active = uniqueName('journey.root');
  const pending = uniqueName('journey.pending');
  await logInAs(page, 'root');
  await createAdmin(page, active);
  await createAdmin(page, pending);

  // The new admin's way in: /email-verification?key= (required actions), then a password.
  const mail = await mailTo(request, `${active}@example.com`, /^Verify your email/);
  await rootNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(linkTo(mail, '/email-verification'));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await setNewPassword(page, PASSWORD);
  await logIn(page, active, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/view-members$/);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();

  // Back as root: the list, the details, off and on.
  await logInAs(page, 'root');
  await rootNav(page).getByRole('link', { name: 'View Admins' }).click();
  await findAdmin(page, active);
  await rowMenu(page, active, 'View Details');
  const details = page.getByRole('dialog', { name: 'Admin Details' });
  await expect(valueOf(details, 'Full Name')).toHaveText('Nour Khatib');
  await expect(valueOf(details, 'Email Verified')).toHaveText('Yes');
  await page.keyboard.press('Escape');
  await rowMenu(page, active, 'Deactivate Admin');
  await page
    .getByRole('dialog', { name: 'Deactivate admin?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('Admin deactivated', { exact: true })).toBeVisible();
  await expect(rowWith(page, active)).toContainText('Inactive');
  await rowMenu(page, active, 'Activate Admin');
  await expect(page.getByText('Admin activated', { exact: true })).toBeVisible();

  // The spec's /view-admins: the same list (at the panel's address for it); the mail again for the unverified
  // admin.
  await page.goto('/view-admins');
  await expect(page).toHaveURL(/\/superadmin\/view-admins$/);
  await findAdmin(page, pending);
  await expect(rowWith(page, pending)).toContainText('Not Verified');
  await rowMenu(page, pending, 'Send Verification Email');
  await expect(page.getByText('Verification email sent', { exact: true })).toBeVisible();

  // Expiry reminders (issue 20): the ones due now, sent without waiting for the schedule. How many depends on
  // the memberships other tests made meanwhile: a count, or none.
  await rootNav(page).getByRole('link', { name: 'Expiry reminders' }).click();
  await expect(page).toHaveURL(/\/superadmin\/expiry-reminders$/);
  await page.getByRole('button', { name: 'Send due reminders now' }).click();
  await expect(
    page.getByRole('main').getByText(/^(1 reminder|\d+ reminders) queued$|^No reminders are due$/),
  ).toBeVisible();
  // Who they went to (issue 30): the last run and every reminder sent, read again after the run.
  await expect(page.getByRole('heading', { level: 2, name: 'Last run' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Reminders sent' })).toBeVisible();

  // Plans (issue 34): a new plan, its price changed, then retired.
  await rootNav(page).getByRole('link', { name: 'Plans' }).click();
  await expect(page).toHaveURL(/\/superadmin\/plans$/);
  const plan = `Journey plan ${Date.now()}`;
  await page.getByRole('button', { name: 'New plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New plan' });
  await dialog.getByRole('textbox', { name: 'Name in English' }).fill(plan);
  await dialog.getByRole('textbox', { name: 'Name in Arabic' }).fill('خطة الرحلة');
  await dialog.getByRole('spinbutton', { name: 'Number of days' }).fill('30');
  await dialog.getByRole('textbox', { name: /^Price/ }).fill('3.5');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Edit ${plan}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit plan' });
  await edit.getByRole('textbox', { name: /^Price/ }).fill('4');
  await edit.getByRole('button', { name: 'Save plan' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: `Retire ${plan}` }).click();
  await expect(page.getByRole('button', { name: `Reactivate ${plan}` })).toBeVisible();
});
