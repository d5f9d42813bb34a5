/**
 * Rules every account (member or admin) follows: the record a user reads of themselves, a contact-details edit,
 * a new account created by an admin, switching an account on or off (SPEC §4: member and admin accounts are
 * active or inactive, toggled by an admin or a root admin). Pure: no database.
 */
import {
  COUNTRY,
  ERROR_CODES,
  MEMBER_ACTION_TYPES,
  messages,
  normalizePhoneNumber,
  REQUIRED_ACTIONS,
  type ApiErrorItem,
  type ContactDetailsUpdate,
  type OwnProfile,
  type Role,
} from '@mijas/api/contract';
import type { NewUserRow, UserRow } from '../db/schema.ts';

/** A member action type (SPEC §4: create, update, activate, deactivate, delete; 1 to 5). */
export type MemberActionType = (typeof MEMBER_ACTION_TYPES)[keyof typeof MEMBER_ACTION_TYPES];

/** A history row as read (`accounts/history.ts`): whose record, who acted, when, what. */
export interface HistoryRow {
  id: number;
  actionType: number;
  createdAt: Date;
  subjectUserName: string;
  /** The member's first and last name joined; null when they have none. */
  subjectFullName: string | null;
  madeByUserName: string | null;
}

type ProfileRow = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'email'
  | 'emailVerified'
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'dateOfBirth'
  | 'major'
  | 'phoneNumber'
  | 'nationality'
  | 'country'
  | 'city'
  | 'addressDetails'
>;

function gender(value: string | null): 'M' | 'F' | null {
  return value === 'M' || value === 'F' ? value : null;
}

/** An account's record as the contract shapes it: `GET /Member`, `GET /Admin/admins`, and the list items. */
export function toOwnProfile(row: ProfileRow): OwnProfile {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailIsVerified: row.emailVerified,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: gender(row.gender),
    dateOfBirth: row.dateOfBirth,
    major: row.major,
    phoneNumber: row.phoneNumber,
    nationality: row.nationality,
    country: row.country,
    city: row.city,
    addressDetails: row.addressDetails,
  };
}

/** The `users` columns to set for a contact-details edit (`PUT /Member`, `PUT /Admin/admin-info`). */
export function contactDetailsChanges(body: ContactDetailsUpdate, now: Date) {
  return {
    phoneNumber: normalizePhoneNumber(body.phoneNumber),
    city: body.city,
    addressDetails: body.addressDetails,
    major: body.major,
    updatedAt: now,
  };
}

/** Profile fields as the create forms send them ('' or absent for an optional field left empty). */
export interface AccountInput {
  username: string;
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  phoneNumber?: string | undefined;
  gender: 'M' | 'F';
  nationality: string;
  city: string;
  addressDetails?: string | undefined;
  major: string;
  dateOfBirth?: string | undefined;
}

const blankToNull = (value: string | undefined): string | null => (value ? value : null);

/**
 * The row of an account an admin or root admin creates: in Jordan, active, its email unverified and no password,
 * with VERIFY_EMAIL and UPDATE_PASSWORD pending (its verification mail leads to setting the password).
 */
export function newAccount(role: Role, input: AccountInput, now: Date): NewUserRow {
  return {
    role,
    username: input.username,
    email: input.email,
    firstName: blankToNull(input.firstName),
    lastName: blankToNull(input.lastName),
    phoneNumber: input.phoneNumber ? normalizePhoneNumber(input.phoneNumber) : null,
    gender: input.gender,
    nationality: input.nationality,
    country: COUNTRY,
    city: input.city,
    addressDetails: blankToNull(input.addressDetails),
    major: input.major,
    dateOfBirth: blankToNull(input.dateOfBirth),
    passwordHash: null,
    emailVerified: false,
    isActive: true,
    requiredActions: [REQUIRED_ACTIONS.verifyEmail, REQUIRED_ACTIONS.updatePassword],
    createdAt: now,
    updatedAt: now,
  };
}

/** The member action that records switching an account on (activate, 3) or off (deactivate, 4). */
export function activationAction(active: boolean): MemberActionType {
  return active ? MEMBER_ACTION_TYPES.activate : MEMBER_ACTION_TYPES.deactivate;
}

/**
 * Switching an account on or off: refused (409) when it already is, else recorded as member action 3 or 4;
 * switching off also ends its access (sessions and unused mailed links).
 */
export function activation(
  isActive: boolean,
  active: boolean,
):
  { ok: false; error: ApiErrorItem } | { ok: true; action: MemberActionType; endsAccess: boolean } {
  if (isActive === active) {
    return {
      ok: false,
      error: active
        ? { code: ERROR_CODES.alreadyActive, description: messages.api.alreadyActive }
        : { code: ERROR_CODES.alreadyInactive, description: messages.api.alreadyInactive },
    };
  }
  return { ok: true, action: activationAction(active), endsAccess: !active };
}

/** The 409 items for a username and/or email already taken by another account (whatever its role). */
export function duplicateItems(
  wanted: { username?: string | undefined; email?: string | undefined },
  taken: readonly { id: string; username: string; email: string }[],
  exceptId?: string,
): ApiErrorItem[] {
  const others = taken.filter((row) => row.id !== exceptId);
  const items: ApiErrorItem[] = [];
  if (wanted.username && others.some((row) => row.username === wanted.username)) {
    items.push({
      code: ERROR_CODES.duplicateUserName,
      description: messages.api.duplicateUserName,
    });
  }
  if (wanted.email && others.some((row) => row.email === wanted.email)) {
    items.push({ code: ERROR_CODES.duplicateEmail, description: messages.api.duplicateEmail });
  }
  return items;
}
