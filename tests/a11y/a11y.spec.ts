import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, rowWith, type DemoRole } from '../support.ts';

/**
 * axe (WCAG 2.2 A and AA, and axe's best practices) on every route and every modal, in the light and the dark
 * theme, at desktop and phone widths: zero violations. Each test walks one role's pages in one theme and size.
 */

const THEMES = ['light', 'dark'] as const;
const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Runs axe on the page as it is now; `what` names the state in the failure. An open popup menu is checked by
 * every rule but `region` (content inside landmarks): a menu floats over the page by nature, outside them.
 */
async function expectNoViolations(page: Page, what: string, { menuOpen = false } = {}) {
  let axe = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (menuOpen) axe = axe.disableRules(['region']);
  const results = await axe.analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(violations, `axe violations on ${what}`).toEqual([]);
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

for (const theme of THEMES) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`${theme}, ${size}`, () => {
      test.use({ colorScheme: theme, viewport });

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
        await page
          .getByRole('dialog', { name: 'Member Details' })
          .getByText('Created At')
          .waitFor();
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
        await page.getByRole('textbox', { name: 'Username' }).fill('member');
        await rowWith(page, 'Renewal').first().waitFor();
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
        await page.getByRole('textbox', { name: 'Username' }).fill('member');
        await rowWith(page, 'Create').first().waitFor();
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
}
