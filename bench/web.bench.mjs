// The web app's weight and speed against its budgets (issue 9), beside a bare React 19 page built by the same Vite
// in the same run:
// 1. sizes: what the landing (`/`) and /login load first in English and in Arabic (dist/ar/: only the active
//    language's texts load), JS and CSS, gzip and brotli, the ratio to the bare page, and each route's own
//    chunks;
// 2. Lighthouse 12 (Debian's Chromium, its default desktop and mobile settings) for / and /login (in English and
//    in Arabic), /member signed out (/login's file) and signed in, `/` as a signed-in admin gets it, and for the
//    bare page: the four category scores and
//    the metrics, the median of `--runs` runs (default 3; Lighthouse moves by a few points from run to run on a
//    busy 2-core machine);
// 3. mobile performance of / and /login from a bare static server, with and without Cross-Origin-Opener-Policy
//    (the app keeps helmet's `same-origin`), to tell the page's own cost from the header's.
// 4. the route bench (issue 32, bench/routes.mjs): every page of the app in English and Arabic, signed out and
//    signed in as each role that sees it, opened in Chromium with the cache off: bytes as served by the load event
//    and until the network is quiet, and the scripts run by then; beside each page's budget in
//    bench/route-budgets.json (which tests/e2e/route-budgets.spec.ts checks in `pnpm test`). `--route-runs N`
//    measures N times (the largest figure of each); `--write-budgets` writes the budgets from these figures
//    (their largest plus 5 %, at least 1 kB); `--save FILE` keeps the figures, `--compare FILE` prints a saved
//    run's beside them.
// 5. Lighthouse mobile for every page of the signed-in panels (issue 32 point 5), each opened by its role with a
//    stored session, in English and Arabic: the median of `--runs`, the load average before each run, and for a
//    page under 98 what its diagnostics say costs the time (`--lighthouse-network`: every request too;
//    `--lighthouse-save DIR`: each median run's JSON). Every Lighthouse run first waits (up to 3 minutes) for the
//    1-minute load average to fall to 1.5, what the run before it left included (`--no-settle`: no wait).
// `node bench/web.bench.mjs [--runs 3] [--no-lighthouse] [--route-runs 1] [--write-budgets] [--save FILE]
// [--compare FILE] [--no-build] [--only-lighthouse] [--lighthouse-pages public,member,admin,superadmin]
// [--lighthouse-lang en,ar] [--lighthouse-network] [--lighthouse-save DIR] [--lighthouse-only /a,/b] [--no-settle]`:
// `--only-lighthouse` skips the sizes and the route bench; `--lighthouse-pages` chooses the Lighthouse sets
// (`public`: the pages of 2. and 3.; a panel's name: its pages signed in), `--lighthouse-only` the panels' pages
// by address among them; `--no-build` uses the build in apps/web/dist when there is one. Prints
// numbers; exits 0 (budgets are reported, met or not; `--strict` exits 1 when one is missed).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import { build } from 'vite';
import { compressDir } from '../apps/web/scripts/compress.mjs';
import { chromiumArgs, chromiumLaunchOptions, chromiumPath } from '../scripts/chromium.mjs';
import {
  budgetsFile,
  budgetsFor,
  MAIL_LINK_QUERY,
  caseKey,
  kB as kBDecimal,
  LANGUAGE_COOKIE,
  LANGUAGES,
  measureCases,
  overBudget,
  panelPages,
  readBudgets,
  routeCases,
  signedInState,
} from './routes.mjs';
import { loadAverage, waitForQuiet } from './common.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    'route-runs': { type: 'string', default: '1' },
    'write-budgets': { type: 'boolean', default: false },
    save: { type: 'string' },
    compare: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'only-lighthouse': { type: 'boolean', default: false },
    'lighthouse-pages': { type: 'string', default: 'public,member,admin,superadmin' },
    'lighthouse-lang': { type: 'string', default: LANGUAGES.join(',') },
    'lighthouse-network': { type: 'boolean', default: false },
    'lighthouse-save': { type: 'string' },
    'lighthouse-only': { type: 'string' },
    'no-settle': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs));
const lighthousePages = args['lighthouse-pages'].split(',').map((name) => name.trim());
const lighthouseLanguages = args['lighthouse-lang'].split(',').map((name) => name.trim());

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const bareDir = path.join(root, 'node_modules/.cache/bench-bare-react');
const bareDist = path.join(bareDir, 'dist');

