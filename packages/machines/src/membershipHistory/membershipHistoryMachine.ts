import {
  HISTORY_SEARCH_DEBOUNCE_MS,
  MEMBERSHIP_ACTION_TYPES,
  messages,
  PAGE_SIZE,
  type ApiClient,
  type MembershipAction,
  type MembershipHistoryResponse,
} from '@mijas/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { pageCountOf, validPage } from '../shared/paging.ts';

export interface MembershipHistoryInput {
  api: Pick<ApiClient, 'getMembershipHistory'>;
  /** Restores the search box and the page, e.g. from the URL query. */
  initial?: { search?: string | null; page?: number | string | null };
}

export interface MembershipHistoryContext {
  api: MembershipHistoryInput['api'];
  /** The search box, as typed. */
  search: string;
  /** 1-based; back to 1 whenever the search text changes. */
  page: number;
  actions: MembershipAction[];
  totalCount: number;
  /** ceil(totalCount / PAGE_SIZE): one page button each. */
  pageCount: number;
  error: string | null;
}

export type MembershipHistoryEvent =
  | { type: 'search.change'; value: string }
  | { type: 'search.clear' }
  | { type: 'page.change'; page: number }
  | { type: 'list.reload' };

export interface LoadMembershipHistoryInput {
  api: MembershipHistoryInput['api'];
  username: string;
  page: number;
}

const noResults = { actions: [], totalCount: 0, pageCount: 0, error: null };

/**
 * The admin's Membership History: a username search (typing waits 300 ms; a change cancels the request in
 * flight), pages of 10. SPEC §5: nothing is fetched while the username is empty (or only spaces).
 */
export const membershipHistoryMachine = setup({
  types: {
    context: {} as MembershipHistoryContext,
    events: {} as MembershipHistoryEvent,
    input: {} as MembershipHistoryInput,
  },
  actors: {
    loadMembershipHistory: fromPromise<MembershipHistoryResponse, LoadMembershipHistoryInput>(
      ({ input: { api, username, page }, signal }) =>
        api.getMembershipHistory(
          { Username: username, PageNumber: page, PageSize: PAGE_SIZE },
          { signal },
        ),
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
  id: 'membershipHistory',
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
        id: 'loadMembershipHistory',
        src: 'loadMembershipHistory',
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
          actions: assign({ ...noResults, error: messages.lists.membershipHistoryFailed }),
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

export type MembershipHistorySnapshot = SnapshotFrom<typeof membershipHistoryMachine>;

/**
 * The text shown instead of (or over) the table: 'Loading...' (also while the typing settles), 'Failed to fetch
 * membership history.', 'No membership history found.' (only for a search that found nothing), or none.
 */
export function membershipHistoryMessage(snapshot: MembershipHistorySnapshot): string | null {
  if (snapshot.matches('loading') || snapshot.matches('debouncing')) return messages.lists.loading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  if (snapshot.matches('loaded') && snapshot.context.actions.length === 0)
    return messages.lists.noMembershipHistory;
  return null;
}

/** SPEC §2: 0 Renewal, 1 Deactivation, anything else Unknown. */
export function membershipActionLabel(actionType: number): string {
  const labels = messages.historyLabels;
  switch (actionType) {
    case MEMBERSHIP_ACTION_TYPES.renewal:
      return labels.membershipActionTypes.renewal;
    case MEMBERSHIP_ACTION_TYPES.deactivation:
      return labels.membershipActionTypes.deactivation;
    default:
      return labels.unknownActionType;
  }
}

/** 'More Details' (the renewal modal) is offered for a row with renewal details: never for a deactivation. */
export function membershipActionHasDetails(
  action: Pick<MembershipAction, 'actionType' | 'renewalId'>,
): boolean {
  return action.actionType !== MEMBERSHIP_ACTION_TYPES.deactivation && action.renewalId !== null;
}

/** The Made By cell: the admin's username, else N/A. */
export function historyMadeByLabel(madeByUserName: string | null | undefined): string {
  return madeByUserName?.trim() ? madeByUserName : messages.historyLabels.madeByFallback;
}
