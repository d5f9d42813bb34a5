// The route bench's pages and how one is measured (issue 32), shared by bench/web.bench.mjs (which prints the table
// and writes the budgets) and tests/e2e/route-budgets.spec.ts (which fails when a page's bytes exceed its budget).
// A page is opened in a browser with its cache off (CDP); what it downloads is counted as served, compressed, with
// the response headers (`encodedDataLength`): by the load event, and until the network has been quiet for a while
// (the code a prerendered page prefetches after load, a panel's data). Bytes are exact for the build's files; a
// signed-in page's data moves a little as the database does (the budgets leave room for it).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The machine-readable budgets (docs/performance.md shows them as a table). */
export const budgetsFile = path.join(root, 'bench/route-budgets.json');

/** Who opens a page: nobody signed in, or a demo account (README's demo logins), signed in with Remember Me. */
export const VISITORS = {
  visitor: null,
  member: { username: 'member', password: 'Member#Mijas2026' },
  admin: { username: 'admin', password: 'Admin#Mijas2026' },
  root: { username: 'root', password: 'Root#Mijas2026' },
};
export const LANGUAGES = ['en', 'ar'];
/** The language cookie the app writes (LOCALE_COOKIE in packages/api): the server sends that language's files. */
export const LANGUAGE_COOKIE = 'mijas_lang';
/**
 * The first-paint cookie naming the admin's remembered sub-page (FIRST_PAINT_COOKIES.page in packages/api), by
 * which the server sends a bare `/admin` on to that sub-page's prerendered page.
 */
export const PAGE_COOKIE = 'mijas_page';
/** The roles whose panel, once open, writes PAGE_COOKIE (an admin lands on /admin; a root admin on /superadmin). */
const REMEMBERS_PAGE = new Set(['admin']);

/** Addresses that are no file of the build's `pages/`: a card's check page (any token) and one that is no page. */
export const EXTRA_PAGES = ['/verify/bench-card-token', '/no-such-page'];

/**
 * Who can see each address (SPEC §2, §6): a visitor every one (a panel's sends them to sign in); a member their
 * panel, its pages under it (`/member/renew`) and `/` (sent on to /member); admins the admin panel, its own routes
 * and `/`; root admins everything an admin sees, and their own panel.
 */
export function visitorsOf(address) {
  if (address === '/') return ['visitor', 'member', 'admin', 'root'];
  if (/^\/member(\/|$)/.test(address)) return ['visitor', 'member'];
  if (/^\/(admin(\/|$)|view-members$|update-member$|update-admin$)/.test(address))
    return ['visitor', 'admin', 'root'];
  if (/^\/(superadmin(\/|$)|view-admins$)/.test(address)) return ['visitor', 'root'];
  return ['visitor'];
}

