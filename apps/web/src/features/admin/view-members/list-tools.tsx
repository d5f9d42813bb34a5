import {
  MEMBER_LIST_FILTER_KEYS,
  ADMIN_LIMITS,
  BULK_ACTIONS,
  type MemberExportQuery,
  type MemberListFilters,
} from '@mijas/api';
import {
  memberExportMachine,
  type MemberExportFile,
  type MemberSelectionRef,
} from '@mijas/machines';
import { Button, Checkbox, CloseIcon, InlineAlert } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useText } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format.ts';
import { saveCsv } from '../../../lib/save-csv.ts';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import { type ListFilterKey } from './list-filters.ts';
import * as styles from './view-members.css.ts';

/** The active filters as removable chips ("Status: Active membership", "Joined: March 2026"). */
export function FilterChips({
  filters,
  onRemove,
}: {
  filters: MemberListFilters;
  onRemove: (key: ListFilterKey) => void;
}) {
  const { bulkActions, membersExpiring } = useText();
  const text = bulkActions.filters;
  const format = useFormat();
  const active = MEMBER_LIST_FILTER_KEYS.flatMap((key) => {
    const value = filters[key];
    if (value === undefined) return [];
    const label =
      key === 'expiresWithinDays'
        ? membersExpiring.filter(value as number)
        : key === 'status'
          ? text.status(text.statuses[value as keyof typeof text.statuses])
          : text[key](format.month(value as string));
    return [{ key, label }];
  });
  if (active.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={text.label}>
      {active.map(({ key, label }) => (
        <li key={key} className={styles.chip}>
          <span>{label}</span>
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={text.remove(label)}
            onClick={() => onRemove(key)}
          >
            <CloseIcon aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** "Export CSV": every member of the search and filters, saved as `mijas-members-<day>.csv` (with its BOM). */
export function ExportButton({ query }: { query: MemberExportQuery }) {
  const text = useText().bulkActions;
  const flow = useFlow(
    memberExportMachine,
    { api: useApi() },
    { saveFile: (_: unknown, file: MemberExportFile) => saveCsv(file.name, file.text) },
  );
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const error = useSelector(flow, (s) => s.context.error);
  return (
    <div className={styles.exportTool}>
      <Button
        variant="outline"
        loading={busy}
        onClick={() => flow.send({ type: 'export.start', query })}
      >
        {busy ? text.exporting : text.export}
      </Button>
      {error ? <InlineAlert tone="error">{text.exportFailed(error)}</InlineAlert> : null}
    </div>
  );
}

/** "N selected · Select all M members of this search · Clear", and the bulk actions. */
export function SelectionBar({
  selection,
  totalCount,
  query,
}: {
  selection: MemberSelectionRef;
  totalCount: number;
  query: MemberExportQuery;
}) {
  const text = useText().bulkActions;
  const format = useFormat();
  const size = useSelector(selection, (s) => s.context.members.length);
  const busy = useSelector(selection, (s) => s.hasTag('busy'));
  const error = useSelector(selection, (s) => s.context.error);
  if (size === 0 && !error) return null;
  const all = size >= totalCount;
  return (
    <section className={styles.selectionBar} aria-label={text.selection.actions}>
      <span role="status">{text.selection.selected(format.number(size))}</span>
      {all ? (
        <span>{text.selection.allSelected(format.number(totalCount))}</span>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          loading={busy}
          // The server refuses more than this: its message says so (the button stays for a narrower search).
          onClick={() => selection.send({ type: 'selection.all', query })}
        >
          {busy ? text.selection.selectingAll : text.selection.selectAll(format.number(totalCount))}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => selection.send({ type: 'selection.clear' })}>
        {text.selection.clear}
      </Button>
      {size > 0 ? (
        <div className={styles.selectionActions}>
          {BULK_ACTIONS.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'deactivateMembership' ? 'danger' : 'outline'}
              disabled={size > ADMIN_LIMITS.bulkMaxSelection}
              // Each asks first in a dialog (whose code loads when the button is pointed at or focused).
              aria-haspopup="dialog"
              onClick={() => selection.send({ type: 'bulk.open', action })}
            >
              {text.actions[action]}
            </Button>
          ))}
        </div>
      ) : null}
      {error ? (
        <div className={styles.selectionError}>
          <InlineAlert tone="error">{error}</InlineAlert>
        </div>
      ) : null}
    </section>
  );
}

/** The row's box and the header's box (the rows of this page). */
export function SelectBox({
  label,
  checked,
  indeterminate,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      label={label}
      labelHidden
      checked={checked}
      indeterminate={indeterminate}
      onCheckedChange={onChange}
    />
  );
}
