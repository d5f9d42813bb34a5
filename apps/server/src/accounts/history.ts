/**
 * The read both history lists share (membership history and member history): one page of a history table,
 * newest first, with whose record it is and who acted.
 */
import { fullName, ROLES, type Role } from '@mijas/api/contract';
import { and, count, eq, getTableName, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { containsPattern, type DbOrTx } from '../db/database.ts';
import { newestFirst, pageOffset, searched, type Paging } from '../db/paging.ts';
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
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...filter.extra,
        id: history.id,
        actionType: history.actionType,
        createdAt: history.createdAt,
        subjectUserName: subject.username,
        subjectFirstName: subject.firstName,
        subjectLastName: subject.lastName,
        madeByUserName: madeBy.username,
      })
      .from(history.table)
      .innerJoin(subject, eq(subject.id, history.subjectId))
      .leftJoin(madeBy, eq(madeBy.id, history.madeById))
      .where(where)
      .orderBy(...(searching ? searched : newestFirst)(history.createdAt, history.id))
      .limit(paging.pageSize)
      .offset(pageOffset(paging)),
    searching
      ? db
          .select({ value: count() })
          .from(history.table)
          .innerJoin(subject, eq(subject.id, history.subjectId))
          .where(where)
      : // Without a search: the rows the triggers count, less those about users of other roles (a few admins).
        db
          .select({
            value:
              sql<number>`${historyCounts.count} - ${others(db, history, filter.role)}`.mapWith(
                Number,
              ),
          })
          .from(historyCounts)
          .where(eq(historyCounts.tableName, getTableName(history.table))),
  ]);
  return {
    rows: rows.map(({ subjectFirstName, subjectLastName, ...row }) => ({
      ...row,
      subjectFullName: fullName({ firstName: subjectFirstName, lastName: subjectLastName }) || null,
    })) as (HistoryRow & Record<string, unknown>)[],
    totalCount: total?.value ?? 0,
  };
}
