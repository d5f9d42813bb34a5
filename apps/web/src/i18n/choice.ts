import {
  directionOf,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  pickLocale,
  type Locale,
} from '@mijas/api';

/** How long the language cookie lasts: a year (the choice is the visitor's until they change it). */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The visitor's choice kept in this browser's storage, if any. */
export function storedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    // Storage refused (a privacy mode): no choice kept.
    return null;
  }
}

/**
 * The language a page starts in: that of the HTML it takes over (the server chose the file by the address's
 * `?lang=`, the language cookie or `Accept-Language`: apps/server/src/web-app.ts), else the visitor's stored
 * choice, else the browser's languages. The dev server's HTML names no choice (always `en`): it is skipped there.
 */
export function initialLocale(): Locale {
  const html = document.documentElement.lang;
  if (!import.meta.env.DEV && isLocale(html)) return html;
  return storedLocale() ?? pickLocale(navigator.languages);
}

/** The document in `locale`: its language and its direction (`<html lang dir>`). */
export function showLocale(locale: Locale): void {
  const html = document.documentElement;
  html.lang = locale;
  html.dir = directionOf(locale);
}

/**
 * Keeps the visitor's choice: in storage (the app's own), and in the cookie the server reads to send the page in
 * that language from the first byte next time.
 */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused: the cookie still keeps it.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
