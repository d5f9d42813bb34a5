import { DEFAULT_LOCALE, type Locale } from './locale.ts';

/**
 * The language the messages are read in right now. In the browser it is the page's one language (set when the
 * visitor chooses, `activateLocale`); the server, which answers many languages at once, gives its own source
 * (the request's language, kept per request: `setLocaleSource`).
 */
let active: Locale = DEFAULT_LOCALE;
const activated = (locale: Locale) => locale;
let source: (activated: Locale) => Locale = activated;

export function currentLocale(): Locale {
  return source(active);
}

/** The browser's language from now on (the catalogue of that language must be registered first). */
export function activateLocale(locale: Locale): void {
  active = locale;
}

/**
 * Where `currentLocale` comes from (the server: the request being answered, else the language activated, given
 * to `read`); without `read`, the language activated again (the browser's, and what a test restores).
 */
export function setLocaleSource(read: (activated: Locale) => Locale = activated): void {
  source = read;
}
