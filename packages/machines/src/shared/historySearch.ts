import { HISTORY_SEARCH_DEBOUNCE_MS, messages, searchTextSchema } from '@mijas/api';
import { assign, fromPromise, sendTo, setup, spawnChild, type SnapshotFrom } from 'xstate';
import {
  memberSuggestionsMachine,
  type MemberSuggestionsApi,
} from '../memberSuggestions/memberSuggestionsMachine.ts';
import { pageCountOf, validPage } from './paging.ts';

/**
 * The two history pages of the admin (Membership History, Member History) are one flow over different calls:
 * a username search (typing waits 300 ms; a change cancels the request in flight), pages of 10, and SPEC §5's
 * rule that nothing is fetched while the username is empty or blank. This builds that machine for one call.
 *
 * Typed text finds every member whose username contains it, so the rows name their member; as one types, the
 * members that match are suggested (a child, `suggestions`), and picking one shows that member's rows only.
 * A text longer than the contract's search limit is refused with its message, and nothing is fetched.
 */

/** `searchBy` of a picked member: the search is their exact username. */
export const HISTORY_MEMBER_MATCH = 'member';

/**
 * The search and page as the URL keeps them (`?username=&page=`, and `by=member` for a picked member), raw or
 * parsed.
 */
export interface HistoryQueryState {
  searchBy?: string | null;
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
  /** A member was picked: `search` is their exact username, and the rows are theirs only. */
  member: boolean;
  /** What is wrong with the search text (too long), shown at the box; nothing is fetched meanwhile. */
  searchError: string | null;
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
  /** A suggested member was chosen: their rows only. */
  | { type: 'member.pick'; username: string }
  /** The suggestions are dismissed (Escape, the box left); the typed search stays. */
  | { type: 'suggestions.close' }
  | { type: 'search.clear' }
  | { type: 'page.change'; page: number }
  | { type: 'list.reload' }
  /** The URL changed outside the page (Back, Forward, a link): show that search and page at once. */
  | { type: 'query.restore'; query: HistoryQueryState };

export interface LoadHistoryInput<Api> {
  api: Api;
  username: string;
  /** `username` is one member's exact username (a picked member), not a part of usernames. */
  exact: boolean;
  page: number;
}

/** The search and page for the URL: only what differs from the default (an empty box, page 1). */
export function historyQuery(context: { search: string; member: boolean; page: number }): {
  searchBy?: typeof HISTORY_MEMBER_MATCH;
  search?: string;
  page?: number;
} {
  const search = context.search.trim();
  if (search === '') return {};
  return {
    ...(context.member ? { searchBy: HISTORY_MEMBER_MATCH } : {}),
    search,
    ...(context.page > 1 ? { page: context.page } : {}),
  };
}

/** The machine's search, member and page for a URL query. */
function parseHistoryQuery(query: HistoryQueryState | undefined) {
  const search = query?.search ?? '';
  return {
    search,
    member: query?.searchBy === HISTORY_MEMBER_MATCH && search.trim() !== '',
    page: validPage(query?.page),
  };
}

/** The contract's message for a search text it refuses (too long), or null. */
function searchError(value: string): string | null {
  const parsed = searchTextSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export function createHistoryMachine<
  Api extends MemberSuggestionsApi,
  Row,
  Response extends { totalCount: number },
>(config: {
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
      memberSuggestions: memberSuggestionsMachine,
    },
    actions: {
      /** Typed text is a partial search again, from page 1. */
      typed: assign(({ event }) =>
        event.type === 'search.change'
          ? { search: event.value, member: false, searchError: searchError(event.value), page: 1 }
          : {},
      ),
    },
    guards: {
      blank: ({ context }) => context.search.trim() === '',
      invalid: ({ context }) => context.searchError !== null,
      otherPage: ({ context, event }) =>
        event.type === 'page.change' &&
        Number.isInteger(event.page) &&
        event.page >= 1 &&
        event.page <= context.pageCount &&
        event.page !== context.page,
      otherQuery: ({ context, event }) => {
        if (event.type !== 'query.restore') return false;
        const next = historyQuery(parseHistoryQuery(event.query));
        const current = historyQuery(context);
        return (
          next.search !== current.search ||
          next.searchBy !== current.searchBy ||
          next.page !== current.page
        );
      },
    },
  }).createMachine({
    id: config.id,
    context: ({ input }) => {
      const restored = parseHistoryQuery(input.initial);
      return {
        api: input.api,
        ...restored,
        searchError: searchError(restored.search),
        ...noResults,
      };
    },
    initial: 'starting',
    // The suggestions live as long as the page.
    entry: spawnChild('memberSuggestions', {
      id: 'suggestions',
      input: ({ context }) => ({ api: context.api }),
    }),
    on: {
      'search.change': [
        {
          // Blank, or refused by the contract: nothing to fetch or suggest.
          guard: ({ event }) => event.value.trim() === '' || searchError(event.value) !== null,
          target: '.idle',
          actions: ['typed', sendTo('suggestions', { type: 'suggest.close' })],
        },
        {
          // Every keystroke restarts the wait and cancels the request in flight.
          target: '.debouncing',
          actions: [
            'typed',
            sendTo('suggestions', ({ event }) => ({ type: 'suggest.query', value: event.value })),
          ],
        },
      ],
      'member.pick': {
        guard: ({ event }) => event.username.trim() !== '',
        target: '.loading',
        actions: [
          assign({
            search: ({ event }) => event.username.trim(),
            member: true,
            searchError: null,
            page: 1,
          }),
          sendTo('suggestions', { type: 'suggest.close' }),
        ],
      },
      'suggestions.close': { actions: sendTo('suggestions', { type: 'suggest.close' }) },
      'search.clear': {
        target: '.idle',
        actions: [
          assign({ search: '', member: false, searchError: null, page: 1 }),
          sendTo('suggestions', { type: 'suggest.close' }),
        ],
      },
      'query.restore': {
        guard: 'otherQuery',
        target: '.starting',
        actions: [
          assign(({ event }) => {
            const restored = parseHistoryQuery(event.query);
            return { ...restored, searchError: searchError(restored.search) };
          }),
          sendTo('suggestions', { type: 'suggest.close' }),
        ],
      },
    },
    states: {
      /** A restored search loads at once; a typed one waits for the pause. */
      starting: {
        always: [
          { guard: 'blank', target: 'idle' },
          { guard: 'invalid', target: 'idle' },
          { target: 'loading' },
        ],
      },
      /** No search term (or one the contract refuses): nothing fetched, nothing shown. */
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
            exact: context.member,
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
