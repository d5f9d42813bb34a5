// What a signed-in panel's page blocks the main thread for (issue 32 point 5: Lighthouse's Total Blocking Time, the
// figure its mobile score lost most to), measured directly and many times: Lighthouse's TBT is one simulated run
// per page, and on this 2-core machine two runs of one page differ by 100–400 ms, more than most changes make.
// Each run opens the page in a new context (the session kept with Remember Me, as `bench/routes.mjs` signs in;
// the cache off; the service worker blocked) at 4× CPU slowdown (CDP, as Lighthouse's mobile), watches the page's
// long tasks (a `longtask` observer from the document's start), and stops a second after the network is quiet.
// Blocking time: each long task's time over 50 ms, summed (TBT, from the start rather than from the first paint:
// the prerendered page paints in its first tasks). Prints per page and language the median of the runs, each run,
// the median of the longest task, and the load average before the page's runs.
// `node bench/main-thread.bench.mjs [--runs 9] [--panels member,admin,superadmin] [--lang en,ar] [--only /a,/b]
// [--cpu 4] [--no-build]`. Prints numbers; exits 0.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { register } from 'tsx/esm/api';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { loadAverage } from './common.mjs';
import { LANGUAGE_COOKIE, panelPages, signedInState } from './routes.mjs';

register();
const { buildForBrowserBench, startBrowserBenchServer, webDist } =
  await import('./server-process.mjs');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    panels: { type: 'string', default: 'member,admin,superadmin' },
    lang: { type: 'string', default: 'en,ar' },
    only: { type: 'string' },
    cpu: { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const cpuRate = Number(args.cpu);
const languages = args.lang.split(',');
const only = args.only?.split(',');
buildForBrowserBench(args['no-build']);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One load of `url` in a new context with `state`: the durations of its long tasks (ms, throttled). */
async function longTasks(browser, state, url, lang) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    storageState: state,
    viewport: { width: 412, height: 823 },
  });
  try {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: lang, url }]);
    await context.addInitScript(() => {
      const seen = [];
      Object.defineProperty(window, '__benchLongTasks', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // A task the data's answer starts may begin just after the quiet: it is waited for by a second.
    await page.waitForFunction(
      (since) => performance.now() > since + 1000,
      await page.evaluate(() => performance.now()),
    );
    return await page.evaluate(() => window.__benchLongTasks);
  } finally {
    await context.close();
  }
}

const app = await startBrowserBenchServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const pages = panelPages(webDist, args.panels.split(',')).filter(
    ({ page }) => !only || only.includes(page),
  );
  const states = new Map();
  console.log(
    `Blocking time of a signed-in page's load (long tasks' time over 50 ms, summed), CPU ${cpuRate}× slower, ` +
      `median of ${runs} runs:`,
  );
  console.log(
    `${'page'.padEnd(30)} ${'as'.padEnd(6)} lang ${'blocking ms'.padStart(11)} ${'longest ms'.padStart(10)}  runs`,
  );
  for (const { page, as } of pages) {
    if (!states.has(as)) states.set(as, await signedInState(browser, app.base, as));
    for (const lang of languages) {
      const load = loadAverage();
      const blocking = [];
      const longest = [];
      for (let run = 0; run < runs; run += 1) {
        const tasks = await longTasks(browser, states.get(as), `${app.base}${page}`, lang);
        blocking.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
        longest.push(Math.max(0, ...tasks));
      }
      console.log(
        `${page.padEnd(30)} ${as.padEnd(6)} ${lang.padEnd(4)} ${median(blocking).toFixed(0).padStart(11)} ` +
          `${median(longest).toFixed(0).padStart(10)}  ${blocking.map((value) => value.toFixed(0)).join(' ')}  ${load.line}`,
      );
      if (load.busy) console.log(load.warning);
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
