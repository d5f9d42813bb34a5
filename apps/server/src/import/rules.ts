/**
 * The members' import (issue 21) without the database: a request's file read into checked rows
 * (`@mijas/api/member-csv`, the same reading as the import page), or the problems that tell why it cannot be (the
 * 400 `invalidFile`); the database's duplicates added as issues; the rows shaped for the answers.
 */
import { ERROR_CODES, messages } from '@mijas/api/contract';
import type {
  CreateMemberRequest,
  ImportField,
  ImportIssue,
  ImportMapping,
  ImportRequest,
  ImportRow,
} from '@mijas/api/contract';
import {
  checkImportMapping,
  guessImportMapping,
  parseCsvFile,
  readImportRows,
  type ImportCheckedRow,
} from '@mijas/api/member-csv';
import { IMPORT_FIELDS } from '@mijas/api/contract';
import { ApiError } from '../http/errors.ts';

/** A file read and each row checked, or why it cannot be (the 400 `invalidFile` items' descriptions). */
export type ReadImport =
  | {
      ok: true;
      headers: string[];
      /** Every field with its column (null: none). */
      mapping: Record<ImportField, string | null>;
      rows: ImportCheckedRow[];
    }
  | { ok: false; problems: string[] };

/** 400 with an `invalidFile` item for each problem of a file or a mapping that cannot be. */
export function invalidFile(problems: readonly string[]): ApiError {
  return new ApiError(
    400,
    problems.map((description) => ({ code: ERROR_CODES.invalidFile, description })),
  );
}

/** The mapping sent, each field present (null: no column), or the guess from the headers when none was sent. */
function fullMapping(headers: readonly string[], sent: ImportMapping | undefined) {
  if (!sent) return guessImportMapping(headers);
  return Object.fromEntries(IMPORT_FIELDS.map((field) => [field, sent[field] ?? null])) as Record<
    ImportField,
    string | null
  >;
}

/**
 * The request's file read and each row checked, in the current language; the problems of a file or a mapping that
 * cannot be. Seconds of CPU for the largest files: the server runs it in a worker thread (`read-task.ts`).
 */
export function readImport(request: ImportRequest): ReadImport {
  const file = parseCsvFile(request.csv);
  if (!file.ok) return file;
  const mapping = fullMapping(file.headers, request.mapping);
  const problems = checkImportMapping(file.headers, mapping);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    headers: file.headers,
    mapping,
    rows: readImportRows(file.headers, file.rows, mapping),
  };
}

/** Usernames and emails the database already has (lower-case, as stored). */
export interface TakenNames {
  usernames: ReadonlySet<string>;
  emails: ReadonlySet<string>;
}

/** The usernames and emails of the rows that are still valid: what the database is asked about. */
export function namesToCheck(rows: readonly ImportCheckedRow[]) {
  const valid = rows.flatMap((row) => (row.member ? [row.member] : []));
  return {
    usernames: valid.map((member) => member.username),
    emails: valid.map((member) => member.email),
  };
}

/** Adds to each row whose username or email is taken its issues (the same texts as Add Member's 409). */
export function withTakenNames(
  rows: readonly ImportCheckedRow[],
  taken: TakenNames,
): ImportCheckedRow[] {
  return rows.map((row) => {
    if (!row.member) return row;
    const issues: ImportIssue[] = [];
    if (taken.usernames.has(row.member.username)) {
      issues.push({ field: 'username', message: messages.api.duplicateUserName });
    }
    if (taken.emails.has(row.member.email)) {
      issues.push({ field: 'email', message: messages.api.duplicateEmail });
    }
    return issues.length === 0 ? row : { ...row, member: null, issues: [...row.issues, ...issues] };
  });
}

/** A row with problems as the answers list it: its number, its cells, its issues. */
export function reportedRow({ row, cells, issues }: ImportCheckedRow): ImportRow {
  return { row, cells, issues };
}

/** The rows that become members, with their row numbers. */
export function membersToCreate(
  rows: readonly ImportCheckedRow[],
): Array<{ row: number; member: CreateMemberRequest }> {
  return rows.flatMap(({ row, member }) => (member ? [{ row, member }] : []));
}
