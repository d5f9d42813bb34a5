import { messages, PAGE_SIZE } from '@mijas/api';
import { expect } from 'vitest';
import { createMachine, type AnyActorRef, type EventObject } from 'xstate';
import { dialogCode, listMessage, listState, openDialog } from '../searchableList/listSelectors.ts';
import type { scriptedActors } from './harness.ts';

/** What a searchable list must show, as its spec words it: its empty text and what a failure says. */
export interface ListExpectation {
  /** The list's input (its `api` is what each call must carry). */
  input: { api: unknown };
  empty: string;
  failure: string;
  /** The rows an answer shows, where the list maps them (else the answer's array as it came). */
  rows?: (answer: never) => unknown[];
}

interface ListContext {
  rows: unknown[];
  totalCount: number;
  pageCount: number;
  page: number;
  applied: { value: string } | null;
  filters: unknown;
  error: string | null;
}

/**
 * The path tests' check for a searchable list (`createSearchableListMachine`), from each step's event rather
 * than from the machine: the text over the table in each state (Loading..., the failure's words, the empty
 * text), the page an answer shows (its rows, its total, one page button per 10), the call each load makes, the
 * place a URL gives, and a dialog's change applied to its row.
 */
export function expectListStep(
  actor: AnyActorRef,
  event: EventObject,
  scripted: ReturnType<typeof scriptedActors>,
  list: ListExpectation,
) {
  const snapshot = actor.getSnapshot() as {
    value: unknown;
    hasTag: (tag: string) => boolean;
    context: ListContext;
    children: Record<string, AnyActorRef | undefined>;
  };
  const { context } = snapshot;
  const state = listState(snapshot);
  // The open dialog's machine is a child exactly while it runs (not while its code comes or did not).
  const open = openDialog(snapshot);
  if (open) expect(snapshot.children[open] !== undefined, open).toBe(dialogCode(snapshot) === null);
  expect(listMessage(snapshot, list.empty)).toBe(
    snapshot.hasTag('busy')
      ? messages.lists.loading
      : state === 'failed'
        ? list.failure
        : state === 'loaded' && context.rows.length === 0
          ? list.empty
          : null,
  );
  if (state === 'loading')
    expect(scripted.calls('loadPage').at(-1)).toEqual({
      api: list.input.api,
      page: context.page,
      applied: context.applied,
      filters: context.filters,
    });
  const e = event as EventObject & { output?: unknown; query?: Record<string, string> };
  if (e.type === 'xstate.done.actor.loadPage' && state === 'loaded') {
    const answer = e.output as Record<string, unknown> & { totalCount: number };
    expect(context.rows).toEqual(
      list.rows ? list.rows(answer as never) : Object.values(answer).find(Array.isArray),
    );
    expect([context.totalCount, context.pageCount]).toEqual([
      answer.totalCount,
      Math.ceil(answer.totalCount / PAGE_SIZE),
    ]);
  }
  if (e.type === 'url.change' && e.query) {
    expect(context.page).toBe(Number(e.query.page ?? '1'));
    expect(context.applied?.value ?? null).toBe(e.query.search?.trim() || null);
  }
  const change = e.output as { id?: string; patch?: Record<string, unknown> | null } | undefined;
  if (e.type.startsWith('xstate.done.actor.') && change?.patch) {
    const row = context.rows.find((candidate) => (candidate as { id?: unknown }).id === change.id);
    if (row) expect(row).toMatchObject(change.patch);
  }
}

/** A dialog's machine as its code comes (a stand-in machine), named so in the paths' descriptions. */
export const DIALOG_CODE = Object.assign(createMachine({ id: 'dialogCode' }), {
  toJSON: () => "the dialog's machine",
});

/**
 * The path's scripted actors, where a dialog's machine that comes (`DIALOG_CODE`, the model's) is the path's
 * scripted dialog of that name (`renewCode` brings `renew`), whose end the path's `xstate.done.actor.renew` is.
 */
export function withDialogCode(scripted: ReturnType<typeof scriptedActors<string>>) {
  return {
    ...scripted,
    resolve: (name: string, output: unknown) =>
      scripted.resolve(
        name,
        output === DIALOG_CODE ? scripted.actors[name.replace(/Code$/, '')] : output,
      ),
  };
}
/** The events of a dialog whose machine's code comes when it opens: it came, it did not, Try again, Close. */
export const dialogCodeEvents = (dialog: string) => [
  { type: `xstate.done.actor.${dialog}Code`, output: DIALOG_CODE },
  { type: `xstate.done.actor.${dialog}Code`, output: undefined },
  { type: 'dialog.retry' },
  { type: 'dialog.cancel' },
];

/**
 * The path tests' events for a list (`createTestModel`'s `filterEvents`): while the list loads, or a dialog's
 * machine runs, only an actor's outcome (a state that loads is left through its outcome: cancelling has tests of
 * its own); a dialog whose code is coming or did not come takes Try again and Close only.
 */
export function listPathEvent(
  snapshot: { value: unknown; matches: (value: never) => boolean },
  event: { type: string },
): boolean {
  if (event.type.startsWith('xstate.')) return true;
  if (dialogCode(snapshot) !== null)
    return event.type === 'dialog.retry' || event.type === 'dialog.cancel';
  return !(snapshot.matches({ list: 'loading' } as never) || openDialog(snapshot) !== null);
}
