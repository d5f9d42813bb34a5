/**
 * Rules of members as admins manage them: the list item, what an update changes (a changed email becomes
 * unverified and gets its own mail while the account is active; switching the account off ends its access), the
 * member action types (SPEC §4: 1 create, 2 update, 3 activate, 4 deactivate, 5 delete) and history rows.
 * Pure: no database.
 */
import {
  fullName,
  MEMBER_ACTION_TYPES,
  normalizePhoneNumber,
  REQUIRED_ACTIONS,
  type MemberAction,
  type MemberListItem,
  type MemberSuggestion,
  type UpdateMemberRequest,
} from '@mijas/api/contract';
import {
  activationAction,
  toOwnProfile,
  type HistoryRow,
  type MemberActionType,
} from '../accounts/rules.ts';
import type { UserRow } from '../db/schema.ts';
import { isMembershipActive, type MembershipState } from '../membership/rules.ts';

/** A member with their membership as the admin lists and details show them, the membership's status at `now`. */
/** The `users` columns a member list item reads (the export selects just these). */
export type MemberItemRow = Parameters<typeof toOwnProfile>[0] &
  Pick<UserRow, 'isActive' | 'createdAt' | 'updatedAt'>;

export function toMemberItem(
  user: MemberItemRow,
  membership: MembershipState,
  now: Date,
): MemberListItem {
  // Added onto the fresh profile rather than spread into a new object: a spread of this many properties takes
  // V8's slow path, five times the cost of the rest (an export shapes 100 000 of these).
  return Object.assign(toOwnProfile(user), {
    isActiveUser: user.isActive,
    hasActiveMembership: isMembershipActive(membership, now),
    membershipExpiry: membership.expiresAt ? membership.expiresAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  });
}

const MEMBER_ACTION_TYPE_VALUES: readonly MemberActionType[] = Object.values(MEMBER_ACTION_TYPES);

/** A stored member action type as the contract's (1 to 7); any other value is a broken row. */
export function toMemberActionType(value: number): MemberActionType {
  const found = MEMBER_ACTION_TYPE_VALUES.find((type) => type === value);
  if (found === undefined) throw new Error(`unknown member action type ${value}`);
  return found;
}

/** A member history row as the contract's member action. */
export function toMemberAction(row: HistoryRow): MemberAction {
  return {
    userActionId: row.id,
    userName: row.subjectUserName,
    userFullName: row.subjectFullName,
    madeByUserName: row.madeByUserName,
    actionCreatedAt: row.createdAt.toISOString(),
    actionTypeId: toMemberActionType(row.actionType),
  };
}

/** A member as a suggestion: the full name null when they have none. */
export function toMemberSuggestion(row: {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
}): MemberSuggestion {
  return { id: row.id, username: row.username, fullName: fullName(row) || null };
}

type Changes = Omit<UpdateMemberRequest, 'isActive'>;

/** What `PUT /Admin/members/{id}` does to a member, or undefined when it changes nothing. */
export interface MemberUpdate {
  /** The `users` columns to set (besides `updatedAt`). */
  set: Changes & { isActive?: boolean; emailVerified?: false; requiredActions?: string[] };
  /** The new address, when the email changes: it is unverified, and links mailed to the old one stop working. */
  newEmail: string | undefined;
  /** The member after the change, for the mails. */
  updated: UserRow;
  /** Mail the new address to check it (only while the account stays active). */
  mailNewAddress: boolean;
  /** Tell the old address it was replaced (when it was verified and the new one is mailed). */
  noticeOldAddress: boolean;
  /** The history rows to write, in order: update (2) when a field changed, then activate (3) or deactivate (4). */
  actions: MemberActionType[];
  /** The account is switched off: its sessions and mailed links end. */
  endsAccess: boolean;
}

/**
 * The update `body` makes to `member`: only the fields whose value differs count (a phone number compared in
 * E.164). A changed email becomes unverified (VERIFY_EMAIL pending).
 */
export function memberUpdate(member: UserRow, body: UpdateMemberRequest): MemberUpdate | undefined {
  const { isActive, ...fields } = body;
  const wanted: Changes = {
    ...fields,
    ...(fields.phoneNumber ? { phoneNumber: normalizePhoneNumber(fields.phoneNumber) } : {}),
  };
  const changed = Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, value]) => value !== undefined && member[key as keyof UserRow] !== value,
    ),
  ) as Changes;
  const fieldsChanged = Object.keys(changed).length > 0;
  const activeChanged = isActive !== undefined && isActive !== member.isActive;
  if (!fieldsChanged && !activeChanged) return undefined;
  const newEmail = changed.email;
  const requiredActions =
    newEmail !== undefined
      ? [...new Set([...member.requiredActions, REQUIRED_ACTIONS.verifyEmail])]
      : member.requiredActions;
  const active = activeChanged ? isActive : member.isActive;
  const mailNewAddress = newEmail !== undefined && active;
  return {
    set: {
      ...changed,
      ...(activeChanged ? { isActive } : {}),
      ...(newEmail !== undefined ? { emailVerified: false, requiredActions } : {}),
    },
    newEmail,
    updated: { ...member, ...changed, requiredActions },
    mailNewAddress,
    noticeOldAddress: mailNewAddress && member.emailVerified,
    actions: [
      ...(fieldsChanged ? [MEMBER_ACTION_TYPES.update] : []),
      ...(activeChanged ? [activationAction(active)] : []),
    ],
    endsAccess: activeChanged && !active,
  };
}
