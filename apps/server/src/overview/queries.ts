/**
 * `GET /Admin/overview` (issue 21): the office's figures and three series of `OFFICE_LIMITS.overviewMonths`
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
 * - `newApplications`: inbox submissions whose status is `new` (the inbox's `newCount`).
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
 * Cost at 100 000 members (`bench/office-overview.bench.mjs`): one pass over `memberships` for its three
 * figures; the unverified count on the partial index `users_unverified_idx`; the series on the range of their
 * indexes (`users_role_created_idx`, `membership_actions_created_idx`, `memberships_running_expiry_idx`), bucketed
 * with `width_bucket` against the months' start instants (no time zone arithmetic in the database).
 */
import {
  EXPIRING_SOON_DAYS,
  MEMBERSHIP_ACTION_TYPES,
  OFFICE_LIMITS,
  ROLES,
  type Overview,
} from '@mijas/api/contract';
import { and, count, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database.ts';
import {
  formSubmissions,
  membershipActions,
  memberships,
  userCounts,
  users,
} from '../db/schema.ts';
import { DAY_MS } from '../reminders/rules.ts';
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

/** The statements of the overview at `now` (the bench times them one by one). */
export function overviewQueries(db: DbOrTx, now: Date) {
  const past = clubMonths(now, 1 - OFFICE_LIMITS.overviewMonths, OFFICE_LIMITS.overviewMonths);
  const ahead = clubMonths(now, 0, OFFICE_LIMITS.overviewMonths);
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const running = isNull(memberships.deactivatedAt);
  const activeAt = sql`${running} and ${memberships.expiresAt} > ${now.toISOString()}`;
  const firstPast = past.months[0]?.start ?? past.end;
  const firstAhead = ahead.months[0]?.start ?? ahead.end;
  const joined = monthBucket(users.createdAt, past.months, past.end);
  const renewed = monthBucket(membershipActions.createdAt, past.months, past.end);
  const ending = monthBucket(memberships.expiresAt, ahead.months, ahead.end);
  return {
    past,
    ahead,
    members: db
      .select({ n: userCounts.count })
      .from(userCounts)
      .where(eq(userCounts.role, ROLES.member)),
    memberships: db
      .select({
        all: count(),
        active: sql<number>`count(*) filter (where ${activeAt})`.mapWith(Number),
        expiringSoon:
          sql<number>`count(*) filter (where ${activeAt} and ${memberships.expiresAt} <= ${soon.toISOString()})`.mapWith(
            Number,
          ),
      })
      .from(memberships),
    unverified: db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, ROLES.member), eq(users.emailVerified, false))),
    newApplications: db
      .select({ n: count() })
      .from(formSubmissions)
      .where(eq(formSubmissions.status, 'new')),
    joined: db
      .select({ bucket: joined, count: count() })
      .from(users)
      .where(
        and(
          eq(users.role, ROLES.member),
          gte(users.createdAt, firstPast),
          lt(users.createdAt, past.end),
        ),
      )
      .groupBy(sql`1`),
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
export async function overview(db: DbOrTx, now: Date): Promise<Overview> {
  const q = overviewQueries(db, now);
  const [[members], [held], [unverified], [fresh], joined, renewed, ending] = await Promise.all([
    q.members,
    q.memberships,
    q.unverified,
    q.newApplications,
    q.joined,
    q.renewed,
    q.ending,
  ]);
  const memberCount = members?.n ?? 0;
  const active = held?.active ?? 0;
  const withMembership = held?.all ?? 0;
  return {
    totals: {
      members: memberCount,
      active,
      expiringSoon: held?.expiringSoon ?? 0,
      expired: withMembership - active,
      neverMember: Math.max(0, memberCount - withMembership),
      unverified: unverified?.n ?? 0,
      newApplications: fresh?.n ?? 0,
    },
    newMembersByMonth: everyMonth(q.past.months, joined, { count: 0 }),
    renewalsByMonth: everyMonth(q.past.months, renewed, { count: 0, amount: 0 }),
    endingByMonth: everyMonth(q.ahead.months, ending, { count: 0 }),
    generatedAt: now.toISOString(),
  };
}
