import { IMPORT_FIELDS, type ImportField, type ImportPreviewResponse } from '@mijas/api';

/** A row of the preview's table: its number in the file, its cells by field, its problems. */
export interface ShownRow {
  row: number;
  cells: Partial<Record<ImportField, string>>;
  issues: { field: ImportField | null; message: string }[];
}

/**
 * The rows the preview shows: the problem rows only, or every row of the file with the check's problems on
 * those that have any.
 */
export function shownRows(
  preview: ImportPreviewResponse,
  onlyProblems: boolean,
  rows: readonly { row: number; cells: readonly string[] }[],
  headers: readonly string[],
): ShownRow[] {
  if (onlyProblems) return preview.invalidRows;
  const issues = new Map(preview.invalidRows.map((row) => [row.row, row]));
  const columns = IMPORT_FIELDS.flatMap((field) => {
    const column = preview.mapping[field];
    return column === null ? [] : [[field, headers.indexOf(column)] as const];
  });
  return rows.map(
    ({ row, cells }) =>
      issues.get(row) ?? {
        row,
        cells: Object.fromEntries(columns.map(([field, index]) => [field, cells[index] ?? ''])),
        issues: [],
      },
  );
}
