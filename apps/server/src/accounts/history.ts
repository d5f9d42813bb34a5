/**
 * The read both history lists share (membership history and member history): one page of a history table,
 * newest first, with whose record it is and who acted.
 */
import { fullName, ROLES, type Role } from '@mijas/api/contract';
import { and, count, eq, getTableName, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { containsPattern, type DbOrTx } from '../db/database.ts';
import { newestFirst, pageOffset, searched, searchTotal, type Paging } from '../db/paging.ts';
import { historyCounts, users } from '../db/schema.ts';
import type { HistoryRow } from './rules.ts';

const subject = alias(users, 'subject');
const madeBy = alias(users, 'made_by');

/** The columns a history table has in common: its id, whose record, who acted, when, what. */
export interface HistoryTable {
  table: PgTable;
  id: PgColumn;
  subjectId: PgColumn;
  madeById: PgColumn;
  createdAt: PgColumn;
  actionType: PgColumn;
}

/** How many rows of `history` are about users of other roles than `role` (none without a role). */
function others(db: DbOrTx, history: HistoryTable, role: Role | undefined): SQL {
  if (!role) return sql`0`;
  const roles = Object.values(ROLES).filter((each) => each !== role);
  return sql`(${db
    .select({ value: count() })
    .from(history.table)
    .innerJoin(subject, eq(subject.id, history.subjectId))
    .where(inArray(subject.role, roles))})`;
}

/** Which members' history: usernames containing `username` (case-insensitive), and/or one exact username. */
export interface HistoryFilter {
  username?: string | undefined;
  memberUsername?: string | undefined;
}

/**
 * One page of a history table, newest first (`created_at desc, id desc`), optionally only the records of users
 * whose username contains `username` (case-insensitive) or is `memberUsername`, with the total.
 */
export async function historyPage(
  db: DbOrTx,
  history: HistoryTable,
  filter: HistoryFilter & { role?: Role; extra?: Record<string, PgColumn> },
  paging: Paging,
): Promise<{ rows: (HistoryRow & Record<string, unknown>)[]; totalCount: number }> {
  const term = filter.username?.trim();
  const where = and(
    filter.role ? eq(subject.role, filter.role) : undefined,
    term ? ilike(subject.username, containsPattern(term)) : undefined,
    // Usernames are stored lower-case, as the contract's schema gives them.
    filter.memberUsername ? eq(subject.username, filter.memberUsername) : undefined,
  );
  const searching = Boolean(term || filter.memberUsername);
  const { rows, totalCount } = searching
    ? await searchedHistory(db, history, where, filter.extra, paging)
    : await latestHistory(db, history, where, filter, paging);
  return {
    rows: rows.map(({ subjectFirstName, subjectLastName, ...row }) => ({
      ...row,
      subjectFullName: fullName({ firstName: subjectFirstName, lastName: subjectLastName }) || null,
    })) as (HistoryRow & Record<string, unknown>)[],
    totalCount,
  };
}

/** The columns of a history row a page shows, besides its subject's and the extra ones. */
function rowColumns(history: HistoryTable) {
  return {
    id: history.id,
    actionType: history.actionType,
    createdAt: history.createdAt,
  };
}

/** The subject's columns a page shows. */
const subjectColumns = {
  subjectUserName: subject.username,
  subjectFirstName: subject.firstName,
  subjectLastName: subject.lastName,
};

/**
 * The first pages without a search: the history newest first (its `created_at` index), with the rows the
 * triggers count, less those about users of other roles (a few admins).
 */
async function latestHistory(
  db: DbOrTx,
  history: HistoryTable,
  where: SQL | undefined,
  filter: { role?: Role; extra?: Record<string, PgColumn> },
  paging: Paging,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...filter.extra,
        ...rowColumns(history),
        ...subjectColumns,
        madeByUserName: madeBy.username,
      })
      .from(history.table)
      .innerJoin(subject, eq(subject.id, history.subjectId))
      .leftJoin(madeBy, eq(madeBy.id, history.madeById))
      .where(where)
      .orderBy(...newestFirst(history.createdAt, history.id))
      .limit(paging.pageSize)
      .offset(pageOffset(paging)),
    db
      .select({
        value: sql<number>`${historyCounts.count} - ${others(db, history, filter.role)}`.mapWith(
          Number,
        ),
      })
      .from(historyCounts)
      .where(eq(historyCounts.tableName, getTableName(history.table))),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

/**
 * A search: the matching users first (the trigram index, or the username's), then each one's rows through the
 * history's (subject, created_at) index, sorted; the page's rows carry the number of matches
 * (`count(*) over ()`), so the matches are read once. A hash join of the matching users with the whole history
 * table read 1 000 000 rows for a common term.
 */
async function searchedHistory(
  db: DbOrTx,
  history: HistoryTable,
  where: SQL | undefined,
  extra: Record<string, PgColumn> | undefined,
  paging: Paging,
) {
  // Only the index's columns (an index-only scan per user); the page's 10 rows are then read in full.
  const rowsOf = db
    .select({ id: history.id, createdAt: history.createdAt })
    .from(history.table)
    .where(eq(history.subjectId, subject.id))
    .as('h');
  const page = db
    .select({
      id: rowsOf.id,
      ...subjectColumns,
      matches: sql<number>`count(*) over ()`.mapWith(Number).as('matches'),
    })
    .from(subject)
    .crossJoinLateral(rowsOf)
    .where(where)
    .orderBy(...searched(rowsOf.createdAt, rowsOf.id))
    .limit(paging.pageSize)
    .offset(pageOffset(paging))
    .as('page');
  const rows = await db
    .select({
      ...extra,
      ...rowColumns(history),
      subjectUserName: page.subjectUserName,
      subjectFirstName: page.subjectFirstName,
      subjectLastName: page.subjectLastName,
      matches: page.matches,
      madeByUserName: madeBy.username,
    })
    .from(page)
    .innerJoin(history.table, eq(history.id, page.id))
    .leftJoin(madeBy, eq(madeBy.id, history.madeById))
    .orderBy(...searched(history.createdAt, history.id));
  const totalCount = await searchTotal(rows, paging, async () => {
    const [total] = await db
      .select({ value: count() })
      .from(history.table)
      .innerJoin(subject, eq(subject.id, history.subjectId))
      .where(where);
    return total?.value ?? 0;
  });
  return { rows: rows.map(({ matches: _matches, ...row }) => row), totalCount };
}