// ---------------------------------------------------------------------------------------------------- builds
console.log('Building the web app and a bare React page…');
if (!args['no-build'] || !existsSync(path.join(dist, 'index.html'))) {
  const appBuild = spawnSync('pnpm', ['--filter', '@mijas/web', 'build'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (appBuild.status !== 0) throw new Error('the web build failed');
}

rmSync(bareDir, { recursive: true, force: true });
mkdirSync(bareDir, { recursive: true });
writeFileSync(
  path.join(bareDir, 'main.jsx'),
  `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<h1>Hello from React</h1>);`,
);
// The same head as the app's pages (language, viewport, description, icon), so Lighthouse compares like with like.
writeFileSync(
  path.join(bareDir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="description" content="A bare React 19 page, the floor of any React page." />
<title>Bare React</title><link rel="icon" href="data:," /></head>
<body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>`,
);
await build({
  root: bareDir,
  configFile: false,
  logLevel: 'silent',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
compressDir(bareDist);

const budgets = [];

// ----------------------------------------------------------------------------------------------------- sizes
if (!args['only-lighthouse']) {
  const gzip = (content) => gzipSync(content, { level: 9 }).length;
  const brotli = (content) =>
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
  const kb = (bytes) => (bytes / 1024).toFixed(1);

  /** Raw, gzip and brotli sizes of some files (each compressed on its own, as a browser fetches them). */
  function measure(dir, files) {
    const total = { raw: 0, gzip: 0, brotli: 0, files: files.length };
    for (const file of files) {
      const content = readFileSync(path.join(dir, file));
      total.raw += content.length;
      total.gzip += gzip(content);
      total.brotli += brotli(content);
    }
    return total;
  }

  /** Sizes of inline text (the landing's <style> blocks). */
  function measureText(text) {
    const content = Buffer.from(text);
    return { raw: content.length, gzip: gzip(content), brotli: brotli(content), files: 0 };
  }

  const add = (a, b) => ({
    raw: a.raw + b.raw,
    gzip: a.gzip + b.gzip,
    brotli: a.brotli + b.brotli,
    files: a.files + b.files,
  });

  /** The JS and CSS files an HTML page loads by itself: scripts, module preloads, prefetches, stylesheets. */
  function htmlAssets(html) {
    const files = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
    return {
      scripts: files(/<script[^>]+src="\/([^"]+\.js)"/g),
      preloads: files(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
      prefetches: files(/<link rel="prefetch"[^>]+href="\/([^"]+\.js)"/g),
      styles: files(/<link rel="stylesheet"(?![^>]*disabled)[^>]+href="\/([^"]+\.css)"/g),
      inlineCss: [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
        .map((match) => match[1])
        .join(''),
    };
  }

  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

  /** The files of a manifest entry and of the chunks it imports statically. */
  function chunkGraph(key, seen = new Set()) {
    const found = { js: [], css: [] };
    if (seen.has(key)) return found;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build's manifest`);
    found.js.push(entry.file);
    found.css.push(...(entry.css ?? []));
    for (const imported of entry.imports ?? []) {
      const more = chunkGraph(imported, seen);
      found.js.push(...more.js);
      found.css.push(...more.css);
    }
    return found;
  }

  const appHtml = readFileSync(path.join(dist, 'app.html'), 'utf8');
  const shell = htmlAssets(appHtml);
  const shellJs = new Set([...shell.scripts, ...shell.preloads]);
  const bare = htmlAssets(readFileSync(path.join(bareDist, 'index.html'), 'utf8'));
  const bareJs = measure(bareDist, [...bare.scripts, ...bare.preloads]);

  /**
   * What `/` and /login load first in a language: the build's files of that language (English in dist/, Arabic in
   * dist/ar/, their scripts and stylesheets in dist/assets/ alike).
   */
  function firstLoad(folder) {
    const file = (name) => path.join(folder, name);
    const landing = htmlAssets(readFileSync(path.join(dist, file('index.html')), 'utf8'));
    const login = htmlAssets(readFileSync(path.join(dist, file('pages/login.html')), 'utf8'));
    return {
      landingHtml: measure(dist, [file('index.html')]),
      // Before anything runs: the entry (a session check, no React) and its one preload.
      landingEntryJs: measure(dist, [...landing.scripts, ...landing.preloads]),
      // All the code the landing runs to be interactive: the entry, and the island (with its language's texts)
      // fetched while the browser idles.
      landingJs: measure(dist, [...landing.scripts, ...landing.preloads, ...landing.prefetches]),
      landingCss: add(measureText(landing.inlineCss), measure(dist, landing.styles)),
      // /login is prerendered too (for a signed-out visitor): the same entry, then the app and the login's module
      // (and, in Arabic, the Arabic texts), fetched while the browser idles and run at the first gesture.
      loginHtml: measure(dist, [file('pages/login.html')]),
      loginEntryJs: measure(dist, [...login.scripts, ...login.preloads]),
      loginJs: measure(dist, [...login.scripts, ...login.preloads, ...login.prefetches]),
      loginCss: add(measureText(login.inlineCss), measure(dist, login.styles)),
    };
  }
  const languages = [
    { name: 'English', folder: '' },
    { name: 'Arabic', folder: 'ar' },
  ];

  const row = (label, size) =>
    console.log(
      `${label.padEnd(46)} ${String(size.files).padStart(5)} ${kb(size.raw).padStart(8)} ${kb(size.gzip).padStart(8)} ${kb(size.brotli).padStart(8)}`,
    );
  const ratio = (size) => ({
    gzip: size.gzip / bareJs.gzip,
    brotli: size.brotli / bareJs.brotli,
  });
  for (const { name, folder } of languages) {
    const sizes = firstLoad(folder);
    console.log(`\nFirst load in ${name.padEnd(31)} files   raw kB  gzip kB    br kB`);
    row('/  HTML (prerendered page, inline CSS)', sizes.landingHtml);
    row('/  JS run at load (entry: session check)', sizes.landingEntryJs);
    row('/  JS to be interactive (+ island, prefetched)', sizes.landingJs);
    row('/  CSS (inlined in the HTML)', sizes.landingCss);
    row('/login  HTML (prerendered page, inline CSS)', sizes.loginHtml);
    row('/login  JS run at load (entry: session check)', sizes.loginEntryJs);
    row('/login  JS to be interactive (+ app, prefetched)', sizes.loginJs);
    row('/login  CSS (inlined in the HTML)', sizes.loginCss);
    row('bare React 19 page  JS', bareJs);
    const landingRatio = ratio(sizes.landingJs);
    const loginRatio = ratio(sizes.loginJs);
    console.log(
      `ratio to the bare page: / ${landingRatio.gzip.toFixed(2)} (gzip) ${landingRatio.brotli.toFixed(2)} (br); ` +
        `/login ${loginRatio.gzip.toFixed(2)} (gzip) ${loginRatio.brotli.toFixed(2)} (br)`,
    );
    budgets.push(
      {
        what: `/ first-load JS (gzip) ≤ 1.25 × bare React page, in ${name}`,
        value: `${kb(sizes.landingJs.gzip)} kB = ${landingRatio.gzip.toFixed(2)} ×`,
        met: landingRatio.gzip <= 1.25,
      },
      {
        what: `/ CSS (gzip) ≤ 8 kB, in ${name}`,
        value: `${kb(sizes.landingCss.gzip)} kB`,
        met: sizes.landingCss.gzip <= 8 * 1024,
      },
    );
  }

  // Each lazy route: its own module and the chunks it adds to the app shell.
  console.log('\nRoute chunks (beyond the app shell)            files   raw kB  gzip kB    br kB');
  const routes = Object.keys(manifest)
    .filter((key) => key.startsWith('src/app/routes/') && manifest[key].isDynamicEntry)
    .sort();
  for (const key of routes) {
    const graph = chunkGraph(key);
    const own = [...new Set(graph.js.filter((file) => !shellJs.has(file)))];
    row(key.replace('src/app/routes/', '').replace(/\.tsx$/, ''), measure(dist, own));
  }

  // The admin's sub-pages that bring a library of their own, beyond the app shell and the /admin route: the
  // Overview (issue 21) and the chart module it imports when its first chart is drawn (Chart.js, bar chart only).
  console.log('\nAdmin sub-page chunks (beyond shell and /admin) files   raw kB  gzip kB    br kB');
  const adminRoute = new Set(chunkGraph('src/app/routes/admin/admin.tsx').js);
  for (const [label, key] of [
    ['overview page', 'src/features/admin/overview/overview-page.tsx'],
    ['overview charts (Chart.js, loaded by the page)', 'src/features/admin/overview/bar-chart.tsx'],
  ]) {
    const graph = chunkGraph(key);
    const own = [
      ...new Set(graph.js.filter((file) => !shellJs.has(file) && !adminRoute.has(file))),
    ];
    row(label, measure(dist, own));
  }
}

// ------------------------------------------------------------------------------------------------ lighthouse

const { NODE_ENV: _buildMode, ...serverEnv } = process.env;

async function startServer(env) {
  const port = spawnSync(process.execPath, [path.join(root, 'scripts/free-port.mjs')], {
    encoding: 'utf8',
  }).stdout.trim();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      // As `pnpm start` runs it (Vite's build set NODE_ENV=production in this process).
      env: { ...serverEnv, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** The build's files as the server sends them (a page's own HTML, brotli), and no other header but COOP's. */
async function staticServer(root, coop) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.png': 'image/png',
  };
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const page = pathname === '/' ? 'index.html' : `pages${pathname}.html`;
    const file = path.join(
      root,
      pathname.startsWith('/assets/') || pathname.endsWith('.png') ? pathname : page,
    );
    const brotli = `${file}.br`;
    const headers = { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' };
    if (coop) headers['cross-origin-opener-policy'] = 'same-origin';
    const compressed = existsSync(brotli);
    const body = compressed ? brotli : file;
    if (!existsSync(body)) {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, compressed ? { ...headers, 'content-encoding': 'br' } : headers);
    response.end(readFileSync(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The share of the machine's CPU time spent on something other than idling over `ms` milliseconds. */
async function cpuBusy(ms) {
  const times = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const total = Object.values(cpu.times).reduce((a, b) => a + b, 0);
        return { idle: sum.idle + cpu.times.idle, total: sum.total + total };
      },
      { idle: 0, total: 0 },
    );
  const before = times();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = times();
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Lighthouse on a running Chrome: the median of `runs` runs. */
/**
 * Lighthouse on a running Chrome: the median of `runs` runs. `keepStorage`: Lighthouse clears neither the origin's
 * storage nor the cache; `beforeRun` is awaited before each run (to set the storage and empty the cache itself).
 * `categories`: the categories to score (the four by default). Answers the medians, and the run whose
 * performance score is the median (`lhr`, for its diagnostics).
 */
async function audit(
  port,
  url,
  formFactor,
  {
    keepStorage = false,
    beforeRun = async () => {},
    categories = ['performance', 'accessibility', 'best-practices', 'seo'],
  } = {},
) {
  const results = [];
  // The 1-minute load average before each run, once it is down to the bench's idle (1.5 on our 2 cores): a run
  // leaves the cores busy for the next one's start otherwise.
  const loadsBefore = [];
  // A run Lighthouse could not record (`runtimeError`, e.g. `NO_NAVSTART`: "run again") has no figures: it is run
  // again, up to twice, rather than counted as 0.
  const retries = 2;
  for (let run = 0, failed = 0; run < runs;) {
    if (!args['no-settle']) await waitForQuiet();
    await beforeRun();
    const loadBefore = os.loadavg()[0];
    const { lhr } = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        disableStorageReset: keepStorage,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (lhr.runtimeError && failed < retries) {
      failed += 1;
      console.log(`    ${url}: Lighthouse's ${lhr.runtimeError.code}, run again`);
      continue;
    }
    loadsBefore.push(loadBefore);
    results.push(lhr);
    run += 1;
  }
  const score = (id) =>
    categories.includes(id)
      ? median(results.map((lhr) => Math.round(lhr.categories[id].score * 100)))
      : undefined;
  const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue));
  const performance = score('performance');
  return {
    performance,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    lhr: results.find((lhr) => Math.round(lhr.categories.performance.score * 100) === performance),
    finalUrls: results.map((lhr) => lhr.finalDisplayedUrl),
    loadsBefore,
  };
}

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: chromiumPath,
    // Lighthouse wants the new headless mode; the rest are our usual flags (scripts/chromium.mjs).
    chromeFlags: ['--headless=new', ...chromiumArgs.filter((flag) => flag !== '--headless')],
  });

