import { messageFrom, messages, type ApiClient, type MemberDetails } from '@mijas/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface MemberDetailsInput {
  api: Pick<ApiClient, 'getMemberDetails'>;
  /** Opens at once on this member; without it the modal starts closed. */
  memberId?: string | null;
}

export interface MemberDetailsContext {
  api: MemberDetailsInput['api'];
  memberId: string | null;
  details: MemberDetails | null;
  error: string | null;
}

export type MemberDetailsEvent =
  | { type: 'details.open'; memberId: string }
  | { type: 'details.close' }
  | { type: 'details.retry' };

/** The Member Details modal (SPEC §2 View Members): owns whether it is open, and loads one member by id. */
export const memberDetailsMachine = setup({
  types: {
    context: {} as MemberDetailsContext,
    events: {} as MemberDetailsEvent,
    input: {} as MemberDetailsInput,
  },
  actors: {
    loadMemberDetails: fromPromise<
      MemberDetails,
      { api: MemberDetailsInput['api']; memberId: string }
    >(({ input: { api, memberId }, signal }) => api.getMemberDetails(memberId, { signal })),
  },
  guards: {
    hasMember: ({ context }) => context.memberId !== null && context.memberId !== '',
  },
}).createMachine({
  id: 'memberDetails',
  context: ({ input }) => ({
    api: input.api,
    memberId: input.memberId || null,
    details: null,
    error: null,
  }),
  initial: 'starting',
  on: {
    'details.open': {
      guard: ({ event }) => event.memberId !== '',
      target: '.loading',
      actions: assign({ memberId: ({ event }) => event.memberId, details: null }),
    },
    'details.close': {
      target: '.closed',
      actions: assign({ memberId: null, details: null, error: null }),
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasMember', target: 'loading' }, { target: 'closed' }],
    },
    closed: {},
    loading: {
      tags: ['busy', 'open'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadMemberDetails',
        src: 'loadMemberDetails',
        input: ({ context }) => ({ api: context.api, memberId: context.memberId ?? '' }),
        onDone: { target: 'loaded', actions: assign({ details: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => messageFrom(event.error, messages.memberDetails.failed),
          }),
        },
      },
    },
    loaded: { tags: ['open'] },
    failed: {
      tags: ['open'],
      on: { 'details.retry': 'loading' },
    },
  },
});

export type MemberDetailsSnapshot = SnapshotFrom<typeof memberDetailsMachine>;

/** The modal's text instead of the details: 'Loading member details...', the error, or none. */
export function memberDetailsMessage(snapshot: MemberDetailsSnapshot): string | null {
  if (snapshot.matches('loading')) return messages.memberDetails.loading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  return null;
}
