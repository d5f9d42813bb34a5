import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * What the end-to-end specs share: the seeded demo accounts, fresh accounts made through the API, the dev
 * mailbox, and the few gestures every journey makes (log in, pick an option, read a description list).
 */

export const DEMO = {
  root: { username: 'root', password: 'Root#Mijas2026', panel: '/superadmin' },
  admin: { username: 'admin', password: 'Admin#Mijas2026', panel: '/admin' },
  member: { username: 'member', password: 'Member#Mijas2026', panel: '/member' },
} as const;

export type DemoRole = keyof typeof DEMO;

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

let counter = 0;

/** A username no other test (or run, or worker) uses. */
export function uniqueName(prefix: string): string {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${test.info().workerIndex}`;
  return `${prefix}.${id}`;
}

/** An access token of a demo account, from the login endpoint. */
export async function apiToken(request: APIRequestContext, role: DemoRole = 'admin') {
  const login = await request.post('/api/v1/User/login', {
    data: { emailOrUsername: DEMO[role].username, password: DEMO[role].password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A Jordanian mobile number (07X and 7 digits) that no other test of this run uses. */
export function uniquePhone(): string {
  const n = (Date.now() * 10 + counter++ + test.info().workerIndex * 1_000_003) % 10_000_000;
  return `079${String(n).padStart(7, '0')}`;
}

/** A member created by the demo admin through the API (as the Add Member form does): id and names. */
export async function createMember(
  request: APIRequestContext,
  token: string,
  prefix = 'e2e.member',
  overrides: { phoneNumber?: string } = {},
) {
  const username = uniqueName(prefix);
  const email = `${username}@example.com`;
  const phoneNumber = overrides.phoneNumber ?? '0791234567';
  const created = await request.post('/api/v1/Admin/members', {
    headers: bearer(token),
    data: {
      username,
      email,
      firstName: 'Hala',
      lastName: 'Saleh',
      phoneNumber,
      gender: 'F',
      nationality: 'Jordan',
      country: 'Jordan',
      city: 'Zarqa',
      addressDetails: 'Army Street 3',
      major: 'Architecture',
      dateOfBirth: '1996-02-20',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { id, username, email, phoneNumber };
}

/**
 * Gives an account created by an admin its password the way its mail does (verify the token, then reset the
 * password with it), through the API.
 */
export async function activateAccount(
  request: APIRequestContext,
  email: string,
  password: string,
  pathname: '/verifyemail' | '/email-verification' = '/verifyemail',
) {
  const link = new URL(
    linkTo(await mailTo(request, email, /^Verify your email/), pathname),
    'http://x',
  );
  const token = link.searchParams.get('token') ?? link.searchParams.get('key') ?? '';
  const verified = await request.post('/api/v1/User/verify-email', { data: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const reset = await request.post('/api/v1/User/reset-password', {
    data: { newPassword: password, confirmPassword: password, resetToken: token },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
}

/** The status the login endpoint answers for these credentials (200 when the account may log in). */
export async function loginStatus(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/v1/User/login', {
    data: { emailOrUsername: username, password },
  });
  return response.status();
}

/** Every mail in the dev outbox, newest first. */
export async function mailbox(request: APIRequestContext): Promise<Mail[]> {
  return (await (await request.get('/dev/mailbox.json')).json()) as Mail[];
}

/** The newest mail to `to` whose subject matches, waiting for the outbox to have it. */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mailbox(request)).find((mail) => mail.to === to && subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as Mail;
}

/** The mail's link to `pathname`, as a path on the server under test (the mail names its public URL). */
export function linkTo(mail: Mail, pathname: string): string {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
  expect(link, `a ${pathname} link in "${mail.subject}"`).toBeDefined();
  return `${link!.pathname}${link!.search}`;
}

/** Fills the login form and submits it (the page must be /login). */
export async function logIn(page: Page, identifier: string, password: string) {
  await page.getByRole('textbox', { name: /^Username or Email/ }).fill(identifier);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/**
 * Ticks Remember Me on /login. A visitor's first /login is prerendered HTML whose code starts at the first
 * gesture: a press before it runs is held and carried out once it does, a moment later (not at once, as
 * Playwright's `check()` expects).
 */
export async function tickRememberMe(page: Page) {
  const remember = page.getByRole('checkbox', { name: 'Remember Me' });
  await remember.click();
  await expect(remember).toBeChecked();
}

/**
 * Signs in as a demo account with Remember Me (the session in local storage) and lands on its panel (for an
 * admin or root admin, at its sub-page's address: `/admin/view-members`).
 */
export async function logInAs(page: Page, role: DemoRole) {
  await page.goto('/login');
  await tickRememberMe(page);
  await logIn(page, DEMO[role].username, DEMO[role].password);
  await expect(page).toHaveURL(panelAddress(role));
}

/** The address of a role's panel: `/member`, or a sub-page's of `/admin` or `/superadmin` (`/admin/my-profile`). */
export function panelAddress(role: DemoRole, subPage = '[a-z-]+'): RegExp {
  return role === 'member'
    ? new RegExp(`${DEMO[role].panel}$`)
    : new RegExp(`${DEMO[role].panel}/${subPage}$`);
}

/** Sets a new password on /reset-password and follows the 2 s redirect to /login. */
export async function setNewPassword(page: Page, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
  await page.locator('input[name="new-password"]').fill(password);
  await page.locator('input[name="confirm-password"]').fill(password);
  await expect(
    page.getByRole('list', { name: 'Password requirements' }).getByText(/not met/),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: /password/i })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** Opens a select (Radix) and chooses an option. */
export async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // Closed, with the focus given back to it: on a busy machine that comes a moment later, and would otherwise
  // take the focus from the next field as it is typed in (a searchable list then drops the text typed).
  await expect(combobox).toBeFocused();
}

/** Types `typed` into a searchable list (a combobox) and chooses `option`. */
export async function pick(page: Page, combobox: Locator, typed: string, option: string) {
  await combobox.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The fields of Add Member and Create Admin (those left out stay empty); lists as [typed, option]. */
export interface AccountFields {
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  gender: 'Male' | 'Female';
  dateOfBirth?: string;
  nationality: readonly [typed: string, option: string];
  city: string;
  addressDetails?: string;
  major: readonly [typed: string, option: string];
}

/** Fills the Add Member or Create Admin form. */
export async function fillAccountForm(page: Page, form: Locator, fields: AccountFields) {
  const text = async (name: string, value: string | undefined) => {
    if (value !== undefined) await form.getByRole('textbox', { name }).fill(value);
  };
  await text('Username', fields.username);
  await text('Email', fields.email);
  await text('First Name', fields.firstName);
  await text('Last Name', fields.lastName);
  await text('Phone Number', fields.phoneNumber);
  await choose(page, form.getByRole('combobox', { name: 'Gender' }), fields.gender);
  if (fields.dateOfBirth) await form.getByLabel(/^Date of Birth/).fill(fields.dateOfBirth);
  await pick(page, form.getByRole('combobox', { name: 'Nationality' }), ...fields.nationality);
  await choose(page, form.getByRole('combobox', { name: 'City' }), fields.city);
  await text('Address Details', fields.addressDetails);
  await pick(page, form.getByRole('combobox', { name: 'Major' }), ...fields.major);
}

/**
 * Types `username` into a history page's search and picks that member from the suggestions (named
 * 'username Full Name'): the page then shows that member's rows only.
 */
export async function pickMember(page: Page, username: string) {
  const box = page.getByRole('combobox', { name: 'Username' });
  await box.fill(username);
  const escaped = username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('listbox', { name: 'Members' })
    .getByRole('option', { name: new RegExp(`^${escaped}( |$)`) })
    .click();
  await expect(box).toHaveValue(username);
  await expect(page.getByRole('listbox', { name: 'Members' })).toBeHidden();
}

/** The value of `term` in a description list (the details cards and modals). */
export function valueOf(region: Locator, term: string) {
  return region.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
}

/** The table rows that contain `text`. */
export function rowWith(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

/**
 * A list's first row of data, once the list has come: not one of the grey rows a list shows while it loads (rows
 * too, with no record and no menu behind them), nor the one cell across the list that says it is empty or failed.
 */
export function firstDataRow(page: Page) {
  return page
    .locator('table:not([aria-busy="true"]) > tbody > tr:not(:has(> td[colspan]))')
    .first();
}

/**
 * Does `action` and sees the toast `title` it brings. A toast lives 3.5 s (SPEC), and one shown as the page
 * changes can come and go while a busy machine is still checking the URL: the in-page wait starts first.
 */
export async function withToast(page: Page, title: string, action: () => Promise<unknown>) {
  const shown = page.getByText(title, { exact: true }).waitFor({ state: 'visible' });
  await action();
  await shown;
}

/**
 * Holds back the page's requests for `pattern` (a slow network) until the function it answers is called: what a
 * visitor does before that code comes, then the code's arrival.
 */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `url` and answers when the page finished loading, and each request it made (path, start time), once
 * the request for `awaited` (the code it fetches after load, while the browser idles) has been answered and the
 * network is quiet: what a prerendered page asks for before and after its load.
 */
export async function loadTimings(page: Page, url: string, awaited: RegExp) {
  const fetched = page.waitForResponse((response) =>
    awaited.test(new URL(response.url()).pathname),
  );
  await page.goto(url);
  await fetched;
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      loaded: navigation?.loadEventEnd ?? 0,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });
}

/** From the next page opened on: every layout shift is recorded, for `layoutShifts` to read. */
export function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: number[] = [];
    const shiftedElements: string[] = [];
    Object.assign(window, { shifts, shiftedElements });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShift[]) {
        shifts.push(entry.value);
        for (const source of entry.sources) shiftedElements.push(source.node?.nodeName ?? '');
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What the browser reports of a layout shift (the Layout Instability API). */
interface LayoutShift {
  value: number;
  sources: readonly { node?: Node | null }[];
}

/** The elements moved by the layout shifts recorded so far, by tag name ('TH'), one entry a move. */
export function shiftedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { shiftedElements: string[] }).shiftedElements);
}

/** The layout shifts recorded on the page so far (see `recordLayoutShifts`). */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

export { shown } from './languages.ts';

/**
 * The page's own passkey authenticator, as a phone's or a laptop's fingerprint reader would be (issue 35): Chromium's
 * virtual one (CDP's WebAuthn domain), keeping discoverable credentials and verifying its user at once.
 */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
