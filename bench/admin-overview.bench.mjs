// The admin overview (issue 21, `GET /Admin/overview`) at scale: bulk-seeds N members (default 100 000;
// `--members N`) on a PostgreSQL 15 server (`--only pglite` for PGlite instead), each with a membership and a
// renewal spread over about two years, then prints p50/p95 of the overview query (`overview/queries.ts`, every
// statement it runs) and of the whole request over real HTTP, and each statement's plan time (EXPLAIN ANALYZE).
// Goal: p95 ≤ 50 ms on PostgreSQL (`--goal`); a miss prints the plans (EXPLAIN (ANALYZE, BUFFERS)) and exits 1.
// `--requests N` per case (default 100). The overview part is one exported function, `benchOverview`, so
// another bench can call it on a database it already seeded.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();

const server = '../apps/server/src';
const { overview, overviewQueries } = await import(`${server}/overview/queries.ts`);
const { adminHeaders, ms, summary } = await import('./common.mjs');

/** The overview's statements, by name (drizzle builders: `toSQL()` gives the text and parameters). */
function statements(db, now) {
  const q = overviewQueries(db, now);
  return Object.entries(q)
    .filter(([, value]) => typeof value?.toSQL === 'function')
    .map(([name, builder]) => ({ name, ...builder.toSQL() }));
}

/**
 * Times the overview on `database` (seeded): the query function, `requests` times, and, with `base` and
 * `headers` (a listening app and an admin's token), the HTTP request; then EXPLAIN ANALYZE of each statement.
 * Returns whether p95 of the query met `goal` ms.
 */
export async function benchOverview(database, { requests = 100, goal = 50, base, headers } = {}) {
  const client = database.db.$client;
  const now = new Date();
  const first = await overview(database.db, now);
  console.log(
    `overview: ${first.totals.members} members, ${first.totals.active} active, ${first.totals.expiringSoon} expiring ` +
      `soon, ${first.totals.expired} expired, ${first.totals.neverMember} never, ${first.totals.unverified} unverified; ` +
      `renewals this month ${first.renewalsByMonth.at(-1)?.count}, new members this month ${first.newMembersByMonth.at(-1)?.count}`,
  );
  const cases = [['overview query', () => overview(database.db, new Date())]];
  if (base) {
    cases.push([
      'GET /Admin/overview',
      async () => {
        const response = await fetch(`${base}/api/v1/Admin/overview`, { headers });
        if (!response.ok) throw new Error(`overview: ${response.status} ${await response.text()}`);
        return response.json();
      },
    ]);
  }
  console.log('case                        p50      p95      max     goal');
  let met = true;
  for (const [name, run] of cases) {
    for (let i = 0; i < 5; i += 1) await run();
    const times = [];
    for (let i = 0; i < requests; i += 1) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    const s = summary(times);
    const ok = s.p95 <= goal;
    if (name === 'overview query') met = ok;
    console.log(
      `${name.padEnd(24)} ${ms(s.p50)}  ${ms(s.p95)}  ${ms(s.max)}   ≤ ${goal} ms ${ok ? 'met' : 'MISSED'}`,
    );
  }
  console.log('statement          EXPLAIN ANALYZE ms (planning + execution)');
  for (const statement of statements(database.db, now)) {
    const result = await client.query(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`,
      statement.params,
    );
    const [plan] = result.rows[0]['QUERY PLAN'] ?? result.rows[0]['query plan'];
    console.log(
      `${statement.name.padEnd(18)} ${ms(plan['Planning Time'] + plan['Execution Time'])}`,
    );
    if (!met) {
      const text = await client.query(
        `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
        statement.params,
      );
      for (const row of text.rows) console.log(`    ${Object.values(row)[0]}`);
    }
  }
  return met;
}

// --- Run by itself: seed N members, then time the overview ---

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values: args } = parseArgs({
    options: {
      members: { type: 'string', default: '100000' },
      requests: { type: 'string', default: '100' },
      goal: { type: 'string', default: '50' },
      only: { type: 'string', default: 'postgres' },
    },
  });
  const { buildApp } = await import(`${server}/app.ts`);
  const { loadConfig } = await import(`${server}/config.ts`);
  const { openDatabase } = await import(`${server}/db/database.ts`);
  const { seedDatabase } = await import(`${server}/seed/index.ts`);
  const { seedBulkMembersSql } = await import(`${server}/seed/bulk-sql.ts`);
  const { openPostgres } = await import('./postgres.mjs');

  let cleanup = async () => {};
  let database;
  if (args.only === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mijas-bench-'));
    database = await openDatabase({ dataDir: dir });
    cleanup = async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    };
  } else {
    const pg = await openPostgres();
    database = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
    cleanup = async () => {
      await database.close();
      await pg.stop();
    };
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await cleanup().catch(() => {});
      process.exit(130);
    });
  }
  try {
    const config = {
      ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', MAIL_TRANSPORT: 'outbox' }),
      webDist: '/nonexistent',
    };
    await seedDatabase(database.db, config);
    const members = Number(args.members);
    console.log(`-- ${args.only}: seeding ${members} members --`);
    const started = performance.now();
    await seedBulkMembersSql(database.db, { members });
    console.log(`bulk seed: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await database.db.$client.query('VACUUM ANALYZE');
    const app = await buildApp({ config, database });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const met = await benchOverview(database, {
        requests: Number(args.requests),
        goal: Number(args.goal),
        base,
        headers: await adminHeaders(base),
      });
      if (!met) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    await cleanup();
  }
}
