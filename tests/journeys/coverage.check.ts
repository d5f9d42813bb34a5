import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, endpoints, type EndpointDefinition } from '@mijas/api/contract';
import { ADMIN_PAGES, adminPagePath, SUPERADMIN_PAGES, superadminPagePath } from '@mijas/machines';
import { expect, test } from '@playwright/test';
import { CALLS_DIR, type JourneyRecord } from './fixtures.ts';

/**
 * Runs after the journeys (a dependent Playwright project): every endpoint of the contract was called, and every
 * route of SPEC §2 shown, by the app itself during some journey.
 */

const SPEC_ROUTES = [
  '/',
  '/login',
  '/forgot',
  '/reset-code',
  '/reset-password',
  '/email-verification',
  '/verifyemail',
  '/admin',
  '/superadmin',
  '/member',
  '/view-members',
  '/update-member',
  '/view-admins',
  '/update-admin',
];

/** Every sub-page's own address in the two panels (issue 31): `/admin/view-members`, `/superadmin/create-admin`… */
const PANEL_ROUTES = [
  ...ADMIN_PAGES.map((page) => adminPagePath(page)),
  ...SUPERADMIN_PAGES.map((page) => superadminPagePath(page)),
];

/**
 * Endpoints no journey calls yet, each with its issue: left out of the checks below until one does. The list
 * cannot go stale: a journey that calls one fails the check.
 */
const UI_PENDING: Partial<Record<keyof typeof endpoints, string>> = {};

function records(): JourneyRecord[] {
  if (!existsSync(CALLS_DIR)) return [];
  return readdirSync(CALLS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(CALLS_DIR, file), 'utf8')) as JourneyRecord);
}

test('the journeys called every endpoint of the API through the UI', () => {
  const called = new Set(records().flatMap((record) => record.calls));
  const missing = Object.keys(endpoints).filter(
    (name) => !called.has(name as never) && !(name in UI_PENDING),
  );
  expect(missing, 'endpoints no journey called').toEqual([]);
  const built = Object.keys(UI_PENDING).filter((name) => called.has(name as never));
  expect(built, 'endpoints a journey calls now: take them out of UI_PENDING').toEqual([]);
});

test("the journeys showed every route of SPEC §2, and every panel sub-page's address", () => {
  const shown = new Set(records().flatMap((record) => record.routes));
  const missing = [...SPEC_ROUTES, ...PANEL_ROUTES].filter((route) => !shown.has(route));
  expect(missing, 'routes no journey showed').toEqual([]);
});

/** The rows of the coverage table in tests/README.md: `| `route or call` | (what it is |) journey title |`. */
function readmeRows(): Map<string, string> {
  const readme = readFileSync(path.join(process.cwd(), 'tests', 'README.md'), 'utf8');
  const rows = new Map<string, string>();
  for (const match of readme.matchAll(/^\| `([^`]+)` +\|(?: [^|]+ \|)? ([^|]+?) +\|$/gm)) {
    rows.set(match[1] ?? '', match[2] ?? '');
  }
  return rows;
}

test("tests/README.md's coverage table is true: each route and call, and a journey that reaches it", () => {
  const all = records();
  const rows = readmeRows();
  const wanted = [
    ...SPEC_ROUTES,
    ...PANEL_ROUTES,
    ...Object.keys(endpoints).filter((name) => !(name in UI_PENDING)),
  ];
  // What the table would say, from this run (printed when it is wrong).
  const expected = wanted
    .map((what) => {
      const by = all.find((record) => [...record.routes, ...record.calls].includes(what as never));
      const endpoint = endpoints[what as keyof typeof endpoints] as EndpointDefinition | undefined;
      const call = endpoint
        ? `${endpoint.method} ${API_PREFIX}${endpoint.path}`
        : PANEL_ROUTES.includes(what)
          ? 'panel sub-page'
          : 'SPEC §2 route';
      return `| \`${what}\` | ${call} | ${by?.title ?? '(none)'} |`;
    })
    .join('\n');
  const wrong = wanted.filter((what) => {
    const title = rows.get(what);
    const record = all.find((candidate) => candidate.title === title);
    return !record || ![...record.routes, ...record.calls].includes(what as never);
  });
  expect(
    wrong,
    `rows missing or naming a journey that does not reach them; this run says:\n${expected}`,
  ).toEqual([]);
});
