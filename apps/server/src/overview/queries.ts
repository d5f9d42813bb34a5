/**
 * `GET /Admin/overview` (issue 21): the admins' figures and three series of `ADMIN_LIMITS.overviewMonths`
 * months of the club's calendar. Each figure and bar opens the member list with a filter, so each is counted
 * EXACTLY as that filter selects (`members/queries.ts`), at `now`:
 *
 * - `members`: accounts of role member (`user_counts`, kept by triggers) — the unfiltered list's total.
 * - `active` (`status=active`): a membership row not deactivated (`deactivated_at is null`) whose `expires_at` is
 *   after now (`isMembershipActive`).
 * - `expiringSoon` (`expiresWithinDays=EXPIRING_SOON_DAYS`): not deactivated, `now < expires_at <= now + 30 days`.
 * - `expired` (`status=expired`): a membership row that is not active: deactivated, or `expires_at <= now`.
 * - `neverMember` (`status=never`): no membership row (members − membership rows).
 * - `unverified` (`status=unverified`): `email_verified = false`, whatever the membership.
 * - `newApplications`: applications whose status is `new` (the Applications list's `newCount`).
 * So `members = active + expired + neverMember`. Membership rows belong to members only (renewal is refused for
 * any other role), which lets the membership figures skip the join to `users`.
 *
 * Series, months of `CLUB_TIME_ZONE` (`clubMonths`), each counted over `[its start, the next month's start)`:
 * - `newMembersByMonth` (`joinedMonth`): members whose account `created_at` falls in the month; this month and
 *   the 11 before.
 * - `renewalsByMonth` (`renewedMonth`): renewals (membership action 0) whose `created_at` falls in the month, and
 *   the sum of their amounts; this month and the 11 before. The list's `renewedMonth` shows each member who
 *   renewed in the month once: a member renewing twice in one month is 2 renewals here, 1 row there.
 * - `endingByMonth` (`expiresMonth`): running memberships (not deactivated) whose `expires_at` falls in the
 *   month, this month (its days already past included) and the 11 after.
 *
 * Cost at 100 000 members (`bench/admin-overview.bench.mjs`): `members` one row of `user_counts`; `active` and
 * `expiringSoon` index-only ranges of `memberships_running_expiry_idx`, the membership rows a count of its primary
 * key; `unverified` the partial index `users_unverified_idx`; `newMembersByMonth` the UTC months of
 * `user_month_counts` (kept by triggers) corrected by the members of the few hours each club month starts before
 * its UTC month (short ranges of `users_role_created_idx`); renewals and endings the ranges of their indexes
 * (`membership_actions_created_idx` or a scan when the range is most of the table, `memberships_running_expiry_idx`),
 * bucketed with `width_bucket` against the months' first instants (no time zone arithmetic in the database).
 */
