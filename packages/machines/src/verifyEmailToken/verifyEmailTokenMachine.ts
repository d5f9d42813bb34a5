import {
  messageFrom,
  messages,
  REDIRECT_DELAYS_MS,
  type ApiClient,
  type MessageResponse,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { navigate, resetPasswordPath } from '../shared/navigation.ts';

export interface VerifyEmailTokenInput {
  api: Pick<ApiClient, 'verifyEmail'>;
  /** `?token=` or else `?key=` of the page; null when neither is present. */
  token: string | null;
}

export interface VerifyEmailTokenContext extends VerifyEmailTokenInput {
  /** 'Verifying token...' while loading, then the server's success message. */
  notice: string | null;
  error: string | null;
  redirectTo: string | null;
}

/** `/verifyemail` (SPEC §2, §4, §8): idle, loading, success (to reset-password after 800 ms), error. */
export const verifyEmailTokenMachine = setup({
  types: {
    context: {} as VerifyEmailTokenContext,
    input: {} as VerifyEmailTokenInput,
  },
  actors: {
    verifyEmail: fromPromise<MessageResponse, { api: VerifyEmailTokenInput['api']; token: string }>(
      ({ input, signal }) => input.api.verifyEmail({ token: input.token }, { signal }),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
  actions: { navigate },
}).createMachine({
  id: 'verifyEmailToken',
  context: ({ input }) => ({
    ...input,
    token: input.token || null,
    notice: null,
    error: null,
    redirectTo: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: [
        { guard: 'hasToken', target: 'loading' },
        {
          target: 'error',
          actions: assign({ error: () => messages.verifyEmailToken.missingToken }),
        },
      ],
    },
    loading: {
      tags: ['busy'],
      entry: assign({ notice: () => messages.verifyEmailToken.verifying }),
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ api: context.api, token: context.token ?? '' }),
        onDone: {
          target: 'success',
          actions: assign({
            notice: ({ event }) => event.output.message || messages.verifyEmailToken.success,
            redirectTo: ({ context }) => resetPasswordPath(context.token ?? ''),
          }),
        },
        onError: {
          target: 'error',
          actions: assign({
            notice: null,
            error: ({ event }) => messageFrom(event.error, messages.verifyEmailToken.failed),
          }),
        },
      },
    },
    success: {
      after: {
        [REDIRECT_DELAYS_MS.verifyEmailTokenToResetPassword]: {
          target: 'redirected',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: context.redirectTo ?? '/login' }),
          },
        },
      },
    },
    error: { tags: ['error'] },
    redirected: { type: 'final' },
  },
});
