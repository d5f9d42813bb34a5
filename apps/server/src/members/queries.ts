/**
 * The members' SQL: the list (and its statements, for `bench/api.bench.mjs`), one member, suggestions, the member
 * history, an admin's update of a member and a member's edit of their own contact details.
 */
import {
  CLUB_TIME_ZONE,
  type ContactDetailsUpdate,
  DAY_MS,
  MEMBER_ACTION_TYPES,
  MEMBER_SEARCH_FIELDS,
  MEMBER_SUGGESTIONS_LIMIT,
  type MemberAction,
  type MemberListItem,
  MEMBERSHIP_ACTION_TYPES,
  type MemberStatusFilter,
  type MemberSuggestion,
  messages,
  ROLES,
  type UpdateMemberRequest,
} from '@mijas/api/contract';
import {
  and,
  count,
  eq,
  gt,
  gte,
  isNull,
  like,
  lte,
  notLike,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { historyPage, type HistoryFilter } from '../accounts/history.ts';
import {
  findUser,
  listUsers,
  readUserPage,
  searchCondition,
  userListQueries,
  usersOfPage,
} from '../accounts/lists.ts';
import {
  duplicateErrors,
  endAccess,
  lockUser,
  mapDuplicates,
  recordMemberAction,
  updateContactDetails,
} from '../accounts/queries.ts';
import { retireActionTokens } from '../auth/action-tokens.ts';
import { containsPattern, type Db, type DbOrTx } from '../db/database.ts';
import { pageOffset, type Paging } from '../db/paging.ts';
import { memberActions, membershipActions, memberships, users } from '../db/schema.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { queueAddressCheckMail, queueEmailChangedNotice } from '../mail/queue.ts';
import { memberUpdate, toMemberAction, toMemberItem, toMemberSuggestion } from './rules.ts';

/** A search of the member list without its paging: the list, the export and the ids share it. */
export interface MemberSearchFilter {
  username?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  /** Only members whose membership is active and ends within this many days from now, soonest end first. */
  expiresWithinDays?: number | undefined;
  status?: MemberStatusFilter | undefined;
  joinedMonth?: string | undefined;
  renewedMonth?: string | undefined;
  expiresMonth?: string | undefined;
}

export interface MemberListFilter extends MemberSearchFilter, Paging {}

/**
 * The instants `[start, end)` of a month (`YYYY-MM`) of the club's calendar (`CLUB_TIME_ZONE`), as SQL: the
 * database turns the month's first midnight in Amman into an instant (daylight saving included).
 */
export function clubMonthRange(month: string): { start: SQL; end: SQL } {
  const first = `${month}-01`;
  return {
    start: sql`(${first}::timestamp at time zone ${CLUB_TIME_ZONE})`,
    end: sql`((${first}::timestamp + interval '1 month') at time zone ${CLUB_TIME_ZONE})`,
  };
}

/** The member's membership row (one per member), for the conditions below. */
const membershipOf = sql`select 1 from ${memberships} where ${memberships.memberId} = ${users.id}`;

/**
 * The member list's filters (issue 21), ONE definition for `GET /Admin/members`, its export and its ids (and the
 * overview's figures and charts, which must count exactly these), each a condition on `users`:
 * - `status=active`: a membership row not deactivated whose expiry is after now (`isMembershipActive`);
 * - `status=expired`: a membership row that is deactivated, or whose expiry is now or past;
 * - `status=never`: no membership row at all;
 * - `status=unverified`: the email address not verified (`email_verified = false`, `users_unverified_idx`),
 *   whatever the membership;
 * - `joinedMonth`: the member was created within that month of `CLUB_TIME_ZONE` (`clubMonthRange`);
 * - `renewedMonth`: at least one renewal (membership action 0) created within that month;
 * - `expiresMonth`: a membership not deactivated whose expiry falls within that month, whatever now (so a past
 *   month lists the memberships that ended then and were not renewed since);
 * - `expiresWithinDays` (issue 20, `expiringListQueries`): a membership not deactivated ending in
 *   `(now, now + N days]`.
 * Every given filter and search field must hold. Undefined when none is given (the list's unfiltered path).
 */
export function memberConditions(filter: MemberSearchFilter, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = MEMBER_SEARCH_FIELDS.map((field) =>
    searchCondition(field, filter[field]),
  );
  switch (filter.status) {
    case 'active':
      conditions.push(
        sql`exists (${membershipOf} and ${memberships.deactivatedAt} is null and ${memberships.expiresAt} > ${now})`,
      );
      break;
    case 'expired':
      conditions.push(
        sql`exists (${membershipOf} and (${memberships.deactivatedAt} is not null or ${memberships.expiresAt} <= ${now}))`,
      );
      break;
    case 'never':
      conditions.push(sql`not exists (${membershipOf})`);
      break;
    case 'unverified':
      // Written as the partial index's predicate, so the planner can use it.
      conditions.push(sql`${users.emailVerified} = false`);
      break;
    case undefined:
      break;
  }
  if (filter.joinedMonth) {
    const { start, end } = clubMonthRange(filter.joinedMonth);
    conditions.push(sql`${users.createdAt} >= ${start} and ${users.createdAt} < ${end}`);
  }
  if (filter.renewedMonth) {
    const { start, end } = clubMonthRange(filter.renewedMonth);
    conditions.push(
      sql`exists (select 1 from ${membershipActions} where ${membershipActions.memberId} = ${users.id} and ${membershipActions.actionType} = ${MEMBERSHIP_ACTION_TYPES.renewal} and ${membershipActions.createdAt} >= ${start} and ${membershipActions.createdAt} < ${end})`,
    );
  }
  if (filter.expiresMonth) {
    const { start, end } = clubMonthRange(filter.expiresMonth);
    conditions.push(
      sql`exists (${membershipOf} and ${memberships.deactivatedAt} is null and ${memberships.expiresAt} >= ${start} and ${memberships.expiresAt} < ${end})`,
    );
  }
  if (filter.expiresWithinDays !== undefined) {
    const until = new Date(now.getTime() + filter.expiresWithinDays * DAY_MS);
    conditions.push(
      sql`exists (${membershipOf} and ${memberships.deactivatedAt} is null and ${memberships.expiresAt} > ${now} and ${memberships.expiresAt} <= ${until})`,
    );
  }
  const given = conditions.filter((condition): condition is SQL => condition !== undefined);
  return given.length ? and(...given) : undefined;
}

/**
 * The statements of "expires within N days" (issue 20): the active memberships ending in `(now, now + N days]`
 * (a range of `memberships_running_expiry_idx`, whose predicate `deactivated_at is null` the condition repeats),
 * joined to their members and any search; soonest end first, then the list's usual newest first. The page's ids
 * carry the number of matches (`count(*) over ()`), as a search's do.
 */
function expiringListQueries(
  db: DbOrTx,
  filter: MemberListFilter & { expiresWithinDays: number },
  now: Date,
) {
  const until = new Date(now.getTime() + filter.expiresWithinDays * DAY_MS);
  const where = and(
    isNull(memberships.deactivatedAt),
    gt(memberships.expiresAt, now),
    lte(memberships.expiresAt, until),
    eq(users.role, ROLES.member),
    // The other filters (the range above is this path's own `expiresWithinDays`).
    memberConditions({ ...filter, expiresWithinDays: undefined }, now),
  );
  const order = [
    sql`${memberships.expiresAt} asc`,
    sql`${users.createdAt} desc`,
    sql`${users.id} desc`,
  ];
  const page = db
    .select({
      id: users.id,
      matches: sql<number>`count(*) over ()`.mapWith(Number).as('matches'),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.memberId))
    .where(where)
    .orderBy(...order)
    .limit(filter.pageSize)
    .offset(pageOffset(filter))
    .as('page');
  return {
    page: usersOfPage(db, page, order),
    total: db
      .select({ value: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.memberId))
      .where(where),
  };
}

const expiring = (
  filter: MemberListFilter,
): filter is MemberListFilter & { expiresWithinDays: number } =>
  filter.expiresWithinDays !== undefined;

/** The SQL statements behind `GET /Admin/members` (for `bench/api.bench.mjs` to time them in the database). */
export async function memberListQueries(
  db: DbOrTx,
  filter: MemberListFilter,
  now: Date = new Date(),
) {
  if (expiring(filter)) return expiringListQueries(db, filter, now);
  const { page, total } = await userListQueries(
    db,
    ROLES.member,
    memberConditions(filter, now),
    filter,
  );
  return { page, total };
}

/**
 * `GET /Admin/members`: every given search field must match (the screen sends one); `expiresWithinDays` keeps
 * the active memberships ending within that many days of `now`, soonest first.
 */
export async function listMembers(
  db: DbOrTx,
  filter: MemberListFilter,
  now: Date = new Date(),
): Promise<{ members: MemberListItem[]; totalCount: number }> {
  const { rows, totalCount } = expiring(filter)
    ? await readUserPage(expiringListQueries(db, filter, now), filter)
    : await listUsers(db, ROLES.member, memberConditions(filter, now), filter);
  return {
    members: rows.map((row) => toMemberItem(row.user, row.membership, now)),
    totalCount,
  };
}

/** One member as the list shows them at `now`, or undefined. */
export async function findMember(
  db: DbOrTx,
  id: string,
  now: Date,
): Promise<MemberListItem | undefined> {
  const found = await findUser(db, id, ROLES.member);
  return found ? toMemberItem(found.user, found.membership, now) : undefined;
}

/**
 * `PUT /Admin/members/{id}` (`memberUpdate`), under the member's row lock: 409 for an email another account has,
 * the history rows, the mails of a changed address, the end of access of a switched-off account. Answers the
 * member as they are now.
 */
export async function updateMember(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'mailer'>,
  request: { id: string; body: UpdateMemberRequest; madeById: string; now: Date },
): Promise<MemberListItem> {
  const mailed = await mapDuplicates(() =>
    app.db.transaction(async (tx) => {
      const { user: member, at } = await lockUser(
        tx,
        request.id,
        ROLES.member,
        messages.api.memberNotFound,
        app.clock,
      );
      const update = memberUpdate(member, request.body);
      const duplicates = await duplicateErrors(tx, { email: update?.newEmail }, member.id);
      if (duplicates.length > 0) throw new ApiError(409, duplicates);
      if (!update) return false;
      await tx
        .update(users)
        .set({ ...update.set, updatedAt: at })
        .where(eq(users.id, member.id));
      // Links mailed to the old address no longer act on the account; the new address gets its own mail
      // (and a verified old one a notice), unless the account is switched off.
      if (update.newEmail !== undefined) await retireActionTokens(tx, member.id, at);
      if (update.mailNewAddress) {
        await queueAddressCheckMail(tx, app.config, update.updated, at);
      }
      if (update.noticeOldAddress && update.newEmail !== undefined) {
        await queueEmailChangedNotice(tx, member, update.newEmail, at);
      }
      for (const action of update.actions) {
        await recordMemberAction(tx, member.id, action, request.madeById, at);
      }
      if (update.endsAccess) await endAccess(tx, member.id, at);
      return update.mailNewAddress;
    }),
  );
  if (mailed) app.mailer.wake();
  const found = await findMember(app.db, request.id, request.now);
  if (!found) throw notFound(messages.api.memberNotFound);
  return found;
}

/** `PUT /Member`: a member's own contact details, recorded as member action 2 done by themselves. */
export async function updateOwnContactDetails(
  db: Db,
  id: string,
  body: ContactDetailsUpdate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await updateContactDetails(tx, id, body, now);
    await recordMemberAction(tx, id, MEMBER_ACTION_TYPES.update, id, now);
  });
}

