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
 * The ids of one page of a search, newest first, each with the number of matches (`count(*) over ()`): one pass
 * over the matches gives the page and the total, where a page and a separate count read them twice. A page past
 * the last match has no row to carry the total: `searchTotal` counts it then.
 */
export function searchedIds(
  db: DbOrTx,
  listed: ListedTable,
  where: SQL | undefined,
  paging: Paging,
) {
  return db
    .select({ id: listed.id, matches: sql<number>`count(*) over ()`.mapWith(Number).as('matches') })
    .from(listed.table)
    .where(where)
    .orderBy(...searched(listed.createdAt, listed.id))
    .limit(paging.pageSize)
    .offset(pageOffset(paging));
}

/**
 * The total of a search from its page's rows (`matches`); for an empty page, none on page 1, else `count()`.
 */
export async function searchTotal(
  rows: readonly { matches: number }[],
  paging: Paging,
  count: () => Promise<number>,
): Promise<number> {
  const [first] = rows;
  if (first) return first.matches;
  return paging.pageNumber > 1 ? count() : 0;
}

/**
 * The ids of one page, newest first, with `matches` (the known total, so its rows have the columns of
 * `searchedIds`'). An OFFSET walks the (…, created_at, id) index entry by entry, so a page in
 * the older half of the list, when the total is known, is read from the oldest end: page 9 000 of 10 000 walks
 * 10 000 entries, not 90 000.
 */
export function pageIds(
  db: DbOrTx,
  listed: ListedTable,
  where: SQL | undefined,
  paging: Paging,
  total: number,
) {
  const offset = pageOffset(paging);
  const ids = db
    .select({ id: listed.id, matches: sql<number>`${total}::int`.mapWith(Number).as('matches') })
    .from(listed.table)
    .where(where);
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
