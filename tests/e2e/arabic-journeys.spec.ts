import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  anyArgument,
  expectPageIn,
  LANGUAGES,
  logInWith,
  shown,
  startingWith,
} from '../languages.ts';
import { apiToken, bearer, createMember, DEMO, rowWith, valueOf, withToast } from '../support.ts';

/**
 * Issue 18: a member and an admin through their pages in Arabic, right to left (a browser set to ar-JO): every
 * name looked for and every text expected comes from the Arabic catalogues (the pages' and the contract's
 * messages), the server's answers included (a wrong password, a renewal), and dates and amounts are written the
 * Arabic way with Western digits. `ARABIC_SHOTS=<dir>` saves a screenshot of each step there.
 */
const arabic = LANGUAGES.ar;
const { text, messages } = arabic;
test.use({ locale: arabic.browserLocale });

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Screenshots of each step, when asked for (to look at, not compared). */
const SHOTS = process.env.ARABIC_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const { width } = page.viewportSize() ?? { width: 0 };
  await page.screenshot({ path: path.join(SHOTS, `${width}-${name}.png`), fullPage: true });
}

/** The page is Arabic, right to left, and its level-1 heading is `heading`. */
async function expectArabicPage(page: Page, heading: string) {
  await expectPageIn(page, arabic);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** An entry of a panel's navigation, opening the menu first on a phone (where it sits behind a button). */
async function panelEntry(page: Page, panel: string, role: 'button' | 'link', name: string) {
  const entry = page.getByRole('navigation', { name: panel }).getByRole(role, { name });
  const expand = page.getByRole('button', { name: text.common.panel.expand });
  // The page first: one of them shows once it has rendered.
  await entry.or(expand).first().waitFor();
  if (!(await entry.isVisible())) await expand.click();
  return entry;
}

/** Opens a row's menu: right-click on a desktop, the options button on a phone. */
async function openRowMenu(page: Page, rowText: string, label: string | RegExp) {
  const row = rowWith(page, rowText).first();
  const options = row.getByRole('button', { name: label });
  if (await options.isVisible()) await options.click();
  else await row.click({ button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
}

/** A day (an expiry) as the Arabic pages write it: the browser's Intl, Arabic of Jordan, Western digits. */
function arabicDay(page: Page, iso: string) {
  return page.evaluate(
    ([tag, value]) => new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(value)),
    [arabic.intlLocale, iso] as const,
  );
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use({ viewport });

    test('a member in Arabic: a wrong password, the card, the profile, editing the contact details', async ({
      page,
    }) => {
      const login = text.auth.login;
      await page.goto('/login');
      await expectArabicPage(page, login.title);
      await shot(page, 'member-1-login');

      // The server's description of a wrong password, in Arabic.
      const refused = page.waitForResponse('**/api/v1/User/login');
      await logInWith(page, arabic, DEMO.member.username, 'not-the-password');
      expect(JSON.stringify(await (await refused).json())).toContain(
        messages.login.invalidCredentials,
      );
      await expect(page.getByRole('alert')).toContainText(shown(messages.login.invalidCredentials));
      await shot(page, 'member-2-wrong-password');

      await logInWith(page, arabic, DEMO.member.username, DEMO.member.password);
      await expect(page).toHaveURL(/\/member$/);
      await expectArabicPage(page, text.member.membership.title);
      const card = page.getByRole('region', { name: text.member.membership.cardTitle });
      const membership = text.member.membership;
      await expect(valueOf(card, membership.username)).toHaveText('member');
      await expect(valueOf(card, membership.status)).toHaveText(membership.active);
      // The expiry the server holds, as Arabic writes a day.
      const token = await page.evaluate(
        () => localStorage.getItem('token') ?? sessionStorage.getItem('token'),
      );
      const userId = await page.evaluate(
        () => localStorage.getItem('userId') ?? sessionStorage.getItem('userId'),
      );
      const info = await page.request.get(`/api/v1/Member/membership-info?memberId=${userId}`, {
        headers: bearer(token ?? ''),
      });
      const { expiryDate } = (await info.json()) as { expiryDate: string };
      await expect(valueOf(card, membership.expiryDate)).toHaveText(
        await arabicDay(page, expiryDate),
      );
      await shot(page, 'member-3-card');

      const profile = text.member.profile;
      // Every text the page shows from now on: the country's English name must never be one of them (it was
      // shown until the Arabic names came).
      await page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { seenTexts: seen });
        new MutationObserver(() => seen.push(document.body.innerText)).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      await (await panelEntry(page, text.member.panel.navLabel, 'link', profile.title)).click();
      await expectArabicPage(page, profile.title);
      const record = page.getByRole('region', { name: profile.cardTitle });
      await expect(valueOf(record, profile.fields.nationality)).toHaveText('الأردن');
      const seenTexts = await page.evaluate(
        () => (window as unknown as { seenTexts: string[] }).seenTexts,
      );
      expect(seenTexts.filter((shownText) => shownText.includes('Jordan'))).toEqual([]);
      await expect(valueOf(record, profile.fields.username)).toHaveText('member');
      await expect(valueOf(record, profile.fields.email)).toContainText(profile.verified);
      // Text typed in Latin letters keeps its own direction in a right-to-left card ("7 Queen Rania Street").
      await expect(valueOf(record, profile.fields.address).locator('bdi')).toHaveCount(1);
      await shot(page, 'member-4-profile');

      await page.getByRole('button', { name: profile.edit }).click();
      const form = page.getByRole('region', { name: text.member.edit.title });
      const phone = form.getByRole('textbox', { name: startingWith(text.member.edit.phoneNumber) });
      const seeded = await phone.inputValue();
      // A Latin address typed in the right-to-left form reads in its own direction (not "Building 21 7").
      await expect(
        form.getByRole('textbox', { name: startingWith(text.member.edit.address) }),
      ).toHaveCSS('unicode-bidi', 'plaintext');
      await phone.fill('12');
      await form.getByRole('button', { name: messages.memberProfileEdit.save }).click();
      await expect(form.getByText(shown(messages.validation.phoneInvalid))).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await shot(page, 'member-5-edit-error');

      await phone.fill(seeded);
      await form.getByRole('button', { name: messages.memberProfileEdit.save }).click();
      await expect(
        page.getByRole('main').getByText(shown(messages.memberProfileEdit.success)),
      ).toBeVisible();
      await expectPageIn(page, arabic);
      await shot(page, 'member-6-edit-saved');
    });

    test('an admin in Arabic: View Members search, a renewal (its toast, the expiry moved), Membership History', async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, 'admin');
      const member = await createMember(request, token, 'e2e.arabic');
      // Already a member for 60 days: the renewal moves its expiry.
      const renewed = await request.put('/api/v1/Admin/members/renew-membership', {
        headers: bearer(token),
        data: { memberId: member.id, numberOfDays: 60, amount: 10 },
      });
      expect(renewed.ok(), await renewed.text()).toBe(true);
      const expiryOf = async () => {
        const info = await request.get(`/api/v1/Member/membership-info?memberId=${member.id}`, {
          headers: bearer(token),
        });
        return ((await info.json()) as { expiryDate: string }).expiryDate;
      };
      const before = await expiryOf();

      await page.goto('/login');
      await logInWith(page, arabic, DEMO.admin.username, DEMO.admin.password);
      await expect(page).toHaveURL(/\/admin\/view-members$/);
      const viewMembers = text.admin.viewMembers;
      await expectArabicPage(page, text.admin.adminShell.nav.viewMembers);
      await shot(page, 'admin-1-view-members');

      const search = page.getByRole('search', { name: viewMembers.search.label });
      await search.getByRole('combobox', { name: viewMembers.search.searchBy }).click();
      await page
        .getByRole('option', { name: viewMembers.search.fields.username, exact: true })
        .click();
      await search.getByRole('searchbox', { name: viewMembers.search.value }).fill(member.username);
      await search.getByRole('button', { name: viewMembers.search.submit, exact: true }).click();
      await expect(rowWith(page, member.username)).toHaveCount(1);
      await shot(page, 'admin-2-search');

      const details = page.getByRole('dialog', { name: viewMembers.details.title });
      const expiryShown = valueOf(details, viewMembers.details.fields.membershipExpiry);
      await openRowMenu(page, member.username, viewMembers.rowActions(member.username));
      await page.getByRole('menuitem', { name: viewMembers.menu.viewDetails }).click();
      await expect(expiryShown).toHaveText(await arabicDay(page, before));
      await shot(page, 'admin-3-details-before');
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      await openRowMenu(page, member.username, viewMembers.rowActions(member.username));
      await page.getByRole('menuitem', { name: viewMembers.menu.renewMembership }).click();
      const renew = page.getByRole('dialog', { name: viewMembers.renew.title });
      await renew.getByRole('spinbutton', { name: viewMembers.renew.days }).fill('0');
      await renew.getByRole('spinbutton', { name: viewMembers.renew.amount }).fill('25.5');
      await renew.getByRole('button', { name: viewMembers.renew.submit }).click();
      await expect(renew.getByRole('alert')).toHaveText(shown(messages.renewModal.invalidInput));
      await shot(page, 'admin-4-renew-invalid');
      await renew.getByRole('spinbutton', { name: viewMembers.renew.days }).fill('30');
      await withToast(page, messages.memberToasts.renewed, () =>
        renew.getByRole('button', { name: viewMembers.renew.submit }).click(),
      );
      await shot(page, 'admin-5-renewed-toast');
      await expect(renew).toBeHidden();

      const after = await expiryOf();
      expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
      await openRowMenu(page, member.username, viewMembers.rowActions(member.username));
      await page.getByRole('menuitem', { name: viewMembers.menu.viewDetails }).click();
      await expect(expiryShown).toHaveText(await arabicDay(page, after));
      await shot(page, 'admin-6-details-after');
      await page.keyboard.press('Escape');

      const history = text.admin.membershipHistory;
      await (
        await panelEntry(
          page,
          text.admin.adminShell.navLabel,
          'link',
          text.admin.adminShell.nav.membershipHistory,
        )
      ).click();
      await expectArabicPage(page, history.title);
      await page.getByRole('combobox', { name: history.search.username }).fill(member.username);
      await page
        .getByRole('listbox', { name: history.search.suggestions })
        .getByRole('option', { name: startingWith(member.username) })
        .click();
      const renewals = rowWith(page, messages.historyLabels.membershipActionTypes.renewal);
      await expect(renewals).toHaveCount(2);
      await shot(page, 'admin-7-membership-history');
      await openRowMenu(
        page,
        messages.historyLabels.membershipActionTypes.renewal,
        anyArgument(history.rowActions),
      );
      await page.getByRole('menuitem', { name: messages.historyLabels.moreDetails }).click();
      const modal = page.getByRole('dialog', { name: messages.historyLabels.renewalModalTitle });
      await expect(valueOf(modal, history.renewal.numberOfDays)).toHaveText(
        history.renewal.days(30),
      );
      // In the club's currency (issue 34: the dinar here), as the browser's Intl writes it in Arabic.
      const paid = await page.evaluate(
        (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'JOD' }).format(25.5),
        arabic.intlLocale,
      );
      await expect(valueOf(modal, history.renewal.amountPaid)).toHaveText(paid);
      await expectPageIn(page, arabic);
      await shot(page, 'admin-8-renewal-details');
    });
  });
}
