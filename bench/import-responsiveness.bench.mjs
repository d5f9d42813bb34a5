// The import beside everyone else (issue 30, point 5): while four previews of a 20 000-row file of multi-line
// quoted cells and one import of another 20 000-row file run, what do the other requests wait? The real, compiled
// server (`dist/main.js`, built first) in production mode, on PostgreSQL 15 with WEB_CONCURRENCY=2, then on the
// embedded PGlite (one process). Other requests arrive at a steady rate whatever the server does (an open loop,
// `--rate` per second: the member list's first page and `/api/health` in turn), each timed from when it was due
// to its last byte (or its failure), so a stalled process counts every request it kept waiting. Prints their
// p50/p95/max idle, during the load and idle again after it (the list then pages a larger table), and each heavy
// call's status and time. Goal: others' p95 during the load < 200 ms (`--goal`);
// a miss exits 1.
//
// `--only postgres` or `--only pglite` runs one; `--rows N` changes both files' size (default 20 000, the most
// the import takes); `--dist FILE` runs another compiled server instead of building this one (an older build,
// to compare).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { ms, summary } from './common.mjs';

register();

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '20000' },
    rate: { type: 'string', default: '40' },
    goal: { type: 'string', default: '200' },
    only: { type: 'string' },
    dist: { type: 'string' },
  },
});
const rows = Number(args.rows);
const perSecond = Number(args.rate);
const goalMs = Number(args.goal);

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const { freePort } = await import('../apps/server/test/postgres-server.ts');
const { HEADER, goodCells } = await import('../apps/server/test/import-file.ts');
const { openPostgres } = await import('./postgres.mjs');

const ROOT_PASSWORD = 'Bench#Root2026';
/** Production as it runs (no response checks, no demo accounts), mail kept back (no SMTP server is there). */
const ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
  ROOT_ADMIN_PASSWORD: ROOT_PASSWORD,
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_WORKER_INTERVAL_MS: '0',
  RATE_LIMIT_LOGIN: '1000000',
};

/**
 * A file of `count` valid members (`test.<tag><i>`) whose every cell is quoted and whose address runs over two
 * lines: what a spreadsheet writes for addresses typed with Alt+Enter, and the slowest for the parser.
 */
