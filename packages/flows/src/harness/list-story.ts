import { listState, type SearchableListEvent } from '@mijas/machines';
import type { AnyStateMachine } from 'xstate';
import { send, type StoryEvent } from './story-state.tsx';

/**
 * Story events for the list pages (every list is `createSearchableListMachine`: View Members, View Admins, the
 * histories). A list is named by its machine's id (`memberList`), its open dialog by `list/dialog`
 * (`memberList/renew`). The list's search, page and dialogs are the list's own events; what a person waits for
 * (the rows on screen before a row's menu is used) is each step's `when`.
 */

type ListSnapshot = { value: unknown; context: { page: number; rows: readonly unknown[] } };

/** The list shows a page of rows (not loading, not failed). */
export const listShown = (snapshot: ListSnapshot) => listState(snapshot) === 'loaded';

/** The list shows page `page`. */
export const listShowsPage = (page: number) => (snapshot: ListSnapshot) =>
  listShown(snapshot) && snapshot.context.page === page;

/** One of the list's own events (checked against the list's events), sent once `when` holds if given. */
export function listEvent(
  list: string,
  event: SearchableListEvent<never>,
  when?: (snapshot: ListSnapshot) => boolean,
): StoryEvent {
  return send<AnyStateMachine>(list, event, when ? { when } : {});
}

/**
 * A search with the Search button (View Members, View Admins): the field chosen (unless `by` is null: the
 * list's default), the text typed, Search.
 */
export function searchFor(list: string, by: string | null, value: string): StoryEvent[] {
  return [
    ...(by === null ? [] : [listEvent(list, { type: 'search.byChange', searchBy: by })]),
    listEvent(list, { type: 'search.change', value }),
    listEvent(list, { type: 'search.submit' }),
  ];
}

/** Text typed into a live search's box (the histories search by themselves after a pause). */
export const typeSearch = (
  list: string,
  value: string,
  when?: (snapshot: ListSnapshot) => boolean,
) => listEvent(list, { type: 'search.change', value }, when);

/**
 * The search box left once the list shows the rows (the focus moved to the table, a page button, a row's menu):
 * the members it suggests close (the histories).
 */
export const leaveSearch = (list: string) =>
  listEvent(list, { type: 'suggestions.close' }, listShown);

/** A page button, once the list shows its rows. */
export const goToPage = (list: string, page: number) =>
  listEvent(list, { type: 'page.change', page }, listShown);

/** The search cleared, once the list shows the search's rows. */
export const clearSearch = (list: string) => listEvent(list, { type: 'search.clear' }, listShown);

/**
 * Whether `rows` holds `row`: by its id, as the list applies a dialog's change to it, or (a history's rows have
 * none) by its content.
 */
function holds(rows: readonly unknown[], row: unknown): boolean {
  const id = (row as { id?: unknown }).id;
  const content = id === undefined ? JSON.stringify(row) : undefined;
  return rows.some((shown) =>
    id === undefined
      ? JSON.stringify(shown) === content
      : shown === row || (shown as { id?: unknown }).id === id,
  );
}

/**
 * A row's menu choosing a dialog, once the list shows that row (a row action names `action`): the dialog is
 * then the actor `list/dialog`. The list takes `dialog.open` in any state (its dialogs are a region beside the
 * rows): sent at once, a dialog would open over 'Loading...' and its change to the row could come before the row.
 */
export function openRowDialog(
  list: string,
  dialog: string,
  row: unknown,
  action?: string,
): StoryEvent {
  return listEvent(
    list,
    { type: 'dialog.open', dialog, row: row as never, ...(action ? { action } : {}) },
    (snapshot) => listShown(snapshot) && holds(snapshot.context.rows, row),
  );
}
