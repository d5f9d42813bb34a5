import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { panelAddress, tickRememberMe, shown, type DemoRole } from '../support.ts';

/** The auth journeys against the real server: login per role, recovery by link and by code, verification. */

const DEMO = {
  root: { username: 'root', password: 'Root#Mijas2026', panel: '/superadmin' },
  admin: { username: 'admin', password: 'Admin#Mijas2026', panel: '/admin' },
  member: { username: 'member', password: 'Member#Mijas2026', panel: '/member' },
} as const;

interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

let counter = 0;

/** A member created by the demo admin through the API, as the Add Member form does. */
async function createMember(request: APIRequestContext) {
  const login = await request.post('/api/v1/User/login', {
    data: { emailOrUsername: DEMO.admin.username, password: DEMO.admin.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${test.info().workerIndex}`;
  const username = `e2e.auth.${id}`;
  const email = `${username}@example.com`;
  const created = await request.post('/api/v1/Admin/members', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      username,
      email,
      firstName: 'Rami',
      lastName: 'Nasser',
      phoneNumber: '0791234567',
      gender: 'M',
      nationality: 'Jordan',
      country: 'Jordan',
      city: 'Irbid',
      addressDetails: 'University Street 12',
      major: 'Civil Engineering',
      dateOfBirth: '1995-04-12',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { username, email };
}

/** The newest mail to `to` whose subject matches, waiting for the outbox to have it. */
async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/dev/mailbox.json');
      const mails = (await response.json()) as Mail[];
      found = mails.find((mail) => mail.to === to && subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as Mail;
}

/** The mail's link to `pathname`, as a path on the server under test (the mail names its public URL). */
function linkTo(mail: Mail, pathname: string): string {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
  expect(link, `a ${pathname} link in "${mail.subject}"`).toBeDefined();
  return `${link!.pathname}${link!.search}`;
}

async function logIn(page: Page, identifier: string, password: string) {
  await page.getByRole('textbox', { name: /^Username or Email/ }).fill(identifier);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

async function setNewPassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
  await page.locator('input[name="new-password"]').fill(password);
  await page.locator('input[name="confirm-password"]').fill(password);
  await expect(
    page.getByRole('list', { name: 'Password requirements' }).getByText(/not met/),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: /password/i })).toBeVisible();
  // The machine's 2 s redirect.
  await expect(page).toHaveURL(/\/login$/);
}

for (const [role, account] of Object.entries(DEMO)) {
  test(`the demo ${role} logs in and lands on ${account.panel}`, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await logIn(page, account.username, account.password);
    await expect(page).toHaveURL(panelAddress(role as DemoRole));
    // Signed in, /login does not ask again.
    await page.goto('/login');
    await expect(page).toHaveURL(panelAddress(role as DemoRole));
  });
}

test('the redirect parameter wins after login', async ({ page }) => {
  await page.goto('/login?redirect=%2Fview-members');
  await logIn(page, DEMO.admin.username, DEMO.admin.password);
  // The spec's /view-members, at the admin panel's address for it.
  await expect(page).toHaveURL(/\/admin\/view-members$/);
});

test('a guarded page sends a visitor to the login and back after it', async ({ page }) => {
  await page.goto('/view-members');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fview-members$/);
  await logIn(page, 'admin@mijas.example.com', DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin\/view-members$/);
});

test("a wrong password shows the server's message and keeps the name", async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'no.such.user', 'Wrong#Pass1');
  await expect(page.getByRole('alert')).toHaveText('Invalid username/email or password.');
  await expect(page.getByRole('textbox', { name: /^Username or Email/ })).toHaveValue(
    'no.such.user',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('both fields are required', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    shown('⚠️ Please enter email/username and password'),
  );
});

test('forgot password: the mailed /reset-password link sets a new password to log in with', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await page.getByRole('textbox', { name: /^Email/ }).fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Reset link sent successfully! Check your email.',
  );

  const mail = await mailTo(request, member.email, /^Reset your/);
  await page.goto(linkTo(mail, '/reset-password'));
  await setNewPassword(page, 'Fresh#Pass2026');
  await logIn(page, member.username, 'Fresh#Pass2026');
  await expect(page).toHaveURL(/\/member$/);
});

test('forgot password: the 6-digit code on /reset-code leads to a new password', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await page.goto('/forgot');
  await page.getByRole('textbox', { name: /^Email/ }).fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('link', { name: 'Enter the code from the email' }).click();
  await expect(page).toHaveURL(/\/reset-code\?email=/);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(member.email);

  const mail = await mailTo(request, member.email, /^Reset your/);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, 'a 6-digit code in the mail').toBeDefined();

  // A wrong code first: the server's message, the form kept.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: /^Reset code/ }).fill(wrong);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is invalid or has expired.');

  await page.getByRole('textbox', { name: /^Reset code/ }).fill(code!);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await setNewPassword(page, 'Coded#Pass2026');
  await logIn(page, member.email, 'Coded#Pass2026');
  await expect(page).toHaveURL(/\/member$/);
});

test('an admin-created member follows the /verifyemail link, sets a password and logs in', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const mail = await mailTo(request, member.email, /^Verify your email/);
  const link = linkTo(mail, '/verifyemail');

  // No password yet: refused like any wrong password (whether an account exists is not revealed).
  await page.goto('/login');
  await logIn(page, member.username, 'Anything#1');
  await expect(page.getByRole('alert')).toHaveText('Invalid username/email or password.');

  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText(/verified/i);
  // The machine's 800 ms redirect, with the token.
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await setNewPassword(page, 'Welcome#2026');
  await logIn(page, member.username, 'Welcome#2026');
  await expect(page).toHaveURL(/\/member$/);

  // The link is spent.
  await page.goto(link);
  await expect(page.getByRole('alert')).toBeVisible();
});

test('/reset-password without a token cannot be submitted', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(shown('❌ Missing token.'));
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
});

test('logout from the member page clears local storage', async ({ page }) => {
  await page.goto('/login');
  await tickRememberMe(page);
  await logIn(page, DEMO.member.username, DEMO.member.password);
  await expect(page).toHaveURL(/\/member$/);
  // Remembered: the session is in local storage until the logout.
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});