/**
 * `GET /Admin/members/member-history`: create, update, activate, deactivate, delete of members, and the card
 * checks and reminders about them (6, 7: made by nobody, `madeByUserName` null).
 */
export async function listMemberActions(
  db: DbOrTx,
  filter: HistoryFilter,
  paging: Paging,
): Promise<{ membershipActions: MemberAction[]; totalCount: number }> {
  const { rows, totalCount } = await historyPage(
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
  return { membershipActions: rows.map(toMemberAction), totalCount };
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
    const nameStarts = sql`(${name} like ${startsWith} or ${name} like ${`% ${startsWith}`})`;
    const others = and(members, notLike(users.username, startsWith));
    const limit = MEMBER_SUGGESTIONS_LIMIT - rows.length;
    // First the names starting with the text, by username: for a common name PostgreSQL walks the username index
    // and stops at the limit, where sorting every match took 120 ms at 1 000 000 members. When they are fewer
    // than the limit, they were all of them: all the matches are then read and sorted, those names first.
    const starting = await db
      .select(columns)
      .from(users)
      .where(and(others, nameStarts))
      .orderBy(users.username)
      .limit(limit);
    rows.push(
      ...(starting.length === limit
        ? starting
        : await db
            .select(columns)
            .from(users)
            .where(
              and(others, or(searchCondition('username', term), searchCondition('fullName', term))),
            )
            .orderBy(sql`case when ${nameStarts} then 0 else 1 end`, users.username)
            .limit(limit)),
    );
  }
  return rows.map(toMemberSuggestion);
}
