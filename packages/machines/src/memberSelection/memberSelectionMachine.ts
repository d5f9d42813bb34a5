import type { ApiClient, BulkAction, MemberExportQuery, MemberIdsResponse } from '@mijas/api';
import {
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  stopChild,
  type ActorRef,
  type ActorRefFrom,
  type DoneActorEvent,
  type EventObject,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate';
import type { BulkActionOutput, BulkMember } from '../bulkAction/bulkActionMachine.ts';
import { childCame, childLoader, loadedChild } from '../shared/childLoader.ts';
import { reasonOf } from '../shared/reasonOf.ts';

/**
 * What the selection sees of View Members' list (`memberList`): its search, to which a selection belongs, and
 * `list.reload`, sent after a bulk action changed members.
 */
export type SelectionList = ActorRef<
  Snapshot<unknown> & { context: { applied: unknown } },
  { type: 'list.reload' } & EventObject
>;

export interface MemberSelectionInput {
  api: Pick<ApiClient, 'getMemberIds' | 'bulkMembers'>;
  /** The page's list, started before the selection. */
  list: SelectionList;
}

export interface MemberSelectionContext extends MemberSelectionInput {
  /** The search the selection belongs to (the list's, as a key): another search empties it. */
  search: string;
  /** The selected members in the order they were ticked, each with its username when its row was seen. */
  members: BulkMember[];
  /** Why "select all of this search" was refused (shown in the selection's bar until the next try). */
  error: string | null;
  /** The bulk action being opened. */
  action: BulkAction | null;
}

export type MemberSelectionEvent =
  /** Rows' boxes (one row, or the page's box for its rows) ticked or unticked. */
  | { type: 'selection.toggle'; members: BulkMember[]; selected: boolean }
  /** Every member of the search and filters (`GET /Admin/members/ids`). */
  | { type: 'selection.all'; query: MemberExportQuery }
  | { type: 'selection.clear' }
  /** A bulk action on the selection: its dialog, the child `bulk` once its code has come. */
  | { type: 'bulk.open'; action: BulkAction }
  /** The bulk action's code did not come: asked for again (its frame's Try again). */
  | { type: 'bulk.retry' }
  /** The bulk action's dialog closed while its code is coming or did not come (its frame's Close, Escape). */
  | { type: 'bulk.close' }
  /** The list's search now (sent by the list's follower; a key of its `applied`). */
  | { type: 'list.search'; search: string }
  /** The bulk action closed (its child's end, the child spawned once its code came). */
  | DoneActorEvent<BulkActionOutput, 'bulk'>;

/** A list's search as the key a selection belongs to. */
export const searchKeyOf = (list: { getSnapshot: SelectionList['getSnapshot'] }) =>
  JSON.stringify(list.getSnapshot().context.applied ?? null);

/**
 * View Members' selection (issue 21), beside its list: the members ticked (kept across the pages of a search,
 * emptied by another search), "select all of this search" (a call: busy, its refusal said), and a bulk action on
 * the selection (the child `bulk`, `bulkActionMachine`): when it closes after any member was answered, the
 * selection empties and the list loads again.
 */
export const memberSelectionMachine = setup({
  types: {
    context: {} as MemberSelectionContext,
    events: {} as MemberSelectionEvent,
    input: {} as MemberSelectionInput,
  },
  actors: {
    /** Tells the selection the list's search at each change of the list. */
    followList: fromCallback<EventObject, { list: SelectionList }>(({ input, sendBack }) => {
      const subscription = input.list.subscribe(() =>
        sendBack({ type: 'list.search', search: searchKeyOf(input.list) }),
      );
      return () => subscription.unsubscribe();
    }),
    memberIds: fromPromise<
      MemberIdsResponse,
      { api: MemberSelectionInput['api']; query: MemberExportQuery }
    >(({ input, signal }) => input.api.getMemberIds(input.query, { signal })),
    /** The bulk action's machine, brought when its dialog first opens (issue 32): not with every admin page. */
    bulkCode: childLoader(() =>
      import('../bulkAction/bulkActionMachine.ts').then((m) => m.bulkActionMachine),
    ),
  },
  guards: {
    otherSearch: ({ context, event }) =>
      event.type === 'list.search' && event.search !== context.search,
    ran: (_, output: BulkActionOutput) => output.ran,
    hasSelection: ({ context }) => context.members.length > 0,
  },
  actions: {
    clearSelection: assign({ members: [] }),
    reloadList: sendTo(({ context }) => context.list, { type: 'list.reload' }),
    /** The bulk action starts on the selection, the child `bulk`, with the machine that came. */
    openBulk: enqueueActions(({ context, event, enqueue }) => {
      const logic = loadedChild(event);
      if (logic)
        enqueue.spawnChild(logic, {
          id: 'bulk',
          input: { api: context.api, action: context.action ?? 'renew', members: context.members },
        } as never);
    }),
  },
}).createMachine({
  id: 'memberSelection',
  context: ({ input }) => ({
    api: input.api,
    list: input.list,
    search: searchKeyOf(input.list),
    members: [],
    error: null,
    action: null,
  }),
  invoke: { src: 'followList', input: ({ context }) => ({ list: context.list }) },
  type: 'parallel',
  on: {
    'selection.toggle': {
      actions: assign({
        members: ({ context, event }) => {
          const changed = new Map(event.members.map((member) => [member.id, member]));
          if (!event.selected) return context.members.filter((member) => !changed.has(member.id));
          // One ticked again stays in its place, with the username now seen.
          const before = new Set(context.members.map((member) => member.id));
          return [
            ...context.members.map((member) => changed.get(member.id) ?? member),
            ...event.members.filter((member) => !before.has(member.id)),
          ];
        },
      }),
    },
    'selection.clear': { actions: 'clearSelection' },
    'list.search': {
      guard: 'otherSearch',
      actions: assign({ search: ({ event }) => event.search, members: [] }),
    },
  },
  states: {
    /** "Select all N members of this search". */
    all: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'selection.all': {
              target: 'loading',
              actions: assign({ error: null }),
            },
          },
        },
        loading: {
          tags: ['busy'],
          on: {
            // Another search: the call's answer is for a search no longer shown.
            'list.search': {
              guard: 'otherSearch',
              target: 'idle',
              actions: assign({ search: ({ event }) => event.search, members: [] }),
            },
          },
          invoke: {
            id: 'memberIds',
            src: 'memberIds',
            input: ({ context, event }) => ({
              api: context.api,
              query: event.type === 'selection.all' ? event.query : {},
            }),
            onDone: {
              target: 'idle',
              // The whole search, in the server's order; the usernames of the rows seen are kept.
              actions: assign({
                members: ({ context, event }) => {
                  const known = new Map(context.members.map((member) => [member.id, member]));
                  return event.output.ids.map((id) => known.get(id) ?? { id, username: null });
                },
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => reasonOf(event.error) }),
            },
          },
        },
      },
    },
    /** The bulk action's dialog. */
    bulk: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'bulk.open': {
              guard: 'hasSelection',
              target: 'open',
              actions: assign({ action: ({ event }) => event.action }),
            },
          },
        },
        open: {
          initial: 'loading',
          states: {
            /** Its code comes (the page shows the dialog's frame meanwhile). */
            loading: {
              invoke: {
                id: 'bulkCode',
                src: 'bulkCode',
                onDone: [
                  { guard: childCame, target: 'running', actions: 'openBulk' },
                  { target: 'failed' },
                ],
              },
              on: { 'bulk.close': '#memberSelection.bulk.closed' },
            },
            /** Its code did not come (offline, a new deployment): the frame says so; Try again, or Close. */
            failed: {
              on: { 'bulk.retry': 'loading', 'bulk.close': '#memberSelection.bulk.closed' },
            },
            /** The bulk action runs, the child `bulk`, until it is closed. */
            running: {
              exit: stopChild('bulk'),
              on: {
                'xstate.done.actor.bulk': [
                  {
                    // Members changed: a fresh selection, and a fresh page.
                    guard: { type: 'ran', params: ({ event }) => event.output },
                    target: '#memberSelection.bulk.closed',
                    actions: ['clearSelection', 'reloadList'],
                  },
                  { target: '#memberSelection.bulk.closed' },
                ],
              },
            },
          },
        },
      },
    },
  },
});

export type MemberSelectionSnapshot = SnapshotFrom<typeof memberSelectionMachine>;
export type MemberSelectionRef = ActorRefFrom<typeof memberSelectionMachine>;

/** Whether the member `id` is selected. */
export const isSelected = (snapshot: MemberSelectionSnapshot, id: string) =>
  snapshot.context.members.some((member) => member.id === id);

/**
 * The bulk action's code while its dialog is open and the child not started: 'loading' while it comes, 'failed'
 * when it did not; null otherwise.
 */
export function bulkCode(snapshot: MemberSelectionSnapshot): 'loading' | 'failed' | null {
  if (snapshot.matches({ bulk: { open: 'loading' } })) return 'loading';
  return snapshot.matches({ bulk: { open: 'failed' } }) ? 'failed' : null;
}
