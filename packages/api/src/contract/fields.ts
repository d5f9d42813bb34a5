/**
 * Field schemas shared by every request schema: each carries its user-facing error message, so the browser and
 * the server reject the same values with the same words.
 */
import {
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { z } from 'zod';
import {
  ADMIN_SEARCH_FIELDS,
  COUNTRY,
  FIELD_LIMITS,
  GENDERS,
  JORDAN_CITIES,
  PAGE_SIZE,
  PAGING,
} from './constants.ts';
import { isNationality } from './countries.ts';

/** PostgreSQL cannot store or compare a NUL character: text fields refuse it rather than fail in the database. */
function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/** `z.string()` whose missing/ill-typed message names the field. */
export function text(label: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required.` : `${label} must be text.`,
    })
    .refine(hasNoNul, `${label} must not contain a NUL character.`);
}

/** A required, trimmed, non-empty text of at most `max` characters. */
export function requiredText(label: string, max: number) {
  return text(label)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

export const usernameSchema = text('Username')
  .trim()
  .toLowerCase()
  .min(
    FIELD_LIMITS.usernameMin,
    `Username must be at least ${FIELD_LIMITS.usernameMin} characters.`,
  )
  .max(FIELD_LIMITS.usernameMax, `Username must be at most ${FIELD_LIMITS.usernameMax} characters.`)
  .regex(
    /^[a-z0-9._-]+$/,
    'Username may contain only letters, digits, dots, dashes and underscores.',
  );

export const emailSchema = text('Email')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(FIELD_LIMITS.emailMax, `Email must be at most ${FIELD_LIMITS.emailMax} characters.`)
  .regex(z.regexes.email, 'Please enter a valid email address.');

const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;

export function personNameSchema(label: string) {
  return requiredText(label, FIELD_LIMITS.nameMax).regex(
    NAME_PATTERN,
    `${label} may contain only letters, spaces, apostrophes, dots and dashes.`,
  );
}

/** A phone number, valid for Jordan by default or in international form (`+…`). */
export const phoneNumberSchema = requiredText('Phone number', 32).refine(
  (value) => isValidPhoneNumber(value, 'JO'),
  'Please enter a valid phone number (e.g. 0791234567 or +962791234567).',
);

/** The one stored form of a phone number: E.164 (`0791234567` → `+962791234567`). */
export function normalizePhoneNumber(value: string): string {
  return parsePhoneNumberFromString(value.trim(), 'JO')?.number ?? value.trim();
}

/** Jordan's calling code: a local number (`079…`) is stored after it in E.164 (`+96279…`). */
const LOCAL_CALLING_CODE = getCountryCallingCode('JO');

/**
 * The digit strings a phone search looks for in stored (E.164) numbers, any of which may match: the digits as
 * typed, leading zeros kept (`0001` finds …0001, not every number with a 1), and for local input its stored
 * form: a trunk 0 stands for Jordan's calling code (`079 123` → `96279123`), an international 00 for the `+`
 * (`00962 79` → `96279`).
 */
export function phoneSearchDigits(value: string): string[] {
  const digits = value.replace(/\D/g, '');
  if (!digits) return [];
  if (/^00[1-9]/.test(digits)) return [digits, digits.slice(2)];
  if (/^0[1-9]/.test(digits)) return [digits, `${LOCAL_CALLING_CODE}${digits.slice(1)}`];
  return [digits];
}

export const genderSchema = z.enum(GENDERS, { error: 'Gender must be M or F.' });

export const citySchema = z.enum(JORDAN_CITIES, { error: 'Please choose a city of Jordan.' });

/** Country is fixed to Jordan (SPEC §9); accepted for compatibility, never anything else. */
export const countrySchema = z.literal(COUNTRY, { error: `Country must be ${COUNTRY}.` });

export const nationalitySchema = text('Nationality')
  .trim()
  .min(1, 'Nationality is required.')
  .refine(isNationality, 'Please choose a nationality from the list.');

/** A major from the list, or free text when "Other" was chosen (SPEC §5). */
export const majorSchema = requiredText('Major', FIELD_LIMITS.majorMax);

export const addressDetailsSchema = requiredText('Address details', FIELD_LIMITS.addressMax);

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

export const dateOfBirthSchema = z.iso
  .date({ error: 'Date of birth must be a date (YYYY-MM-DD).' })
  .refine(
    (value) => value >= FIELD_LIMITS.dateOfBirthMin && value <= todayIso(),
    'Date of birth must be a past date.',
  );

/** Longest accepted login identifier (an email). */
export const FIELD_MAX_LOGIN = FIELD_LIMITS.emailMax;

export const passwordInputSchema = text('Password')
  .min(1, 'Password is required.')
  .max(
    FIELD_LIMITS.passwordMax,
    `Password must be at most ${FIELD_LIMITS.passwordMax} characters.`,
  );

/** An opaque token from a link or an earlier response. */
export function tokenSchema(label: string) {
  return text(label).trim().min(1, `${label} is required.`).max(512, `${label} is not valid.`);
}

export const userIdSchema = z.uuid({ error: 'The id is not valid.' });

/** An integer id in a path (`/…/{renewalId}/…`). */
export const integerIdSchema = z.coerce
  .number({ error: 'The id is not valid.' })
  .int('The id is not valid.')
  .min(1, 'The id is not valid.')
  .max(2_147_483_647, 'The id is not valid.');

export const pageNumberSchema = z.coerce
  .number({ error: 'Page number must be a number.' })
  .int('Page number must be a whole number.')
  .min(PAGING.firstPage, 'Page number must be 1 or more.')
  .max(PAGING.maxPageNumber, 'Page number is too large.')
  .default(PAGING.firstPage);

export const pageSizeSchema = z.coerce
  .number({ error: 'Page size must be a number.' })
  .int('Page size must be a whole number.')
  .min(1, 'Page size must be 1 or more.')
  .max(PAGING.maxPageSize, `Page size must be at most ${PAGING.maxPageSize}.`)
  .default(PAGE_SIZE);

/** A search text, trimmed, at most `FIELD_LIMITS.searchMax` characters (the search boxes' `maxLength`). */
const searchText = z
  .string({ error: 'Search text must be text.' })
  .refine(hasNoNul, 'Search text must not contain a NUL character.')
  .trim()
  .max(FIELD_LIMITS.searchMax, `Search text must be at most ${FIELD_LIMITS.searchMax} characters.`);

/** An optional search text; blank means "no filter". */
export const searchTextSchema = searchText.optional();

/** A search text that must say something (a blank one is refused). */
export const requiredSearchTextSchema = searchText.min(1, 'Search text is required.');

export const adminSearchFieldSchema = z.enum(ADMIN_SEARCH_FIELDS, {
  error: `searchBy must be one of ${ADMIN_SEARCH_FIELDS.join(', ')}.`,
});

/** An optional field a form may send as '' when left empty; the server stores '' as null. */
export function blankable<T extends z.ZodType>(schema: T) {
  return z.union([z.literal(''), schema]).optional();
}

/** ISO 8601 timestamp in responses. */
export const timestampSchema = z.iso.datetime({ offset: true });
/** `YYYY-MM-DD` in responses. */
export const dateSchema = z.iso.date();
