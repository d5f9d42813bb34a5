// A PostgreSQL 15 server for the benches (apps/server/test/postgres-server.ts): throwaway or, with a data
// directory, kept between runs (created on the first run, started again on the next ones), so a 1 000 000-member
// seed is paid once. Durability off, as for the tests; a kept one gets memory for a million rows.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { startPostgres } = await import('../apps/server/test/postgres-server.ts');
const { openDatabase } = await import('../apps/server/src/db/database.ts');

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
 * The databases a bench measures, each `() => { database, cleanup }`: PGlite in a throwaway directory, and
 * PostgreSQL (`openPostgres(dataDir)`).
 */
export function benchDatabases(dataDir) {
  return {
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
