import { isApiError, messageFrom, messages, type AdminInfo, type ApiClient } from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';

export interface AdminProfileInput {
  api: Pick<ApiClient, 'getAdminInfo'>;
}

export interface AdminProfileContext extends AdminProfileInput {
  admin: AdminInfo | null;
  /** What the card says instead of the fields: 'Loading...', the error, or 'No admin data found'. */
  message: string | null;
}

export type AdminProfileEvent = { type: 'profile.reload' };

/** My Profile of /admin (SPEC §2): the admin's own info, read-only, with N/A for empty fields. */
export const adminProfileMachine = setup({
  types: {
    context: {} as AdminProfileContext,
    events: {} as AdminProfileEvent,
    input: {} as AdminProfileInput,
  },
  actors: {
    loadAdmin: fromPromise<AdminInfo | null, { api: AdminProfileInput['api'] }>(
      ({ input, signal }) => input.api.getAdminInfo({ signal }),
    ),
  },
}).createMachine({
  id: 'adminProfile',
  context: ({ input }) => ({ ...input, admin: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ message: () => messages.adminInfo.loading }),
      invoke: {
        id: 'loadAdmin',
        src: 'loadAdmin',
        input: ({ context }) => ({ api: context.api }),
        onDone: [
          { guard: ({ event }) => !event.output, target: 'empty' },
          {
            target: 'loaded',
            actions: assign({ admin: ({ event }) => event.output, message: null }),
          },
        ],
        onError: [
          {
            guard: ({ event }) => isApiError(event.error) && event.error.status === 404,
            target: 'empty',
          },
          {
            target: 'failed',
            actions: assign({
              message: ({ event }) => messageFrom(event.error, messages.adminInfo.loadFailed),
            }),
          },
        ],
      },
    },
    loaded: { on: { 'profile.reload': 'loading' } },
    empty: {
      entry: assign({ admin: null, message: () => messages.adminInfo.noData }),
      on: { 'profile.reload': 'loading' },
    },
    failed: { tags: ['error'], on: { 'profile.reload': 'loading' } },
  },
});
