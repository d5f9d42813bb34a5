/**
 * The reads behind the Admin and RootAdmin lists and details: one place for the SQL, so routes, the seed check
 * and `bench/api.bench.mjs` run the very same queries.
 *
 * Lists are newest first and stable across pages (`created_at desc, id desc`, backed by
 * `users_role_created_idx`); searches are case-insensitive partial matches (ILIKE '%…%' with LIKE wildcards
 * escaped, backed by the trigram indexes).
 */
import {
  fullName,
  MEMBER_SEARCH_FIELDS,
  MEMBER_SUGGESTIONS_LIMIT,
  phoneSearchDigits,
  ROLES,
  type AdminListItem,
  type AdminSearchField,
  type MemberListItem,
  type MemberSearchField,
  type MemberSuggestion,
  type Role,
} from '@mijas/api/contract';
import {
  and,
  count,
  eq,
  getTableName,
  gte,
  ilike,
  inArray,
  like,
  notLike,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { containsPattern, type DbOrTx } from '../db/database.ts';
import { isMembershipActive, toOwnProfile } from '../db/profiles.ts';
import {
  historyCounts,
  memberActions,
  membershipActions,
  memberships,
  userCounts,
  users,
  type UserRow,
} from '../db/schema.ts';

/**
 * Newest first, stable: `created_at desc nulls last, id desc nulls last`, the exact order of the list indexes
 * (Drizzle's `.desc()` indexes are NULLS LAST, while a plain `ORDER BY … DESC` means NULLS FIRST and would make
 * PostgreSQL sort every row instead of reading the index).
 */
export function newestFirst(createdAt: PgColumn, id: PgColumn): SQL[] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

export interface Paging {
  pageNumber: number;
  pageSize: number;
}

/** The condition of a case-insensitive partial search on one field; undefined for a blank search. */
export function searchCondition(
  field: MemberSearchField | AdminSearchField,
  text: string | undefined,
): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  switch (field) {
    case 'username':
      return ilike(users.username, containsPattern(term));
    case 'email':
      return ilike(users.email, containsPattern(term));
    case 'phoneNumber': {
      // Stored in E.164: search by digits, so `079 123`, `+96279123` and `0096279123` all find +96279123…,
      // and `0001` finds …0001.
      const digits = phoneSearchDigits(term);
      return digits.length
        ? or(...digits.map((each) => ilike(users.phoneNumber, containsPattern(each))))
        : ilike(users.phoneNumber, containsPattern(term));
    }
    case 'fullName':
      return sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${containsPattern(term.toLowerCase())}`;
  }
}

function iso(date: Date): string {
  return date.toISOString();
}

export interface MembershipState {
  expiresAt: Date | null;
  deactivatedAt: Date | null;
}

export function toMemberItem(
  user: UserRow,
  membership: MembershipState,
  now: Date,
): MemberListItem {
  return {
    ...toOwnProfile(user),
    isActiveUser: user.isActive,
    hasActiveMembership: isMembershipActive(membership, now),
    membershipExpiry: membership.expiresAt ? iso(membership.expiresAt) : null,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

export function toAdminItem(user: UserRow): AdminListItem {
  return { ...toOwnProfile(user), isActiveUser: user.isActive, createdAt: iso(user.createdAt) };
}

/**
 * Newest first as `newestFirst`, but NULLS FIRST (the columns are NOT NULL: the same order), which the list indexes
 * do not have: for searches, whose matches are found by the trigram indexes and sorted (bounded by the matches).
 */
function searched(createdAt: PgColumn, id: PgColumn): SQL[] {
  return [sql`${createdAt} desc`, sql`${id} desc`];
}

/** The reverse of `newestFirst`: the same index read backwards. */
function oldestFirst(createdAt: PgColumn, id: PgColumn): SQL[] {
  return [sql`${createdAt} asc nulls first`, sql`${id} asc nulls first`];
}

/**
 * The ids of one page, newest first. An OFFSET walks the (role, created_at, id) index entry by entry, so a page
 * in the older half of the list, when the total is known, is read from the oldest end: page 9 000 of 10 000
 * walks 10 000 entries, not 90 000.
 */
function pageIds(db: DbOrTx, where: SQL | undefined, paging: Paging, total?: number) {
  const offset = (paging.pageNumber - 1) * paging.pageSize;
  const ids = db.select({ id: users.id }).from(users).where(where);
  // A search (no total yet) is read from its matches, then sorted: `searched` is the list's order, which the
  // index cannot give, so no plan walks the whole list looking for matches that all sit at its old end.
  if (total === undefined) {
    return ids
      .orderBy(...searched(users.createdAt, users.id))
      .limit(paging.pageSize)
      .offset(offset);
  }
  if (offset + paging.pageSize / 2 <= total / 2) {
    return ids
      .orderBy(...newestFirst(users.createdAt, users.id))
      .limit(paging.pageSize)
      .offset(offset);
  }
  const end = Math.min(offset + paging.pageSize, total);
  return ids
    .orderBy(...oldestFirst(users.createdAt, users.id))
    .limit(Math.max(0, end - offset))
    .offset(total - end);
}

/**
 * The statements of a user list: one page (with memberships) and the total. Without a search the total is the
 * count kept per role by triggers (one row, read first: it tells from which end to read the page); with one, a
 * count of the matches, run beside the page.
 */
async function userListQueries(db: DbOrTx, role: Role, filter: SQL | undefined, paging: Paging) {
  const where = filter ? and(eq(users.role, role), filter) : eq(users.role, role);
  const total = filter
    ? db.select({ value: count() }).from(users).where(where)
    : db.select({ value: userCounts.count }).from(userCounts).where(eq(userCounts.role, role));
  const known = filter ? undefined : ((await total)[0]?.value ?? 0);
  // Deferred join: the offset walks the index only; the 10 rows of the page are then read in full with their
  // memberships. Skipping 50 000 rows costs index entries, not heap rows and joins.
  const page = pageIds(db, where, paging, known).as('page');
  return {
    page: db
      .select({
        user: users,
        expiresAt: memberships.expiresAt,
        deactivatedAt: memberships.deactivatedAt,
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      .leftJoin(memberships, eq(memberships.memberId, users.id))
      .orderBy(...newestFirst(users.createdAt, users.id)),
    total,
    known,
  };
}

async function listUsers(
  db: DbOrTx,
  role: Role,
  filter: SQL | undefined,
  paging: Paging,
): Promise<{ rows: { user: UserRow; membership: MembershipState }[]; totalCount: number }> {
  const queries = await userListQueries(db, role, filter, paging);
  const [rows, totalCount] = await Promise.all([
    queries.page,
    queries.known ?? queries.total.then(([total]) => total?.value ?? 0),
  ]);
  return {
    rows: rows.map((row) => ({
      user: row.user,
      membership: { expiresAt: row.expiresAt, deactivatedAt: row.deactivatedAt },
    })),
    totalCount,
  };
}

export interface MemberListFilter extends Paging {
  username?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
}

function memberFilter(filter: MemberListFilter): SQL | undefined {
  const conditions = MEMBER_SEARCH_FIELDS.map((field) =>
    searchCondition(field, filter[field]),
  ).filter((condition): condition is SQL => condition !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

/** The SQL statements behind `GET /Admin/members` (for `bench/api.bench.mjs` to time them in the database). */
export async function memberListQueries(db: DbOrTx, filter: MemberListFilter) {
  const { page, total } = await userListQueries(db, ROLES.member, memberFilter(filter), filter);
  return { page, total };
}

/** `GET /Admin/members`: every given search field must match (the screen sends one). */
export async function listMembers(
  db: DbOrTx,
  filter: MemberListFilter,
  now: Date = new Date(),
): Promise<{ members: MemberListItem[]; totalCount: number }> {
  const { rows, totalCount } = await listUsers(db, ROLES.member, memberFilter(filter), filter);
  return {
    members: rows.map((row) => toMemberItem(row.user, row.membership, now)),
    totalCount,
  };
}

/** `GET /RootAdmin/admins`: `search` on `searchBy` (default username). */
export async function listAdmins(
  db: DbOrTx,
  filter: Paging & { searchBy?: AdminSearchField | undefined; search?: string | undefined },
): Promise<{ admins: AdminListItem[]; totalCount: number }> {
  const { rows, totalCount } = await listUsers(
    db,
    ROLES.admin,
    searchCondition(filter.searchBy ?? 'username', filter.search),
    filter,
  );
  return { admins: rows.map((row) => toAdminItem(row.user)), totalCount };
}

/** One user of `role` with their membership (null fields when none), or undefined. */
export async function findUser(
  db: DbOrTx,
  id: string,
  role: Role,
): Promise<{ user: UserRow; membership: MembershipState } | undefined> {
  const [row] = await db
    .select({
      user: users,
      expiresAt: memberships.expiresAt,
      deactivatedAt: memberships.deactivatedAt,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.memberId, users.id))
    .where(and(eq(users.id, id), eq(users.role, role)))
    .limit(1);
  return row
    ? { user: row.user, membership: { expiresAt: row.expiresAt, deactivatedAt: row.deactivatedAt } }
    : undefined;
}

const subject = alias(users, 'subject');
const madeBy = alias(users, 'made_by');

/** The columns a history table has in common: its id, whose record, who acted, when. */
interface HistoryTable {
  table: PgTable;
  id: PgColumn;
  subjectId: PgColumn;
  madeById: PgColumn;
  createdAt: PgColumn;
}

interface HistoryRow {
  id: number;
  actionType: number;
  createdAt: Date;
  subjectUserName: string;
  /** The member's first and last name joined; null when they have none. */
  subjectFullName: string | null;
  madeByUserName: string | null;
}

/** Which members' history: usernames containing `username` (case-insensitive), and/or one exact username. */
export interface HistoryFilter {
  username?: string | undefined;
  memberUsername?: string | undefined;
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

/**
 * One page of a history table, newest first (`created_at desc, id desc`), optionally only the records of users
 * whose username contains `username` (case-insensitive) or is `memberUsername`, with the total.
 */
async function historyPage(
  db: DbOrTx,
  history: HistoryTable & { actionType: PgColumn },
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
      .orderBy(
        ...(term || filter.memberUsername ? searched : newestFirst)(history.createdAt, history.id),
      )
      .limit(paging.pageSize)
      .offset((paging.pageNumber - 1) * paging.pageSize),
    term || filter.memberUsername
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

/** `GET /Admin/members/membership-history`: renewals (with their new expiry) and deactivations. */
export async function listMembershipActions(db: DbOrTx, filter: HistoryFilter, paging: Paging) {
  const { rows, totalCount } = await historyPage(
    db,
    {
      table: membershipActions,
      id: membershipActions.id,
      actionType: membershipActions.actionType,
      subjectId: membershipActions.memberId,
      madeById: membershipActions.madeById,
      createdAt: membershipActions.createdAt,
    },
    { ...filter, extra: { newExpiresAt: membershipActions.newExpiresAt } },
    paging,
  );
  return {
    totalCount,
    rows: rows.map((row) => ({ ...row, newExpiresAt: row.newExpiresAt as Date | null })),
  };
}

/** `GET /Admin/members/member-history`: create, update, activate, deactivate, delete of members. */
export function listMemberActions(db: DbOrTx, filter: HistoryFilter, paging: Paging) {
  return historyPage(
    db,
    {
      table: memberActions,
      id: memberActions.id,
      actionType: memberActions.actionType,
      subjectId: memberActions.userId,
      madeById: memberActions.madeById,
      createdAt: memberActions.createdAt,
    },
    { username: filter.username, memberUsername: filter.memberUsername, role: ROLES.member },
    paging,
  );
}

/**
 * `GET /Admin/members/suggestions`: members whose username or full name contains `search`, best first. First the
 * usernames starting with it, in order (the exact one first): a walk of the username index from the text. Then,
 * for a text of 3 characters or more (what a trigram index can look up), the rest: full names starting with it
 * (or a word of them) before names and usernames merely containing it.
 */
export async function suggestMembers(db: DbOrTx, search: string): Promise<MemberSuggestion[]> {
  const term = search.trim().toLowerCase();
  const startsWith = containsPattern(term).slice(1);
  const columns = {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
  };
  const members = eq(users.role, ROLES.member);
  const prefixed = await db
    .select(columns)
    .from(users)
    // The lower bound lets the index walk start at the text whatever the database's collation.
    .where(and(members, gte(users.username, term), like(users.username, startsWith)))
    .orderBy(users.username)
    .limit(MEMBER_SUGGESTIONS_LIMIT);
  const rows = [...prefixed];
  if (rows.length < MEMBER_SUGGESTIONS_LIMIT && term.length >= 3) {
    const name = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
    const nameStarts = sql`case when ${name} like ${startsWith} or ${name} like ${`% ${startsWith}`} then 0 else 1 end`;
    rows.push(
      ...(await db
        .select(columns)
        .from(users)
        .where(
          and(
            members,
            notLike(users.username, startsWith),
            or(searchCondition('username', term), searchCondition('fullName', term)),
          ),
        )
        .orderBy(nameStarts, users.username)
        .limit(MEMBER_SUGGESTIONS_LIMIT - rows.length)),
    );
  }
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    fullName: fullName(row) || null,
  }));
}
