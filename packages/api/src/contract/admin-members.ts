/**
 * The admins' member tools (issue 21) besides Applications (`applications.ts`) and the list's export, ids and bulk
 * actions (`admin.ts`): the overview and the members' import. The import's reading of a file (columns, rows, each row's
 * checks) is `member-csv.ts`, shared by the server and the import page.
 */
import { z } from 'zod/mini';
import { ADMIN_LIMITS, CLUB_TIME_ZONE } from './constants.ts';
import { fieldLabel, inLanguage, timestampSchema } from './fields.ts';

const month = fieldLabel('month');
/**
 * A calendar month `YYYY-MM` (issue 21: the member list's month filters and the overview's charts), months of
 * the club's time zone (`CLUB_TIME_ZONE`, Asia/Amman), years 2000 to 9999.
 */
export const monthSchema = z.string(inLanguage((v) => v.monthInvalid(month()))).check(
  z.regex(
    /^(2\d{3}|[3-9]\d{3})-(0[1-9]|1[0-2])$/,
    inLanguage((v) => v.monthInvalid(month())),
  ),
);

// --- Overview: `GET /Admin/overview` ---

const monthCountSchema = z.object({
  month: monthSchema,
  count: z.number().check(z.int(), z.gte(0)),
});
export type MonthCount = z.infer<typeof monthCountSchema>;

/**
 * The admin's first sub-page: the figures (each opens the member list with the matching filter) and three series
 * of `ADMIN_LIMITS.overviewMonths` months of the club's time zone, oldest first, every month present (0 when
 * nothing happened).
 */
export const overviewSchema = z.object({
  totals: z.object({
    members: z.number().check(z.int(), z.gte(0)),
    /** `status=active` */
    active: z.number().check(z.int(), z.gte(0)),
    /** `expiresWithinDays=EXPIRING_SOON_DAYS` */
    expiringSoon: z.number().check(z.int(), z.gte(0)),
    /** `status=expired` */
    expired: z.number().check(z.int(), z.gte(0)),
    /** `status=never` */
    neverMember: z.number().check(z.int(), z.gte(0)),
    /** `status=unverified` */
    unverified: z.number().check(z.int(), z.gte(0)),
    /** Applications still `new`. */
    newApplications: z.number().check(z.int(), z.gte(0)),
  }),
  /** Members created per month: this month and the 11 before (`joinedMonth`). */
  newMembersByMonth: z.array(monthCountSchema),
  /**
   * Renewals per month, with the amount they brought (major units of `currency`, the club's): this month and the
   * 11 before (`renewedMonth`).
   */
  renewalsByMonth: z.array(z.extend(monthCountSchema, { amount: z.number().check(z.gte(0)) })),
  /** Running memberships ending per month: this month and the 11 after (`expiresMonth`). */
  endingByMonth: z.array(monthCountSchema),
  /**
   * Issue 34: the payments received per month (every renewal is one), this month and the 11 before: their count
   * and amount in minor units of `currency` (the club's).
   */
  revenueByMonth: z.array(
    z.extend(monthCountSchema, { amount: z.number().check(z.int(), z.gte(0)) }),
  ),
  currency: z.string(),
  generatedAt: timestampSchema,
});
export type Overview = z.infer<typeof overviewSchema>;

// --- Export: `GET /Admin/members/export` ---

/** Starts every exported file: spreadsheet programs then read it as UTF-8 (Arabic names stay Arabic). */
export const CSV_BOM = '\uFEFF';

/** The name an export is saved under: `mijas-members-2026-11-26.csv` (the day in the club's time zone). */
export function memberExportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(now);
  return `mijas-members-${day}.csv`;
}

// --- Import: `POST /Admin/members/import/preview` and `POST /Admin/members/import` ---

/** The fields a file's columns map to: the create-member fields (`createMemberRequestSchema`). */
export const IMPORT_FIELDS = [
  'username',
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
  'gender',
  'dateOfBirth',
  'nationality',
  'country',
  'city',
  'addressDetails',
  'major',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** Fields a file may leave out (the country is Jordan when it does). */
export const OPTIONAL_IMPORT_FIELDS: readonly ImportField[] = ['country'];

const file = fieldLabel('file');
const column = fieldLabel('column');

/**
 * Which column of the file (its header, as written) holds each field; a field left out (or null) is read from
 * no column (an optional field) or refused (a required one). Without a mapping the server guesses it from the
 * headers (`guessImportMapping`), as the page does first.
 */
export const importMappingSchema = z.partialRecord(
  z.enum(IMPORT_FIELDS),
  z.nullable(
    z.string(inLanguage((v) => v.notText(column()))).check(
      z.maxLength(
        500,
        inLanguage((v) => v.tooLong(column(), 500)),
      ),
    ),
  ),
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

/**
 * Both import calls send the file's text (the page decodes it: UTF-8, or the Arabic Windows code page a
 * spreadsheet program may have saved) and the mapping. Past `ADMIN_LIMITS.importMaxChars` characters the answer
 * is 413 `{message}`; a file that cannot be read (not text, no header, a quote never closed, too many rows, a
 * mapping that leaves out a required field) 400 with one `{code: ERROR_CODES.invalidFile, description}` per
 * problem.
 */
export const importRequestSchema = z.object({
  csv: z.string(inLanguage((v) => v.required(file()))).check(
    z.maxLength(
      ADMIN_LIMITS.importMaxChars,
      inLanguage((v) => v.tooLong(file(), ADMIN_LIMITS.importMaxChars)),
    ),
  ),
  mapping: z.optional(importMappingSchema),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** One problem of a row: a field's (its cell) or the row's as a whole (`field` null). */
export const importIssueSchema = z.object({
  field: z.nullable(z.enum(IMPORT_FIELDS)),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

/** A row of the file: its number as a spreadsheet shows it (the header is row 1), its cells by field, problems. */
export const importRowSchema = z.object({
  row: z.number().check(z.int(), z.gte(2)),
  cells: z.partialRecord(z.enum(IMPORT_FIELDS), z.string()),
  issues: z.array(importIssueSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewResponseSchema = z.object({
  /** The file's column headers, in order. */
  headers: z.array(z.string()),
  /** The mapping used (the one sent, or the guess). */
  mapping: z.record(z.enum(IMPORT_FIELDS), z.nullable(z.string())),
  totalRows: z.number().check(z.int(), z.gte(0)),
  validRows: z.number().check(z.int(), z.gte(0)),
  /** Every row with a problem (in the file, or against the database: username or email already taken). */
  invalidRows: z.array(importRowSchema),
});
export type ImportPreviewResponse = z.infer<typeof importPreviewResponseSchema>;

/**
 * The import: the valid rows become members in one transaction (each with its history entry and verification
 * mail); the others are reported. 409 `{message: changedSincePreview}` if a username or email was taken
 * between the check and the writing (nothing is written then).
 */
export const importResponseSchema = z.object({
  message: z.string(),
  imported: z.array(
    z.object({ row: z.number().check(z.int()), id: z.uuid(), username: z.string() }),
  ),
  skipped: z.array(importRowSchema),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;
