import {
  HISTORY_SEARCH_DEBOUNCE_MS,
  MEMBER_ACTION_TYPES,
  messages,
  PAGE_SIZE,
  type ApiClient,
  type MemberAction,
  type MemberHistoryResponse,
} from '@mijas/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { pageCountOf, validPage } from '../shared/paging.ts';

export interface MemberHistoryInput {
  api: Pick<ApiClient, 'getMemberHistory'>;
  /** Restores the search box and the page, e.g. from the URL query. */
  initial?: { search?: string | null; page?: number | string | null };
}

export interface MemberHistoryContext {
  api: MemberHistoryInput['api'];
  /** The search box, as typed. */
  search: string;
  /** 1-based; back to 1 whenever the search text changes. */
  page: number;
  actions: MemberAction[];
  totalCount: number;
  /** ceil(totalCount / PAGE_SIZE): one page button each. */
  pageCount: number;
  error: string | null;
}

export type MemberHistoryEvent =
  | { type: 'search.change'; value: string }
  | { type: 'search.clear' }
  | { type: 'page.change'; page: number }
  | { type: 'list.reload' };

export interface LoadMemberHistoryInput {
  api: MemberHistoryInput['api'];
  username: string;
  page: number;
}

const noResults = { actions: [], totalCount: 0, pageCount: 0, error: null };

/**
 * The admin's Member History: a username search (typing waits 300 ms; a change cancels the request in
 * flight), pages of 10. SPEC §2: nothing is fetched while the box is empty or blank.
 */
export const memberHistoryMachine = setup({
  types: {
    context: {} as MemberHistoryContext,
    events: {} as MemberHistoryEvent,
    input: {} as MemberHistoryInput,
  },
  actors: {
    loadMemberHistory: fromPromise<MemberHistoryResponse, LoadMemberHistoryInput>(
      ({ input: { api, username, page }, signal }) =>
        api.getMemberHistory({ username, pageNumber: page, pageSize: PAGE_SIZE }, { signal }),
    ),
  },
  guards: {
    blank: ({ context }) => context.search.trim() === '',
    otherPage: ({ context, event }) =>
      event.type === 'page.change' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= context.pageCount &&
      event.page !== context.page,
  },
}).createMachine({
  id: 'memberHistory',
  context: ({ input }) => ({
    api: input.api,
    search: input.initial?.search ?? '',
    page: validPage(input.initial?.page),
    ...noResults,
  }),
  initial: 'starting',
  on: {
    'search.change': [
      {
        guard: ({ event }) => event.value.trim() === '',
        target: '.idle',
        actions: assign({ search: ({ event }) => event.value, page: 1 }),
      },
      {
        // Every keystroke restarts the wait and cancels the request in flight.
        target: '.debouncing',
        actions: assign({ search: ({ event }) => event.value, page: 1 }),
      },
    ],
    'search.clear': { target: '.idle', actions: assign({ search: '', page: 1 }) },
  },
  states: {
    /** A restored search loads at once; a typed one waits for the pause. */
    starting: {
      always: [{ guard: 'blank', target: 'idle' }, { target: 'loading' }],
    },
    /** No search term: nothing fetched, nothing shown. */
    idle: {
      entry: assign(noResults),
    },
    debouncing: {
      after: { [HISTORY_SEARCH_DEBOUNCE_MS]: 'loading' },
    },
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadMemberHistory',
        src: 'loadMemberHistory',
        input: ({ context }) => ({
          api: context.api,
          username: context.search.trim(),
          page: context.page,
        }),
        onDone: {
          target: 'loaded',
          actions: assign({
            actions: ({ event }) => event.output.membershipActions,
            totalCount: ({ event }) => event.output.totalCount,
            pageCount: ({ event }) => pageCountOf(event.output.totalCount),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ ...noResults, error: messages.lists.memberHistoryFailed }),
        },
      },
    },
    loaded: {
      on: {
        'page.change': {
          guard: 'otherPage',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
        'list.reload': 'loading',
      },
    },
    failed: {
      on: { 'list.reload': 'loading' },
    },
  },
});

export type MemberHistorySnapshot = SnapshotFrom<typeof memberHistoryMachine>;

/**
 * The text shown instead of (or over) the table: 'Loading...' (also while the typing settles), 'Failed to fetch
 * member history.', 'No member history found.' (only for a search that found nothing), or none.
 */
export function memberHistoryMessage(snapshot: MemberHistorySnapshot): string | null {
  if (snapshot.matches('loading') || snapshot.matches('debouncing')) return messages.lists.loading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  if (snapshot.matches('loaded') && snapshot.context.actions.length === 0)
    return messages.lists.noMemberHistory;
  return null;
}

/** SPEC §2: 1 Create, 2 Update, 3 Activate, 4 Deactivate, 5 Delete, anything else Unknown. */
export function memberActionLabel(actionTypeId: number): string {
  const labels = messages.historyLabels;
  const entry = Object.entries(MEMBER_ACTION_TYPES).find(([, id]) => id === actionTypeId);
  return entry
    ? labels.memberActionTypes[entry[0] as keyof typeof MEMBER_ACTION_TYPES]
    : labels.unknownActionType;
}
