/**
 * The reads behind the member and admin lists and details: one place for the SQL, so routes, the seed check and
 * `bench/api.bench.mjs` run the very same queries.
 *
 * Lists are newest first and stable across pages (`created_at desc, id desc`, backed by
 * `users_role_created_idx`); searches are case-insensitive partial matches (ILIKE '%…%' with LIKE wildcards
 * escaped, backed by the trigram indexes).
 */
import {
  LOCAL_CALLING_CODE,
  phoneSearchDigits,
  type AdminSearchField,
  type MemberSearchField,
  type Role,
} from '@mijas/api/contract';
import {
  and,
  count,
  eq,
  ilike,
  like,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type Subquery,
} from 'drizzle-orm';
import { containsPattern, type DbOrTx } from '../db/database.ts';
import {
  newestFirst,
  pageIds,
  pageOffset,
  searchedIds,
  searchTotal,
  type Paging,
} from '../db/paging.ts';
import { memberships, userCounts, userMonthCounts, users, type UserRow } from '../db/schema.ts';
import type { MembershipState } from '../membership/rules.ts';

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
        ? or(...digits.map(phoneContains))
        : ilike(users.phoneNumber, containsPattern(term));
    }
    case 'fullName':
      return sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${containsPattern(term.toLowerCase())}`;
  }
}

/**
 * Stored numbers containing `digits`. Every local number holds the calling code's trigrams (`962`, `627`), whose
 * posting lists are as long as the table: for digits that begin with the calling code the trigram index looks
 * for the rest (a number containing `962791234` contains `791234`), and the whole is checked on the rows found
 * (`strpos`, which no index answers, so the planner cannot hand the common trigrams back to the index).
 */
function phoneContains(digits: string): SQL {
  const rest = digits.startsWith(LOCAL_CALLING_CODE) ? digits.slice(LOCAL_CALLING_CODE.length) : '';
  // Fewer than 3 digits left: no trigram to look up.
  if (rest.length < 3) return ilike(users.phoneNumber, containsPattern(digits));
  return and(
    like(users.phoneNumber, containsPattern(rest)),
    sql`strpos(${users.phoneNumber}, ${digits}) > 0`,
  ) as SQL;
}

/**
 * Past this many rows an unfiltered page starts at its month (`monthPageIds`); shallower pages walk the index from
 * the newest end, which costs less than reading the month counts.
 */
export const DEEP_OFFSET = 1000;

/**
 * The ids of one deep page of the users of `role` (no search), with `matches` (the known total): ONE statement, so
 * the page agrees with the counts. The month counts (`user_month_counts`, kept by triggers), newest first, give
 * the users joined before each month; the page's month is the oldest whose "before" is at most the offset, and
 * the OFFSET walks only the rest of that month: at most one month of members, where a plain OFFSET walks every
 * newer entry of `users_role_created_idx` (≈120 ns each: 60 ms at 500 000). Exactly the rows of the plain OFFSET.
 */
export function monthPageIds(
  db: DbOrTx,
  role: Role,
  offset: number,
  pageSize: number,
  total: number,
) {
  const months = db.$with('months').as(
    db
      .select({
        month: userMonthCounts.month,
        before:
          sql<number>`sum(${userMonthCounts.count}) over (order by ${userMonthCounts.month} desc) - ${userMonthCounts.count}`.as(
            'before',
          ),
      })
      .from(userMonthCounts)
      .where(eq(userMonthCounts.role, role)),
  );
  const start = db.$with('start').as(
    db
      .select({ month: months.month, before: months.before })
      .from(months)
      .where(sql`${months.before} <= ${offset}`)
      .orderBy(months.month)
      .limit(1),
  );
  // The month's end, as an instant (the months are UTC); no month (no users): no row is older than null.
  const end = sql`(select (${start.month} + interval '1 month') at time zone 'UTC' from ${start})`;
  // Drizzle types OFFSET as a number, but writes whatever it is given: here the rest of the offset, in SQL.
  const rest = sql`(select ${offset}::bigint - ${start.before}::bigint from ${start})`;
  return db
    .with(months, start)
    .select({ id: users.id, matches: sql<number>`${total}::int`.mapWith(Number).as('matches') })
    .from(users)
    .where(and(eq(users.role, role), sql`${users.createdAt} < ${end}`))
    .orderBy(...newestFirst(users.createdAt, users.id))
    .limit(pageSize)
    .offset(rest as unknown as number);
}

/** A user with their membership (null fields when none). */
export interface UserWithMembership {
  user: UserRow;
  membership: MembershipState;
}

/** A page of user ids (`id`) with the number of matches (`matches`), as `searchedIds`, `pageIds` and the like give. */
type PageOfIds = Subquery & { id: AnyColumn; matches: SQL.Aliased<number> };

/**
 * The second half of a deferred join, for every user list: the users of a page of ids read in full with their
 * membership (null fields when none), in `order`. The offset walked ids only; these rows are the page's.
 */
export function usersOfPage(db: DbOrTx, page: PageOfIds, order: SQL[]) {
  return db
    .select({
      user: users,
      expiresAt: memberships.expiresAt,
      deactivatedAt: memberships.deactivatedAt,
      matches: page.matches,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(memberships, eq(memberships.memberId, users.id))
    .orderBy(...order);
}

/** The statements of one page of a user list: the page (`usersOfPage`), its total, and that total if known. */
export interface UserPageQueries {
  page: PromiseLike<Awaited<ReturnType<typeof usersOfPage>>>;
  total: PromiseLike<{ value: number }[]>;
  /** The total without a statement (the counts kept by triggers), when the list has no search. */
  known?: number;
}

/** Reads a page of a user list and its total (`known`, else the rows' `matches`, else counted: `searchTotal`). */
export async function readUserPage(
  queries: UserPageQueries,
  paging: Paging,
): Promise<{ rows: UserWithMembership[]; totalCount: number }> {
  const rows = await queries.page;
  const totalCount =
    queries.known ??
    (await searchTotal(rows, paging, async () => (await queries.total)[0]?.value ?? 0));
  return {
    rows: rows.map((row) => ({
      user: row.user,
      membership: { expiresAt: row.expiresAt, deactivatedAt: row.deactivatedAt },
    })),
    totalCount,
  };
}

/**
 * The statements of a user list: one page (with memberships) and the total. Without a search the total is the
 * count kept per role by triggers (one row, read first: it tells from which end to read the page); with one, the
 * page's rows carry it (`searchedIds`: the matches are read once), and `total` counts them only for a page past
 * the last match.
 */
export async function userListQueries(
  db: DbOrTx,
  role: Role,
  filter: SQL | undefined,
  paging: Paging,
) {
  const where = filter ? and(eq(users.role, role), filter) : eq(users.role, role);
  const total = filter
    ? db.select({ value: count() }).from(users).where(where)
    : db.select({ value: userCounts.count }).from(userCounts).where(eq(userCounts.role, role));
  const known = filter ? undefined : ((await total)[0]?.value ?? 0);
  const listed = { table: users, id: users.id, createdAt: users.createdAt };
  // Deferred join: the offset walks the index only; the 10 rows of the page are then read in full with their
  // memberships. Skipping 50 000 rows costs index entries, not heap rows and joins.
  const page = (
    known === undefined
      ? searchedIds(db, listed, where, paging)
      : pageOffset(paging) > DEEP_OFFSET
        ? monthPageIds(db, role, pageOffset(paging), paging.pageSize, known)
        : pageIds(db, listed, where, paging, known)
  ).as('page');
  return {
    page: usersOfPage(db, page, newestFirst(users.createdAt, users.id)),
    total,
    known,
  };
}

/** One page of the users of `role` matching `filter`, newest first, with the total. */
export async function listUsers(
  db: DbOrTx,
  role: Role,
  filter: SQL | undefined,
  paging: Paging,
): Promise<{ rows: UserWithMembership[]; totalCount: number }> {
  return readUserPage(await userListQueries(db, role, filter, paging), paging);
}

/** One user of `role` with their membership (null fields when none), or undefined. */
export async function findUser(
  db: DbOrTx,
  id: string,
  role: Role,
): Promise<UserWithMembership | undefined> {
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
