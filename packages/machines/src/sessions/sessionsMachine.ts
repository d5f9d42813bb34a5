import type { ApiClient, MessageResponse, SessionsResponse, SignedInSession } from '@mijas/api';
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { reasonOf } from '../shared/reasonOf.ts';

export type SessionsApi = Pick<ApiClient, 'getSessions' | 'endSession' | 'endOtherSessions'>;

export interface SessionsInput {
  api: SessionsApi;
}

/** What the confirmation asks: end one other session, or every other one. */
export type SessionsEnding = { kind: 'one'; id: string } | { kind: 'others' };

export interface SessionsContext extends SessionsInput {
  /** The live sessions, the one used last first (`GET /User/sessions`). */
  sessions: SignedInSession[];
  /** The live sessions, listed or not (the list shows the ones used last). */
  totalCount: number;
  /** Why the list did not come (the server's message, or no response). */
  loadError: string | null;
  /** What the open confirmation would end; null when none is open. */
  ending: SessionsEnding | null;
  /** Why ending failed: the list stays as it was. */
  endError: string | null;
  /** The last ending that went through, for the section's status line. */
  done: SessionsEnding['kind'] | null;
}

export type SessionsEvent =
  | { type: 'list.retry' }
  /** End another session (its row's End): asks first. */
  | { type: 'session.end'; id: string }
  /** Sign out everywhere else: asks first. */
  | { type: 'others.end' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.cancel' };

/**
 * Signed-in devices on My Profile (issue 35): the user's live sessions (`GET /User/sessions`) with the list's
 * loading, failure and retry; ending another session (`DELETE /User/sessions/{id}`) or all the others
 * (`DELETE /User/sessions`), each after a confirmation. This device's own session is never offered (Logout ends
 * it). A failed ending keeps the list and says why.
 */
export const sessionsMachine = setup({
  types: {
    context: {} as SessionsContext,
    events: {} as SessionsEvent,
    input: {} as SessionsInput,
  },
  actors: {
    loadSessions: fromPromise<SessionsResponse, { api: SessionsApi }>(({ input, signal }) =>
      input.api.getSessions({ signal }),
    ),
    endSession: fromPromise<MessageResponse, { api: SessionsApi; id: string }>(
      ({ input, signal }) => input.api.endSession(input.id, { signal }),
    ),
    endOtherSessions: fromPromise<MessageResponse, { api: SessionsApi }>(({ input, signal }) =>
      input.api.endOtherSessions({ signal }),
    ),
  },
  guards: {
    /** Another session of the list (this device's is ended by Logout). */
    other: ({ context, event }) =>
      'id' in event &&
      context.sessions.some((session) => session.id === event.id && !session.current),
    hasOthers: ({ context }) => context.sessions.some((session) => !session.current),
    endsOne: ({ context }) => context.ending?.kind === 'one',
  },
}).createMachine({
  id: 'sessions',
  context: ({ input }) => ({
    ...input,
    sessions: [],
    totalCount: 0,
    loadError: null,
    ending: null,
    endError: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'shown',
          actions: assign({
            sessions: ({ event }) => event.output.sessions,
            totalCount: ({ event }) => event.output.totalCount,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => reasonOf(event.error) }),
        },
      },
    },
    failed: { tags: ['error'], on: { 'list.retry': 'loading' } },
    shown: {
      on: {
        'session.end': {
          guard: 'other',
          target: 'confirming',
          actions: assign(({ event }) => ({
            ending: { kind: 'one' as const, id: event.id },
            endError: null,
            done: null,
          })),
        },
        'others.end': {
          guard: 'hasOthers',
          target: 'confirming',
          actions: assign({ ending: { kind: 'others' }, endError: null, done: null }),
        },
      },
    },
    confirming: {
      on: {
        'confirm.yes': [{ guard: 'endsOne', target: 'endingOne' }, { target: 'endingOthers' }],
        'confirm.cancel': { target: 'shown', actions: assign({ ending: null }) },
      },
    },
    endingOne: {
      tags: ['busy'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({
          api: context.api,
          id: context.ending?.kind === 'one' ? context.ending.id : '',
        }),
        onDone: {
          target: 'shown',
          actions: assign(({ context }) => ({
            sessions: context.sessions.filter(
              (session) => context.ending?.kind !== 'one' || session.id !== context.ending.id,
            ),
            totalCount: context.totalCount - 1,
            ending: null,
            done: 'one' as const,
          })),
        },
        onError: {
          target: 'shown',
          actions: assign({ endError: ({ event }) => reasonOf(event.error), ending: null }),
        },
      },
    },
    endingOthers: {
      tags: ['busy'],
      invoke: {
        id: 'endOtherSessions',
        src: 'endOtherSessions',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'shown',
          actions: assign(({ context }) => ({
            sessions: context.sessions.filter((session) => session.current),
            totalCount: 1,
            ending: null,
            done: 'others' as const,
          })),
        },
        onError: {
          target: 'shown',
          actions: assign({ endError: ({ event }) => reasonOf(event.error), ending: null }),
        },
      },
    },
  },
});

export type SessionsActor = ActorRefFrom<typeof sessionsMachine>;
export type SessionsSnapshot = SnapshotFrom<typeof sessionsMachine>;
