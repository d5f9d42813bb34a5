import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, rowWith, type DemoRole } from '../support.ts';

/**
 * axe (WCAG 2.2 A and AA, and axe's best practices) on every route and every modal, in the light and the dark
 * theme, at desktop and phone widths: zero violations. Each test walks one role's pages at one width; every state
 * is checked by every rule in the light theme, then switched to the dark theme and checked again by the rules
 * that depend on colours (the theme changes colours only: the same DOM, the same layout).
 */

// Each test walks many pages and runs axe on each state: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** The rules whose outcome depends on the colours, run again in the dark theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * axe's minified build, run in the page itself ("legacy mode"): the default mode injects the unminified 1.5 MB
 * source twice and opens a second page to merge frame results, five times slower here, and our pages have no
 * iframes to merge.
 */
const axeSource = readFileSync(
  createRequire(import.meta.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Violation = { rule: string; impact?: string | null; nodes: string[] };

async function violationsOf(axe: AxeBuilder): Promise<Violation[]> {
  const results = await axe.analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

/**
 * Runs axe on the page as it is now, light then dark; `what` names the state in the failure. An open popup menu is
 * checked by every rule but `region` (content inside landmarks): a menu floats over the page by nature, outside
 * them. Transitions are off (reduced motion), so the dark colours are there as soon as the theme switches.
 */
async function expectNoViolations(page: Page, what: string, { menuOpen = false } = {}) {
  let axe = new AxeBuilder({ page, axeSource }).setLegacyMode(true).withTags(TAGS);
  if (menuOpen) axe = axe.disableRules(['region']);
  expect(await violationsOf(axe), `axe violations on ${what} (light)`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
      true,
    );
    const colours = new AxeBuilder({ page, axeSource }).setLegacyMode(true).withRules(COLOUR_RULES);
    expect(await violationsOf(colours), `axe violations on ${what} (dark)`).toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
}

async function visit(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(url);
  await ready(page);
  await expectNoViolations(page, url);
}

async function signIn(page: Page, role: DemoRole) {
  await page.goto('/login');
  await logIn(page, DEMO[role].username, DEMO[role].password);
  await expect(page).toHaveURL(new RegExp(`${DEMO[role].panel}$`));
}

/** An entry of a panel's navigation, opening the menu first on a phone (where it sits behind a button). */
async function panelEntry(page: Page, panel: string, role: 'button' | 'link', name: string) {
  const entry = page.getByRole('navigation', { name: panel }).getByRole(role, { name });
  if (!(await entry.isVisible())) await page.getByRole('button', { name: /navigation/i }).click();
  return entry;
}

/** Shows an admin sub-page from the panel's navigation. */
async function openSubPage(page: Page, name: string) {
  await (await panelEntry(page, 'Admin', 'button', name)).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Opens a row's menu: right-click on a desktop, the options button on a phone. */
async function openRowMenu(page: Page, text: string, label: string) {
  const row = rowWith(page, text).first();
  const options = row.getByRole('button', { name: label });
  if (await options.isVisible()) await options.click();
  else await row.click({ button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
}

async function closeWithEscape(page: Page, role: 'dialog' | 'menu' = 'dialog') {
  await page.keyboard.press('Escape');
  await expect(page.getByRole(role)).toHaveCount(0);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use({ colorScheme: 'light', reducedMotion: 'reduce', viewport });

    test('the public pages', async ({ page }) => {
      await visit(page, '/', (p) =>
        p.getByRole('heading', { level: 1, name: 'WE ARE MIJAS' }).waitFor(),
      );
      const form = page.getByRole('form', { name: 'Join Us and inquiry form' });
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(form.getByLabel(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, 'the landing form with its errors');
      await form.getByRole('combobox', { name: /^Major/ }).fill('zzz');
      await expectNoViolations(page, 'the major list with no match');

      await visit(page, '/login', (p) => p.getByRole('button', { name: 'LOGIN' }).waitFor());
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await page.getByRole('alert').waitFor();
      await expectNoViolations(page, '/login with its message');
      await visit(page, '/forgot', (p) =>
        p.getByRole('button', { name: 'Send Reset Link' }).waitFor(),
      );
      await visit(page, '/reset-code', (p) =>
        p.getByRole('button', { name: 'Verify Code' }).waitFor(),
      );
      await visit(page, '/reset-password?token=not-a-real-token', (p) =>
        p.getByRole('list', { name: 'Password requirements' }).waitFor(),
      );
      await visit(page, '/reset-password', (p) => p.getByRole('alert').waitFor());
      await visit(page, '/verifyemail', (p) => p.getByRole('alert').waitFor());
      await visit(page, '/verifyemail?token=not-a-real-token', (p) =>
        p.getByRole('alert').waitFor(),
      );
      await visit(page, '/email-verification', (p) => p.getByRole('alert').waitFor());
      await visit(page, '/no-such-page', (p) =>
        p.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor(),
      );
    });

    test('the member pages', async ({ page }) => {
      await signIn(page, 'member');
      await page.getByRole('region', { name: 'Membership Card' }).waitFor();
      await expectNoViolations(page, '/member');
      await visit(page, '/member?tab=profile', (p) =>
        p.getByRole('region', { name: 'Member Information' }).waitFor(),
      );
      await page.getByRole('button', { name: 'Edit contact details' }).click();
      await page.getByRole('region', { name: 'Edit contact details' }).waitFor();
      await expectNoViolations(page, 'the contact details form');
      // Home, with the navbar of a signed-in member.
      await (await panelEntry(page, 'Member panel', 'link', 'Home')).click();
      await page.getByRole('heading', { level: 1, name: 'WE ARE MIJAS' }).waitFor();
      await expectNoViolations(page, '/ signed in as a member');
    });

    test('the admin pages and modals', async ({ page }) => {
      await signIn(page, 'admin');
      await page.getByRole('cell', { name: '1', exact: true }).waitFor();
      await expectNoViolations(page, '/admin View Members');

      await page.goto('/view-members?by=email&q=member%40mijas.example.com');
      await rowWith(page, 'member@mijas.example.com').waitFor();
      await expectNoViolations(page, '/view-members with a search');
      const menu = 'Options for member';
      await openRowMenu(page, 'member@mijas.example.com', menu);
      await expectNoViolations(page, 'a member row menu', { menuOpen: true });
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      await page.getByRole('dialog', { name: 'Member Details' }).getByText('Created At').waitFor();
      await expectNoViolations(page, 'Member Details');
      await closeWithEscape(page);
      await openRowMenu(page, 'member@mijas.example.com', menu);
      await page.getByRole('menuitem', { name: 'Renew Membership' }).click();
      const renew = page.getByRole('dialog', { name: 'Renew Membership' });
      await renew.getByRole('button', { name: 'Renew' }).click();
      await renew.getByRole('alert').waitFor();
      await expectNoViolations(page, 'Renew Membership with its alert');
      await closeWithEscape(page);
      await openRowMenu(page, 'member@mijas.example.com', menu);
      await page.getByRole('menuitem', { name: 'Deactivate Member', exact: true }).click();
      await page.getByRole('dialog', { name: 'Deactivate member?' }).waitFor();
      await expectNoViolations(page, 'the deactivation question');
      await closeWithEscape(page);

      await page.goto('/admin');
      await openSubPage(page, 'Add Member');
      await page
        .getByRole('form', { name: 'Add Member' })
        .getByRole('button', { name: 'Add Member' })
        .click();
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoViolations(page, 'Add Member with its errors');

      await openSubPage(page, 'Membership History');
      await page.getByRole('combobox', { name: 'Username' }).fill('member');
      await rowWith(page, 'Renewal').first().waitFor();
      await page.getByRole('listbox', { name: 'Members' }).getByRole('option').first().waitFor();
      await expectNoViolations(page, 'Membership History with its member suggestions');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox', { name: 'Members' })).toBeHidden();
      await expectNoViolations(page, 'Membership History');
      await openRowMenu(page, 'Renewal', 'Options for action');
      await page.getByRole('menuitem', { name: 'More Details' }).click();
      await page
        .getByRole('dialog', { name: 'Membership Renewal' })
        .getByText('Amount Paid')
        .waitFor();
      await expectNoViolations(page, 'the Membership Renewal modal');
      await closeWithEscape(page);

      await openSubPage(page, 'Member History');
      await page.getByRole('combobox', { name: 'Username' }).fill('member');
      await rowWith(page, 'Create').first().waitFor();
      await page.keyboard.press('Escape');
      await expectNoViolations(page, 'Member History');

      await openSubPage(page, 'My Profile');
      await page.getByRole('region', { name: 'Admin Information' }).waitFor();
      await expectNoViolations(page, 'My Profile');
      await visit(page, '/update-admin', (p) =>
        p.getByRole('form', { name: 'Edit Admin Information' }).waitFor(),
      );
      await visit(page, '/update-member', (p) => p.getByText('No member data found.').waitFor());
    });

    test('the root admin pages and modals', async ({ page }) => {
      await signIn(page, 'root');
      await rowWith(page, 'admin@mijas.example.com').waitFor();
      await expectNoViolations(page, '/superadmin View Admins');
      await openRowMenu(page, 'admin@mijas.example.com', 'Options for admin');
      await expectNoViolations(page, 'an admin row menu', { menuOpen: true });
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      await page.getByRole('dialog', { name: 'Admin Details' }).getByText('Created At').waitFor();
      await expectNoViolations(page, 'Admin Details');
      await closeWithEscape(page);
      await openRowMenu(page, 'admin@mijas.example.com', 'Options for admin');
      await page.getByRole('menuitem', { name: 'Deactivate Admin' }).click();
      await page.getByRole('dialog', { name: 'Deactivate admin?' }).waitFor();
      await expectNoViolations(page, 'the admin deactivation question');
      await closeWithEscape(page);

      await visit(page, '/superadmin?tab=create', (p) =>
        p.getByRole('form', { name: 'Create New Admin' }).waitFor(),
      );
      await page.getByRole('button', { name: 'Create Admin' }).click();
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoViolations(page, 'Create Admin with its errors');
      await visit(page, '/view-admins', (p) =>
        p.getByRole('cell', { name: '1', exact: true }).waitFor(),
      );
    });
  });
}
