import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import pg from 'pg';
import { serverDir, StartupError } from '../config.ts';
import { lockDataDir } from './data-dir.ts';
import * as schema from './schema.ts';

/** Drizzle's migrations: the SQL files and `meta/_journal.json` (what `/readyz` expects applied). */
export const migrationsFolder = path.join(serverDir, 'drizzle');

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
  /** PostgreSQL's pool now (`/metrics`); PGlite, one connection, has none. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  inUse: number;
  idle: number;
  /** Calls waiting for a connection. */
  waiting: number;
}

/**
 * How long a call waits for a PostgreSQL connection (a new one, or a free one of the pool) before it fails: during
 * an outage calls answer 503 at once instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), shutting down or starting up
 * (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]$|53300$)/;
/** System errors of a connection that cannot be made or was cut. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres' own errors for a lost connection, a connect timeout and a broken client. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * When a call failed because the database is out of reach (PostgreSQL down, restarting or unreachable, the pool
 * unable to get a connection in time): the driver's error code and message, for a log line (never the query or its
 * parameters). Else undefined. Drizzle wraps driver errors in `cause`.
 */
export function databaseUnavailable(
  error: unknown,
): { code?: string; message: string } | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    const known =
      typeof code === 'string' && (UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.test(code));
    if (known || UNAVAILABLE_MESSAGE.test(current.message)) {
      return typeof code === 'string'
        ? { code, message: current.message }
        : { message: current.message };
    }
    current = current.cause;
  }
  return undefined;
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
  /**
   * A new PGlite database (in memory, or a new directory) starts from this dump of a data directory
   * (`PGlite.dumpDataDir`) instead of an empty one: by default the built one (`DATABASE_IMAGE`); tests pass their
   * own, or `false` for initdb. The migrations still run (and find nothing to apply).
   */
  image?: Blob | false;
}): Promise<Database> {
  const logger = options.queryLogger ?? false;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // Without a listener, an idle connection dropped by the server would crash the process; the pool replaces it.
    pool.on(
      'error',
      options.onPoolError ??
        ((error) =>
          console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on demand`)),
    );
    // A connection in use (between two queries of a transaction) that drops emits 'error' on its client, where the
    // pool listens only while it is idle: without this, that would crash the process. The next query on it fails
    // (503) and the pool discards it when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, logger });
    await migrateWithLock(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  if (options.dataDir === 'memory://') {
    return openPglite(options.dataDir, () => {}, logger, await imageFor(options.image));
  }
  const lock = lockDataDir(options.dataDir);
  try {
    // A new directory starts from the built image; one that holds a database is opened as it is.
    const image = lock.fresh ? await imageFor(options.image) : undefined;
    return await openPglite(options.dataDir, lock.release, logger, image);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPglite(
  dataDir: string,
  release: () => void,
  logger: Logger | false,
  image?: Blob,
): Promise<Database> {
  const client = new PGlite(dataDir, {
    extensions: { pg_trgm },
    ...(image ? { loadDataDir: image } : {}),
  });
  try {
    await client.waitReady;
  } catch (error) {
    // Damaged files end in WebAssembly's "RuntimeError: Aborted()" here.
    const detail = (error instanceof Error ? error.message : String(error))
      .split('\n')[0]!
      .replace(/\.?\s*Build with -sASSERTIONS.*$/, '');
    await client.close().catch(() => {});
    throw new StartupError(
      `DATA_DIR ${dataDir} holds a database that cannot be opened (PGlite: ${detail}): ` +
        'its files are damaged or from another PostgreSQL version. Restore it from a backup.',
    );
  }
  const db = drizzlePglite(client, { schema, logger });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * A migrated, empty database: a dump of PGlite's data directory that `scripts/build.mjs` writes beside the compiled
 * server. A new embedded database (a first `pnpm start`, a new DATA_DIR, memory://) starts from it instead of
 * running initdb and every migration (a first start of the compiled server: 8.1 s to 4.5 s here). The migrations still run (and find
 * what the image lacks, if it is older than they are). Without it (the sources run through tsx before any build),
 * initdb as before.
 */
export const DATABASE_IMAGE = path.join(serverDir, 'dist', 'database-image.tar.gz');

async function imageFor(asked: Blob | false | undefined): Promise<Blob | undefined> {
  if (asked !== undefined) return asked || undefined;
  try {
    return new Blob([await readFile(DATABASE_IMAGE)], { type: 'application/x-gzip' });
  } catch {
    return undefined;
  }
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
