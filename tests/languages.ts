import { englishMessages, intlLocaleOf, type Locale, type Messages } from '@mijas/api';
import { arabicMessages } from '@mijas/api/messages-ar';
import { expect, type Page } from '@playwright/test';
import { ar } from '../apps/web/src/i18n/ar.ts';
import { en, type Catalogue } from '../apps/web/src/i18n/en.ts';
import * as enPlans from '../apps/web/src/i18n/en/plans.ts';
import * as enMemberPayments from '../apps/web/src/i18n/en/member-payments.ts';
import * as enAdminPayments from '../apps/web/src/i18n/en/admin-payments.ts';
import * as enStaffPasskeys from '../apps/web/src/i18n/en/staff-passkeys.ts';
import * as arPlans from '../apps/web/src/i18n/ar/plans.ts';
import * as arMemberPayments from '../apps/web/src/i18n/ar/member-payments.ts';
import * as arAdminPayments from '../apps/web/src/i18n/ar/admin-payments.ts';
import * as arStaffPasskeys from '../apps/web/src/i18n/ar/staff-passkeys.ts';
import * as enPlanChoice from '../apps/web/src/i18n/en/plan-choice.ts';
import * as arPlanChoice from '../apps/web/src/i18n/ar/plan-choice.ts';
import * as enPasskeys from '../apps/web/src/i18n/en/passkeys.ts';
import * as arPasskeys from '../apps/web/src/i18n/ar/passkeys.ts';
import * as enStaff from '../apps/web/src/i18n/en/staff.ts';
import * as arStaff from '../apps/web/src/i18n/ar/staff.ts';
import { splitStatusPrefix } from '../packages/ui/src/InlineAlert/status-prefix.ts';

/**
 * The specs that walk the app in each language (tests/a11y, tests/e2e/arabic-journeys.spec.ts) take the names
 * they look for from the catalogues themselves: the pages' (`apps/web/src/i18n`) and the contract's messages.
 * A browser set to `locale` gets the app in that language (the server and the page negotiate it).
 */
export interface Language {
  locale: Locale;
  /** The browser's locale (Playwright's `locale`): ar-JO, en-JO. */
  browserLocale: string;
  /** The tag the pages give `Intl` for numbers and dates (`intlLocaleOf`). */
  intlLocale: string;
  dir: 'ltr' | 'rtl';
  text: Catalogue;
  messages: Messages;
}

export const LANGUAGES: Record<Locale, Language> = {
  en: {
    locale: 'en',
    browserLocale: 'en-JO',
    intlLocale: intlLocaleOf('en'),
    dir: 'ltr',
    // With the page texts, which the app loads with their pages (apps/web/src/i18n/page-texts.ts).
    text: {
      ...en,
      ...enPlans,
      ...enMemberPayments,
      ...enAdminPayments,
      ...enStaffPasskeys,
      ...enPlanChoice,
      ...enPasskeys,
      ...enStaff,
    },
    messages: englishMessages,
  },
  ar: {
    locale: 'ar',
    browserLocale: 'ar-JO',
    intlLocale: intlLocaleOf('ar'),
    dir: 'rtl',
    text: {
      ...ar,
      ...arPlans,
      ...arMemberPayments,
      ...arAdminPayments,
      ...arStaffPasskeys,
      ...arPlanChoice,
      ...arPasskeys,
      ...arStaff,
    },
    messages: arabicMessages,
  },
};

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a text made by a catalogue function, any value in place of its argument. */
export function anyArgument<T extends string | number>(compose: (value: T) => string): RegExp {
  const marker = '\u0000';
  const [before = '', after = ''] = compose(marker as T).split(marker);
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

/** A spec message as the page shows it: its leading ❌, ✅ or ⚠️ is the alert's or toast's icon, not text. */
export const shown = (message: string) => splitStatusPrefix(message).text;

/** Matches a text that starts with `value` (a label followed by its required mark, say). */
export const startingWith = (value: string) => new RegExp(`^${escape(value)}`);

/** Fills the login form in the page's language and submits it (the page must be /login). */
export async function logInWith(
  page: Page,
  { text }: Language,
  identifier: string,
  password: string,
) {
  await page
    .getByRole('textbox', { name: startingWith(text.auth.login.identifier) })
    .fill(identifier);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: text.auth.login.submit, exact: true }).click();
}

/** The page is in `language`: `<html lang dir>`. */
export async function expectPageIn(page: Page, { locale, dir }: Language) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', locale);
  await expect(html).toHaveAttribute('dir', dir);
}
