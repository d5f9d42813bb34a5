/** Turning rows into the contract's record shapes, and the membership status rule. */
import {
  normalizePhoneNumber,
  type ContactDetailsUpdate,
  type OwnProfile,
} from '@mijas/api/contract';
import type { UserRow } from './schema.ts';

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

/** `GET /Member` and `GET /Admin/admins`. */
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

/** SPEC/issue 3: a membership is active when it is not deactivated and expires in the future. */
export function isMembershipActive(
  membership: { expiresAt: Date | null; deactivatedAt: Date | null } | null | undefined,
  now: Date,
): boolean {
  return Boolean(membership?.expiresAt && !membership.deactivatedAt && membership.expiresAt > now);
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
