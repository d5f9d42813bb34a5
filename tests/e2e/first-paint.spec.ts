import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { classesIn, selectorsOf } from '../../apps/web/scripts/first-paint-sheets.mjs';
import {
  DEMO,
  type DemoRole,
  holdBack,
  layoutShifts,
  logIn,
  logInAs,
  panelAddress,
  recordLayoutShifts,
  shiftedElements,
} from '../support.ts';

/** The web app's build, which the server sends. */
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The panels' pages the build prerendered for their roles (apps/web/scripts/prerender.mjs), by address. */
function builtPanelPages(): string[] {
  const root = path.join(dist, 'panels');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) =>
      `/${path.relative(root, path.join(entry.parentPath, entry.name))}`.slice(0, -'.html'.length),
    )
    .sort();
}

/**
 * `/` for a signed-in visitor is right from its first paint (issue 16): the app keeps the first-paint cookies
 * (the role, and a member's home access), and the server sends the landing as that role sees it, or sends a
 * member who may not stay on `/` to /member. Seen with no script at all (what the first paint is), and with
 * the page's code: nothing moves when it takes the page over.
 */

/** The same browser state (storage and cookies) in a context that runs no script. */
async function withoutScripts(browser: Browser, context: BrowserContext) {
  return browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
}

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a signed-in admin and root admin see their panel link and Logout from the first paint', async ({
  browser,
}) => {
  for (const [role, label, panel] of [
    ['admin', 'Admin Panel', '/admin'],
    ['root', 'Root Admin Panel', '/superadmin'],
  ] as const) {
    const context = await browser.newContext();
    await logInAs(await context.newPage(), role);
    const first = await withoutScripts(browser, context);
    const page = await first.newPage();
    const response = await page.goto('/');
    await expect(navbar(page).getByRole('link', { name: label })).toHaveAttribute('href', panel);
    await expect(navbar(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
    // This browser's copy: no shared cache keeps it.
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    await first.close();
    await context.close();
  }
});

test("a member is sent to /member before any paint of /, unless the member panel's Home allowed /", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAs(page, 'member');

  let first = await withoutScripts(browser, context);
  let firstPage = await first.newPage();
  const redirected = await firstPage.goto('/');
  expect(redirected?.request().redirectedFrom()?.url()).toMatch(/\/$/);
  await expect(firstPage).toHaveURL(/\/member$/);
  await first.close();

  // The member panel's Home: / for the rest of this browser session.
  await page
    .getByRole('navigation', { name: 'Member panel' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navbar(page).getByRole('link', { name: 'Member Panel' })).toBeVisible();
  first = await withoutScripts(browser, context);
  firstPage = await first.newPage();
  await firstPage.goto('/');
  await expect(firstPage).toHaveURL(/\/$/);
  await expect(navbar(firstPage).getByRole('link', { name: 'Member Panel' })).toHaveAttribute(
    'href',
    '/member',
  );
  await expect(navbar(firstPage).getByRole('button', { name: 'Logout' })).toBeVisible();
  await first.close();

  // Another tab has not used Home (the flag is kept per tab): the member's copy sent by the browser's cookie
  // is not for it, and it goes on to /member at once, without waiting for a gesture.
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(otherTab).toHaveURL(/\/member$/);
  await context.close();
});

test('nothing moves when the code takes over; a Logout pressed before it is carried out, and / shows Login from then on', async ({
  page,
  browser,
}) => {
  await logInAs(page, 'admin');
  await recordLayoutShifts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const items = navbar(page).locator('a, button');
  const boxes = () =>
    items.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().toJSON()));
  const hydrated = () =>
    page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
    );
  // The first paint, before any of the page's code: the signed-in navbar.
  expect(await hydrated()).toBe(false);
  await expect(navbar(page).getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  const painted = await boxes();

  // The code wakes at the visitor's first gesture and hydrates the page: the same boxes, no shift.
  await page.mouse.move(10, 300);
  await expect.poll(hydrated).toBe(true);
  expect(await boxes()).toEqual(painted);
  expect(await layoutShifts(page)).toEqual([]);

  // Opened again, the page's first gesture is Logout: held until the code runs, then carried out.
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await hydrated()).toBe(false);
  await navbar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    'mijas_panel',
  );
  const first = await withoutScripts(browser, page.context());
  const firstPage = await first.newPage();
  await firstPage.goto('/');
  await expect(navbar(firstPage).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(navbar(firstPage).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await first.close();
});

