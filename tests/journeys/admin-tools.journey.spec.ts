import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import {
  activateAccount,
  apiToken,
  bearer,
  choose,
  createMember,
  fillAccountForm,
  firstDataRow,
  logInAs,
  mailTo,
  rowWith,
  uniqueName,
  uniquePhone,
  valueOf,
} from '../support.ts';
import { expect, test } from './fixtures.ts';

/**
 * The admins' tools (issue 21), through the UI only: a Join Us from the landing page answered in
 * Applications (the nav's count, the search, the details, a reply mailed, the member created from it, a seeded inquiry
 * archived); the Overview's figures and months opening the member list filtered; and a file of members imported
 * (the columns, the check with its bad row, the report), then those members selected as a whole search, renewed
 * at once and exported as CSV; members' renewal requests confirmed (its receipt's page) and rejected, and the
 * payment found on Payments and exported (issue 34). Routes: /, /admin (Applications, Add Member, Overview, Import Members, each at
 * its address), /view-members.
 */

function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin' });
}

async function openSubPage(page: Page, name: string, heading = name) {
  await adminNav(page)
    .getByRole('link', { name: new RegExp(`^${name}\\b`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Letters only (a person's name takes no digits): this test's own, unlike any other run's. */
function uniqueLetters(): string {
  return [...uniqueName('x').slice(2)]
    .map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26)))
    .join('');
}

/** The downloaded file's text, as saved (a BOM is kept). */
async function downloaded(download: Download): Promise<string> {
  return readFileSync(await download.path(), 'utf8');
}

/** The file's lines (CRLF or LF), the empty last one left out. */
const linesOf = (text: string) => text.split(/\r?\n/).filter((line) => line !== '');

async function searchMembers(page: Page, username: string) {
  const search = page.getByRole('search', { name: 'Search members' });
  await choose(page, search.getByRole('combobox', { name: 'Search by' }), 'Username');
  await search.getByRole('searchbox', { name: 'Search for' }).fill(username);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
}

function applicationsSearch(page: Page) {
  return page.getByRole('search', { name: 'Search applications' });
}

async function findApplication(page: Page, text: string) {
  await applicationsSearch(page)
    .getByRole('searchbox', { name: 'Name, email or mobile' })
    .fill(text);
  await applicationsSearch(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 application$/ })).toBeVisible();
}

