import { HISTORY_SEARCH_DEBOUNCE_MS, messages } from '@mijas/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { pageCountOf, validPage } from './paging.ts';

/**
 * The two history pages of the admin (Membership History, Member History) are one flow over different calls:
 * a username search (typing waits 300 ms; a change cancels the request in flight), pages of 10, and SPEC §5's
 * rule that nothing is fetched while the username is empty or blank. This builds that machine for one call.
 */

/** The search and page as the URL keeps them (`?username=&page=`), raw or parsed. */
export interface HistoryQueryState {
  search?: string | null;
  page?: number | string | null;
}

export interface HistoryInput<Api> {
  api: Api;
  /** Restores the search box and the page, e.g. from the URL query. */
  initial?: HistoryQueryState;
}

export interface HistoryContext<Api, Row> {
  api: Api;
  /** The search box, as typed. */
  search: string;
  /** 1-based; back to 1 whenever the search text changes. */
  page: number;
  actions: Row[];
  totalCount: number;
  /** ceil(totalCount / PAGE_SIZE): one page button each. */
  pageCount: number;
  error: string | null;
}

export type HistoryEvent =
  | { type: 'search.change'; value: string }
  | { type: 'search.clear' }
  | { type: 'page.change'; page: number }
  | { type: 'list.reload' }
  /** The URL changed outside the page (Back, Forward, a link): show that search and page at once. */
  | { type: 'query.restore'; query: HistoryQueryState };

export interface LoadHistoryInput<Api> {
  api: Api;
  username: string;
  page: number;
}

/** The search and page for the URL: only what differs from the default (an empty box, page 1). */
export function historyQuery(context: { search: string; page: number }): {
  search?: string;
  page?: number;
} {
  const search = context.search.trim();
  return search === '' ? {} : { search, ...(context.page > 1 ? { page: context.page } : {}) };
}

export function createHistoryMachine<Api, Row, Response extends { totalCount: number }>(config: {
  id: string;
  /** The call: one page of the username's rows. */
  load: (input: LoadHistoryInput<Api>, signal: AbortSignal) => Promise<Response>;
  /** The rows of an answer. */
  rows: (response: Response) => Row[];
  /** SPEC §8's failure message of this page. */
  failed: string;
}) {
  const noResults = { actions: [] as Row[], totalCount: 0, pageCount: 0, error: null };
  return setup({
    types: {
      context: {} as HistoryContext<Api, Row>,
      events: {} as HistoryEvent,
      input: {} as HistoryInput<Api>,
    },
    actors: {
      loadHistory: fromPromise<Response, LoadHistoryInput<Api>>(({ input, signal }) =>
        config.load(input, signal),
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
      otherQuery: ({ context, event }) => {
        if (event.type !== 'query.restore') return false;
        const next = historyQuery({
          search: event.query.search ?? '',
          page: validPage(event.query.page),
        });
        const current = historyQuery(context);
        return next.search !== current.search || next.page !== current.page;
      },
    },
  }).createMachine({
    id: config.id,
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
      'query.restore': {
        guard: 'otherQuery',
        target: '.starting',
        actions: assign(({ event }) => ({
          search: event.query.search ?? '',
          page: validPage(event.query.page),
        })),
      },
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
          id: 'loadHistory',
          src: 'loadHistory',
          input: ({ context }) => ({
            api: context.api,
            username: context.search.trim(),
            page: context.page,
          }),
          onDone: {
            target: 'loaded',
            actions: assign({
              actions: ({ event }) => config.rows(event.output),
              totalCount: ({ event }) => event.output.totalCount,
              pageCount: ({ event }) => pageCountOf(event.output.totalCount),
            }),
          },
          onError: {
            target: 'failed',
            actions: assign({ ...noResults, error: config.failed }),
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
}

/**
 * The text shown instead of (or over) the table: 'Loading...' (also while the typing settles), the failure,
 * the empty message (only for a search that found nothing), or none.
 */
export function historyMessage(
  snapshot: Pick<SnapshotFrom<ReturnType<typeof createHistoryMachine>>, 'matches' | 'context'>,
  empty: string,
): string | null {
  if (snapshot.matches('loading') || snapshot.matches('debouncing')) return messages.lists.loading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  if (snapshot.matches('loaded') && snapshot.context.actions.length === 0) return empty;
  return null;
}
