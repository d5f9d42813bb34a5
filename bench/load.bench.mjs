// A mixed load on the API: a PostgreSQL 15 server (throwaway, or kept in `--data-dir`), the demo data plus N bulk
// members (default 10 000; `--members N`), then autocannon at 50 connections for 60 s (`--connections`,
// `--duration`), each connection cycling through login, the member list, a username search and a membership
// renewal, as admins at work do. Prints throughput, latency percentiles (p95 from every response) and errors.
// Goal: 0 errors.
//
// By default the app runs inside this process. `--processes` runs the real server instead (the compiled
// `dist/main.js` with plain node, as `pnpm start` and production do; built first) three times on the same data: on PostgreSQL with WEB_CONCURRENCY=1, then =2 (with
// the ratio of their throughputs), then on the embedded PGlite (one process, its own data directory seeded the
// same way), at `--connections` and at 10. `node bench/load.bench.mjs --processes --duration 20` takes about
// 3 minutes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';

register();

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '60' },
    processes: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
});

const server = '../apps/server/src';
const { buildApp } = await import(`${server}/app.ts`);
const { loadConfig } = await import(`${server}/config.ts`);
const { openDatabase } = await import(`${server}/db/database.ts`);
const { openPostgres, seedMembers } = await import('./postgres.mjs');
const { buildServer, killServers, startServer } = await import('./server-process.mjs');

const ADMIN = { emailOrUsername: 'admin', password: 'Admin#Mijas2026' };
const members = Number(args.members);

/** The server's settings, for this process's app and the spawned servers alike. */
const ENV = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  MAIL_TRANSPORT: 'outbox',
  // Every connection comes from 127.0.0.1: the per-IP login limit would turn the load into 429s.
  RATE_LIMIT_LOGIN: '1000000',
};

const fixed = (value) => value.toFixed(1);

function percentile(sorted, p) {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The demo data and the bulk members (bench/postgres.mjs). */
const seed = (database) => seedMembers(database, members, ENV);

/** Autocannon on `base` with the admins' mix; returns its figures. */
async function load(base, connections = Number(args.connections)) {
  const login = await fetch(`${base}/api/v1/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const page = await fetch(`${base}/api/v1/Admin/members?pageNumber=1&pageSize=100&username=bulk`, {
    headers: auth,
  });
  const ids = (await page.json()).members.map((member) => member.id);
  if (ids.length === 0) throw new Error('no bulk members to renew');

  let n = 0;
  const next = () => (n = (n + 1) % 1_000_000);
  const times = [];
  const started = performance.now();
  const instance = autocannon({
    url: base,
    connections,
    duration: Number(args.duration),
    requests: [
      {
        method: 'POST',
        path: '/api/v1/User/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      },
      { method: 'GET', path: '/api/v1/Admin/members?pageNumber=1&pageSize=10', headers: auth },
      {
        method: 'GET',
        headers: auth,
        setupRequest: (request) => ({
          ...request,
          path: `/api/v1/Admin/members?pageNumber=1&pageSize=10&username=bulk${next() % members}`,
        }),
      },
      {
        method: 'PUT',
        path: '/api/v1/Admin/members/renew-membership',
        headers: auth,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            memberId: ids[next() % ids.length],
            numberOfDays: 30,
            amount: 10,
          }),
        }),
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    result,
    connections,
    seconds,
    perSecond: result.requests.total / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function report(figures) {
  const { result } = figures;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  console.log(
    `${figures.connections} connections, ${figures.seconds.toFixed(0)} s, mix: login, list, username search, renew`,
  );
  console.log(`requests        ${result.requests.total} (${figures.perSecond.toFixed(0)}/s)`);
  console.log(
    `latency ms      p50 ${fixed(figures.p50)}  p95 ${fixed(figures.p95)}  p99 ${fixed(figures.p99)}  max ${fixed(figures.max)}`,
  );
  console.log(`statuses        ${statuses}`);
  console.log(
    `errors          ${figures.errors} (connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
}

const cleanups = [];
const stopAll = async () => {
  killServers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
};
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    void stopAll().then(() => process.exit(130));
  });
}

async function inProcess() {
  const pg = await openPostgres(args['data-dir']);
  cleanups.push(() => pg.stop());
  const database = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
  cleanups.push(() => database.close());
  await seed(database);
  console.log(`PostgreSQL 15, ${members} bulk members`);
  const app = await buildApp({ config: { ...loadConfig(ENV), webDist: '/nonexistent' }, database });
  cleanups.push(() => app.close());
  const figures = await load(await app.listen({ port: 0, host: '127.0.0.1' }));
  report(figures);
  return figures.errors;
}

async function processes() {
  // The compiled server, fresh: what `pnpm start` and production run.
  buildServer();
  const pg = await openPostgres(args['data-dir']);
  cleanups.push(() => pg.stop());
  const database = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
  try {
    await seed(database);
  } finally {
    await database.close();
  }
  const rows = [];
  let errors = 0;
  for (const workers of [1, 2]) {
    console.log(`\n-- PostgreSQL 15, ${members} bulk members, WEB_CONCURRENCY=${workers} --`);
    const server = await startServer({
      ...ENV,
      DATABASE_URL: pg.url,
      WEB_CONCURRENCY: String(workers),
    });
    try {
      const figures = await load(server.base);
      report(figures);
      rows.push([`PostgreSQL, WEB_CONCURRENCY=${workers}, ${figures.connections} conn.`, figures]);
      errors += figures.errors;
    } finally {
      await server.stop();
    }
  }

  console.log(`\n-- PGlite (embedded, one process), ${members} bulk members --`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mijas-load-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const embedded = await openDatabase({ dataDir: dir });
  try {
    await seed(embedded);
  } finally {
    await embedded.close();
  }
  const server = await startServer({ ...ENV, DATA_DIR: dir });
  try {
    // The same load, then a smaller one (a club's office rather than a rush).
    for (const connections of [Number(args.connections), 10]) {
      const figures = await load(server.base, connections);
      report(figures);
      rows.push([`PGlite, one process, ${connections} conn.`, figures]);
      errors += figures.errors;
    }
  } finally {
    await server.stop();
  }

  console.log(`\n${args.duration} s each, the same mix`);
  console.log('server                                     requests/s   p50 ms   p95 ms   errors');
  for (const [name, figures] of rows) {
    console.log(
      `${name.padEnd(43)}${figures.perSecond.toFixed(0).padStart(10)}${fixed(figures.p50).padStart(9)}${fixed(figures.p95).padStart(9)}${String(figures.errors).padStart(9)}`,
    );
  }
  const [one, two] = rows;
  console.log(
    `WEB_CONCURRENCY=2 / =1: ${(two[1].perSecond / one[1].perSecond).toFixed(2)} × the throughput, ` +
      `p95 ${fixed(two[1].p95)} / ${fixed(one[1].p95)} ms`,
  );
  return errors;
}

try {
  const errors = args.processes ? await processes() : await inProcess();
  console.log(errors === 0 ? 'goal met: 0 errors' : 'goal MISSED: errors');
  process.exitCode = errors === 0 ? 0 : 1;
} catch (error) {
  // Interrupted: what runs fails as it is stopped; the signal's handler finishes and exits.
  if (!interrupted) throw error;
  await new Promise(() => {});
} finally {
  await stopAll();
}
