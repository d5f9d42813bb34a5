import {
  checkPassword,
  isStrongPassword,
  messageFrom,
  messages,
  REDIRECT_DELAYS_MS,
  type ApiClient,
  type MessageResponse,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { navigate } from '../shared/navigation.ts';

export interface ResetPasswordInput {
  api: Pick<ApiClient, 'resetPassword'>;
  /** `?token=` (or `?key=`) of the page; null when the link carries none. */
  token: string | null;
}

export interface ResetPasswordContext extends ResetPasswordInput {
  newPassword: string;
  confirmPassword: string;
  /** The live checklist of the five password rules, in order. */
  checklist: ReturnType<typeof checkPassword>;
  error: string | null;
  notice: string | null;
}

export type ResetPasswordEvent =
  | { type: 'field.change'; field: 'newPassword' | 'confirmPassword'; value: string }
  | { type: 'form.submit' };

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    resetPassword: fromPromise<
      MessageResponse,
      {
        api: ResetPasswordInput['api'];
        newPassword: string;
        confirmPassword: string;
        resetToken: string;
      }
    >(({ input: { api, ...body }, signal }) => api.resetPassword(body, { signal })),
  },
  guards: {
    missingToken: ({ context }) => context.token === null,
    weak: ({ context }) => !isStrongPassword(context.newPassword),
    mismatch: ({ context }) => context.newPassword !== context.confirmPassword,
  },
  actions: { navigate },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    ...input,
    token: input.token || null,
    newPassword: '',
    confirmPassword: '',
    checklist: checkPassword(''),
    error: input.token ? null : messages.resetPassword.missingToken,
    notice: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const next = { ...context, [event.field]: event.value };
            return {
              [event.field]: event.value,
              checklist: checkPassword(next.newPassword),
              error: context.token ? null : messages.resetPassword.missingToken,
            };
          }),
        },
        'form.submit': [
          {
            guard: 'missingToken',
            actions: assign({ error: () => messages.resetPassword.missingToken }),
          },
          {
            guard: 'weak',
            actions: assign({ error: () => messages.resetPassword.fixRequirements }),
          },
          { guard: 'mismatch', actions: assign({ error: () => messages.resetPassword.mismatch }) },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          api: context.api,
          newPassword: context.newPassword,
          confirmPassword: context.confirmPassword,
          resetToken: context.token ?? '',
        }),
        onDone: {
          target: 'succeeded',
          actions: assign({
            notice: ({ event }) => event.output.message || messages.resetPassword.success,
            newPassword: '',
            confirmPassword: '',
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => messageFrom(event.error, messages.resetPassword.failed),
          }),
        },
      },
    },
    /** SPEC §2: to /login after 2 seconds. */
    succeeded: {
      after: {
        [REDIRECT_DELAYS_MS.resetPasswordToLogin]: {
          target: 'redirected',
          actions: { type: 'navigate', params: { to: '/login' } },
        },
      },
    },
    redirected: { type: 'final' },
  },
});

/** The submit button is disabled without a token (SPEC §2). */
export function canSubmitReset(context: Pick<ResetPasswordContext, 'token'>): boolean {
  return context.token !== null;
}
