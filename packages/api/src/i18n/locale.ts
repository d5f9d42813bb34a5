/**
 * The club's two languages (issue 18): which there are, how each is written (direction), how `Intl` names it,
 * and how the language a visitor reads is chosen, in the browser and on the server alike.
 */

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

/** The primary subtag of a language tag: `ar-JO` → `ar`. */
const primary = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** The first of the user's languages (most preferred first) that the club speaks; English when none. */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = primary(tag);
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language an `Accept-Language` header prefers among ours (RFC 9110 §12.5.4: by weight, then by order;
 * `q=0` refuses a language). English when the header names none of ours, or is missing or garbled.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.split(';');
      const q = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return pickLocale(ranked.map((entry) => entry.tag));
}
