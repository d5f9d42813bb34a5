/**
 * The files the Import Members page hands out: the template to start from and the report of an import, both
 * CSV written by papaparse (quoting, formula cells neutralised like the export's) behind `CSV_BOM`, so that a
 * spreadsheet program reads them as UTF-8. Loaded with the page only.
 */
import {
  COUNTRY,
  CSV_BOM,
  IMPORT_FIELDS,
  JORDAN_CITIES,
  type ImportField,
  type ImportResponse,
} from '@mijas/api';
import { FORMULA_START } from '@mijas/api/member-csv';
import Papa from 'papaparse';

const UNPARSE: Papa.UnparseConfig = {
  newline: '\r\n',
  // As the export: a cell a spreadsheet would run as a formula is written behind a `'`.
  escapeFormulae: FORMULA_START,
};

/** The template's example member: a row the import accepts as it is. */
export const TEMPLATE_EXAMPLE: Record<ImportField, string> = {
  username: 'sara_haddad',
  email: 'sara.haddad@example.com',
  firstName: 'Sara',
  lastName: 'Haddad',
  phoneNumber: '0791234567',
  gender: 'F',
  dateOfBirth: '1995-04-02',
  nationality: COUNTRY,
  country: COUNTRY,
  city: JORDAN_CITIES[0],
  addressDetails: 'Wasfi Al-Tal Street 12',
  major: 'Computer Science',
};

export const TEMPLATE_FILE_NAME = 'mijas-members-template.csv';

/** The header (`IMPORT_FIELDS`, the names the import's mapping guesses at once) and the example row. */
export function templateCsv(): string {
  return (
    CSV_BOM +
    Papa.unparse(
      [[...IMPORT_FIELDS], IMPORT_FIELDS.map((field) => TEMPLATE_EXAMPLE[field])],
      UNPARSE,
    ) +
    '\r\n'
  );
}

/** `mijas-import-report-members.csv` for `members.csv`; `mijas-import-report.csv` for pasted text. */
export function reportFileName(fileName: string | null): string {
  const base = fileName?.replace(/\.csv$/i, '').trim();
  return base ? `mijas-import-report-${base}.csv` : 'mijas-import-report.csv';
}

/**
 * The report of an import: one line per row of the file that had a member (`row`, `username`, `status`
 * imported or skipped, `problems` with each field's label), in the file's order.
 */
export function reportCsv(
  result: ImportResponse,
  fieldLabel: (field: ImportField) => string,
): string {
  const lines = [
    ...result.imported.map((item) => ({
      row: item.row,
      cells: [String(item.row), item.username, 'imported', ''],
    })),
    ...result.skipped.map((item) => ({
      row: item.row,
      cells: [
        String(item.row),
        item.cells.username ?? '',
        'skipped',
        item.issues
          .map((issue) =>
            issue.field === null ? issue.message : `${fieldLabel(issue.field)}: ${issue.message}`,
          )
          .join('; '),
      ],
    })),
  ].sort((a, b) => a.row - b.row);
  return (
    CSV_BOM +
    Papa.unparse(
      [['row', 'username', 'status', 'problems'], ...lines.map((l) => l.cells)],
      UNPARSE,
    ) +
    '\r\n'
  );
}
