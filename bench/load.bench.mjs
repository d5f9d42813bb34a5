// A mixed load on the API: a throwaway PostgreSQL 15 server, the demo data plus N bulk members (default 10 000;
// `--members N`), then autocannon at 50 connections for 60 s (`--connections`, `--duration`), each connection
// cycling through login, the member list, a username search and a membership renewal, as admins at work do.
// Prints throughput, latency percentiles (p95 from every response) and errors. Goal: 0 errors.
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
  },
});

const server = '../apps/server/src';
const { buildApp } = await import(`${server}/app.ts`);
const { loadConfig } = await import(`${server}/config.ts`);
const { openDatabase } = await import(`${server}/db/database.ts`);
const { seedDatabase } = await import(`${server}/seed/index.ts`);
const { seedBulkMembers } = await import(`${server}/seed/bulk.ts`);
const { startPostgres } = await import('../apps/server/test/postgres-server.ts');

const ADMIN = { emailOrUsername: 'admin', password: 'Admin#Mijas2026' };

const fixed = (value) => value.toFixed(1);

function percentile(sorted, p) {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}

const pg = await startPostgres();
let database;
let app;
const stop = async () => {
  await app?.close().catch(() => {});
  await database?.close().catch(() => {});
  await pg.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void stop().then(() => process.exit(130)));
}

try {
  database = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      MAIL_TRANSPORT: 'outbox',
      // Every connection comes from 127.0.0.1: the per-IP login limit would turn the load into 429s.
      RATE_LIMIT_LOGIN: '1000000',
    }),
    webDist: '/nonexistent',
  };
  await seedDatabase(database.db, config);
  const seeded = performance.now();
  await seedBulkMembers(database.db, { members: Number(args.members) });
  console.log(
    `PostgreSQL 15, ${args.members} bulk members seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  await database.db.$client.query('VACUUM ANALYZE');

  app = await buildApp({ config, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
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
    connections: Number(args.connections),
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
          path: `/api/v1/Admin/members?pageNumber=1&pageSize=10&username=bulk${next() % Number(args.members)}`,
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
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${args.connections} connections, ${seconds.toFixed(0)} s, mix: login, list, username search, renew`,
  );
  console.log(`requests        ${result.requests.total} (${result.requests.average.toFixed(0)}/s)`);
  console.log(
    `latency ms      p50 ${fixed(percentile(times, 50))}  p95 ${fixed(percentile(times, 95))}  p99 ${fixed(percentile(times, 99))}  max ${fixed(times.at(-1))}`,
  );
  console.log(`statuses        ${statuses}`);
  console.log(
    `errors          ${errors} (connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
  console.log(errors === 0 ? 'goal met: 0 errors' : 'goal MISSED: errors');
  process.exitCode = errors === 0 ? 0 : 1;
} finally {
  await stop();
}
