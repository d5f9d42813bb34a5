/**
 * Paging plumbing shared by every list: the newest-first order of the list indexes and the ids of one page.
 * Lists are newest first and stable across pages (`created_at desc, id desc`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.ts';

export interface Paging {
  pageNumber: number;
  pageSize: number;
}

/** The rows a page skips. */
export function pageOffset(paging: Paging): number {
  return (paging.pageNumber - 1) * paging.pageSize;
}

/**
 * Newest first, stable: `created_at desc nulls last, id desc nulls last`, the exact order of the list indexes
 * (Drizzle's `.desc()` indexes are NULLS LAST, while a plain `ORDER BY … DESC` means NULLS FIRST and would make
 * PostgreSQL sort every row instead of reading the index).
 */
export function newestFirst(createdAt: PgColumn, id: PgColumn): SQL[] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

/**
 * Newest first as `newestFirst`, but NULLS FIRST (the columns are NOT NULL: the same order), which the list indexes
 * do not have: for searches, whose matches are found by the trigram indexes and then sorted (bounded by the
 * matches), so no plan walks the whole list looking for matches that all sit at its old end.
 */
export function searched(createdAt: PgColumn, id: PgColumn): SQL[] {
  return [sql`${createdAt} desc`, sql`${id} desc`];
}

/** The reverse of `newestFirst`: the same index read backwards. */
export function oldestFirst(createdAt: PgColumn, id: PgColumn): SQL[] {
  return [sql`${createdAt} asc nulls first`, sql`${id} asc nulls first`];
}

/** A table listed newest first by `(createdAt, id)`. */
export interface ListedTable<T extends PgTable = PgTable> {
  table: T;
  id: PgColumn;
  createdAt: PgColumn;
}

/**
 * The ids of one page, newest first. An OFFSET walks the (…, created_at, id) index entry by entry, so a page in
 * the older half of the list, when the total is known, is read from the oldest end: page 9 000 of 10 000 walks
 * 10 000 entries, not 90 000.
 */
export function pageIds(
  db: DbOrTx,
  listed: ListedTable,
  where: SQL | undefined,
  paging: Paging,
  total?: number,
) {
  const offset = pageOffset(paging);
  const ids = db.select({ id: listed.id }).from(listed.table).where(where);
  // A search (no total yet) is read from its matches, then sorted.
  if (total === undefined) {
    return ids
      .orderBy(...searched(listed.createdAt, listed.id))
      .limit(paging.pageSize)
      .offset(offset);
  }
  if (offset + paging.pageSize / 2 <= total / 2) {
    return ids
      .orderBy(...newestFirst(listed.createdAt, listed.id))
      .limit(paging.pageSize)
      .offset(offset);
  }
  const end = Math.min(offset + paging.pageSize, total);
  return ids
    .orderBy(...oldestFirst(listed.createdAt, listed.id))
    .limit(Math.max(0, end - offset))
    .offset(total - end);
}
