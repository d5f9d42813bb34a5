/**
 * The membership's SQL: renewing and deactivating (each under the member's row lock, so concurrent changes of one
 * member serialise), the membership history, a renewal's details and a member's membership info.
 */
import {
  RENEWAL_LIMITS,
  DAY_MS,
  MEMBERSHIP_ACTION_TYPES,
  messages,
  ROLES,
  type MembershipAction,
  type RenewalDetails,
} from '@mijas/api/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lockUser } from '../accounts/queries.ts';
import { historyPage, type HistoryFilter } from '../accounts/history.ts';
import type { DbOrTx, Tx } from '../db/database.ts';
import type { Paging } from '../db/paging.ts';
import { membershipActions, memberships, users, type UserRow } from '../db/schema.ts';
import type { Clock } from '../clock.ts';
import { ApiError } from '../http/errors.ts';
import {
  deactivation,
  renewal,
  toMembershipInfo,
  toRenewalDetails,
  toMembershipAction,
} from './rules.ts';

/** Locks a member's row (`lockUser`), then reads their membership: how every change to a membership starts. */
async function lockMembership(tx: Tx, memberId: string, clock: Clock) {
  const { at, user } = await lockUser(
    tx,
    memberId,
    ROLES.member,
    messages.api.memberNotFound,
    clock,
  );
  const [membership] = await tx
    .select()
    .from(memberships)
    .where(eq(memberships.memberId, memberId));
  return { at, user, membership };
}

/** A renewal done inside its transaction: the member, its action (renewal) id, and the period it adds. */
export interface Renewed {
  id: number;
  member: UserRow;
  /** When the renewal was made (the member's row lock taken). */
  at: Date;
  /** The period it covers: from the running expiry (or now), to the new expiry. */
  periodFrom: Date;
  expiresAt: Date;
}

/**
 * Renews a member's membership by `numberOfDays` for `amount` (`renewal`), recorded as membership action 0 by
 * `madeById`, inside the caller's transaction `tx`, which records its payment and receipt too (issue 34,
 * `payments/queries.ts`).
 */
export async function renewInTransaction(
  tx: Tx,
  clock: Clock,
  request: { memberId: string; numberOfDays: number; amount: number; madeById: string },
): Promise<Renewed> {
  const { memberId } = request;
  // The row lock serialises concurrent renewals of one member: each extends the previous one's expiry.
  const { at: now, user: member, membership } = await lockMembership(tx, memberId, clock);
  const renewed = renewal(membership, now, request.numberOfDays);
  if (!renewed.ok) throw new ApiError(400, [renewed.error]);
  const { expiresAt } = renewed;
  if (membership) {
    await tx
      .update(memberships)
      .set({ expiresAt, deactivatedAt: null, updatedAt: now })
      .where(eq(memberships.memberId, memberId));
  } else {
    await tx.insert(memberships).values({ memberId, expiresAt, createdAt: now, updatedAt: now });
  }
  const [action] = await tx
    .insert(membershipActions)
    .values({
      memberId,
      actionType: MEMBERSHIP_ACTION_TYPES.renewal,
      madeById: request.madeById,
      numberOfDays: request.numberOfDays,
      // Exact to the currency's minor units (the contract took at most the dinar's 3 decimals).
      amount: request.amount.toFixed(RENEWAL_LIMITS.maxDecimals),
      newExpiresAt: expiresAt,
      createdAt: now,
    })
    .returning({ id: membershipActions.id });
  if (!action) throw new Error('membership action insert returned nothing');
  const periodFrom = new Date(expiresAt.getTime() - request.numberOfDays * DAY_MS);
  return { id: action.id, member, at: now, periodFrom, expiresAt };
}

/** Deactivates a member's membership (`deactivation`), recorded as membership action 1 by `madeById`. */
export async function deactivateMembership(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  request: { memberId: string; madeById: string },
): Promise<void> {
  const { memberId } = request;
  await app.db.transaction(async (tx) => {
    const { at: now, membership } = await lockMembership(tx, memberId, app.clock);
    const allowed = deactivation(membership, now);
    if (!allowed.ok) throw new ApiError(409, [allowed.error]);
    await tx
      .update(memberships)
      .set({ deactivatedAt: now, updatedAt: now })
      .where(eq(memberships.memberId, memberId));
    await tx.insert(membershipActions).values({
      memberId,
      actionType: MEMBERSHIP_ACTION_TYPES.deactivation,
      madeById: request.madeById,
      createdAt: now,
    });
  });
}

/** `GET /Admin/members/membership-history`: renewals (with their new expiry) and deactivations. */
export async function listMembershipActions(
  db: DbOrTx,
  filter: HistoryFilter,
  paging: Paging,
): Promise<{ membershipActions: MembershipAction[]; totalCount: number }> {
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
    membershipActions: rows.map((row) =>
      toMembershipAction({ ...row, newExpiresAt: row.newExpiresAt as Date | null }),
    ),
    totalCount,
  };
}

/** A renewal's details, or undefined when `renewalId` is no renewal. */
export async function findRenewal(
  db: DbOrTx,
  renewalId: number,
): Promise<RenewalDetails | undefined> {
  const [row] = await db
    .select()
    .from(membershipActions)
    .where(
      and(
        eq(membershipActions.id, renewalId),
        eq(membershipActions.actionType, MEMBERSHIP_ACTION_TYPES.renewal),
      ),
    );
  return row ? toRenewalDetails(row) : undefined;
}

/** A member's membership info at `now`, or undefined when `memberId` is no member. */
export async function findMembershipInfo(db: DbOrTx, memberId: string, now: Date) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      expiresAt: memberships.expiresAt,
      deactivatedAt: memberships.deactivatedAt,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.memberId, users.id))
    .where(and(eq(users.id, memberId), eq(users.role, ROLES.member)))
    .limit(1);
  return row ? toMembershipInfo(row, now) : undefined;
}
