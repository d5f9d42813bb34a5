/**
 * `member-csv.ts`: the export's lines (RFC 4180 quoting, formula cells neutralised), reading a file back
 * (`restoreCsvCell`, `parseCsvFile`), the columns' mapping (`guessImportMapping`, `checkImportMapping`) and each
 * row's checks (`readImportRows`).
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createMemberRequestSchema } from '../contract/admin.ts';
import { FIELD_LIMITS, ADMIN_LIMITS } from '../contract/constants.ts';
import { importMessages } from '../contract/import-messages.ts';
import { englishMessages, messages } from '../contract/messages.ts';
import { arabicMessages } from '../contract/messages-ar.ts';
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from '../contract/admin-members.ts';
import type { MemberListItem } from '../contract/profiles.ts';
import {
  checkImportMapping,
  CSV_BOM,
  fileTooLarge,
  guessImportMapping,
  MEMBER_CSV_COLUMNS,
  memberCsvHeader,
  memberCsvRows,
  parseCsvFile,
  readImportRows,
  restoreCsvCell,
  type ParsedCsvRow,
} from './member-csv.ts';

const say = importMessages();

function member(overrides: Partial<MemberListItem> = {}): MemberListItem {
  return {
    id: '0b7e5a52-8d4e-4c8e-9a55-2f6f8f0f4a11',
    username: 'huda',
    email: 'huda@example.org',
    firstName: 'Huda',
    lastName: 'Saleh',
    phoneNumber: '+962791112233',
    gender: 'F',
    dateOfBirth: '1990-02-03',
    nationality: 'Jordan',
    country: 'Jordan',
    city: 'Irbid',
    addressDetails: '3 University Street',
    major: 'Civil Engineering',
    isActiveUser: true,
    hasActiveMembership: false,
    membershipExpiry: null,
    emailIsVerified: false,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  } as MemberListItem;
}

/** The cell of `column` in the one data line of `csv`, as papaparse reads it back. */
function exportedCell(csv: string, column: (typeof MEMBER_CSV_COLUMNS)[number]): string {
  const [line] = Papa.parse<string[]>(csv.replace(/\r\n$/, '')).data;
  return line?.[MEMBER_CSV_COLUMNS.indexOf(column)] ?? '';
}

