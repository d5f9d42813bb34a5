import { messages } from '@mijas/api';

/** What a list page reads of a list machine's snapshot (any list of `createSearchableListMachine`). */

/** The list's state in its region (`loading`, `loaded`…). */
export function listState(snapshot: { value: unknown }): string {
  return (snapshot.value as { list: string }).list;
}

/** The open dialog's name (its machine running, or its code coming: `dialogCode`), or null. */
export function openDialog(snapshot: { value: unknown }): string | null {
  const dialog = (snapshot.value as { dialog: string | Record<string, string> }).dialog;
  if (typeof dialog === 'object') return Object.keys(dialog)[0] ?? null;
  return dialog === 'closed' ? null : dialog;
}

/**
 * The open dialog's machine's code when it is not here yet (`ListDialogConfig.load`): 'loading' while it comes,
 * 'failed' when it did not; null once the dialog's machine runs (or no dialog is open).
 */
export function dialogCode(snapshot: { value: unknown }): 'loading' | 'failed' | null {
  const dialog = (snapshot.value as { dialog: string | Record<string, string> }).dialog;
  if (typeof dialog !== 'object') return null;
  const state = Object.values(dialog)[0];
  return state === 'loading' || state === 'failed' ? state : null;
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
