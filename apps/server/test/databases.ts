/**
 * The databases a server test runs on: in-process PGlite, and a fresh database on the PostgreSQL 15 server that
 * `global-setup.ts` started. Use `describe.each(backends)` so every suite runs on both.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';

export type Backend = 'pglite' | 'postgres';

const postgresUrl = inject('postgresUrl');

/** Every backend available to this run: PGlite always, PostgreSQL unless `TEST_POSTGRES=0`. */
export const backends: Backend[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database on the test server and returns its URL, plus a function that drops it (call it
 * after every pool on it is closed).
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error('PostgreSQL is off for this run (TEST_POSTGRES=0)');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    url: withDatabase(postgresUrl, name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Opens a migrated, empty database of the given kind; `close()` also drops a PostgreSQL one. `queryLogger` sees
 * every statement run on it.
 */
export async function openTestDatabase(
  backend: Backend,
  options: Pick<Parameters<typeof openDatabase>[0], 'queryLogger'> = {},
): Promise<Database> {
  if (backend === 'pglite') return openDatabase({ dataDir: 'memory://', ...options });
  const created = await createPostgresDatabase();
  const database = await openDatabase({
    databaseUrl: created.url,
    dataDir: 'memory://',
    ...options,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
