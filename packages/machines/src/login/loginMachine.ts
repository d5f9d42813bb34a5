import { cleanText, messageFrom, messages, type ApiClient, type LoginResponse } from '@mijas/api';
import { assign, fromPromise, setup } from 'xstate';
import { userFromToken } from '../session/claims.ts';
import { panelRedirect } from '../session/panelRedirect.ts';
import type { SessionEvent } from '../session/sessionMachine.ts';
import { navigate, safeRedirect } from '../shared/navigation.ts';

export interface LoginInput {
  api: Pick<ApiClient, 'login'>;
  /** The session the tokens go to (the app's session actor). */
  session: { send(event: SessionEvent): void };
  /** The `redirect` query parameter, followed first after login when it is a path on this site. */
  redirect?: string | null;
  /** The page was reached because the session ended (`selectSessionEnded`): say so, and tell the session. */
  sessionEnded?: boolean;
  /**
   * Whether the browser has a network (`navigator.onLine`): false says "You are offline…" at once, sending
   * nothing. Online by default: a login that then gets no answer says so too.
   */
  online?: () => boolean;
}

export interface LoginContext extends Omit<LoginInput, 'online'> {
  online: () => boolean;
  identifier: string;
  password: string;
  remember: boolean;
  showPassword: boolean;
  error: string | null;
  /** 'Your session has ended. Please log in again.' until the first error takes its place. */
  notice: string | null;
  /** Where the user goes after a successful login. */
  destination: string | null;
}

export type LoginEvent =
  | { type: 'field.change'; field: 'identifier' | 'password'; value: string }
  | { type: 'remember.change'; value: boolean }
  | { type: 'password.toggleVisibility' }
  | { type: 'credentials.submit' };

/** The checkbox and the eye toggle work while editing and while submitting, not after login. */
const formOptions = {
  'remember.change': { actions: 'setRemember' },
  'password.toggleVisibility': { actions: 'togglePasswordVisibility' },
} as const;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as { destination: string },
  },
  actors: {
    signIn: fromPromise<
      LoginResponse,
      { api: LoginInput['api']; emailOrUsername: string; password: string }
    >(({ input: { api, ...body }, signal }) => api.login(body, { signal })),
  },
  guards: {
    incomplete: ({ context }) => cleanText(context.identifier) === '' || context.password === '',
    offline: ({ context }) => !context.online(),
  },
  actions: {
    navigate,
    setRemember: assign({
      remember: ({ event }) => (event.type === 'remember.change' ? event.value : false),
    }),
    togglePasswordVisibility: assign({ showPassword: ({ context }) => !context.showPassword }),
    /** Said once: the session forgets that it ended once this page has said so. */
    noticeSeen: ({ context }) => {
      if (context.notice) context.session.send({ type: 'session.ended.seen' });
    },
    startSession: ({ context }, response: LoginResponse) =>
      context.session.send({
        type: 'session.login',
        token: response.token,
        refreshToken: response.refreshToken,
        roles: response.roles,
        remember: context.remember,
      }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    ...input,
    redirect: safeRedirect(input.redirect),
    online: input.online ?? (() => true),
    identifier: '',
    password: '',
    remember: false,
    showPassword: false,
    error: null,
    notice: input.sessionEnded ? messages.login.sessionEnded : null,
    destination: null,
  }),
  entry: 'noticeSeen',
  initial: 'editing',
  states: {
    editing: {
      on: {
        ...formOptions,
        'field.change': {
          actions: assign(({ event }) => ({ [event.field]: event.value, error: null })),
        },
        'credentials.submit': [
          {
            guard: 'incomplete',
            actions: assign({ error: () => messages.login.required, notice: null }),
          },
          {
            guard: 'offline',
            actions: assign({ error: () => messages.login.offline, notice: null }),
          },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      on: formOptions,
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({
          api: context.api,
          emailOrUsername: cleanText(context.identifier),
          password: context.password,
        }),
        onDone: [
          {
            // A token the browser cannot read gives no session: treat it as a failed login.
            guard: ({ event }) => userFromToken(event.output.token) === null,
            target: 'editing',
            actions: assign({ error: () => messages.login.failed, notice: null }),
          },
          {
            target: 'signedIn',
            actions: [
              { type: 'startSession', params: ({ event }) => event.output },
              assign({
                destination: ({ context, event }) =>
                  panelRedirect(event.output.roles, { redirect: context.redirect }),
                password: '',
              }),
              { type: 'navigate', params: ({ context }) => ({ to: context.destination ?? '/' }) },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            // No answer at all (no network, the server out of reach): say so, not "Login failed.".
            error: ({ event }) =>
              messageFrom(event.error, messages.login.failed, {
                noResponse: messages.login.offline,
              }),
            notice: null,
          }),
        },
      },
    },
    signedIn: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ destination: context.destination ?? '/' }),
});