test('a visitor applies to join, and an admin answers the application and creates its member', async ({
  page,
  request,
}) => {
  const name = `Noor ${uniqueLetters().replace(/^./, (c) => c.toUpperCase())}`;
  const email = `${uniqueName('join.applicant')}@example.com`;
  const mobile = uniquePhone();
  const username = uniqueName('join.applicant');

  // The visitor's Join Us.
  await page.goto('/');
  await page.getByRole('button', { name: 'Join Us' }).click();
  const landing = page.getByRole('form', { name: 'Join Us and inquiry form' });
  await landing.getByRole('radio', { name: 'Join Us' }).click();
  await landing.getByLabel(/^Full name/).fill(name);
  await landing.getByLabel(/^Email/).fill(email);
  await landing.getByLabel(/^Mobile/).fill(mobile);
  const major = landing.getByRole('combobox', { name: /^Major/ });
  await major.fill('Archit');
  await major.press('Enter');
  await landing.getByRole('button', { name: 'Send application' }).click();
  await expect(landing.getByRole('status')).toContainText('Thank you!');

  // The admin: the nav counts the new applications; Applications finds this one.
  await logInAs(page, 'admin');
  await expect(adminNav(page).getByRole('link', { name: /^Applications \d+ new$/ })).toBeVisible();
  await openSubPage(page, 'Applications');
  await findApplication(page, email);
  await expect(rowWith(page, email)).toContainText('New');
  await expect(rowWith(page, email)).toContainText('No member yet');
  await page.getByRole('button', { name: `Open the application of ${name}` }).click();
  const details = page.getByRole('dialog', { name: `Application: ${name}` });
  await expect(valueOf(details, 'Email')).toHaveText(email);
  await expect(valueOf(details, 'Status')).toHaveText('New');
  await expect(details.getByText('No reply yet.')).toBeVisible();

  // A reply by mail: recorded, the application handled, the mail in the outbox.
  const subject = `Your application ${uniqueLetters()}`;
  const reply = details.getByRole('form', { name: 'Reply by email' });
  await reply.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await reply.getByRole('textbox', { name: 'Message' }).fill('Welcome! Come by the office.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(details.getByRole('region', { name: 'Replies' })).toContainText(subject);
  await expect(valueOf(details, 'Status')).toHaveText('Handled');
  const mail = await mailTo(request, email, new RegExp(`^${subject}$`));
  expect(mail.text).toContain('Welcome! Come by the office.');

  // Create member from this application: Add Member filled from it; the rest typed.
  await details.getByRole('button', { name: 'Create member from this application' }).click();
  await expect(page).toHaveURL(/\/admin\/add-member\?from=/);
  await expect(page.getByText(`Filled from the application of ${name}.`)).toBeVisible();
  const form = page.getByRole('form', { name: 'Add Member' });
  const [first, ...rest] = name.split(' ');
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue(first ?? '');
  await expect(form.getByRole('textbox', { name: 'Last Name' })).toHaveValue(rest.join(' '));
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(form.getByRole('textbox', { name: 'Phone Number' })).not.toHaveValue('');
  await fillAccountForm(page, form, {
    username,
    email,
    gender: 'Female',
    dateOfBirth: '1999-03-14',
    nationality: ['Jordan', 'Jordan'],
    city: 'Irbid',
    addressDetails: 'University Street 9',
    major: ['Archit', 'Architecture'],
  });
  await form.getByRole('button', { name: 'Add Member' }).click();

  // Back to the application: handled, and linked to its member; the member's verification mail sent.
  await expect(details).toBeVisible();
  await expect(details.getByText('A member was created from this application.')).toBeVisible();
  await expect(valueOf(details, 'Status')).toHaveText('Handled');
  await expect(details.getByRole('link', { name: `View member ${username}` })).toBeVisible();
  await expect(
    details.getByRole('button', { name: 'Create member from this application' }),
  ).toHaveCount(0);
  await mailTo(request, email, /^Verify your email/);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  // A seeded inquiry archived: gone from the new ones, found among the archived.
  await findApplication(page, 'Khaled Mansour');
  await page.getByRole('button', { name: 'Open the application of Khaled Mansour' }).click();
  const inquiry = page.getByRole('dialog', { name: 'Application: Khaled Mansour' });
  await inquiry
    .getByRole('group', { name: 'Status' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(valueOf(inquiry, 'Status')).toHaveText('Archived');
  // Its Close (Escape would first dismiss a toast still shown, the member's creation's).
  await inquiry.getByRole('button', { name: 'Close' }).last().click();
  await expect(inquiry).toBeHidden();
  await page
    .getByRole('radiogroup', { name: 'Status' })
    .getByRole('radio', { name: 'Archived' })
    .click();
  await expect(page).toHaveURL(/status=archived/);
  await expect(rowWith(page, 'Khaled Mansour')).toHaveCount(1);

  // The member's list shows the new member.
  await page.goto(`/view-members?by=username&q=${username}`);
  await expect(rowWith(page, username)).toHaveCount(1);
});

test('an admin reads the overview and its lists, confirms and rejects renewals, exports payments', async ({
  page,
  request,
}) => {
  await logInAs(page, 'admin');
  await openSubPage(page, 'Overview');
  const figures = page.getByRole('region', { name: 'The club in figures' });
  const active = figures.getByRole('link', { name: 'Active memberships' });
  await expect(active).toBeVisible();
  // Each figure a number (the seed has active memberships and new applications).
  await expect(figures.locator('#overview-active')).toHaveText(/^[1-9][\d,]*$/);
  await expect(figures.locator('#overview-newApplications')).toHaveText(/^[1-9][\d,]*$/);

  // A figure opens the list with its filter.
  await active.click();
  await expect(page).toHaveURL(/\/admin\/view-members\?status=active$/);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('listitem')).toHaveText('Status: Active membership');
  await expect(firstDataRow(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /member/ })).not.toHaveText(/^0 /);

  // A month of a chart (its table) opens the list of that month.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  const chart = page.getByRole('region', { name: 'New members per month' });
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const months = chart.getByRole('table', { name: 'New members per month' });
  await expect(months.getByRole('row')).toHaveCount(13);
  // A month with new members (the seed's spread over the year).
  const month = months
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: /^[1-9][\d,]*$/ }) })
    .first();
  const monthName = (await month.getByRole('link').textContent()) ?? '';
  expect(monthName).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
  await month.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/view-members\?joinedMonth=\d{4}-\d{2}$/);
  await expect(chips.getByRole('listitem')).toHaveText(
    new RegExp(`^Joined: ${monthName.split(' ')[0]}\\w* ${monthName.split(' ')[1]}$`),
  );
  await expect(firstDataRow(page)).toBeVisible();

  // The new applications' figure opens Applications.
  await page.goBack();
  await page
    .getByRole('region', { name: 'The club in figures' })
    .getByRole('button', { name: 'New applications' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();

  // The money side (issue 34): two members' requests (sent through the API), one confirmed and one rejected on
  // Renewal requests; the receipt's page; the payment found on Payments, and its CSV.
  const [confirmed, rejected] = [
    await memberRenewing(request, 'CLQ-JOURNEY-1'),
    await memberRenewing(request, 'CLQ-JOURNEY-2'),
  ];
  await adminNav(page)
    .getByRole('link', { name: /^Renewal requests\b/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/renewal-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Renewal requests$/i })).toBeVisible();
  await expect(rowWith(page, confirmed.username)).toContainText(confirmed.paymentReference);
  await rowWith(page, confirmed.username)
    .getByRole('button', { name: `Confirm the renewal of ${confirmed.username}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Confirm renewal' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  const done = page.getByRole('dialog', { name: 'Membership renewed' });
  const receipt = /\d{4}-\d{6}/.exec(
    (await done.getByText(/^Receipt \d{4}-\d{6} was issued\.$/).textContent()) ?? '',
  )![0];
  await done.getByRole('button', { name: 'Close' }).last().click();
  await rowWith(page, rejected.username)
    .getByRole('button', { name: `Reject the renewal of ${rejected.username}` })
    .click();
  const reject = page.getByRole('dialog', { name: 'Reject renewal request' });
  await reject.getByRole('textbox', { name: 'Reason' }).fill('No transfer arrived.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(rowWith(page, rejected.username)).toContainText('Rejected');
  await rowWith(page, confirmed.username)
    .getByRole('link', { name: `Receipt ${receipt}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/receipts/${receipt}$`));
  await expect(
    page.getByRole('article', { name: 'Payment receipt' }).getByText('CLQ-JOURNEY-1'),
  ).toBeVisible();

  await openSubPage(page, 'Payments');
  await expect(page).toHaveURL(/\/admin\/payments$/);
  const filters = page.getByRole('form', { name: 'Filters' });
  // Every plan in the plan filter (`GET /Admin/plans`), the seeded retired one marked as such.
  await expect(
    filters
      .getByRole('combobox', { name: 'Plan' })
      .locator('option', { hasText: /^Annual \(2025 price\) \(retired\)$/ }),
  ).toHaveCount(1);
  await filters.getByRole('textbox', { name: 'Member username' }).fill(confirmed.username);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 payment$/ })).toBeVisible();
  await expect(rowWith(page, receipt)).toContainText('JOD 15.000');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mijas-payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await downloaded(download);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = linesOf(csv);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(receipt);
});

/** A new member who may log in, with a pending request (their own token) for the seeded Half year by CliQ. */
async function memberRenewing(request: APIRequestContext, transferReference: string) {
  const password = 'Renew#Mijas2026';
  const member = await createMember(request, await apiToken(request), 'journey.renew');
  await activateAccount(request, member.email, password);
  const login = await request.post('/api/v1/User/login', {
    data: { emailOrUsername: member.username, password },
  });
  const headers = bearer(((await login.json()) as { token: string }).token);
  const offered = await request.get('/api/v1/Member/plans', { headers });
  const { plans } = (await offered.json()) as { plans: { id: number; nameEn: string }[] };
  const made = await request.post('/api/v1/Member/renewal-requests', {
    headers,
    data: {
      planId: plans.find((plan) => plan.nameEn === 'Half year')?.id,
      method: 'cliq',
      transferReference,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { ...member, ...((await made.json()) as { paymentReference: string }) };
}

/** The import's columns (the names its mapping knows at once). */
const HEADER =
  'username,email,firstName,lastName,phoneNumber,gender,dateOfBirth,nationality,country,city,addressDetails,major';

function importRow(username: string, email = `${username}@example.com`) {
  return `${username},${email},Rami,Khoury,0795550101,M,1994-06-01,Jordan,Jordan,Amman,Rainbow Street 5,Law`;
}

async function chooseFile(page: Page, name: string, text: string) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

/** The file's rows for `username` (its first cell). */
function rowsOf(lines: string[], username: string) {
  return lines.filter((line) => line.split(',')[0] === username);
}

/** A row's Membership Status (after the selection box, the number, and seven columns). */
/** The row's Membership Status: its last cell (columns before it may give way when the table is too wide). */
function membershipOf(page: Page, username: string) {
  return rowWith(page, username).getByRole('cell').last();
}

async function bulkAction(page: Page, action: string): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Actions on the selected members' })
    .getByRole('button', { name: action, exact: true })
    .click();
  return page.getByRole('dialog', { name: /^Renew \d+ memberships$/ });
}

test('an admin imports members from a file, then renews and exports them all at once', async ({
  page,
}) => {
  const tag = uniqueName('admin.import');
  const good = [`${tag}.a`, `${tag}.b`];
  const bad = `${tag}.c`;
  const file = [HEADER, importRow(good[0]!), importRow(bad, 'not-an-email'), importRow(good[1]!)];
  await logInAs(page, 'admin');

  // Import Members: the file, its columns, the check (the bad row alone, with its problem), the import.
  await openSubPage(page, 'Import Members');
  await chooseFile(page, 'club-members.csv', `${file.join('\r\n')}\r\n`);
  await expect(page.getByText('club-members.csv · 3 rows · read as UTF-8')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Username/ })).toHaveText('username');
  await expect(page.getByRole('combobox', { name: /^Email/ })).toHaveText('email');
  await expect(page.getByRole('combobox', { name: 'Date of birth' })).toHaveText('dateOfBirth');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  const figure = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  await expect(figure('Rows')).toHaveText('3');
  await expect(figure('Ready to import')).toHaveText('2');
  await expect(figure('With problems')).toHaveText('1');
  const rows = page.getByRole('table', { name: 'Rows of the file' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(bad);
  await expect(rows.nth(1)).toContainText(/Email: /);
  await expect(
    page.getByText('Rows with problems are skipped; you get them in the report.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 members' }).click();
  await page
    .getByRole('dialog', { name: 'Import 2 members?' })
    .getByRole('button', { name: 'Import', exact: true })
    .click();
  await expect(page.getByText('Import finished')).toBeVisible();
  await expect(page.getByText('2 members imported.')).toBeVisible();
  await expect(figure('Imported')).toHaveText('2');
  await expect(figure('Skipped')).toHaveText('1');
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download report' }).click(),
  ]);
  expect(report.suggestedFilename()).toBe('mijas-import-report-club-members.csv');
  const reportLines = linesOf(await downloaded(report));
  expect(reportLines[0]).toBe('\uFEFFrow,username,status,problems');
  expect(reportLines.slice(1).map((line) => line.split(',').slice(1, 3).join(','))).toEqual([
    `${good[0]},imported`,
    `${bad},skipped`,
    `${good[1]},imported`,
  ]);

  // View Members: the imported members searched, the whole search selected, renewed at once.
  await page.getByRole('main').getByRole('link', { name: 'View Members' }).click();
  await expect(page).toHaveURL(/\/admin\/view-members$/);
  await searchMembers(page, tag);
  for (const username of good) await expect(rowWith(page, username)).toHaveCount(1);
  await expect(rowWith(page, bad)).toHaveCount(0);
  for (const username of good) await expect(membershipOf(page, username)).toHaveText(/^Inactive/);
  await page.getByRole('checkbox', { name: `Select ${good[0]}` }).click();
  const bar = page.getByRole('region', { name: 'Actions on the selected members' });
  await expect(bar.getByRole('status')).toHaveText('1 selected');
  await bar.getByRole('button', { name: 'Select all 2 members of this search' }).click();
  await expect(bar.getByText('All 2 members of this search are selected.')).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText('2 selected');
  const renew = await bulkAction(page, 'Renew');
  await expect(renew).toHaveAccessibleName('Renew 2 memberships');
  await renew.getByRole('spinbutton', { name: 'Number of Days' }).fill('180');
  await renew.getByRole('spinbutton', { name: 'Amount' }).fill('25');
  await renew.getByRole('button', { name: 'Renew all' }).click();
  await expect(renew.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expect(renew.getByText('Done for 2 members.')).toBeVisible();
  await expect(renew.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
    'aria-valuenow',
    '2',
  );
  await renew.getByRole('button', { name: 'Close' }).last().click();
  await expect(renew).toBeHidden();
  for (const username of good) await expect(membershipOf(page, username)).toHaveText(/^Active/);

  // Export CSV: the search's members, behind a BOM, under the header.
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^mijas-members-.*\.csv$/);
  const csv = await downloaded(exported);
  expect(csv.startsWith('\uFEFFusername,')).toBe(true);
  const lines = linesOf(csv);
  expect(lines).toHaveLength(3);
  for (const username of good) expect(rowsOf(lines, username)).toHaveLength(1);
});
