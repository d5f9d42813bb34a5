import type { Page } from '@playwright/test';
import {
  activateAccount,
  apiToken,
  createMember,
  logIn,
  virtualAuthenticator,
} from '../support.ts';
import { expect, test } from '../journeys/fixtures.ts';

/**
 * Issue 35: passkeys in the browser, with Chromium's virtual authenticator (CDP's WebAuthn domain: a platform
 * authenticator that keeps discoverable credentials and verifies its user at once). WebAuthn needs the relying
 * party's host: the server's PUBLIC_URL is `http://localhost:<port>` (its default), so the pages are opened there,
 * not on 127.0.0.1. The test records its calls as a journey does (`coverage.check.ts`): the passkeys' endpoints
 * are called through the UI here.
 */

const PASSWORD = 'Passkey#Member26';
const SITE = `http://localhost:${process.env.E2E_PORT}`;
const NOT_REGISTERED =
  'This passkey is not registered with MIJAS Club. Sign in with your password.';

const panel = (page: Page) => page.getByRole('navigation', { name: 'Member panel' });

async function myProfile(page: Page) {
  await panel(page).getByRole('link', { name: 'My Profile' }).click();
  return page.getByRole('region', { name: 'Passkeys' });
}

async function logOut(page: Page) {
  await panel(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** "Sign in with a passkey" on /login: no password typed. */
async function signInWithPasskey(page: Page) {
  await page.goto(`${SITE}/login`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
}

test('a member adds a passkey, signs in with it alone, and after removing it can no longer', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request);
  const member = await createMember(request, admin, 'e2e.passkey');
  await activateAccount(request, member.email, PASSWORD);
  await page.goto(`${SITE}/login`);
  await virtualAuthenticator(page);
  await logIn(page, member.username, PASSWORD);
  await expect(page).toHaveURL(/\/member$/);

  // My Profile: none yet; add one named "Office PC" (the browser's prompt answered by the authenticator).
  let passkeys = await myProfile(page);
  await expect(passkeys.getByText(/You have no passkeys yet/)).toBeVisible();
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a passkey' });
  await adding.getByRole('textbox', { name: /^Passkey name/ }).fill('Office PC');
  await adding.getByRole('button', { name: 'Continue' }).click();
  await expect(passkeys.getByText('Passkey added. You can now sign in with it.')).toBeVisible();
  const list = passkeys.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Office PC')).toBeVisible();
  await expect(list.getByText('Not used yet')).toBeVisible();

  // Renamed.
  await passkeys.getByRole('button', { name: 'Rename the passkey Office PC' }).click();
  const renaming = page.getByRole('dialog', { name: 'Rename passkey' });
  await renaming.getByRole('textbox', { name: /^Passkey name/ }).fill('Work PC');
  await renaming.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('Work PC')).toBeVisible();

  // Signed out, then in with the passkey alone: the member's panel, as after a password.
  await logOut(page);
  await signInWithPasskey(page);
  await expect(page).toHaveURL(/\/member$/);

  // Its last use is now shown; removed, confirmed with the password.
  passkeys = await myProfile(page);
  await expect(passkeys.getByText('Work PC')).toBeVisible();
  await expect(passkeys.getByText('Not used yet')).toHaveCount(0);
  await passkeys.getByRole('button', { name: 'Remove the passkey Work PC' }).click();
  const removing = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await removing.getByLabel(/^Your password/).fill(PASSWORD);
  await removing.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(passkeys.getByText('Passkey removed.')).toBeVisible();
  await expect(passkeys.getByText(/You have no passkeys yet/)).toBeVisible();

  // The authenticator still offers it, and the club refuses it: the login page says why.
  await logOut(page);
  await signInWithPasskey(page);
  await expect(page.getByRole('alert')).toHaveText(NOT_REGISTERED);
  await expect(page).toHaveURL(/\/login$/);
});