import {
  ADMIN_LIMITS,
  DAY_MS,
  EXPIRING_SOON_DAYS,
  MEMBERSHIP_ACTION_TYPES,
  type Overview,
  ROLES,
} from '@mijas/api/contract';
import { and, count, eq, gt, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database.ts';
import {
  payments,
  formSubmissions,
  membershipActions,
  memberships,
  userCounts,
  userMonthCounts,
  users,
} from '../db/schema.ts';
import { clubMonths, type ClubMonth } from './months.ts';

/** The number (1-based) of the month holding `column`, for months whose starts and end are `bounds`. */
function monthBucket(column: PgColumn, months: ClubMonth[], end: Date): SQL<number> {
  const bounds = [...months.map((month) => month.start), end].map(
    (instant) => sql`${instant.toISOString()}`,
  );
  return sql<number>`width_bucket(${column}, array[${sql.join(bounds, sql`, `)}]::timestamptz[])`.mapWith(
    Number,
  );
}

/** Every month of `months`, with its row's figures or zeros. */
function everyMonth<T extends object>(
  months: ClubMonth[],
  rows: readonly ({ bucket: number } & T)[],
  zero: T,
): ({ month: string } & T)[] {
  const byBucket = new Map(rows.map(({ bucket, ...figures }) => [bucket, figures as T]));
  return months.map((month, index) => ({
    month: month.month,
    ...(byBucket.get(index + 1) ?? zero),
  }));
}

/** The first instant of the UTC month `YYYY-MM`, as `user_month_counts.month` holds it (UTC, no time zone). */
function utcMonthStart(month: string): string {
  return `${month}-01 00:00:00`;
}

/** The month after the last of `span`. */
function nextMonth(span: { end: Date }): string {
  return clubMonthOf(span.end);
}

/** `YYYY-MM` of a club month's first instant (its wall clock is that month's first day). */
function clubMonthOf(start: Date): string {
  return new Date(start.getTime() + 12 * 60 * 60 * 1000).toISOString().slice(0, 7);
}

/**
 * Members created between each club month's start and the same month's UTC start (Amman is ahead of UTC: the
 * hours its month starts earlier), one short range of `users_role_created_idx` per month start (and the end).
 */
function edgeCounts(db: DbOrTx, span: { months: ClubMonth[]; end: Date }) {
  const starts = [...span.months.map((month) => month.start), span.end];
  const ranges = starts.map((start, index) => {
    const utc = new Date(`${clubMonthOf(start)}-01T00:00:00Z`);
    const [from, to] = start < utc ? [start, utc] : [utc, start];
    return sql`select ${index}::int as edge, ${start < utc ? 1 : -1}::int * count(*)::int as count from ${users} where ${users.role} = ${ROLES.member} and ${users.createdAt} >= ${from.toISOString()} and ${users.createdAt} < ${to.toISOString()}`;
  });
  return db.execute<{ edge: number; count: number }>(sql.join(ranges, sql` union all `));
}

/**
 * Members created per club month from the UTC months of `user_month_counts` (kept by triggers): a club month is
 * its UTC month, plus the members created in the hours it starts before it, minus those of the next month's.
 */
function joinedByClubMonth(
  span: { months: ClubMonth[]; end: Date },
  utcMonths: readonly { month: string; count: number }[],
  edges: unknown,
): { month: string; count: number }[] {
  const byMonth = new Map(utcMonths.map((row) => [row.month, Number(row.count)]));
  // Both drivers answer `execute` with `{ rows }`.
  const { rows } = edges as { rows: { edge: number; count: number }[] };
  const edge = new Map(rows.map((row) => [Number(row.edge), Number(row.count)]));
  return span.months.map((month, index) => ({
    month: month.month,
    count: (byMonth.get(month.month) ?? 0) + (edge.get(index) ?? 0) - (edge.get(index + 1) ?? 0),
  }));
}

/** The statements of the overview at `now` (the bench times them one by one). */
export function overviewQueries(db: DbOrTx, now: Date) {
  const past = clubMonths(now, 1 - ADMIN_LIMITS.overviewMonths, ADMIN_LIMITS.overviewMonths);
  const ahead = clubMonths(now, 0, ADMIN_LIMITS.overviewMonths);
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const running = isNull(memberships.deactivatedAt);
  const firstPast = past.months[0]?.start ?? past.end;
  const firstAhead = ahead.months[0]?.start ?? ahead.end;
  const renewed = monthBucket(membershipActions.createdAt, past.months, past.end);
  const ending = monthBucket(memberships.expiresAt, ahead.months, ahead.end);
  return {
    past,
    ahead,
    members: db
      .select({ n: userCounts.count })
      .from(userCounts)
      .where(eq(userCounts.role, ROLES.member)),
    /** Every membership row: a count of the primary key's index. */
    memberships: db.select({ n: count() }).from(memberships),
    /** The range of `memberships_running_expiry_idx` after now (and up to `soon`): index-only scans. */
    active: db
      .select({ n: count() })
      .from(memberships)
      .where(and(running, gt(memberships.expiresAt, now))),
    expiringSoon: db
      .select({ n: count() })
      .from(memberships)
      .where(and(running, gt(memberships.expiresAt, now), lte(memberships.expiresAt, soon))),
    unverified: db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, ROLES.member), eq(users.emailVerified, false))),
    newApplications: db
      .select({ n: count() })
      .from(formSubmissions)
      .where(eq(formSubmissions.status, 'new')),
    joinedUtcMonths: db
      .select({
        month: sql<string>`to_char(${userMonthCounts.month}, 'YYYY-MM')`,
        count: userMonthCounts.count,
      })
      .from(userMonthCounts)
      .where(
        and(
          eq(userMonthCounts.role, ROLES.member),
          gte(userMonthCounts.month, sql`${utcMonthStart(past.months[0]?.month ?? '')}::timestamp`),
          lt(userMonthCounts.month, sql`${utcMonthStart(nextMonth(past))}::timestamp`),
        ),
      ),
    joinedEdges: edgeCounts(db, past),
    renewed: db
      .select({
        bucket: renewed,
        count: count(),
        amount: sql<number>`coalesce(sum(${membershipActions.amount}), 0)`.mapWith(Number),
      })
      .from(membershipActions)
      .where(
        and(
          eq(membershipActions.actionType, MEMBERSHIP_ACTION_TYPES.renewal),
          gte(membershipActions.createdAt, firstPast),
          lt(membershipActions.createdAt, past.end),
        ),
      )
      .groupBy(sql`1`),
    /** Issue 34: payments by their club month (`payments.club_month`), written when each was received. */
    revenue: db
      .select({
        month: payments.clubMonth,
        count: count(),
        amount: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
      })
      .from(payments)
      .where(
        and(
          gte(payments.clubMonth, past.months[0]?.month ?? ''),
          lte(payments.clubMonth, past.months.at(-1)?.month ?? ''),
        ),
      )
      .groupBy(payments.clubMonth),
    ending: db
      .select({ bucket: ending, count: count() })
      .from(memberships)
      .where(
        and(running, gte(memberships.expiresAt, firstAhead), lt(memberships.expiresAt, ahead.end)),
      )
      .groupBy(sql`1`),
  };
}

