import {
  messageFrom,
  messages,
  REDIRECT_DELAYS_MS,
  needsNewPassword,
  type ApiClient,
  type MessageResponse,
  type RequiredAction,
} from '@mijas/api';
import { assign, fromPromise, setup, type EventObject } from 'xstate';
import { navigate, resetPasswordPath } from '../shared/navigation.ts';

export interface EmailVerificationInput {
  api: Pick<ApiClient, 'verifyEmail' | 'getRequiredActions'>;
  /** `?key=` of the verification link; null when it has none. */
  key: string | null;
}

export interface EmailVerificationContext extends EmailVerificationInput {
  /** What the page says while verifying, after success, or before a redirect. */
  notice: string | null;
  error: string | null;
  requiredActions: RequiredAction[];
  /** Where the pending redirect goes (shown by the page, followed by `navigate`). */
  redirectTo: string | null;
}

type Api = EmailVerificationInput['api'];

/** The required actions a `requiredActions` done event carries. */
function actionsIn(event: EventObject): RequiredAction[] {
  return 'output' in event && Array.isArray(event.output) ? (event.output as RequiredAction[]) : [];
}

/** Both outcomes check the required actions with the key; `otherwise` is where no UPDATE_PASSWORD leads. */
function checkRequiredActions(otherwise: 'toLogin' | 'settled') {
  return {
    id: 'requiredActions',
    src: 'requiredActions',
    input: ({ context }: { context: EmailVerificationContext }) => ({
      api: context.api,
      token: context.key ?? '',
    }),
    onDone: [
      { guard: 'needsPassword', target: 'passwordNeeded', actions: 'storeRequiredActions' },
      { target: otherwise, actions: 'storeRequiredActions' },
    ],
    onError: { target: otherwise },
  } as const;
}

/** UPDATE_PASSWORD pending: say so, then to `/reset-password?token=<key>` after 2 s. */
const passwordNeeded = {
  entry: 'passwordNeeded',
  after: {
    [REDIRECT_DELAYS_MS.verificationToResetPassword]: {
      target: '#emailVerification.redirected',
      actions: {
        type: 'navigate',
        params: ({ context }: { context: EmailVerificationContext }) => ({
          to: context.redirectTo ?? '/login',
        }),
      },
    },
  },
} as const;

/**
 * The `?key=` page (SPEC §2, §4, §8): verifying, then success or error. Either way the account's required
 * actions are checked: with UPDATE_PASSWORD the page says a new password is needed and goes to
 * `/reset-password?token=` after 2 s; after a success without it, to `/login` after 3 s.
 */
export const emailVerificationMachine = setup({
  types: {
    context: {} as EmailVerificationContext,
    input: {} as EmailVerificationInput,
  },
  actors: {
    verifyEmail: fromPromise<MessageResponse, { api: Api; token: string }>(({ input, signal }) =>
      input.api.verifyEmail({ token: input.token }, { signal }),
    ),
    requiredActions: fromPromise<RequiredAction[], { api: Api; token: string }>(
      ({ input, signal }) => input.api.getRequiredActions({ token: input.token }, { signal }),
    ),
  },
  guards: {
    hasKey: ({ context }) => context.key !== null,
    needsPassword: ({ event }) => needsNewPassword(actionsIn(event)),
  },
  actions: {
    navigate,
    storeRequiredActions: assign({ requiredActions: ({ event }) => actionsIn(event) }),
    passwordNeeded: assign({
      notice: () => messages.emailVerification.passwordNeeded,
      redirectTo: ({ context }) => resetPasswordPath(context.key ?? ''),
    }),
  },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({
    ...input,
    key: input.key || null,
    notice: null,
    error: null,
    requiredActions: [],
    redirectTo: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasKey', target: 'verifying' }, { target: 'invalidLink' }],
    },
    invalidLink: {
      tags: ['error'],
      entry: assign({ error: () => messages.emailVerification.noKey }),
    },
    verifying: {
      tags: ['busy'],
      entry: assign({ notice: () => messages.emailVerification.verifying }),
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ api: context.api, token: context.key ?? '' }),
        onDone: { target: 'verified', actions: assign({ notice: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            notice: null,
            error: ({ event }) =>
              messageFrom(event.error, messages.emailVerification.failedLink, {
                noResponse: messages.emailVerification.failedGeneric,
              }),
          }),
        },
      },
    },
    verified: {
      tags: ['success'],
      initial: 'checking',
      states: {
        checking: { tags: ['busy'], invoke: checkRequiredActions('toLogin') },
        passwordNeeded,
        toLogin: {
          entry: assign({
            notice: () => messages.emailVerification.verified,
            redirectTo: '/login',
          }),
          after: {
            [REDIRECT_DELAYS_MS.verificationToLogin]: {
              target: '#emailVerification.redirected',
              actions: { type: 'navigate', params: { to: '/login' } },
            },
          },
        },
      },
    },
    failed: {
      tags: ['error'],
      initial: 'checking',
      states: {
        checking: { invoke: checkRequiredActions('settled') },
        passwordNeeded,
        /** No UPDATE_PASSWORD (or no answer): the error stays on screen. */
        settled: {},
      },
    },
    redirected: { type: 'final' },
  },
});