function multiLineFile(tag, count) {
  const lines = [HEADER.join(',')];
  for (let i = 0; i < count; i += 1) {
    const cells = goodCells(`${tag}${i}`);
    cells.addressDetails = `Building ${i}, "Al Hussein" Street\nJabal Amman, near the ${i % 7}th circle`;
    lines.push(HEADER.map((field) => `"${cells[field].replaceAll('"', '""')}"`).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}

/** The real server as a process, resolved once its banner says it serves. */
async function startServer(env) {
  const port = await freePort();
  const entry = args.dist ? path.resolve(args.dist) : path.join(serverDir, 'dist/main.js');
  const child = spawn(process.execPath, [entry], {
    cwd: path.dirname(path.dirname(entry)),
    env: {
      ...process.env,
      ...ENV,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  void exited.then(() => running.delete(child));
  let output = '';
  await new Promise((resolve, reject) => {
    const append = (chunk) => {
      output += chunk.toString();
      if (/MIJAS Club is running at /.test(output)) resolve();
    };
    child.stdout.on('data', append);
    child.stderr.on('data', append);
    void exited.then(() => reject(new Error(`the server ended before serving:\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function rootToken(base) {
  const login = await fetch(`${base}/api/v1/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: 'root', password: ROOT_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return (await login.json()).token;
}

/**
 * Other requests at `perSecond`, until `stop()`: resolves with each one's time (ms, from when it was due to its
 * last byte) and the statuses that were not 200.
 */
function otherRequests(base, token) {
  const paths = ['/api/v1/Admin/members?pageNumber=1&pageSize=10', '/api/health'];
  const headers = { authorization: `Bearer ${token}` };
  const times = [];
  const failures = [];
  const inFlight = new Set();
  const interval = 1000 / perSecond;
  const started = performance.now();
  let sent = 0;
  let stopped = false;
  const send = (due) => {
    const request = fetch(`${base}${paths[sent % paths.length]}`, { headers })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(response.status);
      })
      .catch((error) => failures.push(error.cause?.code ?? error.message))
      .finally(() => {
        // A request that failed counts with the time it took to fail.
        times.push(performance.now() - due);
        inFlight.delete(request);
      });
    inFlight.add(request);
    sent += 1;
  };
  // Every request that fell due since the last tick is sent, due at its own time: a late tick loses none.
  const tick = () => {
    const now = performance.now();
    while (!stopped && started + sent * interval <= now) send(started + sent * interval);
  };
  const timer = setInterval(tick, Math.max(1, interval / 2));
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(inFlight);
      return { times, failures };
    },
  };
}

const wait = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** One heavy call: status, seconds, and what it answered in a few words. */
async function heavy(base, token, pathname, body) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1${pathname}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  const answer = await response.json();
  const seconds = (performance.now() - started) / 1000;
  const what =
    response.status !== 200
      ? JSON.stringify(answer).slice(0, 120)
      : 'imported' in answer
        ? `${answer.imported.length} imported, ${answer.skipped.length} skipped`
        : `${answer.totalRows} rows, ${answer.invalidRows.length} with problems`;
  return { pathname, status: response.status, seconds, what };
}

/** `{ 503: 2, UND_ERR_CONNECT_TIMEOUT: 40 }` as `503 × 2, UND_ERR_CONNECT_TIMEOUT × 40`. */
function counted(failures) {
  const counts = new Map();
  for (const failure of failures) counts.set(failure, (counts.get(failure) ?? 0) + 1);
  return [...counts].map(([failure, n]) => `${failure} × ${n}`).join(', ');
}

function line(name, { times, failures }) {
  const { p50, p95, max } = summary(times);
  return `${name.padEnd(28)} ${String(times.length).padStart(6)} ${ms(p50)} ${ms(p95)} ${ms(max)}   ${failures.length ? `not 200: ${counted(failures)}` : 'all 200'}`;
}

async function measure(kind, env) {
  const server = await startServer(env);
  try {
    const token = await rootToken(server.base);
    const previewBody = JSON.stringify({ csv: multiLineFile('prev', rows) });
    const importBody = JSON.stringify({ csv: multiLineFile('imp', rows) });
    console.log(
      `\n-- ${kind}: 4 previews of ${rows} rows (${(previewBody.length / 1e6).toFixed(1)} MB) and 1 import of ${rows} rows, others at ${perSecond}/s --`,
    );
    // Other programs on the machine show in the idle line: the load average says how busy it was.
    console.log(
      `load average before: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}`,
    );

    const idleLoad = otherRequests(server.base, token);
    await wait(3000);
    const idle = await idleLoad.stop();

    const busyLoad = otherRequests(server.base, token);
    await wait(250);
    const calls = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        heavy(server.base, token, '/Admin/members/import/preview', previewBody),
      ),
      heavy(server.base, token, '/Admin/members/import', importBody),
    ]);
    const busy = await busyLoad.stop();
    // The same requests once it is over, on the database the import grew (the list's own cost at that size).
    const afterLoad = otherRequests(server.base, token);
    await wait(3000);
    const after = await afterLoad.stop();

    console.log('others                           n  p50 ms  p95 ms  max ms');
    console.log(line('idle (3 s)', idle));
    console.log(line('during the previews + import', busy));
    console.log(line('idle after (3 s)', after));
    for (const call of calls) {
      console.log(
        `  ${call.pathname.padEnd(31)} ${call.status} ${call.seconds.toFixed(2).padStart(6)} s  ${call.what}`,
      );
    }
    const p95 = summary(busy.times).p95;
    const met = p95 < goalMs && busy.failures.length === 0 && calls.every((c) => c.status === 200);
    if (!met) process.exitCode = 1;
    console.log(
      `others' p95 during the load < ${goalMs} ms and all answered: ${met ? 'met' : 'MISSED'}`,
    );
    return p95;
  } finally {
    await server.stop();
  }
}

const running = new Set();
const cleanups = [];
const stopAll = async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void stopAll().then(() => process.exit(130)));
}

try {
  if (!args.dist) {
    const build = spawnSync('pnpm', ['--filter', '@mijas/server', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server build failed');
  }
  if (!args.only || args.only === 'postgres') {
    const pg = await openPostgres();
    cleanups.push(() => pg.stop());
    await measure('PostgreSQL 15, WEB_CONCURRENCY=2', {
      DATABASE_URL: pg.url,
      WEB_CONCURRENCY: '2',
    });
  }
  if (!args.only || args.only === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mijas-import-bench-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    await measure('PGlite, one process', { DATA_DIR: dir });
  }
} finally {
  await stopAll();
}
