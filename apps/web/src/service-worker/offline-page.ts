import {
  DEFAULT_LOCALE,
  fillsFromQuery,
  isLocale,
  LOCALE_QUERY,
  pickLocale,
  type Locale,
} from '@mijas/api';

// What the service worker (sw.ts) answers a page address with when the network does not answer: the build's own
// file for that address, in the visitor's language, from its precache. Pure, so it is tested without a worker.

/** The message a page posts to the waiting worker when the user chose Reload: it takes over (skipWaiting). */
export const SKIP_WAITING = 'mijas.skipWaiting';

/** The worker's file (the server never lets HTTP caches keep it: apps/server/src/web-app.ts). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The language of an offline page: the one its address names (`?lang=`), else the visitor's choice (the
 * language cookie, `chosen`), else the browser's languages: the order the server chooses in (`pageLocale`).
 */
export function offlineLocale(
  url: URL,
  chosen: string | null,
  languages: readonly string[],
): Locale {
  const named = url.searchParams.get(LOCALE_QUERY);
  if (isLocale(named)) return named;
  if (isLocale(chosen)) return chosen;
  return pickLocale(languages);
}

/**
 * The precached file (`/pages/member.html`, `/ar/pages/member.html`…) that stands for `pathname` offline, as the
 * server would pick it (apps/server/src/web-app.ts): `/` is the landing, every page of the app its own shell
 * (looked up without a trailing slash and in any case), an address whose query (`search`) fills the page's form
 * that page's shell (`filled/reset-code.html`: its first render fills it), any other address the not-found shell;
 * in `locale`, else in English. Null when the precache holds none of them.
 */
export function offlinePage(
  pathname: string,
  locale: Locale,
  precached: ReadonlySet<string>,
  search = '',
): string | null {
  const page = pathname.replace(/\/+$/, '').toLowerCase();
  const file = page === '' ? 'index.html' : `pages${page}.html`;
  const inLanguage = (name: string) =>
    [...(locale === DEFAULT_LOCALE ? [] : [`/${locale}/${name}`]), `/${name}`].find((candidate) =>
      precached.has(candidate),
    );
  const filled = fillsFromQuery(pathname, search) ? inLanguage(`filled${page}.html`) : undefined;
  return filled ?? inLanguage(file) ?? inLanguage('404.html') ?? null;
}
