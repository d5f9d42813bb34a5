import {
  cleanText,
  messageFrom,
  isResetCode,
  messages,
  type ApiClient,
  type VerifyResetCodeResponse,
} from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { emailProblem } from '../forgotPassword/forgotPasswordMachine.ts';
import { navigate, resetPasswordPath } from '../shared/navigation.ts';

export interface ResetCodeInput {
  api: Pick<ApiClient, 'verifyResetCode'>;
  /** The address the code was sent to, when the page knows it (`/reset-code?email=`). */
  email?: string | null;
}

export interface ResetCodeContext {
  api: ResetCodeInput['api'];
  email: string;
  code: string;
  error: string | null;
  redirectTo: string | null;
}

export type ResetCodeEvent =
  { type: 'field.change'; field: 'email' | 'code'; value: string } | { type: 'form.submit' };

function problem(context: ResetCodeContext): string | null {
  return (
    emailProblem(context.email) ??
    (isResetCode(context.code.trim()) ? null : messages.resetCode.codeRequired)
  );
}

/** `/reset-code`: the code from the reset mail is checked by the server, which answers with a reset token. */
export const resetCodeMachine = setup({
  types: {
    context: {} as ResetCodeContext,
    events: {} as ResetCodeEvent,
    input: {} as ResetCodeInput,
  },
  actors: {
    verifyCode: fromPromise<
      VerifyResetCodeResponse,
      { api: ResetCodeInput['api']; email: string; code: string }
    >(({ input: { api, ...body }, signal }) => api.verifyResetCode(body, { signal })),
  },
  guards: {
    invalid: ({ context }) => problem(context) !== null,
  },
  actions: { navigate },
}).createMachine({
  id: 'resetCode',
  context: ({ input }) => ({
    api: input.api,
    email: input.email ?? '',
    code: '',
    error: null,
    redirectTo: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ event }) => ({ [event.field]: event.value, error: null })),
        },
        'form.submit': [
          { guard: 'invalid', actions: assign({ error: ({ context }) => problem(context) }) },
          { target: 'verifying' },
        ],
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({
          api: context.api,
          email: cleanText(context.email),
          code: cleanText(context.code),
        }),
        onDone: {
          target: 'verified',
          actions: [
            assign({ redirectTo: ({ event }) => resetPasswordPath(event.output.resetToken) }),
            {
              type: 'navigate',
              params: ({ context }) => ({ to: context.redirectTo ?? '/reset-password' }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => messageFrom(event.error, messages.resetCode.invalid),
          }),
        },
      },
    },
    verified: { type: 'final' },
  },
});
