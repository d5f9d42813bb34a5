import {
  CSV_BOM,
  MEMBER_LIST_FILTER_KEYS,
  memberExportFileName,
  ADMIN_LIMITS,
  BULK_ACTIONS,
  type BulkAction,
  type MemberExportQuery,
  type MemberListFilters,
} from '@mijas/api';
import { reasonOf, type BulkMember } from '@mijas/machines';
import { Button, Checkbox, CloseIcon, InlineAlert } from '@mijas/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../../i18n/locale.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format.ts';
import { useApi } from '../../../lib/session.tsx';
import { monthName, type ListFilterKey } from './list-filters.ts';
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
  const { locale } = useLocale();
  const active = MEMBER_LIST_FILTER_KEYS.flatMap((key) => {
    const value = filters[key];
    if (value === undefined) return [];
    const label =
      key === 'expiresWithinDays'
        ? membersExpiring.filter(value as number)
        : key === 'status'
          ? text.status(text.statuses[value as keyof typeof text.statuses])
          : text[key](monthName(value as string, locale));
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

/**
 * One call at a time from a button: busy while it runs, its failure's reason after; ended with the page (no
 * state set after that).
 */
function useCall() {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const alive = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);
  const run = async (call: (signal: AbortSignal) => Promise<void>) => {
    setState({ busy: true, error: null });
    try {
      await call(alive.current.signal);
      setState({ busy: false, error: null });
    } catch (error) {
      if (!alive.current.signal.aborted) setState({ busy: false, error: reasonOf(error) });
    }
  };
  return { ...state, run };
}

/** Saves `text` as a file in the browser (a Blob under `name`). */
function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Export CSV": every member of the search and filters, saved as `mijas-members-<day>.csv` (with its BOM). */
export function ExportButton({ query }: { query: MemberExportQuery }) {
  const text = useText().bulkActions;
  const api = useApi();
  const state = useCall();
  const run = () =>
    state.run(async (signal) => {
      const csv = await api.exportMembers(query, { signal });
      saveFile(CSV_BOM + csv, memberExportFileName(new Date()));
    });
  return (
    <div className={styles.exportTool}>
      <Button variant="outline" loading={state.busy} onClick={() => void run()}>
        {state.busy ? text.exporting : text.export}
      </Button>
      {state.error ? (
        <InlineAlert tone="error">{text.exportFailed(state.error)}</InlineAlert>
      ) : null}
    </div>
  );
}

/** The selection: each selected member's id and, when its row was seen, its username. */
export type Selection = ReadonlyMap<string, string | null>;

/** "N selected · Select all M members of this search · Clear", and the bulk actions. */
export function SelectionBar({
  selection,
  totalCount,
  query,
  onSelectAll,
  onClear,
  onAction,
}: {
  selection: Selection;
  totalCount: number;
  query: MemberExportQuery;
  onSelectAll: (ids: string[]) => void;
  onClear: () => void;
  onAction: (action: BulkAction) => void;
}) {
  const text = useText().bulkActions;
  const format = useFormat();
  const api = useApi();
  const state = useCall();
  const selectAll = () =>
    state.run(async (signal) => {
      const { ids } = await api.getMemberIds(query, { signal });
      onSelectAll(ids);
    });
  if (selection.size === 0 && !state.error) return null;
  const all = selection.size >= totalCount;
  return (
    <section className={styles.selectionBar} aria-label={text.selection.actions}>
      <span role="status">{text.selection.selected(format.number(selection.size))}</span>
      {all ? (
        <span>{text.selection.allSelected(format.number(totalCount))}</span>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          loading={state.busy}
          // The server refuses more than this: its message says so (the button stays for a narrower search).
          onClick={() => void selectAll()}
        >
          {state.busy
            ? text.selection.selectingAll
            : text.selection.selectAll(format.number(totalCount))}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={onClear}>
        {text.selection.clear}
      </Button>
      {selection.size > 0 ? (
        <div className={styles.selectionActions}>
          {BULK_ACTIONS.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'deactivateMembership' ? 'danger' : 'outline'}
              disabled={selection.size > ADMIN_LIMITS.bulkMaxSelection}
              onClick={() => onAction(action)}
            >
              {text.actions[action]}
            </Button>
          ))}
        </div>
      ) : null}
      {state.error ? (
        <div className={styles.selectionError}>
          <InlineAlert tone="error">{state.error}</InlineAlert>
        </div>
      ) : null}
    </section>
  );
}

/** The selection as the bulk action's members, in the selection's order. */
export function bulkMembersOf(selection: Selection): BulkMember[] {
  return [...selection].map(([id, username]) => ({ id, username }));
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
