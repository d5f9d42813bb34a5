/**
 * CSV files of members for the import's tests and bench (issue 21): the columns of Add Member, every cell quoted.
 */
import { IMPORT_FIELDS, type ImportField } from '@mijas/api/contract';

/** Every import field but the country (optional: Jordan). */
export const HEADER = IMPORT_FIELDS.filter(
  (field): field is Exclude<ImportField, 'country'> => field !== 'country',
);
export type Cells = Record<(typeof HEADER)[number], string>;

/**
 * A valid member's cells (`test.<tag>`), its date of birth written day/month/year. (Not `newMember` of `app.ts`:
 * the bench loads this file outside Vitest.)
 */
export function goodCells(tag: string): Cells {
  return {
    username: `test.${tag}`,
    email: `test.${tag}@example.org`,
    firstName: 'Huda',
    lastName: 'Saleh',
    phoneNumber: '0791112233',
    gender: 'F',
    dateOfBirth: '3/2/1990',
    nationality: 'Jordan',
    city: 'Irbid',
    addressDetails: '3 University Street',
    major: 'Civil Engineering',
  };
}

/** A CSV line of cells in `HEADER`'s order (quoted: cells may hold commas). */
export function line(cells: Cells): string {
  return HEADER.map((field) => `"${cells[field].replaceAll('"', '""')}"`).join(',');
}

export function csvOf(rows: readonly Cells[]): string {
  return [HEADER.join(','), ...rows.map(line)].join('\r\n') + '\r\n';
}

/**
 * The acceptance's file: `total` good rows but one in 200 (row 9, 209, 409…) bad in turn — an invalid email, no
 * first name, an unknown gender, the row above's username in capitals, an email an account has (`takenEmail`).
 * `bad` maps each bad row's number (the header is row 1) to its cells.
 */
export function acceptanceFile(total: number, takenEmail: string) {
  const rows: Cells[] = [];
  const bad = new Map<number, Cells>();
  for (let i = 0; i < total; i += 1) {
    const cells = goodCells(`acc${i}`);
    const kind = i % 200 === 7 ? Math.floor(i / 200) % 5 : -1;
    if (kind === 0) cells.email = 'not-an-email';
    if (kind === 1) cells.firstName = '';
    if (kind === 2) cells.gender = 'X';
    if (kind === 3) cells.username = `TEST.ACC${i - 1}`;
    if (kind === 4) cells.email = takenEmail.toUpperCase();
    rows.push(cells);
    if (kind >= 0) bad.set(i + 2, cells);
  }
  return { csv: csvOf(rows), rows, bad };
}
