// The admins' export at scale (issue 21, "export" part of the admin benches): bulk-seeds N members (default
// 100 000; `--members N`) on a PostgreSQL 15 server (or PGlite: `--only pglite`), then downloads
// `GET /api/v1/Admin/members/export` over real HTTP, whole and filtered, reading the stream as a browser does, and
// prints the time, the rows and rows/s, and the server's memory growth (the export streams in keyset batches;
// its memory must not grow with the rows). Goal: 100 000 rows in ≤ 3 s on PostgreSQL (`--goal` seconds); a miss
// exits 1. Also times the ids of a whole filtered search (`GET /Admin/members/ids`). `--data-dir DIR` keeps the
// PostgreSQL data between runs, as `api.bench.mjs`.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    goal: { type: 'string', default: '3' },
    only: { type: 'string', default: 'postgres' },
    runs: { type: 'string', default: '3' },
    'data-dir': { type: 'string' },
  },
});
const members = Number(args.members);
const goalSeconds = Number(args.goal);
const runs = Number(args.runs);

const server = '../apps/server/src';
const { buildApp } = await import(`${server}/app.ts`);
const { loadConfig } = await import(`${server}/config.ts`);
const { seedDatabase } = await import(`${server}/seed/index.ts`);
const { seedBulkMembersSql } = await import(`${server}/seed/bulk-sql.ts`);
const { nextBulkIndex } = await import(`${server}/seed/bulk.ts`);
const { benchDatabases } = await import('./postgres.mjs');

const MB = 1024 * 1024;

/** Downloads one export: seconds, data rows (CRLF-ended lines minus the header), bytes, peak RSS growth. */
async function download(base, headers, query) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const response = await fetch(
    `${base}/api/v1/Admin/members/export?${new URLSearchParams(query)}`,
    {
      headers,
    },
  );
  if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 0x0a) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // Line breaks inside cells would count too: the bulk seed has none.
  return { seconds, rows: lines - 1, bytes, rssGrowth: (peak - rssBefore) / MB };
}

async function measure(kind, open) {
  const { database, cleanup } = await open();
  pending.add(cleanup);
  try {
    const config = {
      ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', MAIL_TRANSPORT: 'outbox' }),
      webDist: '/nonexistent',
    };
    await seedDatabase(database.db, config);
    const have = await nextBulkIndex(database.db);
    if (have < members) {
      console.log(`\n-- ${kind}: seeding ${members - have} members --`);
      const started = performance.now();
      await seedBulkMembersSql(database.db, { members: members - have });
      console.log(`bulk seed: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await database.db.$client.query('VACUUM ANALYZE');
    } else {
      console.log(`\n-- ${kind}: ${have} bulk members already there (kept data directory) --`);
    }
    const app = await buildApp({ config, database });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const login = await fetch(`${base}/api/v1/User/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrUsername: 'admin', password: 'Admin#Mijas2026' }),
      });
      if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
      const { token } = await login.json();
      const headers = { authorization: `Bearer ${token}` };
      // Figures on a busy machine say little: the load is printed with them.
      console.log(
        `load average ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')} on ${os.cpus().length} cores`,
      );
      console.log(
        'case                         seconds      rows       rows/s      MB   server RSS +MB',
      );
      let missed = false;
      const cases = [
        ['every member', {}],
        ['status=active', { status: 'active' }],
        ['status=unverified', { status: 'unverified' }],
        ['username search "bulk1"', { username: 'bulk1' }],
      ];
      for (const [name, query] of cases) {
        const times = [];
        let last;
        for (let i = 0; i < runs; i += 1) {
          last = await download(base, headers, query);
          times.push(last.seconds);
        }
        const best = Math.min(...times);
        const worst = Math.max(...times);
        const whole = name === 'every member';
        const met = !whole || worst <= goalSeconds;
        if (!met) missed = true;
        console.log(
          `${name.padEnd(28)} ${worst.toFixed(2).padStart(7)}  ${String(last.rows).padStart(8)}  ${Math.round(
            last.rows / worst,
          )
            .toString()
            .padStart(11)}  ${(last.bytes / MB).toFixed(1).padStart(6)}  ${last.rssGrowth
            .toFixed(0)
            .padStart(
              8,
            )}   ${whole ? `(worst of ${runs}, best ${best.toFixed(2)} s; goal ≤ ${goalSeconds} s: ${met ? 'met' : 'MISSED'})` : `(worst of ${runs})`}`,
        );
      }
      for (const [name, query] of [
        ['ids status=never', { status: 'never' }],
        ['ids joinedMonth', { joinedMonth: new Date().toISOString().slice(0, 7) }],
      ]) {
        const started = performance.now();
        const response = await fetch(
          `${base}/api/v1/Admin/members/ids?${new URLSearchParams(query)}`,
          { headers },
        );
        const body = await response.json();
        console.log(
          `${name.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(3).padStart(7)}  ${response.status} ${body.ids ? `${body.ids.length} ids` : body.message}`,
        );
      }
      if (missed) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    pending.delete(cleanup);
    await cleanup();
  }
}

/** Cleanups to run if the bench is interrupted (a PostgreSQL server must not outlive it). */
const pending = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    for (const cleanup of pending) await cleanup().catch(() => {});
    process.exit(130);
  });
}

const backends = benchDatabases(args['data-dir']);

await measure(args.only, backends[args.only]);