/** The addresses of the HTML files in `dist`'s `folder` (`pages/forgot.html` → `/forgot`), sorted. */
function addressesIn(dist, folder) {
  const dir = path.join(dist, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .map((file) => `/${file.slice(0, -'.html'.length)}`)
    .sort();
}

/**
 * A token as a mail's link carries it (`?key=`, which every such page reads): the page the build prerendered for
 * its mail (`mail/…`), whose check of the token the server refuses.
 */
export const MAIL_LINK_QUERY = '?key=bench-mail-token';

/**
 * An address for a page whose query fills its form (`/reset-code?email=`, QUERY_FILLED_PAGES of the contract): the
 * page's shell (`filled/…`), not the page the build prerendered with its form empty.
 */
export const QUERY_FILLED_QUERY = '?email=bench%40example.com';

/**
 * Every page of a build (`dist`): `/`, each page file the server sends (`pages/…`), each page a mail's link opens
 * as it opens it (`mail/…`, with a token), each page whose query fills its form so opened (`filled/…`), the card
 * check and the 404.
 */
export function routePages(dist) {
  const mail = addressesIn(dist, 'mail').map((address) => `${address}${MAIL_LINK_QUERY}`);
  const filled = addressesIn(dist, 'filled').map((address) => `${address}${QUERY_FILLED_QUERY}`);
  return ['/', ...addressesIn(dist, 'pages'), ...mail, ...filled, ...EXTRA_PAGES];
}

/** Each signed-in panel (its address's first segment) and the role that opens it in the Lighthouse bench. */
export const PANEL_ROLES = { member: 'member', admin: 'admin', superadmin: 'root' };

/**
 * The pages of each panel in `panels` (of `PANEL_ROLES`) in a build: the panel and its sub-pages (the build's
 * `pages/<panel>/*.html`), each with the role that sees it signed in.
 */
export function panelPages(dist, panels = Object.keys(PANEL_ROLES)) {
  const pages = routePages(dist);
  return panels.flatMap((panel) => {
    if (!PANEL_ROLES[panel]) throw new Error(`no such panel: ${panel}`);
    return pages
      .filter((page) => page === `/${panel}` || page.startsWith(`/${panel}/`))
      .map((page) => ({ page, as: PANEL_ROLES[panel] }));
  });
}

/** Every case the bench measures: each page in each language for each visitor who can see it. */
export function routeCases(dist) {
  return routePages(dist).flatMap((page) =>
    visitorsOf(page).flatMap((as) => LANGUAGES.map((lang) => ({ page, as, lang }))),
  );
}

export const caseKey = ({ page, as, lang }) => `${page} ${as} ${lang}`;

/**
 * Opens `url` in `page` (Playwright, Chromium) with the cache off and counts what it downloads: every response's
 * bytes as they came over the wire (compressed body and headers), those finished by the load event, and all of them
 * until no request has been in flight for `quietMs` (`until: 'load'`: by the load event only). With `scripts`, also
 * the scripts the page ran by then (their bytes as downloaded, and as source). The service worker is the context's
 * to block (it precaches the whole build for a signed-in user: not the page's own).
 */
export async function measurePage(
  page,
  url,
  { quietMs = 500, scripts = false, timeoutMs = 30_000, until = 'quiet' } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  const requests = new Map();
  let inFlight = 0;
  let started = 0;
  let loadedAt = null;
  let quietTimer;
  let settle = () => {};
  const checkQuiet = () => {
    clearTimeout(quietTimer);
    if (loadedAt !== null && inFlight === 0) quietTimer = setTimeout(() => settle(), quietMs);
  };
  const quiet = () =>
    new Promise((resolve) => {
      settle = resolve;
      checkQuiet();
    });
  const finish = (id, bytes, at) => {
    const request = requests.get(id);
    if (!request || request.done) return;
    Object.assign(request, { bytes: request.bytes + bytes, at, done: true });
    inFlight -= 1;
    checkQuiet();
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    const known = requests.get(event.requestId);
    if (known && event.redirectResponse) {
      // A redirect: its answer is counted, and the same request goes on to the new address.
      known.bytes += event.redirectResponse.encodedDataLength ?? 0;
      known.url = event.request.url;
      return;
    }
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type,
      initiator: event.initiator.type,
      bytes: 0,
      at: null,
      done: false,
    });
    inFlight += 1;
    started += 1;
    clearTimeout(quietTimer);
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.type = event.type;
  });
  cdp.on('Network.loadingFinished', (event) =>
    finish(event.requestId, event.encodedDataLength, event.timestamp),
  );
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, 0, event.timestamp));
  cdp.on('Page.loadEventFired', (event) => {
    loadedAt = event.timestamp;
    checkQuiet();
  });
  const parsed = [];
  if (scripts) {
    cdp.on('Debugger.scriptParsed', (event) => {
      if (event.url) parsed.push({ url: event.url, length: event.length ?? 0 });
    });
    await cdp.send('Debugger.enable');
  }
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Page.enable');
  await page.goto(url, { waitUntil: 'load' });
  // Quiet, and still quiet once the page's own idle callbacks have run (a prerendered page prefetches its code
  // when the browser is idle after load: on a busy machine that can come later than `quietMs`).
  // Never quiet within `timeoutMs` (a request that never ends): measured as it stands, its open requests named.
  let late;
  const tooLate = new Promise((resolve) => (late = setTimeout(resolve, timeoutMs, 'late')));
  const idleCallbacks = () =>
    page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve))));
  for (;;) {
    if (until === 'load') break;
    if ((await Promise.race([quiet(), tooLate])) === 'late') break;
    const before = started;
    if ((await Promise.race([idleCallbacks(), tooLate])) === 'late') break;
    if (started === before && inFlight === 0) break;
  }
  clearTimeout(late);
  clearTimeout(quietTimer);
  const final = page.url();
  // A prerendered page lists the code it fetches after load in an inert template (apps/web/scripts/prerender.mjs).
  const prerendered = await page.evaluate(
    () => document.getElementById('island-prefetch') !== null,
  );
  await cdp.detach();

  const open = [...requests.values()].filter((request) => !request.done);
  const all = [...requests.values()].filter((request) => request.done);
  const sum = (list) => list.reduce((total, request) => total + request.bytes, 0);
  const byLoad = all.filter((request) => request.at <= loadedAt);
  const result = {
    url: final,
    load: sum(byLoad),
    ...(until === 'load' ? {} : { idle: sum(all) }),
    // A prerendered page has its HTML and its entry's scripts by the load event, the same on any machine, and its
    // code after it. What the app's shell has by then (its page's preloaded code, its data) depends on the pace.
    loadSteady: prerendered,
    requestsByLoad: byLoad.length,
    requests: all.length,
    // Requests still open when the wait gave up (none once the network was quiet).
    open: open.map((request) => request.url),
    files: all.map(({ url: address, type, initiator, bytes, at }) => ({
      url: address,
      type,
      initiator,
      bytes,
      beforeLoad: at <= loadedAt,
    })),
  };
  if (scripts) {
    const ran = new Set(parsed.map((script) => script.url));
    result.jsRun = sum(all.filter((request) => request.type === 'Script' && ran.has(request.url)));
    result.jsRunSource = parsed
      .filter((script) => /^https?:/.test(script.url))
      .reduce((total, script) => total + script.length, 0);
  }
  return result;
}

/**
 * A demo account signed in with Remember Me through /login, as a person does (the session in local storage, the
 * first-paint cookie set): the browser's storage, for the contexts that open its pages.
 */
