// API latency at scale: bulk-seeds N members (default 100 000; `--members N`) on PGlite and on a throwaway
// PostgreSQL 15 server, then prints p50/p95 of GET /api/v1/Admin/members over real HTTP (paging, and username,
// email and phone search) beside the time of the same database query called directly.
// Goal: p95 ≤ 15 ms on PostgreSQL. `--only postgres` or `--only pglite` runs one backend.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    only: { type: 'string' },
  },
});
const members = Number(args.members);
const requests = Number(args.requests);

const server = '../apps/server/src';
const { buildApp } = await import(`${server}/app.ts`);
const { loadConfig } = await import(`${server}/config.ts`);
const { openDatabase } = await import(`${server}/db/database.ts`);
const { seedDatabase } = await import(`${server}/seed/index.ts`);
const { seedBulkMembers } = await import(`${server}/seed/bulk.ts`);
const { jordanMobile } = await import(`${server}/seed/generate.ts`);
const { listMembers, memberListQueries } = await import(`${server}/members/queries.ts`);
const { startPostgres } = await import('../apps/server/test/postgres-server.ts');

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
}

const ms = (value) => value.toFixed(2).padStart(7);

/**
 * The database's own time for the statements of one list call: EXPLAIN ANALYZE of the page and the count
 * query, planning plus execution, summed (no driver, no network, no JSON).
 */
async function sqlTime(db, filter) {
  const client = db.$client;
  let total = 0;
  for (const query of Object.values(await memberListQueries(db, filter))) {
    const { sql, params } = query.toSQL();
    const result = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
    const row = result.rows[0];
    const plan = (row['QUERY PLAN'] ?? Object.values(row)[0])[0];
    total += plan['Planning Time'] + plan['Execution Time'];
  }
  return total;
}

/** The cases: each gives the query string for request i (varied so caches do not flatter the numbers). */
function cases(total) {
  const lastPage = Math.max(1, Math.ceil(total / 10));
  return [
    ['page 1', () => ({ pageNumber: 1, pageSize: 10 })],
    ['deep pages', (i) => ({ pageNumber: 1 + ((i * 7919) % lastPage), pageSize: 10 })],
    [
      'username search',
      (i) => ({ pageNumber: 1, pageSize: 10, username: `bulk${(i * 37) % total}` }),
    ],
    ['email search', (i) => ({ pageNumber: 1, pageSize: 10, email: `bulk${(i * 53) % total}@` })],
    // The local form of a bulk member's number (07x…), as an admin types it.
    [
      'phone search',
      (i) => ({
        pageNumber: 1,
        pageSize: 10,
        phoneNumber: `0${jordanMobile((i * 71) % total).slice(4)}`,
      }),
    ],
    ['no match', (i) => ({ pageNumber: 1, pageSize: 10, username: `zz-nobody-${i}` })],
  ];
}

async function measure(kind, open) {
  console.log(`\n-- ${kind}: seeding ${members} members --`);
  const { database, cleanup } = await open();
  pending.add(cleanup);
  try {
    const config = {
      ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', MAIL_TRANSPORT: 'outbox' }),
      webDist: '/nonexistent',
    };
    await seedDatabase(database.db, config);
    const started = performance.now();
    await seedBulkMembers(database.db, { members });
    console.log(`bulk seed: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // Planner statistics and the visibility map, as autovacuum keeps them on a live database.
    await database.db.$client.query('VACUUM ANALYZE');

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

      console.log(
        'case               http p50  http p95  http max   call p50  call p95   sql p50   sql p95   rows',
      );
      for (const [name, query] of cases(members)) {
        for (let i = 0; i < 10; i += 1) {
          await fetch(`${base}/api/v1/Admin/members?${new URLSearchParams(query(i))}`, { headers });
        }
        const http = [];
        const db = [];
        const raw = [];
        let total = 0;
        for (let i = 0; i < requests; i += 1) {
          const url = `${base}/api/v1/Admin/members?${new URLSearchParams(query(i))}`;
          const t0 = performance.now();
          const response = await fetch(url, { headers });
          const body = await response.json();
          http.push(performance.now() - t0);
          if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
          total += body.totalCount;
          const q = query(i);
          const filter = {
            pageNumber: q.pageNumber,
            pageSize: q.pageSize,
            username: q.username,
            email: q.email,
            phoneNumber: q.phoneNumber,
          };
          const t1 = performance.now();
          await listMembers(database.db, filter);
          db.push(performance.now() - t1);
          raw.push(await sqlTime(database.db, filter));
        }
        const h = summary(http);
        const d = summary(db);
        const r = summary(raw);
        console.log(
          `${name.padEnd(18)} ${ms(h.p50)}  ${ms(h.p95)}  ${ms(h.max)}   ${ms(d.p50)}   ${ms(d.p95)}  ${ms(r.p50)}  ${ms(r.p95)}  ${Math.round(total / requests)}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    pending.delete(cleanup);
    await cleanup();
  }
}

/** Cleanups to run if the bench is interrupted (a throwaway PostgreSQL server must not outlive it). */
const pending = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    for (const cleanup of pending) await cleanup().catch(() => {});
    process.exit(130);
  });
}

const backends = {
  pglite: async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mijas-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      cleanup: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  postgres: async () => {
    const pg = await startPostgres();
    try {
      const database = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
      return {
        database,
        cleanup: async () => {
          await database.close();
          await pg.stop();
        },
      };
    } catch (error) {
      await pg.stop();
      throw error;
    }
  },
};

for (const [kind, open] of Object.entries(backends)) {
  if (args.only && args.only !== kind) continue;
  await measure(kind, open);
}
