import {
  contactDetailsUpdateSchema,
  ERROR_CODES,
  isApiError,
  MAJORS,
  messages,
  OTHER_MAJOR,
  type ContactDetailsUpdate,
  type OwnProfile,
} from '@mijas/api';

/**
 * Helpers the profile forms share (add member, update member, the member's and the admin's own contact
 * details). The rules themselves are the contract's zod schemas: the server validates with the same ones.
 */

/** A `safeParse` result, structurally (this package does not import zod). */
export interface ParseResult<T = unknown> {
  success: boolean;
  data?: T;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The first problem of each field (the first key of the issue's path). When the major is 'Other', a problem with
 * the major is the free text's, reported on `otherMajor` with the hint 'Please specify your major'.
 */
export function fieldErrorsOf<F extends string>(
  result: ParseResult,
  fields: readonly F[],
  options: { otherMajorChosen?: boolean } = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (result.success) return errors;
  const known = new Set<PropertyKey>(fields);
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path[0];
    if (key === 'major' && options.otherMajorChosen && known.has('otherMajor'))
      errors['otherMajor' as F] ??= messages.createAdmin.customMajorHint;
    else if (key !== undefined && known.has(key)) errors[key as F] ??= issue.message;
  }
  return errors;
}

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

/**
 * The server's refusal, per field: its `Invalid<Field>` items and the duplicate username or email, so the
 * message stands under the field it is about.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  if (!isApiError(error) || !Array.isArray(error.body)) return {};
  const errors: FieldErrors<F> = {};
  const known = new Set<string>(fields);
  for (const item of error.body as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { code, description } = item as { code?: unknown; description?: unknown };
    if (typeof code !== 'string' || typeof description !== 'string') continue;
    const field =
      code === ERROR_CODES.duplicateUserName
        ? 'username'
        : code === ERROR_CODES.duplicateEmail
          ? 'email'
          : code.startsWith('Invalid')
            ? code.charAt(7).toLowerCase() + code.slice(8)
            : '';
    if (known.has(field)) errors[field as F] ??= description;
  }
  return errors;
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

/** The form's values without the field that changed's error. */
export function withoutError<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  const { [field]: _cleared, ...rest } = errors;
  return rest as FieldErrors<F>;
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

/** Validates the values with the contract's schema: the request to send (trimmed), or the field errors. */
export function checkContact(
  values: ContactValues,
): { ok: true; body: ContactDetailsUpdate } | { ok: false; errors: FieldErrors<ContactField> } {
  const result = contactDetailsUpdateSchema.safeParse({
    phoneNumber: values.phoneNumber,
    city: values.city,
    addressDetails: values.addressDetails,
    major: joinMajor(values),
  });
  if (result.success) return { ok: true, body: result.data };
  return {
    ok: false,
    errors: fieldErrorsOf(result, CONTACT_FIELDS, {
      otherMajorChosen: values.major === OTHER_MAJOR,
    }),
  };
}
