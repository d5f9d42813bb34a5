import { expect, test, type Page } from '@playwright/test';
import {
  activateAccount,
  apiToken,
  createMember,
  linkTo,
  logIn,
  logInAs,
  mailbox,
  mailTo,
  rowWith,
  withToast,
  shown,
} from '../support.ts';

/**
 * Issue 16, point 13: an admin changes a member's email; the new address gets its own "confirm your new email"
 * mail (also when the admin sends the verification again), whose link verifies it and leaves the password.
 */

const PASSWORD = 'Member#Email2026';
const CONFIRM = /^Confirm your new MIJAS Club email address$/;

/** Opens the row menu of `username` in View Members (searched by username) and chooses `item`. */
async function rowMenu(page: Page, username: string, item: string) {
  await page.goto(`/view-members?by=username&q=${encodeURIComponent(username)}`);
  await rowWith(page, username).click({ button: 'right' });
  await page.getByRole('menuitem', { name: item }).click();
}

test('a changed email is confirmed by its own mail and link; the password stays', async ({
  page,
  request,
  browser,
}) => {
  const member = await createMember(request, await apiToken(request), 'e2e.email');
  await activateAccount(request, member.email, PASSWORD);
  const newEmail = `new.${member.email}`;

  await logInAs(page, 'admin');
  await rowMenu(page, member.username, 'Edit Member');
  const form = page.getByRole('form', { name: 'Update Member' });
  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(member.email);
  await expect(
    form.getByText('A new email is unverified until its owner follows the link mailed to it.'),
  ).toBeVisible();
  await email.fill(newEmail);
  await withToast(page, 'A link to confirm the new email address was sent to it.', async () => {
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/view-members/);
  });

  // The new address: a mail of its own, with no word of creating an account or choosing a password.
  const confirm = await mailTo(request, newEmail, CONFIRM);
  expect(confirm.text).not.toMatch(/account was created|choose your password/i);
  // The old address: told of the change, nothing to follow.
  const notice = await mailTo(request, member.email, /^Your MIJAS Club email address was changed$/);
  expect(notice.links).toEqual([]);

  // Send Verification Email from the row menu mails the same kind of mail again (a fresh link).
  await rowMenu(page, member.username, 'Send Verification Email');
  await expect(page.getByText('Verification email sent', { exact: true })).toBeVisible();
  await expect
    .poll(async () =>
      (await mailbox(request))
        .filter((mail) => mail.to === newEmail)
        .map((mail) => mail.subject.replace(CONFIRM, 'confirm')),
    )
    .toEqual(['confirm', 'confirm']);
  const latest = await mailTo(request, newEmail, CONFIRM);
  expect(latest.id).not.toBe(confirm.id);

  // The member follows the newest link in a browser of their own: verified, then on to /login, not to a new
  // password; the password they had still logs them in, with the new address.
  const context = await browser.newContext();
  try {
    const own = await context.newPage();
    await own.goto(linkTo(latest, '/email-verification'));
    await expect(own.getByRole('status')).toHaveText(
      shown('✅ Your email has been verified. Redirecting you to login...'),
    );
    await expect(own).toHaveURL(/\/login$/);
    await logIn(own, newEmail, PASSWORD);
    await expect(own).toHaveURL(/\/member$/);
    await own.goto('/member?tab=profile');
    const profile = own.getByRole('region', { name: 'Member Information' });
    await expect(profile).toContainText(newEmail);
    await expect(profile.getByText('Verified', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
