/**
 * Field schemas shared by every request schema: each carries its user-facing error message, so the browser and
 * the server reject the same values with the same words.
 */
import { z } from 'zod/mini';
import {
  ADMIN_SEARCH_FIELDS,
  COUNTRY,
  FIELD_LIMITS,
  GENDERS,
  JORDAN_CITIES,
  PAGE_SIZE,
  PAGING,
} from './constants.ts';
import { cleanMultilineText, cleanText } from './text.ts';
import { messages, type Messages } from './messages.ts';

/**
 * A field's name in the messages: a name of the catalogue (read in the current language when a message is
 * composed) or a fixed text.
 */
export type FieldLabel = string | (() => string);

/** The catalogue's name of a field (`fieldLabel('username')`: 'Username' in English), read when a message is made. */
export const fieldLabel =
  (name: keyof Messages['validation']['fields']): (() => string) =>
  () =>
    messages.validation.fields[name];

const labelText = (label: FieldLabel): string => (typeof label === 'string' ? label : label());

/** The validation messages in the current language. */
const say = () => messages.validation;

/**
 * A zod error param read when the value is validated (not when the schema is built), so one schema answers in
 * the language of the request or the page.
 */
export const inLanguage = (read: (say: Messages['validation']) => string) => ({
  error: () => read(say()),
});

/** PostgreSQL cannot store or compare a NUL character: text fields refuse it rather than fail in the database. */
function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/** `z.string()` whose missing/ill-typed message names the field. */
function stringOf(label: FieldLabel) {
  return z.string({
    error: (issue) =>
      issue.input === undefined
        ? say().required(labelText(label))
        : say().notText(labelText(label)),
  });
}

/** Text taken exactly as given (passwords, tokens): only a NUL character is refused. */
export function text(label: FieldLabel) {
  return stringOf(label).check(
    z.refine(
      hasNoNul,
      inLanguage((v) => v.nulCharacter(labelText(label))),
    ),
  );
}

/** Half of a UTF-16 surrogate pair on its own: broken text, which nobody types. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * A typed text field under `cleanText`; a lone surrogate is refused (it cannot be cleaned into what was meant).
 * Every text field is built on it.
 */
export function typedText(label: FieldLabel) {
  return stringOf(label).check(
    z.refine(
      (value) => !LONE_SURROGATE.test(value),
      inLanguage((v) => v.invalidCharacter(labelText(label))),
    ),
    z.overwrite(cleanText),
  );
}

/** A typed text of several lines under `cleanMultilineText`; a lone surrogate is refused. */
export function typedMultilineText(label: FieldLabel) {
  return stringOf(label).check(
    z.refine(
      (value) => !LONE_SURROGATE.test(value),
      inLanguage((v) => v.invalidCharacter(labelText(label))),
    ),
    z.overwrite(cleanMultilineText),
  );
}

/** A required, cleaned, non-empty text of at most `max` characters. */
export function requiredText(
  label: FieldLabel,
  max: number,
  required: () => string = () => say().required(labelText(label)),
) {
  return typedText(label).check(
    z.minLength(1, { error: required }),
    z.maxLength(
      max,
      inLanguage((v) => v.tooLong(labelText(label), max)),
    ),
  );
}

const username = fieldLabel('username');
export const usernameSchema = typedText(username).check(
  z.toLowerCase(),
  z.minLength(
    1,
    inLanguage((v) => v.required(username())),
  ),
  z.minLength(
    FIELD_LIMITS.usernameMin,
    inLanguage((v) => v.tooShort(username(), FIELD_LIMITS.usernameMin)),
  ),
  z.maxLength(
    FIELD_LIMITS.usernameMax,
    inLanguage((v) => v.tooLong(username(), FIELD_LIMITS.usernameMax)),
  ),
  z.regex(
    /^[a-z0-9._-]+$/,
    inLanguage((v) => v.usernameCharacters),
  ),
);

const email = fieldLabel('email');
export const emailSchema = typedText(email).check(
  z.toLowerCase(),
  z.minLength(
    1,
    inLanguage((v) => v.required(email())),
  ),
  z.maxLength(
    FIELD_LIMITS.emailMax,
    inLanguage((v) => v.tooLong(email(), FIELD_LIMITS.emailMax)),
  ),
  z.regex(
    z.regexes.email,
    inLanguage((v) => v.emailInvalid),
  ),
);

const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;

export function personNameSchema(label: FieldLabel) {
  return requiredText(label, FIELD_LIMITS.nameMax).check(
    z.regex(
      NAME_PATTERN,
      inLanguage((v) => v.nameCharacters(labelText(label))),
    ),
  );
}

/** Nothing chosen, or something else than the choices. */
const isBlank = (issue: { input?: unknown }) => issue.input === undefined || issue.input === '';

export const genderSchema = z.enum(GENDERS, {
  error: (issue) => (isBlank(issue) ? say().genderRequired : say().genderInvalid),
});

export const citySchema = z.enum(
  JORDAN_CITIES,
  inLanguage((v) => v.cityRequired),
);

/** Country is fixed to Jordan (SPEC §9); accepted for compatibility, never anything else. */
export const countrySchema = z.literal(
  COUNTRY,
  inLanguage((v) => v.countryInvalid(COUNTRY)),
);

/** A major from the list, or free text when "Other" was chosen (SPEC §5). */
export const majorSchema = requiredText(
  fieldLabel('major'),
  FIELD_LIMITS.majorMax,
  () => say().majorRequired,
);

export const addressDetailsSchema = requiredText(
  fieldLabel('addressDetails'),
  FIELD_LIMITS.addressMax,
);

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * A `YYYY-MM-DD` date as the browser's date picker shows it in the app's language (English: mm/dd/yyyy), so a
 * message about a date the person picked reads the way they see it.
 */
