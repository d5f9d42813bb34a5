/**
 * Members as CSV (issue 21), one module for the server and the import page, on papaparse (RFC 4180 quoting,
 * quotes and line breaks inside cells, a malformed file told apart from a bad row):
 * - export: `MEMBER_CSV_COLUMNS`, `memberCsvHeader`, `memberCsvRows` (cells that a spreadsheet would run as a
 *   formula are written behind a `'`), `CSV_BOM`;
 * - import: `parseCsvFile` (the file: text, header, rows), `guessImportMapping` and `checkImportMapping` (which
 *   column is which field), `readImportRows` (each row checked with `createMemberRequestSchema`, duplicates inside
 *   the file flagged). The server adds the database's duplicates.
 * Not re-exported by `@mijas/api`: the landing page does not load papaparse.
 */
import Papa from 'papaparse';
import { createMemberRequestSchema, type CreateMemberRequest } from '../contract/admin.ts';
import { ADMIN_LIMITS } from '../contract/constants.ts';
import { cleanText } from '../contract/text.ts';
import { importMessages } from '../contract/import-messages.ts';
import { englishMessages, messages } from '../contract/messages.ts';
import { arabicMessages } from '../contract/messages-ar.ts';
import {
  CSV_BOM,
  IMPORT_FIELDS,
  OPTIONAL_IMPORT_FIELDS,
  type ImportField,
  type ImportIssue,
  type ImportMapping,
} from '../contract/admin-members.ts';
import type { MemberListItem } from '../contract/profiles.ts';

export { CSV_BOM };

/** The export's columns: the import's fields first (a file exported imports as is), then the read-only ones. */
export const MEMBER_CSV_COLUMNS = [
  ...IMPORT_FIELDS,
  'isActiveUser',
  'hasActiveMembership',
  'membershipExpiry',
  'emailIsVerified',
  'createdAt',
] as const satisfies ReadonlyArray<keyof MemberListItem>;
export type MemberCsvColumn = (typeof MEMBER_CSV_COLUMNS)[number];

/**
 * Cells a spreadsheet program would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first: OWASP
 * "CSV injection") unless they are a plain number (`+962791234567`, `-5`), which no program runs.
 */
export const FORMULA_START = /^[=+\-@\t\r](?![0-9]+(?:\.[0-9]+)?$)/;

const UNPARSE: Papa.UnparseConfig = {
  header: false,
  newline: '\r\n',
  escapeFormulae: FORMULA_START,
};

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * Rows of cells as CSV lines, each ending with CRLF ('' for none), formulas neutralised: every export's writer
 * (members, and the payments of issue 34). Null and undefined cells are empty.
 */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  if (rows.length === 0) return '';
  return (
    Papa.unparse(
      rows.map((row) => row.map(cell)),
      UNPARSE,
    ) + '\r\n'
  );
}

/** The header line, ending with CRLF. */
export function memberCsvHeader(): string {
  return csvLines([MEMBER_CSV_COLUMNS]);
}

/** Members as CSV lines, each ending with CRLF ('' for none): a stream writes them batch after batch. */
export function memberCsvRows(members: readonly MemberListItem[]): string {
  return csvLines(members.map((member) => MEMBER_CSV_COLUMNS.map((column) => member[column])));
}

/** The import undoes the export's protection: `'=SUM(A1)` is read back as `=SUM(A1)` (then checked as text). */
export function restoreCsvCell(value: string): string {
  return value.startsWith("'") && /^[=+\-@\t\r]/.test(value.slice(1)) ? value.slice(1) : value;
}

// --- Reading a file ---

export interface ParsedCsvRow {
  /** Its number as a spreadsheet shows it: the header is row 1. */
  row: number;
  cells: string[];
}

export type ParsedCsv =
  { ok: true; headers: string[]; rows: ParsedCsvRow[] } | { ok: false; problems: string[] };

const MEGABYTE = 1_000_000;

/** Why a file past `ADMIN_LIMITS.importMaxChars` characters is refused (the server's 413 says the same). */
export function fileTooLarge(): string {
  return importMessages().tooLarge(ADMIN_LIMITS.importMaxChars / MEGABYTE);
}

