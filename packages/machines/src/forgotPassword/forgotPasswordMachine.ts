import { cleanText, emailSchema, messageFrom, messages, type ApiClient } from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';

export interface ForgotPasswordInput {
  api: Pick<ApiClient, 'forgotPassword'>;
}

export interface ForgotPasswordContext extends ForgotPasswordInput {
  email: string;
  error: string | null;
  /** The success message once the link was sent. */
  notice: string | null;
}

export type ForgotPasswordEvent =
  { type: 'field.change'; field: 'email'; value: string } | { type: 'form.submit' };

/** The email field's message (SPEC §5: required and a valid email), or null when it is fine. */
export function emailProblem(value: string): string | null {
  if (cleanText(value) === '') return messages.forgotPassword.emailRequired;
  return emailSchema.safeParse(value).success ? null : messages.forgotPassword.emailInvalid;
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
  },
  actors: {
    requestReset: fromPromise<unknown, { api: ForgotPasswordInput['api']; email: string }>(
      ({ input, signal }) =>
        input.api.forgotPassword({ email: cleanText(input.email) }, { signal }),
    ),
  },
  guards: {
    emailInvalid: ({ context }) => emailProblem(context.email) !== null,
  },
  actions: {
    setEmail: assign({
      email: ({ event }) => (event.type === 'field.change' ? event.value : ''),
      error: null,
    }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ ...input, email: '', error: null, notice: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'setEmail' },
        'form.submit': [
          {
            guard: 'emailInvalid',
            actions: assign({ error: ({ context }) => emailProblem(context.email) }),
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ api: context.api, email: context.email }),
        onDone: {
          target: 'sent',
          actions: assign({ notice: () => messages.forgotPassword.success, error: null }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => messageFrom(event.error, messages.forgotPassword.failed),
          }),
        },
      },
    },
    /** The link is on its way; editing the address or sending again starts over. */
    sent: {
      on: {
        'field.change': { target: 'editing', actions: ['setEmail', assign({ notice: null })] },
        'form.submit': { target: 'submitting', actions: assign({ notice: null }) },
      },
    },
  },
});
