import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { CARD_VERIFY_PATH } from '@mijas/api';
import { expect, test, type Page } from '@playwright/test';
import { anyArgument, LANGUAGES, logInWith, startingWith, type Language } from '../languages.ts';
import { DEMO, panelAddress, rowWith, type DemoRole } from '../support.ts';

/**
 * axe (WCAG 2.2 A and AA, and axe's best practices) on every route and every modal, in the light and the dark
 * theme, at desktop and phone widths, in English and Arabic: zero violations. Each test walks one role's pages at
 * one width; every state is checked by every rule in the light theme, then switched to the dark theme and checked
 * again by the rules that depend on colours (the theme changes colours only: the same DOM, the same layout).
 *
 * Two walks per role, not four: English at the desktop width and Arabic (right to left) at the phone width. Each
 * language and each width is walked, every route and modal in each; what a rule sees depends on the width (the
 * layout, the phone's menu and row buttons) or on the language (the text, its direction), not on the two together.
 * Every story is also checked by axe in Chromium (Vitest's `storybook` and `storybook-ar` projects), and the four
 * walks cost 315 s of the suite's test time on two cores.
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

/**
 * A page that has come: its level-1 heading, no list or part still loading, and nothing more on its way (a chart's
 * or a pick's code, the page's data).
 */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function signIn(page: Page, lang: Language, role: DemoRole) {
  await page.goto('/login');
  await logInWith(page, lang, DEMO[role].username, DEMO[role].password);
  await expect(page).toHaveURL(panelAddress(role));
}

/** An entry of a panel's navigation, opening the menu first on a phone (where it sits behind a button). */
async function panelEntry(
  page: Page,
  { text }: Language,
  panel: string,
  role: 'button' | 'link',
  name: string,
) {
  const entry = page.getByRole('navigation', { name: panel }).getByRole(role, { name });
  const expand = page.getByRole('button', { name: text.common.panel.expand });
  // The page first: one of them shows once it has rendered.
  await entry.or(expand).first().waitFor();
  if (!(await entry.isVisible())) await expand.click();
  return entry;
}

