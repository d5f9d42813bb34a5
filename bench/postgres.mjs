// A PostgreSQL 15 server for the benches (apps/server/test/postgres-server.ts): throwaway or, with a data
// directory, kept between runs (created on the first run, started again on the next ones), so a 1 000 000-member
// seed is paid once. Durability off, as for the tests; a kept one gets memory for a million rows.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const { startPostgres } = await import('../apps/server/test/postgres-server.ts');

/**
 * `{ url, stop, kept }`: `stop()` shuts a kept server down (its data stays in `dataDir`) and deletes a throwaway
 * one. `kept` is true when the data directory already held a database.
 */
export async function openPostgres(dataDir) {
  if (!dataDir) {
    const server = await startPostgres();
    return { url: server.url, stop: () => server.stop(), kept: false };
  }
  const server = await startPostgres({
    keep: dataDir,
    settings: { shared_buffers: '1GB', max_wal_size: '4GB' },
  });
  return { url: server.url, stop: () => server.stop(), kept: server.kept };
}

/**
 * The benches' two databases, each opened migrated and empty as `{ database, cleanup }`: PGlite in a temporary
 * directory (deleted by `cleanup`), and PostgreSQL on `openPostgres(dataDir)` (stopped by `cleanup`).
 */
export function benchDatabases(dataDir) {
  const opened = import('../apps/server/src/db/database.ts');
  return {
    pglite: async () => {
      const { openDatabase } = await opened;
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
      const { openDatabase } = await opened;
      const pg = await openPostgres(dataDir);
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
}

/**
 * Seeds `database` with the root admin and the demo data (the server's settings `env`) and `members` bulk members
 * (those already there count: a kept data directory is not seeded twice), then analyses it. Says how long the
 * bulk seed took.
 */
export async function seedMembers(database, members, env) {
  const server = '../apps/server/src';
  const { loadConfig } = await import(`${server}/config.ts`);
  const { seedDatabase } = await import(`${server}/seed/index.ts`);
  const { seedBulkMembersSql } = await import(`${server}/seed/bulk-sql.ts`);
  const { nextBulkIndex } = await import(`${server}/seed/bulk.ts`);
  await seedDatabase(database.db, loadConfig(env));
  const have = await nextBulkIndex(database.db);
  if (have < members) {
    const started = performance.now();
    await seedBulkMembersSql(database.db, { members: members - have });
    console.log(
      `${members - have} bulk members seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await database.db.$client.query('VACUUM ANALYZE');
}
