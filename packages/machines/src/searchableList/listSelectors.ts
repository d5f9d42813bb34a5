import { messages } from '@mijas/api';

/** What a list page reads of a list machine's snapshot (any list of `createSearchableListMachine`). */

/** The list's state in its region (`loading`, `loaded`…). */
export function listState(snapshot: { value: unknown }): string {
  return (snapshot.value as { list: string }).list;
}

/** The open dialog's name, or null. */
export function openDialog(snapshot: { value: unknown }): string | null {
  const dialog = (snapshot.value as { dialog: string }).dialog;
  return dialog === 'closed' ? null : dialog;
}

/**
 * The text shown instead of (or over) the table: 'Loading...' (also while the typing settles or the URL
 * changes), the failure, the empty message (a page without rows), or none.
 */
export function listMessage(
  snapshot: {
    value: unknown;
    hasTag: (tag: string) => boolean;
    context: { rows: unknown[]; error: string | null };
  },
  empty: string,
): string | null {
  if (snapshot.hasTag('busy')) return messages.lists.loading;
  const state = listState(snapshot);
  if (state === 'failed') return snapshot.context.error;
  if (state === 'loaded' && snapshot.context.rows.length === 0) return empty;
  return null;
}