/** Shows an admin sub-page from the panel's navigation. */
async function openSubPage(page: Page, lang: Language, name: string) {
  await (await panelEntry(page, lang, lang.text.admin.adminShell.navLabel, 'link', name)).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Opens a row's menu: right-click on a desktop, the options button on a phone. */
async function openRowMenu(page: Page, text: string, label: string | RegExp) {
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

/**
 * The same walk in each language (the browser's locale picks it: the server's first HTML and the page agree),
 * the names it looks for taken from that language's catalogues: in Arabic the pages are right to left.
 */
const WALKS = [
  { lang: LANGUAGES.en, size: 'desktop' },
  { lang: LANGUAGES.ar, size: 'phone' },
] as const;

for (const { lang, size } of WALKS) {
  const { text, messages } = lang;
  const viewMembers = text.admin.viewMembers;
  const viewport = SIZES[size];
  test.describe(`${lang.locale} ${size}`, () => {
    test.use({
      colorScheme: 'light',
      reducedMotion: 'reduce',
      viewport,
      locale: lang.browserLocale,
    });

    test('the public pages', async ({ page }) => {
      const landing = text.landing;
      await visit(page, '/', (p) =>
        p.getByRole('heading', { level: 1, name: landing.hero.title }).waitFor(),
      );
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
      const form = page.getByRole('form', { name: landing.form.formLabel });
      await form.getByRole('button', { name: landing.form.submit['Join Us'] }).click();
      await expect(form.getByLabel(startingWith(landing.form.name))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoViolations(page, 'the landing form with its errors');
      await form.getByRole('combobox', { name: startingWith(landing.form.major) }).fill('zzz');
      await expectNoViolations(page, 'the major list with no match');

      const login = text.auth.login.submit;
      // Exact: in Arabic the passkey button's name starts with LOGIN's (issue 35).
      await visit(page, '/login', (p) =>
        p.getByRole('button', { name: login, exact: true }).waitFor(),
      );
      await page.getByRole('button', { name: login, exact: true }).click();
      await page.getByRole('alert').waitFor();
      await expectNoViolations(page, '/login with its message');
      await visit(page, '/forgot', (p) =>
        p.getByRole('button', { name: text.auth.forgot.submit }).waitFor(),
      );
      await visit(page, '/reset-code', (p) =>
        p.getByRole('button', { name: text.auth.resetCode.submit }).waitFor(),
      );
      await visit(page, '/reset-password?token=not-a-real-token', (p) =>
        p.getByRole('list', { name: text.auth.resetPassword.checklist }).waitFor(),
      );
      await visit(page, '/reset-password', (p) => p.getByRole('alert').waitFor());
      await visit(page, '/verifyemail', (p) => p.getByRole('alert').waitFor());
      await visit(page, '/verifyemail?token=not-a-real-token', (p) =>
        p.getByRole('alert').waitFor(),
      );
      await visit(page, '/email-verification', (p) => p.getByRole('alert').waitFor());
      // A card's check with a token that is none (issue 20): refused.
      await visit(page, `${CARD_VERIFY_PATH}/not.a.card`, (p) => p.getByRole('alert').waitFor());
      await visit(page, '/no-such-page', (p) =>
        p.getByRole('heading', { level: 1, name: text.common.notFound.title }).waitFor(),
      );
    });

    test('the member pages', async ({ page }) => {
      const member = text.member;
      await signIn(page, lang, 'member');
      await page.getByRole('region', { name: member.membership.cardTitle }).waitFor();
      await expectNoViolations(page, '/member');
      await visit(page, '/member?tab=profile', (p) =>
        p.getByRole('region', { name: member.profile.cardTitle }).waitFor(),
      );
      await page.getByRole('button', { name: member.profile.edit }).click();
      await page.getByRole('region', { name: member.edit.title }).waitFor();
      await expectNoViolations(page, 'the contact details form');
      // Home, with the navbar of a signed-in member.
      await (
        await panelEntry(page, lang, member.panel.navLabel, 'link', text.common.nav.home)
      ).click();
      await page.getByRole('heading', { level: 1, name: text.landing.hero.title }).waitFor();
      await expectNoViolations(page, '/ signed in as a member');
      // The money side's pages (issue 34): the receipts and the renewal.
      await visit(page, '/member/receipts', settled);
      await visit(page, '/member/renew', settled);
    });

    test('the admin pages and modals', async ({ page }) => {
      const admin = text.admin;
      await signIn(page, lang, 'admin');
      await page.getByRole('cell', { name: '1', exact: true }).waitFor();
      await expectNoViolations(page, '/admin View Members');

      await page.goto('/admin/view-members?by=email&q=member%40mijas.example.com');
      await rowWith(page, 'member@mijas.example.com').waitFor();
      await expectNoViolations(page, '/view-members with a search');
      const menu = viewMembers.rowActions('member');
      await openRowMenu(page, 'member@mijas.example.com', menu);
      await expectNoViolations(page, 'a member row menu', { menuOpen: true });
      await page.getByRole('menuitem', { name: viewMembers.menu.viewDetails }).click();
      await page
        .getByRole('dialog', { name: viewMembers.details.title })
        .getByText(viewMembers.details.fields.createdAt)
        .waitFor();
      await expectNoViolations(page, 'Member Details');
      await closeWithEscape(page);
      await openRowMenu(page, 'member@mijas.example.com', menu);
      await page.getByRole('menuitem', { name: viewMembers.menu.renewMembership }).click();
      const renew = page.getByRole('dialog', { name: viewMembers.renew.title });
      await renew.getByRole('button', { name: viewMembers.renew.submit }).click();
      await renew.getByRole('alert').waitFor();
      await expectNoViolations(page, 'Renew Membership with its alert');
      await closeWithEscape(page);
      await openRowMenu(page, 'member@mijas.example.com', menu);
      await page
        .getByRole('menuitem', { name: viewMembers.menu.deactivateMember, exact: true })
        .click();
      await page
        .getByRole('dialog', { name: viewMembers.confirm.deactivateMember.title })
        .waitFor();
      await expectNoViolations(page, 'the deactivation question');
      await closeWithEscape(page);

      const nav = admin.adminShell.nav;
      const username = text.accountForm.fields.username;
      await page.goto('/admin');
      await openSubPage(page, lang, nav.addMember);
      await page
        .getByRole('form', { name: admin.addMember.title })
        .getByRole('button', { name: messages.addMember.submit })
        .click();
      await expect(page.getByRole('textbox', { name: username })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoViolations(page, 'Add Member with its errors');

      const history = messages.historyLabels;
      const suggestions = page.getByRole('listbox', {
        name: admin.membershipHistory.search.suggestions,
      });
      await openSubPage(page, lang, nav.membershipHistory);
      await page
        .getByRole('combobox', { name: admin.membershipHistory.search.username })
        .fill('member');
      await rowWith(page, history.membershipActionTypes.renewal).first().waitFor();
      await suggestions.getByRole('option').first().waitFor();
      await expectNoViolations(page, 'Membership History with its member suggestions');
      await page.keyboard.press('Escape');
      await expect(suggestions).toBeHidden();
      await expectNoViolations(page, 'Membership History');
      await openRowMenu(
        page,
        history.membershipActionTypes.renewal,
        anyArgument(admin.membershipHistory.rowActions),
      );
      await page.getByRole('menuitem', { name: history.moreDetails }).click();
      await page
        .getByRole('dialog', { name: history.renewalModalTitle })
        .getByText(admin.membershipHistory.renewal.amountPaid)
        .waitFor();
      await expectNoViolations(page, 'the Membership Renewal modal');
      await closeWithEscape(page);

      await openSubPage(page, lang, nav.memberHistory);
      await page
        .getByRole('combobox', { name: admin.memberHistory.search.username })
        .fill('member');
      await rowWith(page, history.memberActionTypes.create).first().waitFor();
      await page.keyboard.press('Escape');
      await expectNoViolations(page, 'Member History');

      await openSubPage(page, lang, nav.profile);
      await page.getByRole('region', { name: admin.profile.cardTitle }).waitFor();
      await expectNoViolations(page, 'My Profile');
      await visit(page, '/update-admin', (p) =>
        p.getByRole('form', { name: admin.updateAdmin.title }).waitFor(),
      );
      await visit(page, '/update-member', (p) =>
        p.getByText(messages.updateMember.noData).waitFor(),
      );
    });

    test("the admin's office pages", async ({ page }) => {
      await signIn(page, lang, 'admin');
      for (const address of [
        '/admin/overview',
        '/admin/applications',
        '/admin/import-members',
        '/admin/renewal-requests',
        '/admin/payments',
      ])
        await visit(page, address, settled);
    });

    test('the root admin pages and modals', async ({ page }) => {
      const superadmin = text.superadmin;
      const menu = superadmin.viewAdmins.rowActions('admin');
      await signIn(page, lang, 'root');
      await rowWith(page, 'admin@mijas.example.com').waitFor();
      await expectNoViolations(page, '/superadmin View Admins');
      await openRowMenu(page, 'admin@mijas.example.com', menu);
      await expectNoViolations(page, 'an admin row menu', { menuOpen: true });
      await page.getByRole('menuitem', { name: superadmin.viewAdmins.menu.viewDetails }).click();
      await page
        .getByRole('dialog', { name: superadmin.details.title })
        .getByText(superadmin.details.fields.createdAt)
        .waitFor();
      await expectNoViolations(page, 'Admin Details');
      await closeWithEscape(page);
      await openRowMenu(page, 'admin@mijas.example.com', menu);
      await page
        .getByRole('menuitem', { name: superadmin.viewAdmins.menu.deactivateAdmin })
        .click();
      await page.getByRole('dialog', { name: superadmin.viewAdmins.confirm.title }).waitFor();
      await expectNoViolations(page, 'the admin deactivation question');
      await closeWithEscape(page);

      await visit(page, '/superadmin/create-admin', (p) =>
        p.getByRole('form', { name: superadmin.createAdmin.title }).waitFor(),
      );
      await page.getByRole('button', { name: messages.createAdmin.submit }).click();
      await expect(
        page.getByRole('textbox', { name: text.accountForm.fields.username }),
      ).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, 'Create Admin with its errors');
      await visit(page, '/superadmin/expiry-reminders', (p) =>
        p.getByRole('button', { name: text.expiryReminders.run }).waitFor(),
      );
      await visit(page, '/superadmin/plans', settled);
      // A new plan's dialog, sent empty: its fields marked.
      const plans = text.plans;
      await page.getByRole('button', { name: plans.add }).click();
      const dialog = page.getByRole('dialog', { name: plans.dialog.newTitle });
      await dialog.getByRole('button', { name: plans.dialog.save }).click();
      await expect(dialog.getByRole('textbox', { name: plans.dialog.nameEn })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoViolations(page, 'a new plan with its errors');
      await closeWithEscape(page);
      await visit(page, '/superadmin/view-admins', (p) =>
        p.getByRole('cell', { name: '1', exact: true }).waitFor(),
      );
    });
  });
}
