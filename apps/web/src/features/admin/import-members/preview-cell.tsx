import type { ImportField } from '@mijas/api';
import * as styles from './import-members.css.ts';
import type { ShownRow } from './shown-rows.ts';

/** A cell of the preview: its value, highlighted with its problems under it when it has any. */
export function PreviewCell({
  value,
  field,
  issues,
}: {
  value: string | undefined;
  field: ImportField;
  issues: ShownRow['issues'];
}) {
  const own = issues.filter((issue) => issue.field === field);
  const shown = value ? <bdi>{value}</bdi> : <span className={styles.blank}>—</span>;
  if (own.length === 0) return shown;
  return (
    <span className={styles.badCell} data-problem>
      {shown}
      {own.map((issue) => (
        <span key={issue.message} className={styles.problem}>
          {issue.message}
        </span>
      ))}
    </span>
  );
}
