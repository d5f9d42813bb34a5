import { IMPORT_FIELDS, type ImportPreviewResponse } from '@mijas/api';
import type { DataTableColumn } from '@mijas/ui';
import type { Catalogue } from '../../../i18n/index.ts';
import type { useFormat } from '../../../lib/format.ts';
import * as styles from './import-members.css.ts';
import { PreviewCell } from './preview-cell.tsx';
import type { ShownRow } from './shown-rows.ts';

/**
 * The preview table's columns: the row's number, its problems, then each mapped field's cell (highlighted with
 * its problems).
 */
export function previewColumns(
  preview: ImportPreviewResponse,
  {
    text,
    fields,
    format,
  }: {
    text: Catalogue['importMembers'];
    fields: Record<(typeof IMPORT_FIELDS)[number], string>;
    format: ReturnType<typeof useFormat>;
  },
): DataTableColumn<ShownRow>[] {
  const mappedFields = IMPORT_FIELDS.filter((field) => preview.mapping[field] !== null);
  return [
    {
      id: 'row',
      header: text.preview.row,
      cell: (row) => format.number(row.row),
      align: 'end',
      priority: 'high',
    },
    // Second, so that every problem is seen without scrolling a wide table sideways: the row's own, and each
    // cell's with its field (the cell itself is highlighted with it too).
    {
      id: 'rowProblems',
      header: text.preview.rowProblems,
      label: text.preview.rowProblems,
      wrap: true,
      priority: 'high',
      cell: (row) =>
        row.issues.length === 0 ? null : (
          <ul className={styles.rowProblems}>
            {row.issues.map((issue) => (
              <li key={`${issue.field}:${issue.message}`} className={styles.problem}>
                {issue.field === null ? issue.message : `${fields[issue.field]}: ${issue.message}`}
              </li>
            ))}
          </ul>
        ),
    },
    ...mappedFields.map((field): DataTableColumn<ShownRow> => ({
      id: field,
      header: fields[field],
      label: fields[field],
      wrap: true,
      priority: field === 'username' || field === 'email' ? 'high' : 'medium',
      cell: (row) => <PreviewCell value={row.cells[field]} issues={row.issues} field={field} />,
    })),
  ];
}