describe('export lines', () => {
  it('writes the header: the import fields first, then the read-only columns, ending with CRLF', () => {
    expect(memberCsvHeader()).toBe(`${MEMBER_CSV_COLUMNS.join(',')}\r\n`);
    expect(MEMBER_CSV_COLUMNS.slice(0, IMPORT_FIELDS.length)).toEqual([...IMPORT_FIELDS]);
  });

  it('writes nothing for no members, and one CRLF-ended line per member', () => {
    expect(memberCsvRows([])).toBe('');
    const csv = memberCsvRows([member(), member({ username: 'ali' })]);
    expect(csv.split('\r\n')).toHaveLength(3);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes cells with quotes, commas and line breaks, so they read back whole', () => {
    const address = 'Flat 2, "Sunrise"\r\nSecond line';
    const csv = memberCsvRows([member({ addressDetails: address, membershipExpiry: null })]);
    expect(csv).toContain('"Flat 2, ""Sunrise""\r\nSecond line"');
    expect(exportedCell(csv, 'addressDetails')).toBe(address);
    expect(exportedCell(csv, 'membershipExpiry')).toBe('');
    expect(exportedCell(csv, 'isActiveUser')).toBe('true');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")'],
    ["+cmd|' /C calc'!A0"],
    ['@SUM(A1:A9)'],
    ['-2+3'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['=1+1'],
  ])('writes %j behind a quote mark, and reads it back as it was', (value) => {
    const csv = memberCsvRows([member({ addressDetails: value })]);
    const cell = exportedCell(csv, 'addressDetails');
    expect(cell).toBe(`'${value}`);
    expect(restoreCsvCell(cell)).toBe(value);
  });

  it.each([['+962791234567'], ['-5'], ['+1.5'], ['plain = text'], ["O'Brien"]])(
    'keeps %j as it is (no program runs it)',
    (value) => {
      const cell = exportedCell(
        memberCsvRows([member({ addressDetails: value })]),
        'addressDetails',
      );
      expect(cell).toBe(value);
      expect(restoreCsvCell(cell)).toBe(value);
    },
  );
});

describe('restoreCsvCell', () => {
  it('drops only the quote mark the export put before a formula start', () => {
    expect(restoreCsvCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(restoreCsvCell("'@x")).toBe('@x');
    expect(restoreCsvCell("'hello")).toBe("'hello");
    expect(restoreCsvCell("'")).toBe("'");
    expect(restoreCsvCell('=SUM(A1)')).toBe('=SUM(A1)');
  });
});

describe('parseCsvFile', () => {
  it('reads the header and rows, numbered as a spreadsheet shows them (blank lines counted, not kept)', () => {
    const parsed = parseCsvFile(
      `${CSV_BOM}username,email\r\n\r\nali,ali@x.org\r\n ,  \r\n"sa\r\nra",sara@x.org\r\nomar,omar@x.org\r\n`,
    );
    expect(parsed).toEqual({
      ok: true,
      headers: ['username', 'email'],
      rows: [
        { row: 3, cells: ['ali', 'ali@x.org'] },
        { row: 5, cells: ['sa\r\nra', 'sara@x.org'] },
        { row: 6, cells: ['omar', 'omar@x.org'] },
      ],
    });
  });

  it('cleans the header names and names a repeated one " (2)", " (3)"', () => {
    const parsed = parseCsvFile(' email ,email,Email,email\nx,y,z,w\n');
    expect(parsed.ok && parsed.headers).toEqual(['email', 'email (2)', 'Email', 'email (3)']);
  });

  it('reads a file separated by semicolons or tabs, as some spreadsheet programs save it', () => {
    for (const separator of [';', '\t']) {
      const parsed = parseCsvFile(`username${separator}email\nali${separator}ali@x.org\n`);
      expect(parsed).toMatchObject({ ok: true, headers: ['username', 'email'] });
    }
  });

  it.each([
    ['an empty file', '', say.empty],
    ['a byte order mark alone', CSV_BOM, say.empty],
    ['blank lines', '\r\n \r\n,,\r\n', say.empty],
    ['a header only', 'username,email\r\n', say.empty],
    ['a header and blank lines', 'username,email\r\n\r\n,\r\n', say.empty],
    ['a NUL', 'username\r\nal\u0000i\r\n', say.notText],
    ['a replacement character', 'username\r\nJos\uFFFD\r\n', say.notUtf8],
    ['a member where the header should be', 'ali,ali@x.org\r\nomar,omar@x.org\r\n', say.noHeader],
    [
      'a quote never closed (row 3)',
      'username,email\r\nali,a@x.org\r\n"omar,o@x.org\r\nzaid,z@x.org\r\n',
      say.unclosedQuote(3),
    ],
    [
      'a quote closed too early (row 2)',
      'username,email\r\n"al"i,a@x.org\r\n',
      say.unclosedQuote(2),
    ],
  ])('refuses %s', (_name, text, problem) => {
    expect(parseCsvFile(text)).toEqual({ ok: false, problems: [problem] });
  });

  it('refuses more rows than the limit, and takes exactly the limit', () => {
    const rows = (n: number) => `username\n${'a\n'.repeat(n)}`;
    expect(parseCsvFile(rows(ADMIN_LIMITS.importMaxRows))).toMatchObject({ ok: true });
    expect(parseCsvFile(rows(ADMIN_LIMITS.importMaxRows + 1))).toEqual({
      ok: false,
      problems: [say.tooManyRows(ADMIN_LIMITS.importMaxRows)],
    });
  });

  it('refuses a text longer than the limit before reading it', () => {
    const long = `username\n${'a'.repeat(ADMIN_LIMITS.importMaxChars)}`;
    expect(parseCsvFile(long)).toEqual({ ok: false, problems: [fileTooLarge()] });
    expect(fileTooLarge()).toBe(say.tooLarge(ADMIN_LIMITS.importMaxChars / 1_000_000));
  });
});

describe('guessImportMapping', () => {
  it('finds our own names (a file exported imports as is)', () => {
    const mapping = guessImportMapping([...MEMBER_CSV_COLUMNS]);
    for (const field of IMPORT_FIELDS) expect(mapping[field]).toBe(field);
  });

  it('finds the English and Arabic labels', () => {
    for (const labels of [englishMessages, arabicMessages]) {
      const headers = IMPORT_FIELDS.map((field) => labels.validation.fields[field]);
      const mapping = guessImportMapping(headers);
      IMPORT_FIELDS.forEach((field, index) => expect(mapping[field]).toBe(headers[index]));
    }
  });

  it('finds usual names, whatever their case, spaces, dashes and dots', () => {
    const mapping = guessImportMapping([
      'E-Mail',
      'Login',
      ' FIRST_NAME ',
      'Surname',
      'Mobile Number',
      'Sex',
      'D.O.B',
      'Citizenship',
      'Town',
      'Address',
      'Field',
      'Notes',
    ]);
    expect(mapping).toEqual({
      username: 'Login',
      email: 'E-Mail',
      firstName: ' FIRST_NAME ',
      lastName: 'Surname',
      phoneNumber: 'Mobile Number',
      gender: 'Sex',
      dateOfBirth: 'D.O.B',
      nationality: 'Citizenship',
      country: null,
      city: 'Town',
      addressDetails: 'Address',
      major: 'Field',
    });
  });

  it('gives a column to one field only, the first that names it', () => {
    const mapping = guessImportMapping(['email', 'email (2)']);
    expect(mapping.email).toBe('email');
    expect(Object.values(mapping).filter((column) => column === 'email')).toHaveLength(1);
  });
});

describe('checkImportMapping', () => {
  const headers = [...IMPORT_FIELDS];
  const full = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, f])) as ImportMapping;

  it('accepts every field mapped, and the country left out', () => {
    expect(checkImportMapping(headers, full)).toEqual([]);
    expect(checkImportMapping(headers, { ...full, country: null })).toEqual([]);
    const { country: _country, ...withoutCountry } = full;
    expect(checkImportMapping(headers, withoutCountry)).toEqual([]);
  });

  it('tells each problem: a required field without a column, a column the file lacks, one column twice', () => {
    expect(
      checkImportMapping(headers, { ...full, firstName: null, lastName: 'surname', major: 'city' }),
    ).toEqual([
      say.columnMissing(messages.validation.fields.firstName),
      say.columnUnknown('surname'),
      say.columnTwice('city'),
    ]);
  });
});

