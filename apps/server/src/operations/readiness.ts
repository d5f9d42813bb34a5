/**
 * Whether this process can serve: its database answers and holds every migration of the journal this build
 * ships (`drizzle/meta/_journal.json`). A process started on a database that a newer build has not migrated yet,
 * or that lost its database, is not ready.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bigint, pgSchema, text } from 'drizzle-orm/pg-core';
import { databaseUnavailable, migrationsFolder, type Database } from '../db/database.ts';

/** Drizzle's own record of applied migrations: one row per migration, `created_at` = the journal's `when`. */
export const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

export interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build ships, in order. */
export function readJournal(folder: string = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Undefined when ready; else why not, for an operator's log line (never a query's parameters). */
export async function notReadyReason(
  database: Database,
  journal: JournalEntry[],
): Promise<string | undefined> {
  let applied: Set<number>;
  try {
    const rows = await database.db
      .select({ createdAt: appliedMigrations.createdAt })
      .from(appliedMigrations);
    applied = new Set(rows.map((row) => row.createdAt));
  } catch (error) {
    const unavailable = databaseUnavailable(error);
    if (unavailable) return `database unavailable: ${unavailable.message}`;
    return `database error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
  const missing = journal.filter((entry) => !applied.has(entry.when));
  return missing.length
    ? `migrations not applied: ${missing.map((entry) => entry.tag).join(', ')}`
    : undefined;
}
