import {
  cleanText,
  isLoginSecondStep,
  messageFrom,
  messages,
  type ApiClient,
  type AuthenticationCredential,
  type AuthenticationOptions,
  type LoginResponse,
  type LoginSecondStep,
  type RegistrationCredential,
} from '@mijas/api';
import { assign, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import { userFromToken } from '../session/claims.ts';
import { panelRedirect } from '../session/panelRedirect.ts';
import type { SessionEvent } from '../session/sessionMachine.ts';
import { navigate, safeRedirect } from '../shared/navigation.ts';
import type { PasskeyBrowser } from '../shared/passkeys.ts';
import { secondStepActors, type SecondStepApi } from './secondStep.ts';

export interface LoginInput {
  api: Pick<ApiClient, 'login' | 'passkeyLoginOptions' | 'passkeyLogin'> & SecondStepApi;
  /** The browser's passkeys (issue 35); none: no passkey sign-in is offered. */
  passkeys?: PasskeyBrowser;
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
  /** A passkey sign-in's challenge while the browser's prompt is open. */
  passkeyOptions: AuthenticationOptions | null;
  /** The server's tokens, a password's or a passkey's, as the page admits them. */
  response: LoginResponse | null;
  /**
   * The second step a staff member's password sign-in owes while the club requires passkeys (issue 35): confirm
   * with a passkey, or add one; null otherwise.
   */
  secondStep: LoginSecondStep | null;
  /** The name the page gives the passkey added in the second step. */
  newPasskeyName: string;
  /** The username field offers the account's passkeys in its autofill (conditional UI), since its first focus. */
  autofill: boolean;
}

export type LoginEvent =
  | { type: 'field.change'; field: 'identifier' | 'password'; value: string }
  | { type: 'remember.change'; value: boolean }
  | { type: 'password.toggleVisibility' }
  | { type: 'credentials.submit' }
  /** "Sign in with a passkey" (issue 35). */
  | { type: 'passkey.start' }
  /** The second step (issue 35): "Confirm with your passkey", "Add a passkey" (named by the page), or back. */
  | { type: 'secondStep.confirm' }
  | { type: 'secondStep.add'; name: string }
  | { type: 'secondStep.cancel' }
  /** The username field has the focus: its autofill offers passkeys, from the first focus on (issue 35). */
  | { type: 'identifier.focus' };

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
      LoginResponse | LoginSecondStep,
      { api: LoginInput['api']; emailOrUsername: string; password: string }
    >(({ input: { api, ...body }, signal }) => api.login(body, { signal })),
    passkeyChallenge: fromPromise<AuthenticationOptions, { api: LoginInput['api'] }>(
      ({ input: { api }, signal }) => api.passkeyLoginOptions({ signal }),
    ),
    /** The browser's prompt: the person chooses a passkey and unlocks it (fingerprint, face, PIN). */
    passkeyPrompt: fromPromise<
      AuthenticationCredential,
      { passkeys: PasskeyBrowser; options: AuthenticationOptions }
    >(async ({ input: { passkeys, options }, signal }) => {
      try {
        return await passkeys.authenticate(options, signal);
      } catch (error) {
        // What the person is told of a prompt that ended without a passkey, in the page's language: the passkeys'
        // messages load only then, not with every login page.
        const { passkeyFailureMessage } = await import('../shared/passkeys.ts');
        throw new Error(passkeyFailureMessage(error));
      }
    }),
    /**
     * The username field's autofill offering the passkeys of this site (WebAuthn's conditional mediation), where the
     * browser has it: a challenge of the server, then the offer, open until the person picks one (its assertion).
     */
    passkeyAutofill: fromPromise<
      AuthenticationCredential,
      { api: LoginInput['api']; passkeys: PasskeyBrowser }
    >(async ({ input: { api, passkeys }, signal }) => {
      if (!passkeys.autofill || !(await passkeys.autofillSupported?.()))
        throw new Error('No passkeys in this browser’s autofill');
      const options = await api.passkeyLoginOptions({ signal });
      return passkeys.autofill(options, signal);
    }),
    passkeySignIn: fromPromise<
      LoginResponse,
      { api: LoginInput['api']; credential: AuthenticationCredential }
    >(({ input: { api, credential }, signal }) => api.passkeyLogin({ credential }, { signal })),
    ...secondStepActors,
  },
  guards: {
    incomplete: ({ context }) => cleanText(context.identifier) === '' || context.password === '',
    offline: ({ context }) => !context.online(),
    noPasskeys: ({ context }) => !context.passkeys?.supported(),
    owesSecondStep: ({ event }) => isLoginSecondStep((event as { output?: object }).output ?? {}),
    addsPasskey: ({ context }) => context.secondStep?.secondStep === 'addPasskey',
    /** The first focus of the username field, in a browser whose passkeys can be offered there. */
    autofillOffered: ({ context }) =>
      !context.autofill &&
      context.passkeys?.autofill !== undefined &&
      context.passkeys.supported() &&
      context.online(),
    /** The autofill's offer is open (its outcome comes from the child `passkeyAutofill`, stopped with the form). */
    autofilling: ({ context }) => context.autofill,
    /** A token the browser cannot read gives no session: a failed login. */
    unreadable: ({ context }) =>
      context.response === null || userFromToken(context.response.token) === null,
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
    /** The server's answer to a failed sign-in; no answer at all (no network, the server out of reach): offline. */
    loginFailed: assign({
      error: ({ event }) =>
        messageFrom((event as { error?: unknown }).error, messages.login.failed, {
          noResponse: messages.login.offline,
        }),
      notice: null,
    }),
    /** A prompt of the second step ended without a passkey: said, and the step stays to try again. */
    promptFailed: assign({
      error: ({ event }) => {
        const { error } = event as unknown as { error?: unknown };
        return error instanceof Error ? error.message : messages.login.failed;
      },
      notice: null,
    }),
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
    passkeyOptions: null,
    response: null,
    secondStep: null,
    newPasskeyName: '',
    autofill: false,
  }),
  entry: 'noticeSeen',
  initial: 'editing',
  states: {
    editing: {
      // The autofill's offer lasts while the form is edited; a new one comes with the field's next focus.
      exit: [stopChild('passkeyAutofill'), assign({ autofill: false })],
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
        // A browser without passkeys is offered no passkey sign-in: the event does nothing there.
        'passkey.start': [
          { guard: 'noPasskeys' },
          {
            guard: 'offline',
            actions: assign({ error: () => messages.login.offline, notice: null }),
          },
          { target: 'passkey', actions: assign({ error: null }) },
        ],
        'identifier.focus': {
          guard: 'autofillOffered',
          actions: [
            spawnChild('passkeyAutofill', {
              id: 'passkeyAutofill',
              input: ({ context }) => ({
                api: context.api,
                passkeys: context.passkeys as PasskeyBrowser,
              }),
            }),
            assign({ autofill: true }),
          ],
        },
        // A passkey picked in the field's autofill: verified as one chosen from the prompt.
        'xstate.done.actor.passkeyAutofill': {
          guard: 'autofilling',
          target: '#login.passkey.verifying',
          actions: assign({ error: null, notice: null }),
        },
        // An offer that could not be made (no challenge, a browser without it) or was closed: the form is as it was.
        'xstate.error.actor.passkeyAutofill': { guard: 'autofilling' },
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
            guard: 'owesSecondStep',
            target: '#login.secondStep',
            actions: assign({ secondStep: ({ event }) => event.output as LoginSecondStep }),
          },
          {
            target: '#login.admitting',
            actions: assign({ response: ({ event }) => event.output as LoginResponse }),
          },
        ],
        onError: { target: 'editing', actions: 'loginFailed' },
      },
    },
    /**
     * Staff under the passkeys rule (issue 35): the password was right; a passkey of the account confirms it, or
     * the account's first passkey is added. A prompt that ends without one says why and lets the person try again;
     * the server's refusal (the step's ticket is single use) and Back return to the form.
     */
    secondStep: {
      initial: 'choosing',
      on: {
        'secondStep.cancel': { target: 'editing', actions: assign({ error: null }) },
      },
      exit: assign({ secondStep: null }),
      states: {
        choosing: {
          always: [{ guard: 'addsPasskey', target: 'adding' }, { target: 'confirming' }],
        },
        confirming: {
          on: {
            'secondStep.confirm': { target: 'confirmPrompt', actions: assign({ error: null }) },
          },
        },
        confirmPrompt: {
          tags: ['busy'],
          invoke: {
            id: 'secondStepAssertion',
            src: 'secondStepAssertion',
            input: ({ context }) => ({
              passkeys: context.passkeys,
              options: context.secondStep?.options as AuthenticationOptions,
            }),
            onDone: 'confirmVerifying',
            onError: { target: 'confirming', actions: 'promptFailed' },
          },
        },
        confirmVerifying: {
          tags: ['busy'],
          invoke: {
            id: 'confirmSignIn',
            src: 'confirmSignIn',
            input: ({ context, event }) => ({
              api: context.api,
              ticket: context.secondStep?.ticket ?? '',
              credential: (event as unknown as { output: AuthenticationCredential }).output,
            }),
            onDone: {
              target: '#login.admitting',
              actions: assign({ response: ({ event }) => event.output }),
            },
            onError: { target: '#login.editing', actions: 'loginFailed' },
          },
        },
        adding: {
          on: {
            'secondStep.add': {
              target: 'addPrompt',
              actions: assign({ newPasskeyName: ({ event }) => event.name, error: null }),
            },
          },
        },
        addPrompt: {
          tags: ['busy'],
          invoke: {
            id: 'secondStepRegistration',
            src: 'secondStepRegistration',
            input: ({ context }) => ({
              passkeys: context.passkeys,
              options: context.secondStep?.options as never,
            }),
            onDone: 'addVerifying',
            onError: { target: 'adding', actions: 'promptFailed' },
          },
        },
        addVerifying: {
          tags: ['busy'],
          invoke: {
            id: 'addSignIn',
            src: 'addSignIn',
            input: ({ context, event }) => ({
              api: context.api,
              ticket: context.secondStep?.ticket ?? '',
              name: context.newPasskeyName,
              credential: (event as unknown as { output: RegistrationCredential }).output,
            }),
            onDone: {
              target: '#login.admitting',
              actions: assign({ response: ({ event }) => event.output }),
            },
            onError: { target: '#login.editing', actions: 'loginFailed' },
          },
        },
      },
    },
    passkey: {
      tags: ['busy'],
      on: formOptions,
      initial: 'challenge',
      states: {
        challenge: {
          invoke: {
            id: 'passkeyChallenge',
            src: 'passkeyChallenge',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'prompt',
              actions: assign({ passkeyOptions: ({ event }) => event.output }),
            },
            onError: { target: '#login.editing', actions: 'loginFailed' },
          },
        },
        prompt: {
          invoke: {
            id: 'passkeyPrompt',
            src: 'passkeyPrompt',
            input: ({ context }) => ({
              passkeys: context.passkeys as PasskeyBrowser,
              options: context.passkeyOptions as AuthenticationOptions,
            }),
            onDone: 'verifying',
            onError: {
              target: '#login.editing',
              actions: assign({
                error: ({ event }) =>
                  event.error instanceof Error ? event.error.message : messages.login.failed,
                notice: null,
                passkeyOptions: null,
              }),
            },
          },
        },
        verifying: {
          invoke: {
            id: 'passkeySignIn',
            src: 'passkeySignIn',
            input: ({ context, event }) => ({
              api: context.api,
              credential: (event as unknown as { output: AuthenticationCredential }).output,
            }),
            onDone: {
              target: '#login.admitting',
              actions: assign({ response: ({ event }) => event.output }),
            },
            onError: { target: '#login.editing', actions: 'loginFailed' },
          },
        },
      },
      exit: assign({ passkeyOptions: null }),
    },
    admitting: {
      always: [
        {
          guard: 'unreadable',
          target: 'editing',
          actions: assign({ error: () => messages.login.failed, notice: null, response: null }),
        },
        {
          target: 'signedIn',
          actions: [
            { type: 'startSession', params: ({ context }) => context.response as LoginResponse },
            assign({
              destination: ({ context }) =>
                panelRedirect((context.response as LoginResponse).roles, {
                  redirect: context.redirect,
                }),
              password: '',
            }),
            { type: 'navigate', params: ({ context }) => ({ to: context.destination ?? '/' }) },
          ],
        },
      ],
    },
    // Busy until the page it goes to takes its place (its code may still be coming): the form says "Signing
    // in…" and takes no second submit, rather than a blank password and a LOGIN button.
    signedIn: {
      type: 'final',
      tags: ['busy'],
    },
  },
  output: ({ context }) => ({ destination: context.destination ?? '/' }),
});