test("the card's page is painted with its note for a session kept with Remember Me, and is the app's own render for one without", async ({
  page,
  browser,
}) => {
  const kept = /Your card is kept on this device/;
  const keep = /To keep your card on this device, tick Remember Me/;
  // Kept: the note is in the first paint (the largest text before the card comes), and hydrated as it is.
  await logInAs(page, 'member');
  const first = await withoutScripts(browser, page.context());
  const firstPage = await first.newPage();
  await firstPage.goto('/member');
  await expect(firstPage.getByText(kept)).toBeVisible();
  await first.close();

  // Without Remember Me (reloaded in its tab: the session lives in the tab's storage): the page's shell, never
  // a copy that says the card is kept.
  const context = await browser.newContext();
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto('/login');
  await logIn(tab, DEMO.member.username, DEMO.member.password);
  await expect(tab).toHaveURL(panelAddress('member'));
  const reloaded = await tab.reload();
  expect(await reloaded?.text()).not.toContain('data-first-paint');
  await expect(tab.getByText(keep)).toBeVisible();
  await expect(tab.getByText(kept)).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

/**
 * Opens `address` signed in as `role` on a phone's screen, its layout shifts recorded and the API's answer to
 * `data` held until the returned function is called.
 */
async function openOnPhoneWithDataHeld(page: Page, role: DemoRole, address: string, data: RegExp) {
  await logInAs(page, role);
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  const release = await holdBack(page, new RegExp(`/api/v1${data.source}`));
  await page.goto(address);
  return release;
}

/** The layout shifts of the page so far, added up (as CLS adds those of one burst). */
const totalShift = async (page: Page) =>
  (await layoutShifts(page)).reduce((total, shift) => total + shift, 0);

test("My Profile's sections stay where they were painted while its data comes", async ({
  page,
}) => {
  // The admin's details answered late: the card above Passkeys and Signed-in devices waits for them.
  const release = await openOnPhoneWithDataHeld(
    page,
    'admin',
    '/admin/my-profile',
    /\/Admin\/admins$/,
  );
  await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  const passkeys = await page.getByRole('heading', { name: 'Passkeys' }).boundingBox();
  release();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  const after = await page.getByRole('heading', { name: 'Passkeys' }).boundingBox();
  expect(Math.abs((after?.y ?? 0) - (passkeys?.y ?? 0))).toBeLessThan(40);
  expect(await totalShift(page)).toBeLessThan(0.05);
});

test("Plans' setting under the list appears in its place once the plans are there, never pushed down", async ({
  page,
}) => {
  const release = await openOnPhoneWithDataHeld(
    page,
    'root',
    '/superadmin/plans',
    /\/Admin\/plans$/,
  );
  await expect(page.getByText('Loading plans...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeHidden();
  release();
  await expect(page.getByRole('switch', { name: /Staff must use passkeys/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await totalShift(page)).toBeLessThan(0.05);
});

test("Payments' table stays where it was painted when its answer and totals come", async ({
  page,
}) => {
  const release = await openOnPhoneWithDataHeld(
    page,
    'admin',
    '/admin/payments',
    /\/Admin\/payments\?/,
  );
  const table = page.getByRole('region', { name: 'Payments, newest first' });
  await expect(table).toBeVisible();
  const before = await table.boundingBox();
  release();
  // The totals come under the table, however many methods and months they list (other tests add payments).
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /payments?$/ })).toBeVisible();
  const after = await table.boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(4);
  expect(await totalShift(page)).toBeLessThan(0.05);
});

for (const [address, data] of [
  ['/admin/view-members', /\/Admin\/members\?/],
  ['/admin/applications', /\/Admin\/forms\?/],
] as const)
  test(`on a wide screen, ${address}'s rows come in place of its skeleton without moving its header or the rows`, async ({
    page,
  }) => {
    await logInAs(page, 'admin');
    await page.setViewportSize({ width: 1350, height: 940 });
    await recordLayoutShifts(page);
    const release = await holdBack(page, new RegExp(`/api/v1${data.source}`));
    await page.goto(address);
    const table = page.getByRole('main').locator('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    const header = await table.locator('thead').boundingBox();
    release();
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(table.locator('tbody tr').nth(1)).toBeVisible();
    const after = await table.locator('thead').boundingBox();
    // The header row keeps its height (its labels wrap as the rows widen some columns), and the columns that
    // give way on this screen do so before the rows are drawn: only the header's labels may move sideways.
    expect(Math.abs((after?.height ?? 0) - (header?.height ?? 0))).toBeLessThan(1);
    expect((await shiftedElements(page)).filter((name) => name !== 'TH')).toEqual([]);
    expect(await totalShift(page)).toBeLessThan(0.02);
  });

test("a press on a panel's select before the page's code runs opens its list once the code runs", async ({
  page,
}) => {
  await logInAs(page, 'admin');
  // The app's code is held back (a slow network, a busy phone) while the prerendered page is pressed.
  const release = await holdBack(page, /\/assets\/boot-[^/]+\.js$/);
  await page.goto('/admin/view-members');
  const searchBy = page
    .getByRole('search', { name: 'Search members' })
    .getByRole('combobox', { name: 'Search by' });
  await searchBy.click();
  release();
  const username = page.getByRole('option', { name: 'Username', exact: true });
  await expect(username).toBeVisible();
  await username.click();
  await expect(searchBy).toHaveText('Username');
  await expect(searchBy).toBeFocused();
});

test('a copy for a session this tab does not hold is put right at once, and its cookie cleared', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await logInAs(await context.newPage(), 'admin');
  // The cookies without the stored session: a tab of a browser whose session was not kept here.
  const cookies = (await context.cookies()).filter((cookie) => cookie.name.startsWith('mijas_'));
  expect(cookies.map((cookie) => cookie.name)).toContain('mijas_panel');
  const other = await browser.newContext();
  await other.addCookies(cookies);
  const page = await other.newPage();
  await page.goto('/');
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(navbar(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect
    .poll(async () => (await other.cookies()).map((cookie) => cookie.name))
    .not.toContain('mijas_panel');
  await other.close();
  await context.close();
});

test("the build prerendered every panel's pages", () => {
  const pages = builtPanelPages();
  expect(pages).toEqual(
    expect.arrayContaining(['/member', '/admin/overview', '/superadmin/view-admins']),
  );
  expect(pages.length).toBeGreaterThanOrEqual(12);
});

// Each panel's pages as its role sees them, each set in its own time; a root admin also opens the admins' pages,
// whose copy the build rendered for an admin (the same before their data).
for (const [role, panel] of [
  ['member', '/member'],
  ['admin', '/admin'],
  ['root', '/superadmin'],
  ['root', '/admin'],
] as const)
  test(`every ${panel} page is painted as a signed-in ${role} sees it before any script, and its code takes that page over without replacing it`, async ({
    browser,
  }) => {
    const pages = builtPanelPages();
    // A phone's screen, as Lighthouse's mobile run (the layout shifts are measured on it).
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await logInAs(page, role);
    await recordLayoutShifts(page);
    // Whether a level-1 heading left the page (React rendering a page over instead of hydrating it), and what
    // was reported as an error.
    await page.addInitScript(() => {
      const seen = window as unknown as { headingRemoved: boolean };
      seen.headingRemoved = false;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
              seen.headingRemoved = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const errors: string[] = [];
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const first = await withoutScripts(browser, context);
    const firstPage = await first.newPage();
    const hydrated = () =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
      );
    for (const address of pages.filter((each) => each === panel || each.startsWith(`${panel}/`))) {
      // The first paint: the page's frame for this role, from the HTML alone, for this browser only.
      const response = await firstPage.goto(address);
      expect(response?.headers()['cache-control'], address).toBe('private, no-cache');
      const firstHtml = await firstPage.content();
      const title = await firstPage.getByRole('heading', { level: 1 }).textContent();
      expect(title, address).toBeTruthy();
      await expect(firstPage.getByRole('button', { name: 'Logout' }), address).toBeAttached();
      // The code it asks for once painted (added a few links a task, landing-main.tsx).
      const listed = [
        ...(await firstPage.locator('template#island-prefetch').innerHTML()).matchAll(
          /href="([^"]+)"/g,
        ),
      ].map(([, href]) => href);
      expect(listed.length, address).toBeGreaterThan(8);
      // The stylesheets it carries (inlined, or in its combined later one), marked for its code: never fetched.
      const carried = [
        ...(await firstPage.locator('template#carried-sheets').innerHTML()).matchAll(
          /href="([^"]+)"/g,
        ),
      ].map(([, href]) => href);
      expect(carried.length, address).toBeGreaterThan(3);

      // With its code: hydrated at once, no gesture needed, the same heading kept, then its data.
      requested.clear();
      await page.goto(address);
      await expect.poll(hydrated, { message: address }).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(
        listed.filter((href) => !href || !requested.has(href)),
        `${address}: listed but never fetched`,
      ).toEqual([]);
      expect(
        carried.filter((href) => !href || requested.has(href)),
        `${address}: carried yet fetched`,
      ).toEqual([]);
      // Its styles were all in its first paint (a sub-page's too, whose code its panel loads): a stylesheet its
      // code fetches styles nothing painted, and nothing moves when its code and its data come.
      const painted = classesIn(firstHtml);
      expect(
        [...requested]
          .filter((each) => each.endsWith('.css'))
          .filter((sheet) =>
            [...selectorsOf(readFileSync(path.join(dist, sheet), 'utf8')).classes].some((name) =>
              painted.has(name),
            ),
          ),
        `${address}: stylesheets of its first paint fetched by its code`,
      ).toEqual([]);
      expect(await totalShift(page), `${address}: layout shifts`).toBeLessThan(0.05);
      await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(title ?? '');
      expect(
        await page.evaluate(
          () => (window as unknown as { headingRemoved: boolean }).headingRemoved,
        ),
        address,
      ).toBe(false);
      expect(errors, address).toEqual([]);
    }
    await first.close();
    await context.close();
  });

test('on a phone, a panel page prerendered for a wide screen or none opens with its menu closed', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await logInAs(page, 'admin');
  await page.goto('/admin/overview');
  const menu = page.getByRole('button', { name: 'Expand navigation' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await menu.click();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await context.close();
});

/**
 * The admin's prerendered Overview in a browser `width` px wide, the app's code held back until `release` (a slow
 * network, a busy phone): what the page does before its code has measured the screen.
 */
async function overviewWithCodeHeld(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await logInAs(page, 'admin');
  const release = await holdBack(page, /\/assets\/boot-[^/]+\.js$/);
  await page.goto('/admin/overview');
  return { context, page, release };
}

test("on a phone, a press on the panel's menu before the page's code runs opens the menu once it runs", async ({
  browser,
}) => {
  // The app's code is held back (a slow network, a busy phone) while the prerendered page's menu is pressed: the
  // press is carried out as the page is hydrated, before the app has measured the screen.
  const { context, page, release } = await overviewWithCodeHeld(browser, 390);
  // Before the code has measured the screen, the prerendered toggle is named as the stylesheet shows it.
  await page.getByRole('button', { name: 'Expand navigation', exact: true }).click();
  release();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await context.close();
});

test("before the page's code runs, the panel's menu button is named for the screen it is on", async ({
  browser,
}) => {
  for (const [width, name] of [
    [390, 'Expand navigation'],
    [1280, 'Collapse navigation'],
  ] as const) {
    const { context, page, release } = await overviewWithCodeHeld(browser, width);
    // One button, with the one name a screen reader hears on this screen.
    await expect(page.getByRole('button', { name: /navigation$/ })).toHaveAccessibleName(name);
    release();
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-expanded',
      String(width > 400),
    );
    await context.close();
  }
});
