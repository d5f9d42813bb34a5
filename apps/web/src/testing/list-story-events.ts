import { listState, type SearchableListEvent } from '@mijas/machines';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic } from 'xstate';
import { send, type StoryEvent } from './story-state.tsx';

/**
 * Story events for a list page (`createSearchableListMachine`), sent as a user would send them: to the list
 * once it shows its page, and a row's dialog once the list shows that row. The list takes these events in any
 * state (its dialogs are a region beside the rows), so without the wait a dialog would open over 'Loading...'
 * and its change to the row could come before the row does.
 */

/** The list shows a page of rows (not loading, not failed). */
const shown = (snapshot: AnyMachineSnapshot) => listState(snapshot) === 'loaded';

/** `event` to the list `actor` once it has shown a page (e.g. a search or a page button after the load). */
export function onShownList<TMachine extends AnyStateMachine>(
  actor: string,
  event: EventFromLogic<TMachine>,
): StoryEvent {
  return { ...send<TMachine>(actor, event), when: shown };
}

type DialogOpen = Extract<SearchableListEvent, { type: 'dialog.open' }>;

/** Whether `rows` holds `row` (by its id, as the list applies a dialog's change). */
function holds(rows: readonly unknown[], row: unknown): boolean {
  const id = (row as { id?: unknown }).id;
  return rows.some(
    (shown) => shown === row || (id !== undefined && (shown as { id?: unknown }).id === id),
  );
}

/** Opens a row's dialog (`dialog.open`) once the list shows that row, as its menu would. */
export function openRowDialog<TMachine extends AnyStateMachine>(
  actor: string,
  event: Extract<EventFromLogic<TMachine>, DialogOpen>,
): StoryEvent {
  return {
    ...send<TMachine>(actor, event),
    when: (snapshot) =>
      shown(snapshot) && holds((snapshot.context as { rows: unknown[] }).rows, event.row),
  };
}
