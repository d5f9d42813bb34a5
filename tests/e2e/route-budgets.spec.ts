import path from 'node:path';
import { FIRST_PAINT_COOKIES, isSignedInPage, LOCALE_COOKIE } from '@mijas/api';
import { expect, test } from '@playwright/test';
import {
  caseKey,
  kB,
  LANGUAGE_COOKIE,
  LANGUAGES,
  measureCases,
  overBudget,
  PAGE_COOKIE,
  readBudgets,
  routeCases,
  visitorsOf,
  type Visitor,
} from '../../bench/routes.mjs';

/**
 * What every page of the app downloads (issue 32), as the route bench measures it (bench/routes.mjs): each page in
 * English and Arabic, signed out and signed in as each role that sees it, the cache off; bytes as served (compressed,
 * with headers) by the load event and until the network is quiet. Each figure stays within its budget in
 * bench/route-budgets.json (docs/performance.md). Bytes only: times are the bench's (`node bench/web.bench.mjs`).
 */

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const budgets = readBudgets();
const cases = routeCases(dist);

test('the bench names the cookies as the app writes them (the language, the remembered sub-page)', () => {
  expect({ lang: LANGUAGE_COOKIE, page: PAGE_COOKIE }).toEqual({
    lang: LOCALE_COOKIE,
    page: FIRST_PAINT_COOKIES.page,
  });
});

test('every page of the build, for each visitor who sees it and in each language, has a budget', () => {
  expect(Object.keys(budgets.pages).sort()).toEqual(cases.map(caseKey).sort());
});

/**
 * What the test measures of the bench's cases: a panel's page opened signed out by load only (it is /login's file,
 * whose own case measures the rest); the admin panel as an admin only (a root admin gets the same pages: the bench
 * measures them).
 */
const checked = cases
  .filter(
    (item) => item.as !== 'root' || item.page === '/' || !visitorsOf(item.page).includes('admin'),
  )
  .map((item) =>
    item.as === 'visitor' && isSignedInPage(item.page) ? { ...item, until: 'load' as const } : item,
  );

for (const as of ['visitor', 'member', 'admin', 'root'] satisfies Visitor[]) {
  for (const lang of LANGUAGES) {
    test(`each page a ${as === 'visitor' ? 'signed-out visitor' : as} opens in ${lang} downloads within its budget`, async ({
      browser,
      baseURL,
    }) => {
      const mine = checked.filter((item) => item.as === as && item.lang === lang);
      // Its work grows with the pages a role sees (an admin's 15 took 78 s here on an idle machine and passed the
      // default 90 s in a clean-clone run's load): 10 s a page, beside the default.
      test.setTimeout(90_000 + mine.length * 10_000);
      const measured = await measureCases(browser, baseURL ?? '', mine, {
        concurrency: 4,
        quietMs: 250,
      });
      const problems = overBudget(measured, budgets).map(
        ({ key, what, bytes, budget }) =>
          `${key}: ${what === 'no budget' ? what : `${what} ${kB(bytes ?? 0)} kB > ${kB(budget ?? 0)} kB`}`,
      );
      expect(problems).toEqual([]);
      // A prerendered page (`/`, /login, and /login for a panel's address) carries its stylesheets in its HTML:
      // none is fetched again before it has loaded.
      const twice = Object.values(measured)
        .filter(({ url }) => ['/', '/login'].includes(new URL(url).pathname))
        .flatMap(({ url, files }) =>
          files
            .filter((file) => file.beforeLoad && file.type === 'Stylesheet')
            .map((file) => `${url}: ${file.url}`),
        );
      expect(twice).toEqual([]);
    });
  }
}
