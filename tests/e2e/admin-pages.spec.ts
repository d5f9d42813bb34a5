import { expect, test, type Page } from '@playwright/test';
import {
  apiToken,
  choose,
  createMember,
  fillAccountForm,
  linkTo,
  logIn,
  logInAs,
  mailTo,
  pickMember,
  rowWith,
  uniqueName,
  valueOf,
  withToast,
} from '../support.ts';

/**
 * The admin sub-pages against the real server, as the demo admin: Add Member (and the new member's activation),
 * Membership History with the renewal modal, Member History, My Profile, /update-admin and /update-member.
 */

/** Signs in as the demo admin (Remember Me) and lands on /admin. */
const logInAsAdmin = (page: Page) => logInAs(page, 'admin');

async function openSubPage(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the admin adds a member, who activates the account from the mailed link and logs in', async ({
  page,
  request,
}) => {
  const username = uniqueName('e2e.added');
  const email = `${username}@example.com`;
  await logInAsAdmin(page);
  await openSubPage(page, 'Add Member');
  const form = page.getByRole('form', { name: 'Add Member' });

  // Nothing typed: every field is marked, nothing is sent.
  await form.getByRole('button', { name: 'Add Member' }).click();
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByRole('textbox', { name: 'Username' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'First Name' }).fill('Omar');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Haddad');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('0781234567');
  await choose(page, form.getByRole('combobox', { name: 'Gender' }), 'Male');
  await form.getByLabel(/^Date of Birth/).fill('1993-07-21');
  await form.getByRole('combobox', { name: 'Nationality' }).fill('Jord');
  await page.getByRole('option', { name: 'Jordan', exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Country' })).toHaveValue('Jordan');
  await choose(page, form.getByRole('combobox', { name: 'City' }), 'Aqaba');
  await form.getByRole('textbox', { name: 'Address Details' }).fill('Port Road 8');
  await form.getByRole('combobox', { name: 'Major' }).fill('Other');
  await page.getByRole('option', { name: 'Other', exact: true }).click();
  await expect(form.getByText('Please specify your major')).toBeVisible();
  await form.getByRole('textbox', { name: 'Your major' }).fill('Marine Engineering');
  await form.getByRole('button', { name: 'Add Member' }).click();
  await expect(form.getByRole('status')).toHaveText(/Member added successfully!/);
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue('');

  // The same username again: the server's message, the form kept.
  await fillAccountForm(page, form, {
    username,
    email: `other.${email}`,
    firstName: 'Omar',
    lastName: 'Haddad',
    phoneNumber: '0781234567',
    gender: 'Male',
    dateOfBirth: '1993-07-21',
    nationality: ['Jordan', 'Jordan'],
    city: 'Aqaba',
    addressDetails: 'Port Road 8',
    major: ['Architecture', 'Architecture'],
  });
  await form.getByRole('button', { name: 'Add Member' }).click();
  await expect(form.getByRole('alert')).toHaveText(/This username is already taken\./);
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByRole('textbox', { name: 'Address Details' })).toHaveValue('Port Road 8');

  // The new member: the mailed link, a new password, the member panel.
  const mail = await mailTo(request, email, /^Verify your email/);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(linkTo(mail, '/verifyemail'));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.locator('input[name="new-password"]').fill('Welcome#2026');
  await page.locator('input[name="confirm-password"]').fill('Welcome#2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, username, 'Welcome#2026');
  await expect(page).toHaveURL(/\/member$/);
  await page.goto('/member?tab=profile');
  await expect(
    valueOf(page.getByRole('region', { name: 'Member Information' }), 'Major/Field'),
  ).toHaveText('Marine Engineering');
});

test('membership history: a renewal found by username, its details in the modal', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const member = await createMember(request, token, 'e2e.pages');
  const renewed = await request.put('/api/v1/Admin/members/renew-membership', {
    headers: { authorization: `Bearer ${token}` },
    data: { memberId: member.id, numberOfDays: 30, amount: 42.5 },
  });
  expect(renewed.ok(), await renewed.text()).toBe(true);

  await logInAsAdmin(page);
  await openSubPage(page, 'Membership History');
  await expect(page.getByText('Type a username to see its membership history.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Username' }).fill('no.such.member.anywhere');
  await expect(page.getByText('No membership history found.')).toBeVisible();
  await expect(page.getByText('No members found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await pickMember(page, member.username);
  const row = rowWith(page, 'Renewal');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('admin');
  await row.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'More Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Membership Renewal' });
  await expect(valueOf(dialog, 'Amount Paid')).toHaveText('JOD 42.500');
  await expect(valueOf(dialog, 'Expiry Date')).not.toBeEmpty();
  await expect(valueOf(dialog, 'Number of Days')).toHaveText('30 days');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('member history: the creation of a member, by the admin', async ({ page, request }) => {
  const member = await createMember(request, await apiToken(request), 'e2e.pages');
  await logInAsAdmin(page);
  await openSubPage(page, 'Member History');
  await expect(page.getByRole('table')).toHaveCount(0);
  await pickMember(page, member.username);
  const row = rowWith(page, 'Create');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('admin');
});

test('My Profile shows the admin; Edit changes own city and address, kept after a reload', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const before = (await (
    await request.get('/api/v1/Admin/admins', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { phoneNumber: string; city: string; addressDetails: string; major: string };

  await logInAsAdmin(page);
  await openSubPage(page, 'My Profile');
  const card = page.getByRole('region', { name: 'Admin Information' });
  await expect(valueOf(card, 'Username')).toHaveText('admin');
  await expect(valueOf(card, 'Email')).toContainText('Verified');
  await expect(valueOf(card, 'City')).toHaveText(before.city);

  const city = before.city === 'Madaba' ? 'Karak' : 'Madaba';
  const address = `${uniqueName('Street')} 5`;
  try {
    await card.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/update-admin$/);
    const form = page.getByRole('form', { name: 'Edit Admin Information' });
    await expect(form.getByRole('textbox', { name: 'Address Details' })).toHaveValue(
      before.addressDetails,
    );
    await choose(page, form.getByRole('combobox', { name: 'City' }), city);
    await form.getByRole('textbox', { name: 'Address Details' }).fill(address);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByRole('status')).toHaveText(/Info updated successfully/);

    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Address Details' })).toHaveValue(address);
    await expect(form.getByRole('combobox', { name: 'City' })).toHaveText(city);

    await form.getByRole('button', { name: 'Back to My Profile' }).click();
    await expect(page).toHaveURL(/\/admin\/my-profile$/);
    await expect(valueOf(card, 'Address')).toHaveText(address);
    await expect(valueOf(card, 'City')).toHaveText(city);
  } finally {
    const restored = await request.put('/api/v1/Admin/admin-info', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        phoneNumber: before.phoneNumber,
        city: before.city,
        addressDetails: before.addressDetails,
        major: before.major,
      },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});

test('/update-member?id= edits a member: saved, kept after a reload, in member history as Update', async ({
  page,
  request,
}) => {
  const member = await createMember(request, await apiToken(request), 'e2e.pages');
  await logInAsAdmin(page);
  await page.goto(`/update-member?id=${member.id}`);
  const form = page.getByRole('form', { name: 'Update Member' });
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue(member.username);
  await expect(form.getByRole('combobox', { name: 'Gender' })).toHaveText('Female');
  await choose(page, form.getByRole('combobox', { name: 'City' }), 'Jerash');
  await form.getByRole('textbox', { name: 'Address Details' }).fill('Roman Theatre Street 1');
  await withToast(page, 'Member updated successfully', async () => {
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/view-members$/);
  });

  await page.goto(`/update-member?id=${member.id}`);
  await expect(form.getByRole('textbox', { name: 'Address Details' })).toHaveValue(
    'Roman Theatre Street 1',
  );
  await expect(form.getByRole('combobox', { name: 'City' })).toHaveText('Jerash');

  await page.goto('/update-member');
  await expect(page.getByText('No member data found.')).toBeVisible();

  await page.goto('/admin');
  await openSubPage(page, 'Member History');
  await pickMember(page, member.username);
  await expect(rowWith(page, 'Update')).toHaveCount(1);
  await expect(rowWith(page, 'Create')).toHaveCount(1);
});

test('Edit Member returns to the list as it was left (its search and page): after a save, Cancel and Back', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const prefix = uniqueName('e2e.back');
  // Eleven members of one name: two pages of the search.
  for (let i = 0; i < 11; i += 1) await createMember(request, token, prefix);
  await logInAsAdmin(page);
  await page.goto('/admin/view-members');
  const search = page.getByRole('search', { name: 'Search members' });
  await choose(page, search.getByRole('combobox', { name: 'Search by' }), 'Username');
  await search.getByRole('searchbox', { name: 'Search for' }).fill(prefix);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Member list pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\/admin\/view-members\?by=username&q=[^&]+&page=2$/);
  const list = page.url();
  const row = rowWith(page, prefix);
  await expect(row).toHaveCount(1);
  // The Username column, after the selection box and the row's number.
  const username = (await row.getByRole('cell').nth(2).innerText()).trim();

  const expectListAsLeft = async () => {
    await expect(page).toHaveURL(list);
    await expect(search.getByRole('combobox', { name: 'Search by' })).toHaveText('Username');
    await expect(search.getByRole('searchbox', { name: 'Search for' })).toHaveValue(prefix);
    await expect(rowWith(page, username)).toHaveCount(1);
    await expect(rowWith(page, prefix)).toHaveCount(1);
  };
  const edit = async () => {
    await rowWith(page, username).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Edit Member' }).click();
    await expect(page).toHaveURL(/\/update-member\?id=/);
    const form = page.getByRole('form', { name: 'Update Member' });
    await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
    return form;
  };

  let form = await edit();
  await form.getByRole('textbox', { name: 'Address Details' }).fill('Rainbow Street 9');
  await withToast(page, 'Member updated successfully', () =>
    form.getByRole('button', { name: 'Save' }).click(),
  );
  await expectListAsLeft();

  form = await edit();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expectListAsLeft();

  await edit();
  await page.goBack();
  await expectListAsLeft();
});