// ------------------------------------------------------------------------------------------------ route bench
if (!args['only-lighthouse']) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijas-bench-routes-'));
  const app = await startServer({ DATA_DIR: dataDir, WEB_DIST: dist, RATE_LIMIT_LOGIN: '10000' });
  const cases = routeCases(dist);
  const routeRuns = [];
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const busy = await cpuBusy(2000);
    console.log(
      `\nRoute bench: ${cases.length} cases, ${args['route-runs']} run(s); the cores were ` +
        `${Math.round(busy * 100)} % busy just before…`,
    );
    for (let run = 0; run < Math.max(1, Number(args['route-runs'])); run += 1)
      routeRuns.push(
        await measureCases(browser, app.origin, cases, {
          scripts: true,
          onMeasured: (item, { open }) => {
            process.stdout.write('.');
            if (open.length)
              console.log(`\n${caseKey(item)}: never quiet, open: ${open.join(' ')}`);
          },
        }),
      );
    console.log();
  } finally {
    await browser.close();
    app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const largest = (key, what) => Math.max(...routeRuns.map((run) => run[key][what] ?? 0));
  const figures = Object.fromEntries(
    cases.map((item) => {
      const key = caseKey(item);
      return [
        key,
        {
          load: largest(key, 'load'),
          idle: largest(key, 'idle'),
          jsRun: largest(key, 'jsRun'),
          loadSteady: routeRuns.every((run) => run[key].loadSteady),
          url: routeRuns[0][key].url,
        },
      ];
    }),
  );
  const before = args.compare ? JSON.parse(readFileSync(args.compare, 'utf8')) : null;
  const routeBudgets = existsSync(budgetsFile) ? readBudgets() : { pages: {} };
  const cell = (key, what) => {
    const now = kBDecimal(figures[key][what]);
    const then = before?.[key]?.[what];
    return (then === undefined ? now : `${kBDecimal(then)}→${now}`).padStart(before ? 13 : 7);
  };
  const width = before ? 13 : 7;
  console.log(
    `\nBytes as served (kB, compressed, with headers; cache off): by the load event, until the network is quiet, ` +
      `and of the scripts run by then${before ? `; ${args.compare} → now` : ''}. Budget: of bytes by load / until quiet.`,
  );
  console.log(
    `${'page'.padEnd(30)} ${'as'.padEnd(7)} ${LANGUAGES.map((lang) =>
      ['load', 'quiet', 'JS run'].map((what) => `${lang} ${what}`.padStart(width)).join(' '),
    ).join(' ')}  budget en / ar          lands on`,
  );
  const seen = new Set();
  for (const item of cases) {
    const row = `${item.page} ${item.as}`;
    if (seen.has(row)) continue;
    seen.add(row);
    const keys = LANGUAGES.map((lang) => caseKey({ ...item, lang }));
    const budget = keys
      .map((key) =>
        routeBudgets.pages[key]
          ? `${kBDecimal(routeBudgets.pages[key].load)}/${kBDecimal(routeBudgets.pages[key].idle)}`
          : '—',
      )
      .join(' ');
    const landed = new URL(figures[keys[0]].url).pathname + new URL(figures[keys[0]].url).search;
    console.log(
      `${item.page.padEnd(30)} ${item.as.padEnd(7)} ${keys
        .map((key) => ['load', 'idle', 'jsRun'].map((what) => cell(key, what)).join(' '))
        .join(' ')}  ${budget.padEnd(22)} ${landed === item.page ? '' : landed}`,
    );
  }
  const problems = overBudget(figures, routeBudgets);
  for (const { key, what, bytes, budget } of problems)
    console.log(
      `over budget: ${key} ${what}${bytes === undefined ? '' : ` ${kBDecimal(bytes)} kB > ${kBDecimal(budget)} kB`}`,
    );
  budgets.push({
    what: `every page's bytes within ${path.relative(root, budgetsFile)}`,
    value: `${problems.length} over, of ${cases.length}`,
    met: problems.length === 0,
  });
  if (args.save) writeFileSync(args.save, `${JSON.stringify(figures, null, 1)}\n`);
  if (args['write-budgets']) {
    writeFileSync(budgetsFile, `${JSON.stringify(budgetsFor(routeRuns), null, 2)}\n`);
    console.log(`wrote ${path.relative(root, budgetsFile)}`);
  }
}

