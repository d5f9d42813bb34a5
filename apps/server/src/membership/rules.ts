/**
 * The membership's rules (SPEC §4: a membership is active or inactive; an admin renews it, extending it by days
 * for an amount, or deactivates it) and the shapes its records take in answers. Pure: no database.
 *
 * The renewal arithmetic (`renewedExpiry`, `runningExpiry`) is the contract's: the Renew Membership modal checks
 * the same limit before sending.
 */
import {
  ERROR_CODES,
  MEMBERSHIP_ACTION_TYPES,
  messages,
  renewedExpiry,
  ROLES,
  runningExpiry,
  type ApiErrorItem,
  type MembershipAction,
  type MembershipInfo,
  type RenewalDetails,
  type Role,
} from '@mijas/api/contract';
import type { HistoryRow } from '../accounts/rules.ts';

/** A member's membership as stored: its expiry and when an admin deactivated it (null fields when none). */
export interface MembershipState {
  expiresAt: Date | null;
  deactivatedAt: Date | null;
}

/** A membership action type (SPEC §4: 0 renewal, 1 deactivation). */
export type MembershipActionType =
  (typeof MEMBERSHIP_ACTION_TYPES)[keyof typeof MEMBERSHIP_ACTION_TYPES];

/** A membership is active when it was not deactivated and expires after `now`. */
export function isMembershipActive(
  membership: MembershipState | null | undefined,
  now: Date,
): boolean {
  return Boolean(membership?.expiresAt && !membership.deactivatedAt && membership.expiresAt > now);
}

/**
 * A renewal of `days` at `now`: a running membership is extended from its expiry, an expired, deactivated or
 * missing one starts afresh from now; refused (400) when the expiry would pass the latest one allowed.
 */
export function renewal(
  membership: MembershipState | null | undefined,
  now: Date,
  days: number,
): { ok: true; expiresAt: Date } | { ok: false; error: ApiErrorItem } {
  const running = runningExpiry(isMembershipActive(membership, now), membership?.expiresAt ?? null);
  const expiresAt = renewedExpiry(running, now, days);
  return expiresAt
    ? { ok: true, expiresAt }
    : {
        ok: false,
        error: { code: ERROR_CODES.expiryTooLate, description: messages.api.expiryTooLate },
      };
}

/** `renewal` for generated history (seed, bench), whose renewals all stay within the limit. */
export function extendExpiry(current: Date | null, now: Date, days: number): Date {
  const result = renewal({ expiresAt: current, deactivatedAt: null }, now, days);
  if (!result.ok) throw new Error('A generated renewal would pass the latest expiry allowed');
  return result.expiresAt;
}

/** A deactivation at `now`: only an active membership can be deactivated (409 otherwise). */
export function deactivation(
  membership: MembershipState | null | undefined,
  now: Date,
): { ok: true } | { ok: false; error: ApiErrorItem } {
  return isMembershipActive(membership, now)
    ? { ok: true }
    : {
        ok: false,
        error: {
          code: ERROR_CODES.membershipNotActive,
          description: messages.api.membershipNotActive,
        },
      };
}

/** A stored action type as the contract's: 0 renewal, anything else a deactivation (the only other type). */
export function toMembershipActionType(value: number): MembershipActionType {
  return value === MEMBERSHIP_ACTION_TYPES.renewal
    ? MEMBERSHIP_ACTION_TYPES.renewal
    : MEMBERSHIP_ACTION_TYPES.deactivation;
}

/** A membership history row as read (`membership/queries.ts`). */
export interface MembershipActionRow extends HistoryRow {
  newExpiresAt: Date | null;
}

/** A history row as the contract's membership action: a renewal's id is its renewal id, with its new expiry. */
export function toMembershipAction(row: MembershipActionRow): MembershipAction {
  const actionType = toMembershipActionType(row.actionType);
  const renewed = actionType === MEMBERSHIP_ACTION_TYPES.renewal;
  return {
    actionId: row.id,
    memberUserName: row.subjectUserName,
    memberFullName: row.subjectFullName,
    madeByUserName: row.madeByUserName,
    createdAt: row.createdAt.toISOString(),
    actionType,
    expiryTime: renewed && row.newExpiresAt ? row.newExpiresAt.toISOString() : null,
    renewalId: renewed ? row.id : null,
  };
}

/** A renewal's details, or undefined when the row is not a complete renewal. */
export function toRenewalDetails(row: {
  id: number;
  actionType: number;
  newExpiresAt: Date | null;
  amount: string | null;
  numberOfDays: number | null;
}): RenewalDetails | undefined {
  if (
    row.actionType !== MEMBERSHIP_ACTION_TYPES.renewal ||
    !row.newExpiresAt ||
    row.amount === null ||
    row.numberOfDays === null
  ) {
    return undefined;
  }
  return {
    renewalId: row.id,
    expiresAt: row.newExpiresAt.toISOString(),
    amount: Number(row.amount),
    numberOfDays: row.numberOfDays,
  };
}

/** `GET /Member/membership-info`: the member and their membership's status at `now`. */
export function toMembershipInfo(
  row: MembershipState & {
    id: string;
    username: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
  },
  now: Date,
): MembershipInfo {
  return {
    memberId: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isActive: isMembershipActive(row, now),
    expiryDate: row.expiresAt?.toISOString() ?? null,
  };
}

/** Who may read a member's membership info: the member themselves, and admins (the guard admits no one else). */
export function mayReadMembershipInfo(
  user: { id: string; roles: readonly Role[] },
  memberId: string,
): boolean {
  return !user.roles.includes(ROLES.member) || user.id === memberId;
}