export async function signedInState(browser, origin, as) {
  const account = VISITORS[as];
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  // The prerendered page's code starts at the first gesture: the tick is carried out a moment later.
  await page.getByRole('checkbox', { name: 'Remember Me' }).click();
  await page.getByRole('checkbox', { name: 'Remember Me', checked: true }).waitFor();
  await page.getByRole('textbox', { name: /^Username or Email/ }).fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((address) => address.pathname !== '/login');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The panel settled: its data come, its sub-page remembered (in storage, and in the cookie by which the server
  // sends a bare `/admin` on to that sub-page's page). The network's quiet alone did not say so on a busy machine
  // (the panel's code can take longer to run than the quiet's half second): the cookie is waited for.
  await page.waitForLoadState('networkidle');
  if (REMEMBERS_PAGE.has(as))
    await page.waitForFunction(
      (name) => document.cookie.split('; ').some((cookie) => cookie.startsWith(`${name}=`)),
      PAGE_COOKIE,
    );
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Measures `cases` on the server at `origin`: a signed-in page in a browser context of its own (the storage made
 * once per account), a visitor's in one context, the language by its cookie; `concurrency` pages at a time for each
 * visitor and language. Answers
 * `{ "<page> <as> <lang>": figures }` (see `measurePage`), in the cases' order.
 */
export async function measureCases(
  browser,
  origin,
  cases,
  { concurrency = 3, onMeasured = () => {}, ...options } = {},
) {
  const states = new Map();
  const results = new Map();
  const groups = new Map();
  for (const item of cases) {
    const group = `${item.as} ${item.lang}`;
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  for (const group of groups.values()) {
    const { as, lang } = group[0];
    if (VISITORS[as] && !states.has(as)) states.set(as, await signedInState(browser, origin, as));
    const newContext = async () => {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        ...(VISITORS[as] ? { storageState: states.get(as) } : {}),
      });
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: origin }]);
      return context;
    };
    // A signed-in page in a context of its own: what one page keeps in storage (the admin's last sub-page, which a
    // bare /admin opens) does not change where another lands. A visitor's pages keep nothing: one context.
    const shared = VISITORS[as] ? null : await newContext();
    const queue = [...group];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const context = shared ?? (await newContext());
        const page = await context.newPage();
        const figures = await measurePage(page, `${origin}${item.page}`, {
          ...options,
          ...(item.until ? { until: item.until } : {}),
        });
        await (shared ? page.close() : context.close());
        results.set(caseKey(item), figures);
        onMeasured(item, figures);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    await shared?.close();
  }
  return Object.fromEntries(cases.map((item) => [caseKey(item), results.get(caseKey(item))]));
}

/** The budgets file: `{ pages: { "<page> <as> <lang>": { load, idle } } }`, in bytes. */
export function readBudgets(file = budgetsFile) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The cases whose bytes exceed their budget (by load, and until idle when measured), and those with no budget at
 * all: a page added to the app gets a budget in the same change.
 */
export function overBudget(measured, budgets) {
  const problems = [];
  for (const [key, figures] of Object.entries(measured)) {
    const budget = budgets.pages[key];
    if (!budget) {
      problems.push({ key, what: 'no budget' });
      continue;
    }
    for (const what of ['load', 'idle'])
      if (figures[what] !== undefined && figures[what] > budget[what])
        problems.push({ key, what, bytes: figures[what], budget: budget[what] });
  }
  return problems;
}

/** Issue 32's goals, bytes by load: a budget is never above them (`/` 16 kB, /login 27 kB, in both languages). */
export const GOALS = Object.fromEntries(
  LANGUAGES.flatMap((lang) => [
    [`/ visitor ${lang}`, { load: 16_000 }],
    [`/login visitor ${lang}`, { load: 27_000 }],
  ]),
);

/**
 * Budgets for the figures of one or more runs: the largest of each, rounded up to 100 bytes, with room. Bytes by
 * load that only the HTML names (`loadSteady`) are the build's files, the same on every run: 1 % more, at least
 * 200 bytes. The rest moves with the data a page shows: 5 % more, at least 1 kB. A page whose bytes by load follow
 * the machine's pace (its code asks for more before the load event) gets its idle budget for both. None is above
 * its goal (`GOALS`).
 */
export function budgetsFor(runs) {
  const room = (bytes, share, least) =>
    Math.ceil((bytes + Math.max(least, bytes * share)) / 100) * 100;
  const pages = {};
  for (const key of Object.keys(runs[0])) {
    const figures = runs.map((run) => run[key]);
    const idle = room(Math.max(...figures.map((f) => f.idle)), 0.05, 1000);
    const steady = figures.every((f) => f.loadSteady !== false);
    const load = steady ? room(Math.max(...figures.map((f) => f.load)), 0.01, 200) : idle;
    pages[key] = { load: Math.min(load, GOALS[key]?.load ?? Infinity), idle };
  }
  return { pages };
}

/** kB, one decimal (1 kB = 1000 bytes, as the transfer sizes of browsers' tools). */
export const kB = (bytes) => (bytes / 1000).toFixed(1);
