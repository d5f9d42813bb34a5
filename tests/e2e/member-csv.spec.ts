import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, choose, createMember, logInAs, rowWith, uniqueName } from '../support.ts';

/**
 * The admins' CSV round trip against the real server: a search of View Members exported, and the file
 * downloaded imported back through Import Members, which finds every member of it already in the club (their
 * usernames and emails taken) and imports none. (An export re-imported into an empty database giving the same
 * members needs a second database: the server's tests prove it.)
 */

async function searchMembers(page: Page, username: string) {
  const search = page.getByRole('search', { name: 'Search members' });
  await choose(page, search.getByRole('combobox', { name: 'Search by' }), 'Username');
  await search.getByRole('searchbox', { name: 'Search for' }).fill(username);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
}

test('an exported search, imported back through the Import page, is all duplicates', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const prefix = uniqueName('e2e.export');
  const members = [
    await createMember(request, token, prefix),
    await createMember(request, token, prefix),
  ];
  await logInAs(page, 'admin');
  await page.goto('/view-members');
  await searchMembers(page, prefix);
  for (const member of members) await expect(rowWith(page, member.username)).toHaveCount(1);

  // The export: the search's two members behind the header, the file as a spreadsheet reads it (a BOM).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const name = download.suggestedFilename();
  expect(name).toMatch(/^mijas-members-.*\.csv$/);
  const file = readFileSync(await download.path());
  const text = file.toString('utf8');
  expect(text.startsWith('\uFEFFusername,email,')).toBe(true);
  const lines = text.split(/\r?\n/).filter((line) => line !== '');
  expect(lines).toHaveLength(3);
  for (const member of members)
    expect(lines.filter((line) => line.startsWith(`${member.username},`))).toHaveLength(1);

  // The same file back through Import Members: its columns known at once, every row already in the club.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Import Members' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import Members' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: file });
  await expect(page.getByText(`${name} · 2 rows · read as UTF-8`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Username' })).toHaveText('username');
  await expect(page.getByRole('combobox', { name: 'Email' })).toHaveText('email');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  const figure = (label: string) =>
    page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(figure('Rows')).toHaveText('2');
  await expect(figure('Ready to import')).toHaveText('0');
  await expect(figure('With problems')).toHaveText('2');
  const rows = page.getByRole('table', { name: 'Rows of the file' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  for (const member of members) {
    const row = rows.filter({ hasText: member.username });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('listitem')).toHaveText([
      'Username: This username is already taken.',
      'Email: This email address is already in use.',
    ]);
  }
  await expect(
    page.getByText('No row can be imported: correct the file and choose it again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 0 members' })).toBeDisabled();
});