describe('readImportRows', () => {
  const headers = [...IMPORT_FIELDS];
  const mapping = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, f])) as ImportMapping;
  // A listed member's fields as cells: what the export writes, the import reads back.
  const good = Object.fromEntries(
    IMPORT_FIELDS.map((field) => [field, String(member()[field])]),
  ) as Record<ImportField, string>;
  const rowOf = (cells: Partial<Record<ImportField, string>>, row = 2): ParsedCsvRow => ({
    row,
    cells: IMPORT_FIELDS.map((field) => cells[field] ?? good[field]),
  });
  const read = (...rows: ParsedCsvRow[]) => readImportRows(headers, rows, mapping);

  it('makes a member of a good row, as Add Member would take it', () => {
    const [checked] = read(rowOf({}));
    expect(checked?.issues).toEqual([]);
    expect(checked?.member).toEqual(createMemberRequestSchema.parse(good));
    expect(checked?.cells).toEqual(good);
  });

  it.each<[ImportField, string]>([
    ['username', ''],
    ['username', 'a b'],
    ['email', 'not-an-email'],
    ['firstName', ''],
    ['firstName', '=HYPERLINK("http://evil.example","x")'],
    ['lastName', '1234'],
    ['phoneNumber', '12'],
    ['gender', 'X'],
    ['dateOfBirth', '31/02/1990'],
    ['dateOfBirth', '1800-01-01'],
    ['nationality', 'Atlantis'],
    ['country', 'Atlantis'],
    ['city', ''],
    ['addressDetails', 'x'.repeat(FIELD_LIMITS.addressMax + 1)],
    ['major', ''],
  ])('flags %s %#: the contract message', (field, value) => {
    const [checked] = read(rowOf({ [field]: value }));
    const input = { ...good, [field]: value };
    const expected = createMemberRequestSchema.safeParse(input).error?.issues[0]?.message;
    expect(expected).toBeTypeOf('string');
    expect(checked?.member).toBeNull();
    expect(checked?.issues).toEqual([{ field, message: expected }]);
    expect(checked?.cells[field]).toBe(value);
  });

  it('reads day/month/year dates and gender words in both languages', () => {
    const rows = read(
      rowOf({ dateOfBirth: '3/2/1990', gender: 'female' }),
      rowOf({ username: 'bbb', email: 'b@x.org', dateOfBirth: '03.02.1990', gender: ' Male ' }, 3),
      rowOf({ username: 'ccc', email: 'c@x.org', gender: 'ذكر' }, 4),
      rowOf({ username: 'ddd', email: 'd@x.org', gender: 'أنثى' }, 5),
    );
    expect(rows.map((row) => [row.member?.dateOfBirth, row.member?.gender])).toEqual([
      ['1990-02-03', 'F'],
      ['1990-02-03', 'M'],
      ['1990-02-03', 'M'],
      ['1990-02-03', 'F'],
    ]);
  });

  it('takes a blank country as Jordan, as Add Member does without one', () => {
    const [checked] = read(rowOf({ country: '  ' }));
    expect(checked?.issues).toEqual([]);
    expect(checked?.member?.country).toBeUndefined();
  });

  it('restores a cell the export protected, then checks it', () => {
    const [checked] = read(rowOf({ addressDetails: "'=1+1" }));
    expect(checked?.member?.addressDetails).toBe('=1+1');
  });

  it('flags a row with more cells than the header (blank extra cells are fine)', () => {
    const [extra, blank] = read(
      { row: 2, cells: [...rowOf({}).cells, 'surplus'] },
      { row: 3, cells: [...rowOf({ username: 'bbb', email: 'b@x.org' }).cells, ' '] },
    );
    expect(extra?.issues).toEqual([{ field: null, message: say.extraCells }]);
    expect(extra?.member).toBeNull();
    expect(blank?.issues).toEqual([]);
  });

  it('reads a short row as blank cells', () => {
    const [checked] = read({ row: 2, cells: ['huda', 'huda@example.org'] });
    expect(checked?.issues.map((issue) => issue.field)).toContain('firstName');
  });

  it('flags a username or email already on an earlier row, whatever its case', () => {
    const rows = read(
      rowOf({}, 2),
      rowOf({ username: 'HUDA', email: 'other@example.org' }, 3),
      rowOf({ username: 'other', email: ' Huda@Example.org ' }, 4),
      rowOf({ username: 'Huda', email: 'HUDA@example.org' }, 5),
    );
    const label = messages.validation.fields;
    expect(rows.map((row) => row.issues)).toEqual([
      [],
      [{ field: 'username', message: say.duplicateInFile(label.username, 2) }],
      [{ field: 'email', message: say.duplicateInFile(label.email, 2) }],
      [
        { field: 'username', message: say.duplicateInFile(label.username, 2) },
        { field: 'email', message: say.duplicateInFile(label.email, 2) },
      ],
    ]);
    expect(rows.map((row) => row.member !== null)).toEqual([true, false, false, false]);
  });
});