/**
 * A file's text → its header and rows. Refused, with a message for each reason: too long, not UTF-8 (a
 * replacement character: the page decoded bytes that were not), not text (a NUL), empty, no header, a quote
 * opened and never closed, no row below the header, more than `ADMIN_LIMITS.importMaxRows` rows. The first line
 * that is not blank names the columns (one with an `@` is a member: no header); blank lines are skipped but
 * counted, so each row keeps the number a spreadsheet shows; a byte order mark is dropped; the separator is
 * guessed (a comma, or the semicolon or tab some spreadsheet programs write); two columns of the same header get
 * " (2)", " (3)" so each can be chosen.
 */
export function parseCsvFile(text: string): ParsedCsv {
  const say = importMessages();
  if (text.length > ADMIN_LIMITS.importMaxChars) return { ok: false, problems: [fileTooLarge()] };
  if (text.includes('\u0000')) return { ok: false, problems: [say.notText] };
  if (text.includes('\uFFFD')) return { ok: false, problems: [say.notUtf8] };
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  if (body.trim() === '') return { ok: false, problems: [say.empty] };
  // The separator guessed from the first lines without the blank ones (which would spoil the guess); then the
  // blank lines are kept while parsing so that each record's number is the row a spreadsheet shows.
  const { delimiter } = Papa.parse(body, { preview: 10, skipEmptyLines: 'greedy' }).meta;
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const quote = parsed.errors.find((error) => error.type === 'Quotes');
  if (quote) return { ok: false, problems: [say.unclosedQuote((quote.row ?? 0) + 1)] };
  const records = parsed.data
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter(({ cells }) => cells.some((cell) => cleanText(cell) !== ''));
  const [header, ...data] = records;
  // Only a header (or nothing but blank cells) is a file without members.
  if (!header || data.length === 0) return { ok: false, problems: [say.empty] };
  if (data.length > ADMIN_LIMITS.importMaxRows) {
    return { ok: false, problems: [say.tooManyRows(ADMIN_LIMITS.importMaxRows)] };
  }
  const names = header.cells.map((name) => cleanText(name));
  // A first line holding an address is a member, not the columns' names.
  if (names.some((name) => name.includes('@'))) return { ok: false, problems: [say.noHeader] };
  const seen = new Map<string, number>();
  const headers = names.map((name) => {
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    return times === 1 ? name : `${name} (${times})`;
  });
  return { ok: true, headers, rows: data };
}

/** A header as compared: lower-case, without spaces, dashes, underscores or dots. */
function headerKey(header: string): string {
  return cleanText(header)
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');
}

/** Names a column of each field may have besides its own: our labels in both languages, and usual ones. */
const ALIASES: Record<ImportField, readonly string[]> = {
  username: ['user', 'login', 'user name'],
  email: ['e-mail', 'email address', 'mail'],
  firstName: ['first', 'given name', 'forename'],
  lastName: ['last', 'surname', 'family name'],
  phoneNumber: ['phone', 'mobile', 'telephone', 'tel', 'mobile number'],
  gender: ['sex'],
  dateOfBirth: ['birth date', 'birthdate', 'date of birth', 'dob', 'birthday'],
  nationality: ['citizenship'],
  country: [],
  city: ['town'],
  addressDetails: ['address', 'street'],
  major: ['specialisation', 'specialization', 'discipline', 'field'],
};

function namesOf(field: ImportField): string[] {
  return [
    field,
    englishMessages.validation.fields[field],
    arabicMessages.validation.fields[field],
    ...ALIASES[field],
  ].map(headerKey);
}

/** Each field's column, guessed from the headers (its name, its label in English or Arabic, a usual name). */
export function guessImportMapping(headers: readonly string[]): Record<ImportField, string | null> {
  const taken = new Set<string>();
  const mapping = {} as Record<ImportField, string | null>;
  for (const field of IMPORT_FIELDS) {
    const names = namesOf(field);
    const found = headers.find((header) => !taken.has(header) && names.includes(headerKey(header)));
    if (found !== undefined) taken.add(found);
    mapping[field] = found ?? null;
  }
  return mapping;
}

