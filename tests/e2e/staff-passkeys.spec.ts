import type { Page } from '@playwright/test';
import { DEMO, logIn, virtualAuthenticator } from '../support.ts';
import { expect, test } from '../journeys/fixtures.ts';

/**
 * Issue 35: staff must use passkeys, if the club says so. On a server of its own (playwright.config.ts: the rule
 * is club-wide, and on in the shared server it would stop the other tests' admin sign-ins), on `localhost` (the
 * relying party of its PUBLIC_URL), with Chromium's virtual authenticator. The root admin turns the rule on; the
 * demo admin's password then leads to adding a passkey (the panel refused until then), and the next password to
 * confirming with it. Recorded as a journey's calls (`coverage.check.ts`).
 */

const SITE = `http://localhost:${process.env.E2E_STAFF_PORT}`;

async function signIn(page: Page, role: 'root' | 'admin') {
  await page.goto(`${SITE}/login`);
  await logIn(page, DEMO[role].username, DEMO[role].password);
}

test('under the staff passkeys rule, an admin adds a passkey after the password, then confirms each sign-in with it', async ({
  page,
}) => {
  // The root admin turns the rule on (their own next sign-in is the rule's too).
  await signIn(page, 'root');
  await expect(page).toHaveURL(/\/superadmin\/[a-z-]+$/);
  await page.goto(`${SITE}/superadmin/plans`);
  const rule = page.getByRole('switch', { name: 'Staff must use passkeys' });
  await expect(rule).not.toBeChecked();
  await rule.click();
  await expect(
    page.getByText("Saved. It applies at each staff member's next sign-in."),
  ).toBeVisible();
  await expect(rule).toBeChecked();
  await page
    .getByRole('navigation', { name: 'Root admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(`${SITE}/`);

  // The admin's right password (the same browser, now the admin's): no panel yet, a passkey to add.
  await page.goto(`${SITE}/login`);
  await virtualAuthenticator(page);
  await logIn(page, DEMO.admin.username, DEMO.admin.password);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add a passkey to continue' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The panel's address is refused: no session was made by the password alone.
  await page.goto(`${SITE}/admin`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);

  // Signed in again with the password, the passkey added (the authenticator answers): the panel.
  await logIn(page, DEMO.admin.username, DEMO.admin.password);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page).toHaveURL(/\/admin(\/[a-z-]+)?$/);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(`${SITE}/`);

  // The next password sign-in is confirmed with that passkey.
  await signIn(page, 'admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm with your passkey' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm with your passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/[a-z-]+$/);
});
