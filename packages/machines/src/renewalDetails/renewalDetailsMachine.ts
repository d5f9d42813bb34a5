import { messages, type ApiClient, type RenewalDetails } from '@mijas/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface RenewalDetailsInput {
  api: Pick<ApiClient, 'getRenewalDetails'>;
  /** Opens at once on this renewal; without it the modal starts closed. */
  renewalId?: number | null;
}

export interface RenewalDetailsContext {
  api: RenewalDetailsInput['api'];
  renewalId: number | null;
  /** Expiry Date (`expiresAt`) and Amount Paid in dollars (`amount`). */
  details: RenewalDetails | null;
  error: string | null;
}

export type RenewalDetailsEvent =
  | { type: 'details.open'; renewalId: number }
  | { type: 'details.close' }
  | { type: 'details.retry' };

const isRenewalId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** The 'Membership Renewal' modal of Membership History (SPEC §2): owns whether it is open, loads one renewal. */
export const renewalDetailsMachine = setup({
  types: {
    context: {} as RenewalDetailsContext,
    events: {} as RenewalDetailsEvent,
    input: {} as RenewalDetailsInput,
  },
  actors: {
    loadRenewalDetails: fromPromise<
      RenewalDetails,
      { api: RenewalDetailsInput['api']; renewalId: number }
    >(({ input: { api, renewalId }, signal }) => api.getRenewalDetails(renewalId, { signal })),
  },
  guards: {
    hasRenewal: ({ context }) => isRenewalId(context.renewalId),
  },
}).createMachine({
  id: 'renewalDetails',
  context: ({ input }) => ({
    api: input.api,
    renewalId: isRenewalId(input.renewalId) ? input.renewalId : null,
    details: null,
    error: null,
  }),
  initial: 'starting',
  on: {
    'details.open': {
      guard: ({ event }) => isRenewalId(event.renewalId),
      target: '.loading',
      actions: assign({ renewalId: ({ event }) => event.renewalId, details: null }),
    },
    'details.close': {
      target: '.closed',
      actions: assign({ renewalId: null, details: null, error: null }),
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasRenewal', target: 'loading' }, { target: 'closed' }],
    },
    closed: {},
    loading: {
      tags: ['busy', 'open'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadRenewalDetails',
        src: 'loadRenewalDetails',
        input: ({ context }) => ({ api: context.api, renewalId: context.renewalId ?? 0 }),
        onDone: { target: 'loaded', actions: assign({ details: ({ event }) => event.output }) },
        // SPEC §8: always this text, whatever the server said.
        onError: { target: 'failed', actions: assign({ error: messages.renewalDetails.failed }) },
      },
    },
    loaded: { tags: ['open'] },
    failed: {
      tags: ['open'],
      on: { 'details.retry': 'loading' },
    },
  },
});

export type RenewalDetailsSnapshot = SnapshotFrom<typeof renewalDetailsMachine>;

/** The modal's text instead of the details: 'Loading renewal details...', 'Error loading details.', or none. */
export function renewalDetailsMessage(snapshot: RenewalDetailsSnapshot): string | null {
  if (snapshot.matches('loading')) return messages.renewalDetails.loading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  return null;
}
