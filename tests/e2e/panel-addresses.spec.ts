import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { choose, logInAs, type DemoRole } from '../support.ts';

/**
 * The panels' addresses name their sub-pages (issue 31): `/admin/<sub-page>` and `/superadmin/<sub-page>`, with
 * the sub-page's search and page in the query. Back and Forward step between sub-pages and searches; each
 * address opened in a fresh browser (the session from storage, as after Remember Me) shows that sub-page in that
 * state; a bare `/admin` opens the sub-page remembered under `adminActivePage` and writes it into the address;
 * the spec's own routes (`/view-members`, `/view-admins`, …) still open their page.
 */

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** A navigation entry by its name (the Applications entry may carry a count after it). */
const entry = (page: Page, name: string) =>
  adminNav(page)
    .locator('a, button')
    .filter({ hasText: new RegExp(`^${name}`) });

async function searchMembers(page: Page, value: string) {
  const form = page.getByRole('search', { name: 'Search members' });
  await choose(page, form.getByRole('combobox', { name: 'Search by' }), 'Username');
  await form.getByRole('searchbox', { name: 'Search for' }).fill(value);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a search on View Members, Applications, then Back: View Members with the search; Forward: Applications', async ({
  page,
}) => {
  await logInAs(page, 'admin');
  await expect(heading(page, 'View Members')).toBeVisible();
  await searchMembers(page, 'hamza');
  await expect(page.getByRole('cell', { name: /^hamza\./ }).first()).toBeVisible();

  // The entry is followed from the keyboard: the focus stays on it, now the current page.
  const applications = entry(page, 'Applications');
  await applications.focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Applications')).toBeVisible();
  await expect(applications).toBeFocused();
  await expect(applications).toHaveAttribute('aria-current', 'page');
  // A link to the sub-page's address (it opens in a new tab as well).
  await expect(applications).toHaveAttribute('href', '/admin/applications');

  await page.goBack();
  await expect(heading(page, 'View Members')).toBeVisible();
  await expect(
    page.getByRole('search', { name: 'Search members' }).getByRole('searchbox'),
  ).toHaveValue('hamza');
  await expect(page.getByRole('cell', { name: /^hamza\./ }).first()).toBeVisible();
  // The address names the sub-page, its search beside.
  await expect(page).toHaveURL(/\/admin\/view-members\?by=username&q=hamza$/);

  await page.goForward();
  await expect(heading(page, 'Applications')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/applications$/);
});

/** A signed-in browser's storage (the session kept by Remember Me), for fresh contexts. */
async function signedIn(browser: Browser, role: DemoRole) {
  const context = await browser.newContext();
  await logInAs(await context.newPage(), role);
  const state = await context.storageState();
  await context.close();
  return state;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The same storage with `adminActivePage` set to `page`, as a browser that remembered it before the cookie that
 * follows it (`mijas_page`, by which the server sends a bare `/admin` on) was written: without that cookie.
 */
function remembering(state: StorageState, page: string): StorageState {
  return {
    ...state,
    cookies: state.cookies.filter((cookie) => cookie.name !== 'mijas_page'),
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: [
        ...origin.localStorage.filter((item) => item.name !== 'adminActivePage'),
        { name: 'adminActivePage', value: page },
      ],
    })),
  };
}

/** Each address: what is opened, where the address ends, and what the sub-page shows. */
const addresses: {
  role: DemoRole;
  open: string;
  lands: RegExp;
  title: string;
  shows?: (page: Page) => Promise<void>;
}[] = [
  { role: 'admin', open: '/admin/overview', lands: /\/admin\/overview$/, title: 'Overview' },
  {
    role: 'admin',
    open: '/admin/view-members?by=username&q=hamza',
    lands: /\/admin\/view-members\?by=username&q=hamza$/,
    title: 'View Members',
    shows: async (page) => {
      await expect(
        page.getByRole('search', { name: 'Search members' }).getByRole('searchbox'),
      ).toHaveValue('hamza');
      await expect(page.getByRole('cell', { name: /^hamza\./ }).first()).toBeVisible();
    },
  },
  {
    role: 'admin',
    open: '/admin/applications?status=all',
    lands: /\/admin\/applications\?status=all$/,
    title: 'Applications',
    shows: (page) => expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked(),
  },
  { role: 'admin', open: '/admin/add-member', lands: /\/admin\/add-member$/, title: 'Add Member' },
  {
    role: 'admin',
    open: '/admin/import-members',
    lands: /\/admin\/import-members$/,
    title: 'Import Members',
  },
  {
    role: 'admin',
    open: '/admin/membership-history?by=member&username=member',
    lands: /\/admin\/membership-history\?by=member&username=member$/,
    title: 'Membership History',
    shows: (page) => expect(page.getByRole('combobox', { name: 'Username' })).toHaveValue('member'),
  },
  {
    role: 'admin',
    open: '/admin/member-history?username=hamza',
    lands: /\/admin\/member-history\?username=hamza$/,
    title: 'Member History',
    shows: (page) => expect(page.getByRole('combobox', { name: 'Username' })).toHaveValue('hamza'),
  },
  { role: 'admin', open: '/admin/my-profile', lands: /\/admin\/my-profile$/, title: 'My Profile' },
  // The spec's route of View Members opens it, its address the panel's.
  {
    role: 'admin',
    open: '/view-members?by=username&q=hamza',
    lands: /\/admin\/view-members\?by=username&q=hamza$/,
    title: 'View Members',
  },
  {
    role: 'root',
    open: '/superadmin/view-admins?page=1',
    lands: /\/superadmin\/view-admins\?page=1$/,
    title: 'View Admins',
  },
  {
    role: 'root',
    open: '/superadmin/create-admin',
    lands: /\/superadmin\/create-admin$/,
    title: 'Create New Admin',
  },
  {
    role: 'root',
    open: '/superadmin/expiry-reminders',
    lands: /\/superadmin\/expiry-reminders$/,
    title: 'Expiry reminders',
  },
  { role: 'root', open: '/superadmin', lands: /\/superadmin\/view-admins$/, title: 'View Admins' },
  // The panel's address of Create New Admin before it had its own.
  {
    role: 'root',
    open: '/superadmin?tab=create',
    lands: /\/superadmin\/create-admin$/,
    title: 'Create New Admin',
  },
  {
    role: 'root',
    open: '/view-admins?searchBy=username&search=root',
    lands: /\/superadmin\/view-admins\?searchBy=username&search=root$/,
    title: 'View Admins',
  },
];