if (!args['no-lighthouse'] && lighthousePages.includes('public')) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijas-bench-web-'));
  const app = await startServer({ DATA_DIR: dataDir, WEB_DIST: dist });
  const floor = await startServer({ DATA_DIR: 'memory://', SEED_DEMO: '0', WEB_DIST: bareDist });
  const table = [];
  try {
    // Lighthouse scales what it observes on this machine's main thread (4× on mobile): other work on the cores
    // (a test run, a build) costs points that are not the page's. How busy the cores are, just before.
    const busy = await cpuBusy(2000);
    console.log(
      `\nLighthouse 12, median of ${runs} run(s) per row; the cores were ${Math.round(busy * 100)} % busy ` +
        `just before${busy > 0.25 ? ' (other work is running: expect lower performance scores)' : ''}…`,
    );
    const chrome = await launchChrome();
    for (const formFactor of ['desktop', 'mobile']) {
      for (const [name, url] of [
        ['/', `${app.origin}/`],
        ['/login', `${app.origin}/login`],
        // The same pages in Arabic (the address names the language: the server sends the `ar` files).
        ['/ (Arabic)', `${app.origin}/?lang=ar`],
        ['/login (Arabic)', `${app.origin}/login?lang=ar`],
        // A panel's page opened where nobody is signed in (a bookmark, the reminder mail's link): /login's file.
        ['/member signed out', `${app.origin}/member`],
        // The pages the app hydrates (no island): Forgot Password, Reset Code, and a reset mail's link as it opens.
        ['/forgot', `${app.origin}/forgot`],
        ['/reset-code', `${app.origin}/reset-code`],
        ['/reset-password from a mail', `${app.origin}/reset-password${MAIL_LINK_QUERY}`],
        ['bare React page', `${floor.origin}/`],
      ]) {
        table.push({ name, formFactor, ...(await audit(chrome.port, url, formFactor)) });
      }
    }
    await chrome.kill();

    // /member needs a signed-in member, and `/` as an admin sees it (the server's copy for the admin's
    // first-paint cookie) a signed-in admin: log in through the page itself (Remember Me keeps the session in
    // local storage and the cookie), then audit without clearing storage.
    for (const [name, username, password, panel, url] of [
      ['/member', 'member', 'Member#Mijas2026', '/member', '/member'],
      ['/ (an admin)', 'admin', 'Admin#Mijas2026', '/admin', '/'],
    ]) {
      const signedInChrome = await launchChrome();
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${signedInChrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(`${app.origin}/login`);
      await page.getByLabel(/^Username or Email/).fill(username);
      await page.getByLabel(/^Password/).fill(password);
      // The prerendered page's code starts at the first gesture: the press is carried out a moment later.
      await page.getByLabel('Remember Me').click();
      await page.getByRole('checkbox', { name: 'Remember Me', checked: true }).waitFor();
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await page.waitForURL(`**${panel}`);
      await page.close();
      for (const formFactor of ['desktop', 'mobile']) {
        table.push({
          name,
          formFactor,
          ...(await audit(signedInChrome.port, `${app.origin}${url}`, formFactor, {
            keepStorage: true,
          })),
        });
      }
      await browser.close();
      await signedInChrome.kill();
    }

    // What the server's headers cost in the lab: the same built files from a bare static server, with and
    // without Cross-Origin-Opener-Policy (helmet's `same-origin`, kept in the app). Lighthouse opens each page
    // from about:blank; with COOP, Chromium moves it to a new browsing context group, a set-up task that the
    // simulation may count after the first paint.
    const probeChrome = await launchChrome();
    for (const coop of [false, true]) {
      const probe = await staticServer(dist, coop);
      for (const [name, url] of [
        ['/', `${probe.origin}/`],
        ['/login', `${probe.origin}/login`],
      ]) {
        table.push({
          name: `${name} ${coop ? '+COOP' : 'no COOP'}`,
          formFactor: 'mobile',
          ...(await audit(probeChrome.port, url, 'mobile')),
        });
      }
      await probe.stop();
    }
    await probeChrome.kill();
  } finally {
    app.stop();
    floor.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    '\npage              form     perf  a11y  best   seo    FCP ms   LCP ms   TBT ms    CLS   SI ms  load before runs',
  );
  for (const r of table) {
    console.log(
      `${r.name.padEnd(17)} ${r.formFactor.padEnd(8)} ${[r.performance, r.accessibility, r.bestPractices, r.seo].map((v) => String(v).padStart(5)).join(' ')} ${[r.fcp, r.lcp, r.tbt].map((v) => String(Math.round(v)).padStart(8)).join(' ')} ${r.cls.toFixed(3).padStart(6)} ${String(Math.round(r.si)).padStart(7)}  ${r.loadsBefore.map((v) => v.toFixed(2)).join(' ')}`,
    );
  }
  const find = (name, formFactor) =>
    table.find((r) => r.name === name && r.formFactor === formFactor);
  for (const name of ['/', '/login', '/ (Arabic)', '/login (Arabic)']) {
    const desktop = find(name, 'desktop');
    const mobile = find(name, 'mobile');
    const scores = [desktop.performance, desktop.accessibility, desktop.bestPractices, desktop.seo];
    budgets.push(
      {
        what: `${name} Lighthouse desktop: 100 in all four`,
        value: scores.join('/'),
        met: scores.every((score) => score === 100),
      },
      {
        what: `${name} Lighthouse mobile performance ≥ 98`,
        value: String(mobile.performance),
        met: mobile.performance >= 98,
      },
    );
  }
  const signedOutPanel = find('/member signed out', 'mobile');
  budgets.push(
    {
      what: '/member signed out Lighthouse mobile performance ≥ 98',
      value: String(signedOutPanel.performance),
      met: signedOutPanel.performance >= 98,
    },
    {
      what: '/member signed out LCP on mobile ≤ 1.2 s',
      value: `${(signedOutPanel.lcp / 1000).toFixed(2)} s`,
      met: signedOutPanel.lcp <= 1200,
    },
  );
  const landingMobile = find('/', 'mobile');
  budgets.push({
    what: '/ LCP on mobile ≤ 1.5 s',
    value: `${(landingMobile.lcp / 1000).toFixed(2)} s`,
    met: landingMobile.lcp <= 1500,
  });
}

