/**
 * The club's two languages (issue 18): which there are, how each is written (direction), how `Intl` names it,
 * and how the language a visitor reads is chosen, in the browser and on the server alike.
 */

import { intlOnce } from './intl-once.ts';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** The source language: every message is written in English first, and English is what a lookup falls back to. */
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export type Direction = 'ltr' | 'rtl';

export const directionOf = (locale: Locale): Direction => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The tag given to `Intl`: Jordan's conventions (its calendar, its currency, its week) in either language.
 * Arabic writes Western digits (0-9), as Jordan's institutions, banks and phone numbers do: `Intl`'s `ar-JO`
 * alone writes Arabic-Indic digits (٢٥٫٠٠), so the tag asks for the Latin numbering system (`-u-nu-latn`).
 */
export const intlLocaleOf = (locale: Locale): string =>
  locale === 'ar' ? 'ar-JO-u-nu-latn' : 'en-JO';

/** `value` as `locale` writes a number (its digits, its grouping: 9,950), by a format made once (`intlOnce`). */
export function formatNumber(locale: Locale, value: number): string {
  return intlOnce(`number ${locale}`, () => new Intl.NumberFormat(intlLocaleOf(locale))).format(
    value,
  );
}

/** Each language by its own name (what the language switch shows: never translated). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ar: 'العربية' };

/**
 * Where the choice is kept: the browser's storage (the app's own), and a cookie the server reads to send the
 * prerendered page in that language from the first byte (the cookie is no credential: it only picks a file).
 */
export const LOCALE_STORAGE_KEY = 'language';
export const LOCALE_COOKIE = 'mijas_lang';
/** `/?lang=ar`: an address that names its language (the `hreflang` alternates; a shared link). */
export const LOCALE_QUERY = 'lang';