/** Each role's signed-in storage, taken once in this worker (each test then opens its own fresh browsers). */
const storedSessions = new Map<DemoRole, Promise<StorageState>>();
function storedSession(browser: Browser, role: DemoRole) {
  let state = storedSessions.get(role);
  if (!state) {
    state = signedIn(browser, role);
    storedSessions.set(role, state);
  }
  return state;
}

// One test for each address, each in its own time: a busy machine opens the panel a dozen times in a row.
for (const address of addresses) {
  test(`${address.open}, opened in a fresh browser, shows “${address.title}” in that state`, async ({
    browser,
  }) => {
    // The sub-page last used is another one: the address decides.
    const context = await browser.newContext({
      storageState: remembering(await storedSession(browser, address.role), 'member-history'),
    });
    const page = await context.newPage();
    const response = await page.goto(address.open);
    expect(response?.status(), address.open).toBe(200);
    await expect(heading(page, address.title), address.open).toBeVisible();
    await expect(page).toHaveURL(address.lands);
    await address.shows?.(page);
    await context.close();
  });
}

test('a bare /admin opens the sub-page remembered under adminActivePage, and the address names it', async ({
  browser,
}) => {
  const state = await signedIn(browser, 'admin');
  for (const [remembered, title] of [
    ['import-members', 'Import Members'],
    ['member-history', 'Member History'],
  ] as const) {
    const context = await browser.newContext({ storageState: remembering(state, remembered) });
    const page = await context.newPage();
    await page.goto('/admin');
    await expect(heading(page, title)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/${remembered}$`));
    await expect(entry(page, title)).toHaveAttribute('aria-current', 'page');
    await context.close();
  }
});

test("a bare /superadmin is sent on to View Admins' address by the server, whose prerendered page is painted at once", async ({
  page,
}) => {
  await logInAs(page, 'root');
  const response = await page.goto('/superadmin');
  // The server's redirect (no shell first, whose code would put the address right), to the page it prerendered.
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/superadmin$/);
  expect(response?.url()).toMatch(/\/superadmin\/view-admins$/);
  expect(await response?.text()).toContain('data-first-paint="superadmin"');
  await expect(heading(page, 'View Admins')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Root admin' }).getByRole('link', { name: 'View Admins' }),
  ).toHaveAttribute('aria-current', 'page');
  // An old tab is still the panel's own to read.
  await page.goto('/superadmin?tab=create');
  await expect(heading(page, 'Create New Admin')).toBeVisible();
});

test('a bare /admin is sent on by the server to the sub-page last opened in this browser, painted at once; not after Logout', async ({
  page,
  context,
}) => {
  await logInAs(page, 'admin');
  await expect(heading(page, 'View Members')).toBeVisible();
  for (const [name, address] of [
    ['Member History', 'member-history'],
    ['Overview', 'overview'],
  ] as const) {
    await entry(page, name).click();
    await expect(heading(page, name)).toBeVisible();
    const response = await page.goto('/admin');
    // The server's redirect to the page it prerendered (no shell first, whose code would read the storage).
    expect(response?.request().redirectedFrom()?.url(), address).toMatch(/\/admin$/);
    expect(response?.url(), address).toMatch(new RegExp(`/admin/${address}$`));
    expect(await response?.text(), address).toContain('data-first-paint="admin"');
    await expect(heading(page, name)).toBeVisible();
    await expect(entry(page, name)).toHaveAttribute('aria-current', 'page');
  }
  // Logging out clears local storage, and the cookie that follows it.
  await adminNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('mijas_page');
});
