import { messageFrom, messages, type AdminDetails, type ApiClient } from '@mijas/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface AdminDetailsInput {
  api: Pick<ApiClient, 'getAdminDetails'>;
  /** The admin whose row was chosen (View Details). */
  adminId: string;
}

export interface AdminDetailsContext extends AdminDetailsInput {
  admin: AdminDetails | null;
  error: string | null;
}

export type AdminDetailsEvent = { type: 'details.retry' } | { type: 'details.close' };

/**
 * The 'Admin Details' modal of View Admins (SPEC §2): loads one admin by id. The modal is open until
 * `details.close` (the machine is done then).
 */
export const adminDetailsMachine = setup({
  types: {
    context: {} as AdminDetailsContext,
    events: {} as AdminDetailsEvent,
    input: {} as AdminDetailsInput,
  },
  actors: {
    loadAdmin: fromPromise<AdminDetails, { api: AdminDetailsInput['api']; id: string }>(
      ({ input: { api, id }, signal }) => api.getAdminDetails(id, { signal }),
    ),
  },
}).createMachine({
  id: 'adminDetails',
  context: ({ input }) => ({ ...input, admin: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'details.close': 'closed' },
      entry: assign({ error: null }),
      invoke: {
        id: 'loadAdmin',
        src: 'loadAdmin',
        input: ({ context }) => ({ api: context.api, id: context.adminId }),
        onDone: { target: 'loaded', actions: assign({ admin: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => messageFrom(event.error, messages.adminDetails.failed),
          }),
        },
      },
    },
    loaded: {
      on: { 'details.close': 'closed' },
    },
    failed: {
      on: { 'details.retry': 'loading', 'details.close': 'closed' },
    },
    closed: { type: 'final' },
  },
});

export type AdminDetailsSnapshot = SnapshotFrom<typeof adminDetailsMachine>;

/** The modal's text instead of the details: 'Loading admin details...', the error, or none. */
export function adminDetailsMessage(snapshot: AdminDetailsSnapshot): string | null {
  if (snapshot.matches('loading')) return messages.adminDetails.loading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  return null;
}
