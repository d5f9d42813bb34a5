import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: `await db.transaction(async (tx) => { ... })`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Helpers that work inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL: the server at `databaseUrl` when given, else embedded PGlite in `dataDir`
 * (`memory://` for an in-memory one). Applies every migration before returning.
 *
 * PGlite is one connection: a transaction holds it until it ends, so inside `db.transaction(async (tx) => …)`
 * use only `tx` (a query on `db` there would wait forever).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Connections of the PostgreSQL pool (default 10). */
  poolSize?: number;
  /** Errors of idle pooled connections (server restart, network); default: a line on stderr. */
  onPoolError?: (error: Error) => void;
  /** Sees every statement the app runs (tests that compare the work of two paths). */
  queryLogger?: Logger;
}): Promise<Database> {
  const logger = options.queryLogger ?? false;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // Without a listener, an idle connection dropped by the server would crash the process; the pool replaces it.
    pool.on(
      'error',
      options.onPoolError ??
        ((error) =>
          console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on demand`)),
    );
    const db = drizzlePg(pool, { schema, logger });
    await migrateWithLock(pool);
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const client = new PGlite(options.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Any fixed number: the advisory lock that lets one process at a time apply migrations. */
const MIGRATION_LOCK = 72_616_001;

/**
 * Applies the migrations while holding a PostgreSQL advisory lock, so N processes starting together on one
 * database apply them once, one after the other (the later ones find nothing to do).
 */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