/** The problems of a mapping: a required field without a column, a column the file lacks, one column twice. */
export function checkImportMapping(headers: readonly string[], mapping: ImportMapping): string[] {
  const say = importMessages();
  const problems: string[] = [];
  const used = new Set<string>();
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field] ?? null;
    if (column === null) {
      if (!OPTIONAL_IMPORT_FIELDS.includes(field)) {
        problems.push(say.columnMissing(messages.validation.fields[field]));
      }
      continue;
    }
    if (!headers.includes(column)) problems.push(say.columnUnknown(column));
    else if (used.has(column)) problems.push(say.columnTwice(column));
    used.add(column);
  }
  return problems;
}

/** A row read: its cells by field, the member it makes when it has no issue, its issues. */
export interface ImportCheckedRow {
  row: number;
  cells: Partial<Record<ImportField, string>>;
  member: CreateMemberRequest | null;
  issues: ImportIssue[];
}

const GENDER_WORDS: Record<string, 'M' | 'F'> = {
  m: 'M',
  male: 'M',
  ذكر: 'M',
  f: 'F',
  female: 'F',
  أنثى: 'F',
  انثى: 'F',
};

/** A date as spreadsheets rewrite it for Jordan (day/month/year) → `YYYY-MM-DD`; anything else as it is. */
function importDate(value: string): string {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  if (!dmy) return value;
  const [, day = '', month = '', year = ''] = dmy;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A row's cells as the create-member call takes them (a blank country left out). */
function memberInput(cells: Partial<Record<ImportField, string>>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...cells };
  const gender = cells.gender?.trim().toLowerCase();
  if (gender !== undefined && gender in GENDER_WORDS) input.gender = GENDER_WORDS[gender];
  if (cells.dateOfBirth !== undefined) input.dateOfBirth = importDate(cells.dateOfBirth);
  if (cells.country !== undefined && cleanText(cells.country) === '') delete input.country;
  return input;
}

function isImportField(value: PropertyKey | undefined): value is ImportField {
  return (IMPORT_FIELDS as readonly PropertyKey[]).includes(value ?? '');
}

/**
 * Each row checked with `createMemberRequestSchema` (the same checks as Add Member), in the current language;
 * a username or email already on an earlier row is an issue of the later one. `mapping` must have passed
 * `checkImportMapping`.
 */
export function readImportRows(
  headers: readonly string[],
  rows: readonly ParsedCsvRow[],
  mapping: ImportMapping,
): ImportCheckedRow[] {
  const columns = IMPORT_FIELDS.flatMap((field) => {
    const column = mapping[field] ?? null;
    return column === null ? [] : [[field, headers.indexOf(column)] as const];
  });
  const firstRow = { username: new Map<string, number>(), email: new Map<string, number>() };
  return rows.map(({ row, cells: raw }) => {
    const cells: Partial<Record<ImportField, string>> = {};
    for (const [field, index] of columns) cells[field] = restoreCsvCell(raw[index] ?? '');
    const issues: ImportIssue[] = [];
    if (raw.length > headers.length && raw.slice(headers.length).some((c) => c.trim() !== '')) {
      issues.push({ field: null, message: importMessages().extraCells });
    }
    const parsed = createMemberRequestSchema.safeParse(memberInput(cells));
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        const key = `${String(field)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        issues.push({ field: isImportField(field) ? field : null, message: issue.message });
      }
    }
    const member = parsed.success ? parsed.data : null;
    for (const field of ['username', 'email'] as const) {
      const value = createMemberRequestSchema.shape[field].safeParse(cells[field]).data;
      if (value === undefined) continue;
      const earlier = firstRow[field].get(value);
      if (earlier === undefined) firstRow[field].set(value, row);
      else {
        issues.push({
          field,
          message: importMessages().duplicateInFile(messages.validation.fields[field], earlier),
        });
      }
    }
    return { row, cells, member: issues.length === 0 ? member : null, issues };
  });
}