// ------------------------------------------------------------------------------------------ signed-in panels
// Lighthouse mobile for every page of the signed-in panels (issue 32 point 5: ≥ 98 as the landing): /member as
// the member, /admin and each of its sub-pages as the admin, /superadmin and its sub-pages as the root admin, in
// each language of `--lighthouse-lang`. The session is made for each page through /login
// (`signedInState`: Remember Me, so it lives in local storage, with the app's first-paint cookies) and put into
// Lighthouse's Chrome before each run, its HTTP cache, service workers and Cache Storage emptied: each run is a
// signed-in visitor's cold visit. A run that did not show the panel (ended elsewhere, or asked the API nothing as
// a signed-in user) stops the bench.

/**
 * Puts a signed-in browser state (Playwright's storageState: cookies and the origin's local storage) and the
 * language's cookie into the Chrome at `port`, after clearing everything the origin keeps and the HTTP cache.
 */
async function restoreSession(port, origin, state, lang) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await context.addCookies([
      ...state.cookies,
      { name: LANGUAGE_COOKIE, value: lang, url: origin },
    ]);
    // A document of the origin that runs none of the app's code, to write its local storage.
    await page.goto(`${origin}/api/health`);
    const stored = state.origins.find((item) => item.origin === origin)?.localStorage ?? [];
    await page.evaluate((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, stored);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Each panel's route module and the sign-in page's, as the build's manifest names their files. */
const routeFiles = (() => {
  const built = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const file = (key) => {
    if (!built[key]) throw new Error(`${key} is not in the build's manifest`);
    return `/${built[key].file}`;
  };
  return {
    member: file('src/app/routes/member/member.tsx'),
    admin: file('src/app/routes/admin/admin.tsx'),
    root: file('src/app/routes/superadmin/superadmin.tsx'),
    login: file('src/app/routes/auth/login.tsx'),
    // The member's pages that are routes of their own, outside the panel's module (issue 34).
    '/member/receipts': file('src/app/routes/member/receipts.tsx'),
    '/member/renew': file('src/app/routes/member/renew.tsx'),
  };
})();

/** The route module that shows `page` signed in as `as`: a page's own, or its panel's. */
const routeFileOf = (page, as) => routeFiles[page] ?? routeFiles[as];

/**
 * Fails loudly when a run did not show `page`'s signed-in panel: it ended on another address, did not run the
 * panel's route module, or fetched the sign-in page's (the sign-in page answered at the panel's address).
 */
function checkSignedIn(lhr, page, as, lang) {
  const where = `${page} as ${as} (${lang})`;
  const { pathname } = new URL(lhr.finalDisplayedUrl);
  if (pathname !== page && !pathname.startsWith(`${page}/`))
    throw new Error(`${where} ended on ${lhr.finalDisplayedUrl}: not the signed-in panel`);
  const fetched = new Set(
    (lhr.audits['network-requests'].details?.items ?? []).map((item) =>
      URL.canParse(item.url) ? new URL(item.url).pathname : item.url,
    ),
  );
  if (!fetched.has(routeFileOf(page, as)) || fetched.has(routeFiles.login))
    throw new Error(
      `${where} ${fetched.has(routeFiles.login) ? 'fetched the sign-in page' : "did not fetch its route's module"}: the page shown is not the signed-in panel`,
    );
}

const shortUrl = (url) => {
  if (!URL.canParse(url)) return url;
  const { pathname, search } = new URL(url);
  return `${pathname.replace(/^\/assets\//, '')}${search}`;
};

/** What a run's diagnostics say costs the time: the LCP element and its phases, scripts, blocking, requests. */
function diagnose(lhr, { network = false } = {}) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcpParts = items('largest-contentful-paint-element').flatMap((table) => table.items ?? []);
  const node = lcpParts.find((item) => item.node)?.node;
  const phases = lcpParts.filter((item) => item.phase);
  const observed = items('metrics')[0] ?? {};
  console.log(
    `    LCP element: ${node ? `${node.nodeLabel} (${node.selector ?? ''})` : '—'}; phases ${phases
      .map((item) => `${item.phase} ${Math.round(item.timing)} ms`)
      .join(
        ', ',
      )}; observed on this machine (unthrottled): FCP ${Math.round(observed.observedFirstContentfulPaint ?? 0)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint ?? 0)} ms`,
  );
  const scripts = items('bootup-time').slice(0, 4);
  console.log(
    `    scripts (4× CPU): ${scripts
      .map(
        (item) =>
          `${shortUrl(item.url)} ${Math.round(item.total)} ms (run ${Math.round(item.scripting)}, parse ${Math.round(item.scriptParseCompile)})`,
      )
      .join('; ')}`,
  );
  const mainThread = items('mainthread-work-breakdown')
    .slice(0, 4)
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`);
  console.log(`    main thread: ${mainThread.join(', ')}`);
  const blocking = [...items('render-blocking-resources'), ...items('render-blocking-insight')];
  console.log(
    `    render-blocking: ${blocking.length ? blocking.map((item) => `${shortUrl(item.url)} ${Math.round(item.wastedMs ?? 0)} ms`).join(', ') : 'none'}`,
  );
  const requests = items('network-requests');
  const transfer = requests.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  const last = Math.max(...requests.map((item) => item.networkEndTime ?? 0));
  console.log(
    `    ${requests.length} requests, ${(transfer / 1000).toFixed(1)} kB transferred, the last ending at ${Math.round(last)} ms (observed)`,
  );
  if (network)
    for (const item of requests)
      console.log(
        `      ${String(Math.round(item.networkRequestTime)).padStart(6)} ${String(Math.round(item.networkEndTime)).padStart(6)} ${((item.transferSize ?? 0) / 1000).toFixed(1).padStart(6)} kB  ${String(item.resourceType ?? '').padEnd(10)} ${shortUrl(item.url)}`,
      );
}

const panelNames = lighthousePages.filter((name) => name !== 'public');
if (!args['no-lighthouse'] && panelNames.length) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijas-bench-panels-'));
  const app = await startServer({ DATA_DIR: dataDir, WEB_DIST: dist, RATE_LIMIT_LOGIN: '10000' });
  const only = args['lighthouse-only']?.split(',').map((page) => page.trim());
  const pages = panelPages(dist, panelNames).filter(({ page }) => !only || only.includes(page));
  const rows = [];
  const chrome = await launchChrome();
  if (args['lighthouse-save']) mkdirSync(args['lighthouse-save'], { recursive: true });
  // Sessions are made for each page: an access token lives 5 minutes (TOKEN_LIFETIMES), and the app renews an
  // expired one with the stored refresh token, which the server then replaces: a state saved earlier would be
  // signed out.
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(
      `\nLighthouse 12 mobile, the signed-in panels: median of ${runs} run(s) per page, each a cold cache with ` +
        `the session kept (goal: performance ≥ 98)`,
    );
    console.log(
      `${'page'.padEnd(30)} ${'as'.padEnd(6)} lang  perf   FCP ms   LCP ms   TBT ms  1-min load average before each run`,
    );
    for (const lang of lighthouseLanguages) {
      for (const { page, as } of pages) {
        const state = await signedInState(browser, app.origin, as);
        const result = await audit(chrome.port, `${app.origin}${page}`, 'mobile', {
          keepStorage: true,
          categories: ['performance'],
          beforeRun: () => restoreSession(chrome.port, app.origin, state, lang),
        });
        checkSignedIn(result.lhr, page, as, lang);
        rows.push({ page, as, lang, ...result });
        console.log(
          `${page.padEnd(30)} ${as.padEnd(6)} ${lang.padEnd(4)} ${String(result.performance).padStart(5)} ${[
            result.fcp,
            result.lcp,
            result.tbt,
          ]
            .map((value) => String(Math.round(value)).padStart(8))
            .join(' ')}  ${result.loadsBefore.map((value) => value.toFixed(2)).join(' ')}`,
        );
        const load = loadAverage(Math.max(...result.loadsBefore));
        if (load.busy) console.log(load.warning);
        if (args['lighthouse-save'])
          writeFileSync(
            path.join(
              args['lighthouse-save'],
              `${page.slice(1).replaceAll('/', '_')}-${as}-${lang}.json`,
            ),
            JSON.stringify(result.lhr),
          );
        if (result.performance < 98) diagnose(result.lhr, { network: args['lighthouse-network'] });
      }
    }
  } finally {
    await browser.close();
    await chrome.kill();
    app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const below = rows.filter((row) => row.performance < 98);
  const lowest = rows.reduce((low, row) => (row.performance < low.performance ? row : low));
  budgets.push({
    what: 'signed-in panels Lighthouse mobile performance ≥ 98',
    value: `${below.length} of ${rows.length} below; lowest ${lowest.performance} (${lowest.page} ${lowest.lang})`,
    met: below.length === 0,
  });
}

console.log('\nBudget                                               figure                 ');
for (const budget of budgets) {
  console.log(
    `${budget.what.padEnd(52)} ${budget.value.padEnd(22)} ${budget.met ? 'met' : 'MISSED'}`,
  );
}
if (args.strict && budgets.some((budget) => !budget.met)) process.exit(1);
