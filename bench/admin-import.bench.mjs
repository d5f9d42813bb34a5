// The members' import (issue 21), part "import" of the admin tools' benches: a 10 000-row file with 50 bad rows
// (`apps/server/test/import-file.ts`), previewed then imported over real HTTP on a PostgreSQL 15 server (and on
// PGlite), each timed: the preview reads the file and asks the database once for its duplicates; the import
// writes 9 950 accounts, their history entries, verification tokens and mails in one transaction of batch
// inserts. Goal: each ≤ 10 s on PostgreSQL (`--goal` seconds); a miss exits 1.
//
// `--only postgres` or `--only pglite` runs one backend; `--rows N` changes the file's size (default 10 000).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    goal: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const total = Number(args.rows);
const goal = Number(args.goal);

const server = '../apps/server/src';
const { buildApp } = await import(`${server}/app.ts`);
const { loadConfig } = await import(`${server}/config.ts`);
const { DEMO_ACCOUNTS, seedDatabase } = await import(`${server}/seed/index.ts`);
const { acceptanceFile } = await import('../apps/server/test/import-file.ts');
const { benchDatabases } = await import('./postgres.mjs');

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`.padStart(9);

async function measure(kind, open) {
  const { database, cleanup } = await open();
  pending.add(cleanup);
  try {
    const config = {
      ...loadConfig({
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        MAIL_TRANSPORT: 'outbox',
        MAIL_WORKER_INTERVAL_MS: '0',
      }),
      webDist: '/nonexistent',
    };
    await seedDatabase(database.db, config);
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
      const { csv, bad } = acceptanceFile(total, DEMO_ACCOUNTS.member.email);
      const post = async (pathname) => {
        const started = performance.now();
        const response = await fetch(`${base}/api/v1${pathname}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ csv }),
        });
        const body = await response.json();
        const time = performance.now() - started;
        if (!response.ok)
          throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`);
        return { body, time };
      };
      console.log(
        `\n-- ${kind}: ${total} rows, ${bad.size} bad, ${(csv.length / 1e6).toFixed(1)} MB --`,
      );
      const preview = await post('/Admin/members/import/preview');
      const imported = await post('/Admin/members/import');
      const results = [
        ['preview', preview.time, `${preview.body.invalidRows.length} rows with problems`],
        ['import', imported.time, `${imported.body.imported.length} members imported`],
      ];
      for (const [name, time, what] of results) {
        const met = kind !== 'postgres' || time <= goal * 1000;
        if (!met) process.exitCode = 1;
        console.log(
          `${name.padEnd(8)} ${seconds(time)}   ${kind === 'postgres' ? `≤ ${goal} s ${met ? 'met   ' : 'MISSED'}` : '(no goal) '}  ${what}`,
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

/** Cleanups to run if the bench is interrupted (a PostgreSQL server must not outlive it). */
const pending = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    for (const cleanup of pending) await cleanup().catch(() => {});
    process.exit(130);
  });
}

const backends = benchDatabases();

for (const [kind, open] of Object.entries(backends)) {
  if (args.only && args.only !== kind) continue;
  await measure(kind, open);
}