export function pickerDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** Sent as `YYYY-MM-DD` (the picker's value); an incomplete date in the picker arrives as ''. */
export const dateOfBirthSchema = z.iso
  .date({
    error: (issue) =>
      isBlank(issue)
        ? say().required(say().fields.dateOfBirth)
        : say().dateInvalid(say().fields.dateOfBirth),
  })
  .check(
    z.refine(
      (value) => value >= FIELD_LIMITS.dateOfBirthMin && value <= todayIso(),
      inLanguage((v) => v.dateOfBirthRange(FIELD_LIMITS.dateOfBirthMin)),
    ),
  );

/** Longest accepted login identifier (an email). */
export const FIELD_MAX_LOGIN = FIELD_LIMITS.emailMax;

const password = fieldLabel('password');
export const passwordInputSchema = text(password).check(
  z.minLength(
    1,
    inLanguage((v) => v.required(password())),
  ),
  z.maxLength(
    FIELD_LIMITS.passwordMax,
    inLanguage((v) => v.tooLong(password(), FIELD_LIMITS.passwordMax)),
  ),
);

/** An opaque token from a link or an earlier response. */
export function tokenSchema(label: FieldLabel) {
  return text(label).check(
    z.trim(),
    z.minLength(
      1,
      inLanguage((v) => v.required(labelText(label))),
    ),
    z.maxLength(
      512,
      inLanguage((v) => v.notValid(labelText(label))),
    ),
  );
}

const idInvalid = inLanguage((v) => v.idInvalid);
export const userIdSchema = z.uuid(idInvalid);

/** An integer id in a path (`/…/{renewalId}/…`). */
export const integerIdSchema = z.coerce
  .number(idInvalid)
  .check(z.int(idInvalid), z.gte(1, idInvalid), z.lte(2_147_483_647, idInvalid));

const pageNumber = fieldLabel('pageNumber');
export const pageNumberSchema = z._default(
  z.coerce.number(inLanguage((v) => v.notANumber(pageNumber()))).check(
    z.int(inLanguage((v) => v.notWholeNumber(pageNumber()))),
    z.gte(
      PAGING.firstPage,
      inLanguage((v) => v.atLeastOne(pageNumber())),
    ),
    z.lte(
      PAGING.maxPageNumber,
      inLanguage((v) => v.tooLarge(pageNumber())),
    ),
  ),
  PAGING.firstPage,
);

const pageSize = fieldLabel('pageSize');
export const pageSizeSchema = z._default(
  z.coerce.number(inLanguage((v) => v.notANumber(pageSize()))).check(
    z.int(inLanguage((v) => v.notWholeNumber(pageSize()))),
    z.gte(
      1,
      inLanguage((v) => v.atLeastOne(pageSize())),
    ),
    z.lte(
      PAGING.maxPageSize,
      inLanguage((v) => v.atMost(pageSize(), PAGING.maxPageSize)),
    ),
  ),
  PAGE_SIZE,
);

const expiresWithinDays = fieldLabel('expiresWithinDays');
/** `expiresWithinDays` of the member list (issue 20): whole days, 1 to 366. */
export const expiresWithinDaysSchema = z.coerce
  .number(inLanguage((v) => v.notANumber(expiresWithinDays())))
  .check(
    z.int(inLanguage((v) => v.notWholeNumber(expiresWithinDays()))),
    z.gte(
      1,
      inLanguage((v) => v.atLeastOne(expiresWithinDays())),
    ),
    z.lte(
      366,
      inLanguage((v) => v.atMost(expiresWithinDays(), 366)),
    ),
  );

/** One of a fixed list (a query or body value the pages choose from a list; a caller's typo gets the choices). */
export function choiceSchema<const T extends readonly [string, ...string[]]>(
  choices: T,
  label: Parameters<typeof fieldLabel>[0],
) {
  return z.enum(
    choices,
    inLanguage((v) => v.choiceInvalid(fieldLabel(label)(), choices.join(', '))),
  );
}

/** A search text, cleaned, at most `FIELD_LIMITS.searchMax` characters (the search boxes' `maxLength`). */
const searchTextLabel = fieldLabel('searchText');
const searchText = typedText(searchTextLabel).check(
  z.maxLength(
    FIELD_LIMITS.searchMax,
    inLanguage((v) => v.tooLong(searchTextLabel(), FIELD_LIMITS.searchMax)),
  ),
);

/** An optional search text; blank means "no filter". */
export const searchTextSchema = z.optional(searchText);

/** A search text that must say something (a blank one is refused). */
export const requiredSearchTextSchema = searchText.check(
  z.minLength(
    1,
    inLanguage((v) => v.required(searchTextLabel())),
  ),
);

export const adminSearchFieldSchema = z.enum(
  ADMIN_SEARCH_FIELDS,
  inLanguage((v) => v.searchByInvalid(ADMIN_SEARCH_FIELDS.join(', '))),
);

/**
 * An optional field a form may send as '' when left empty (or blank: only spaces or invisible characters, which
 * clean to ''); the server stores '' as null.
 */
export function blankable<T extends z.ZodMiniType>(schema: T) {
  // The blank branch aborts when it does not match, so a filled-in value gets the field's own messages.
  const blank = z.string().check(
    z.overwrite(cleanText),
    z.refine((value) => value === '', { abort: true }),
  );
  return z.optional(z.union([blank, schema]));
}

/** ISO 8601 timestamp in responses. */
export const timestampSchema = z.iso.datetime({ offset: true });
/** `YYYY-MM-DD` in responses. */
export const dateSchema = z.iso.date();

export { cleanMultilineText, cleanText, fullName } from './text.ts';