/** `GET /Admin/overview` at `now`. */
export async function overview(db: DbOrTx, now: Date, currency: string): Promise<Overview> {
  const q = overviewQueries(db, now);
  const [
    [members],
    [held],
    [running],
    [soon],
    [unverified],
    [fresh],
    joinedUtcMonths,
    joinedEdges,
    renewed,
    ending,
    revenue,
  ] = await Promise.all([
    q.members,
    q.memberships,
    q.active,
    q.expiringSoon,
    q.unverified,
    q.newApplications,
    q.joinedUtcMonths,
    q.joinedEdges,
    q.renewed,
    q.ending,
    q.revenue,
  ]);
  const memberCount = members?.n ?? 0;
  const active = running?.n ?? 0;
  const withMembership = held?.n ?? 0;
  return {
    totals: {
      members: memberCount,
      active,
      expiringSoon: soon?.n ?? 0,
      expired: withMembership - active,
      neverMember: Math.max(0, memberCount - withMembership),
      unverified: unverified?.n ?? 0,
      newApplications: fresh?.n ?? 0,
    },
    newMembersByMonth: joinedByClubMonth(q.past, joinedUtcMonths, joinedEdges),
    renewalsByMonth: everyMonth(q.past.months, renewed, { count: 0, amount: 0 }),
    endingByMonth: everyMonth(q.ahead.months, ending, { count: 0 }),
    revenueByMonth: q.past.months.map(({ month }) => ({
      month,
      count: revenue.find((row) => row.month === month)?.count ?? 0,
      amount: revenue.find((row) => row.month === month)?.amount ?? 0,
    })),
    currency,
    generatedAt: now.toISOString(),
  };
}
