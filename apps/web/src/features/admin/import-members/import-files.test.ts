import { CSV_BOM, IMPORT_FIELDS, type ImportResponse } from '@mijas/api';
import {
  guessImportMapping,
  parseCsvFile,
  readImportRows,
  restoreCsvCell,
} from '@mijas/api/member-csv';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportCsv, reportFileName, templateCsv } from './import-files.ts';

describe('the template', () => {
  it('is the import fields and one example row the import accepts as it is', () => {
    const text = templateCsv();
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const parsed = parseCsvFile(text);
    if (!parsed.ok) throw new Error(parsed.problems.join(' '));
    expect(parsed.headers).toEqual([...IMPORT_FIELDS]);
    const mapping = guessImportMapping(parsed.headers);
    const [row] = readImportRows(parsed.headers, parsed.rows, mapping);
    expect(row?.issues).toEqual([]);
    expect(row?.member).not.toBeNull();
  });
});

describe('the report', () => {
  const result: ImportResponse = {
    message: '1 member imported.',
    imported: [{ row: 3, id: '7f8a2c4e-1b3d-4e5f-8a9b-0c1d2e3f4a5b', username: 'rania.q' }],
    skipped: [
      {
        row: 2,
        cells: { username: '=HYPERLINK("x")' },
        issues: [
          { field: 'email', message: 'Email is already taken.' },
          { field: null, message: 'This row has more cells than the header.' },
        ],
      },
      { row: 4, cells: {}, issues: [{ field: 'username', message: 'Username is required.' }] },
    ],
  };

  it('one line per row in the file’s order, its status and problems, formulas neutralised', () => {
    const text = reportCsv(result, (field) => `<${field}>`);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(lines).toEqual([
      ['row', 'username', 'status', 'problems'],
      [
        '2',
        `'=HYPERLINK("x")`,
        'skipped',
        '<email>: Email is already taken.; This row has more cells than the header.',
      ],
      ['3', 'rania.q', 'imported', ''],
      ['4', '', 'skipped', '<username>: Username is required.'],
    ]);
    // The import reads such a cell back as it was.
    expect(restoreCsvCell(lines[1]?.[1] ?? '')).toBe('=HYPERLINK("x")');
  });

  it('is named after the file', () => {
    expect(reportFileName('members.CSV')).toBe('mijas-import-report-members.csv');
    expect(reportFileName(null)).toBe('mijas-import-report.csv');
  });
});
