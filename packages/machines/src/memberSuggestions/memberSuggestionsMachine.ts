import {
  HISTORY_SEARCH_DEBOUNCE_MS,
  messages,
  requiredSearchTextSchema,
  type ApiClient,
  type MemberSuggestion,
  type MemberSuggestionsResponse,
} from '@mijas/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * The members a search box suggests as one types (the history pages): the text waits for a pause (typing on
 * cancels the request in flight), then `GET /Admin/members/suggestions` answers the best few. A blank or too
 * long text suggests nothing. The page shows the list while `open`, and closes it (Escape, a pick, the box left).
 */

export type MemberSuggestionsApi = Pick<ApiClient, 'suggestMembers'>;

export interface MemberSuggestionsInput {
  api: MemberSuggestionsApi;
}

export interface MemberSuggestionsContext {
  api: MemberSuggestionsApi;
  /** The text the suggestions are (or will be) for, trimmed. */
  query: string;
  /** The last answer's members; kept while the next one loads, so the list does not flicker. */
  suggestions: MemberSuggestion[];
  error: string | null;
}

export interface LoadMemberSuggestionsInput {
  api: MemberSuggestionsApi;
  query: string;
}

export type MemberSuggestionsEvent =
  { type: 'suggest.query'; value: string } | { type: 'suggest.close' } | { type: 'suggest.retry' };

/** Whether a typed text may be looked up: not blank, and valid as a search (the contract's length limit). */
export function isSuggestible(value: string): boolean {
  const parsed = requiredSearchTextSchema.safeParse(value);
  return parsed.success;
}

export const memberSuggestionsMachine = setup({
  types: {
    context: {} as MemberSuggestionsContext,
    events: {} as MemberSuggestionsEvent,
    input: {} as MemberSuggestionsInput,
  },
  actors: {
    loadSuggestions: fromPromise<MemberSuggestionsResponse, LoadMemberSuggestionsInput>(
      ({ input, signal }) => input.api.suggestMembers({ search: input.query }, { signal }),
    ),
  },
  guards: {
    suggestible: ({ event }) => event.type === 'suggest.query' && isSuggestible(event.value),
  },
}).createMachine({
  id: 'memberSuggestions',
  context: ({ input }) => ({ api: input.api, query: '', suggestions: [], error: null }),
  initial: 'closed',
  on: {
    'suggest.query': [
      {
        guard: 'suggestible',
        // Every keystroke restarts the wait and cancels the request in flight.
        target: '.debouncing',
        reenter: true,
        actions: assign({ query: ({ event }) => event.value.trim() }),
      },
      { target: '.closed' },
    ],
    'suggest.close': '.closed',
  },
  states: {
    /** Nothing shown. */
    closed: {
      entry: assign({ query: '', suggestions: [], error: null }),
    },
    debouncing: {
      tags: ['open', 'busy'],
      after: { [HISTORY_SEARCH_DEBOUNCE_MS]: 'loading' },
    },
    loading: {
      tags: ['open', 'busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadSuggestions',
        src: 'loadSuggestions',
        input: ({ context }) => ({ api: context.api, query: context.query }),
        onDone: {
          target: 'shown',
          actions: assign({ suggestions: ({ event }) => event.output.members }),
        },
        onError: {
          target: 'failed',
          actions: assign({ suggestions: [], error: () => messages.lists.membersFailed }),
        },
      },
    },
    /** The answer: its members, or 'No members found.'. */
    shown: { tags: ['open'] },
    failed: {
      tags: ['open'],
      on: { 'suggest.retry': 'loading' },
    },
  },
});

export type MemberSuggestionsSnapshot = SnapshotFrom<typeof memberSuggestionsMachine>;

/**
 * What the list shows instead of (or besides) members: 'Loading...' while the first answer comes,
 * 'No members found.', the failure, or none.
 */
export function memberSuggestionsMessage(
  snapshot: Pick<MemberSuggestionsSnapshot, 'hasTag' | 'matches' | 'context'>,
): string | null {
  if (snapshot.matches('failed')) return snapshot.context.error;
  if (snapshot.context.suggestions.length > 0) return null;
  if (snapshot.hasTag('busy')) return messages.lists.loading;
  return snapshot.matches('shown') ? messages.lists.noMembers : null;
}
