import { MAJORS, OTHER_MAJOR, type OwnProfile } from '@mijas/api';

/**
 * The values of the profile forms (add member, create admin, update member, the member's and the admin's own
 * contact details): their fields, and the major as a select plus free text. The rules themselves are the
 * contract's zod schemas, applied by the form machine (`createFormMachine`).
 */

// --- The forms that open an account: Add Member (every field required) and Create Admin (some optional) ---

/** Their fields (SPEC §3); `otherMajor` is the free text shown when the major is 'Other'. */
export const NEW_ACCOUNT_FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
  'gender',
  'nationality',
  'city',
  'addressDetails',
  'major',
  'otherMajor',
  'dateOfBirth',
] as const;
export type NewAccountField = (typeof NEW_ACCOUNT_FIELDS)[number];
export type NewAccountValues = Record<NewAccountField, string>;

export function emptyNewAccountValues(): NewAccountValues {
  return Object.fromEntries(NEW_ACCOUNT_FIELDS.map((field) => [field, ''])) as NewAccountValues;
}

/** A stored major as the form's select + free text: a listed major, else 'Other' with the text. */
export function splitMajor(major: string | null | undefined): {
  major: string;
  otherMajor: string;
} {
  const value = major?.trim() ?? '';
  if (value === '') return { major: '', otherMajor: '' };
  if (value !== OTHER_MAJOR && (MAJORS as readonly string[]).includes(value))
    return { major: value, otherMajor: '' };
  return { major: OTHER_MAJOR, otherMajor: value };
}

/** The major to send: the free text replaces 'Other' (SPEC §3). */
export function joinMajor(values: { major: string; otherMajor: string }): string {
  return values.major === OTHER_MAJOR ? values.otherMajor : values.major;
}

// --- Contact details: what a member or an admin edits about themself (PUT /Member, PUT /Admin/admin-info) ---

export const CONTACT_FIELDS = [
  'phoneNumber',
  'city',
  'addressDetails',
  'major',
  'otherMajor',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

type ContactSource = Partial<Pick<OwnProfile, 'phoneNumber' | 'city' | 'addressDetails' | 'major'>>;

/** The form's values, prefilled from a profile (nulls become empty fields). */
export function contactValues(profile?: ContactSource | null): ContactValues {
  return {
    phoneNumber: profile?.phoneNumber ?? '',
    city: profile?.city ?? '',
    addressDetails: profile?.addressDetails ?? '',
    ...splitMajor(profile?.major),
  };
}

/** The request the contact values make (PUT /Member, PUT /Admin/admin-info): the free text replaces 'Other'. */
export function contactPayload(values: ContactValues) {
  return {
    phoneNumber: values.phoneNumber,
    city: values.city,
    addressDetails: values.addressDetails,
    major: joinMajor(values),
  };
}
