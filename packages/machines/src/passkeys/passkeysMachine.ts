import {
  passkeyMessages,
  passkeyNameSchema,
  passkeyNameTaken,
  type ApiClient,
  type AuthenticationCredential,
  type AuthenticationOptions,
  type MessageResponse,
  type Passkey,
  type PasskeysResponse,
  type RegistrationCredential,
  type RegistrationOptions,
} from '@mijas/api';
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { passkeyFailureMessage, type PasskeyBrowser } from '../shared/passkeys.ts';
import { reasonOf } from '../shared/reasonOf.ts';

export type PasskeysApi = Pick<
  ApiClient,
  | 'listPasskeys'
  | 'passkeyRegistrationOptions'
  | 'addPasskey'
  | 'renamePasskey'
  | 'removePasskey'
  | 'passkeyLoginOptions'
>;

export interface PasskeysInput {
  api: PasskeysApi;
  /** The browser's passkeys (WebAuthn); one without them lists and removes, but adds none. */
  browser: PasskeyBrowser;
}

/** What removing a passkey is confirmed with: the account's password, or an assertion of one of its passkeys. */
export type RemovalProof = { password: string } | { credential: AuthenticationCredential };

export interface PasskeysContext extends PasskeysInput {
  /** Whether this browser can make and use passkeys: none offers no Add and no "Use a passkey". */
  supported: boolean;
  /** The account's passkeys, newest first (`GET /User/passkeys`). */
  passkeys: Passkey[];
  /** Why the list did not come (the server's message, or no response). */
  loadError: string | null;
  /** The passkey being renamed or removed. */
  target: string | null;
  /** The name typed (adding, renaming). */
  name: string;
  /** The password typed (removing). */
  password: string;
  /** What is wrong with the field as typed; shown under it. */
  fieldError: string | null;
  /** Why the last attempt did not go through (the server's, or the browser prompt's). */
  error: string | null;
  /** The challenge of a ceremony while the browser's prompt is open. */
  registration: RegistrationOptions | null;
  authentication: AuthenticationOptions | null;
  /** What a removal sends as its confirmation. */
  proof: RemovalProof | null;
  /** The last change that went through, for the section's status line. */
  done: 'added' | 'renamed' | 'removed' | null;
}

export type PasskeysEvent =
  | { type: 'list.retry' }
  | { type: 'add.open' }
  | { type: 'rename.open'; id: string }
  | { type: 'remove.open'; id: string }
  | { type: 'name.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'form.submit' }
  /** Removing: confirm with a passkey instead of the password. */
  | { type: 'remove.withPasskey' }
  | { type: 'form.cancel' };

const say = () => passkeyMessages();

/**
 * The name's problem as the server would say it (the same schema; another passkey of the account named so, the one
 * renamed aside), or null: said before the browser's prompt makes a passkey the server would then refuse.
 */
function nameProblem({ name, passkeys, target }: PasskeysContext): string | null {
  const parsed = passkeyNameSchema.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? say().notVerified;
  return passkeyNameTaken(passkeys, name, target) ? say().nameTaken(name.trim()) : null;
}

/** A failed call's reason; no answer at all: the no-response message. */
const failed = ({ event }: { event: unknown }) => reasonOf((event as { error: unknown }).error);

/**
 * My Profile's passkeys (issue 35): the account's passkeys (`GET /User/passkeys`), adding one (a name, the server's
 * options, the browser's prompt, the new credential verified and kept), renaming one, and removing one after
 * confirming with the password or with a passkey (the browser's prompt to a sign-in challenge). A failure keeps
 * the form and what was typed, and says why.
 */
const passkeysSetup = setup({
  types: {
    context: {} as PasskeysContext,
    events: {} as PasskeysEvent,
    input: {} as PasskeysInput,
  },
  actors: {
    loadPasskeys: fromPromise<PasskeysResponse, { api: PasskeysApi }>(({ input, signal }) =>
      input.api.listPasskeys({ signal }),
    ),
    registrationOptions: fromPromise<RegistrationOptions, { api: PasskeysApi }>(
      ({ input, signal }) => input.api.passkeyRegistrationOptions({ signal }),
    ),
    /** The browser's prompt to make a passkey (fingerprint, face, PIN, or a security key). */
    makePasskey: fromPromise<
      RegistrationCredential,
      { browser: PasskeyBrowser; options: RegistrationOptions }
    >(({ input, signal }) => input.browser.register(input.options, signal)),
    savePasskey: fromPromise<
      Passkey,
      { api: PasskeysApi; name: string; credential: RegistrationCredential }
    >(({ input: { api, name, credential }, signal }) =>
      api.addPasskey({ name, credential }, { signal }),
    ),
    renamePasskey: fromPromise<Passkey, { api: PasskeysApi; id: string; name: string }>(
      ({ input: { api, id, name }, signal }) => api.renamePasskey(id, { name }, { signal }),
    ),
    confirmationChallenge: fromPromise<AuthenticationOptions, { api: PasskeysApi }>(
      ({ input, signal }) => input.api.passkeyLoginOptions({ signal }),
    ),
    /** The browser's prompt to use a passkey of the account (the removal's confirmation). */
    usePasskey: fromPromise<
      AuthenticationCredential,
      { browser: PasskeyBrowser; options: AuthenticationOptions }
    >(({ input, signal }) => input.browser.authenticate(input.options, signal)),
    removePasskey: fromPromise<
      MessageResponse,
      { api: PasskeysApi; id: string; proof: RemovalProof }
    >(({ input: { api, id, proof }, signal }) => api.removePasskey(id, proof, { signal })),
  },
  guards: {
    supported: ({ context }) => context.supported,
    listed: ({ context, event }) =>
      'id' in event && context.passkeys.some((passkey) => passkey.id === event.id),
    badName: ({ context }) => nameProblem(context) !== null,
    noPassword: ({ context }) => context.password === '',
  },
  actions: {
    nameProblem: assign({ fieldError: ({ context }) => nameProblem(context) }),
    /** Back to the form: what was typed kept, the reason said, the ceremony's challenge forgotten. */
    refused: assign({ error: failed, registration: null, authentication: null, proof: null }),
    /** A browser prompt that ended without a credential: what each way means (cancelled, timed out…). */
    promptEnded: assign({
      error: ({ event }) => passkeyFailureMessage((event as { error?: unknown }).error),
      registration: null,
      authentication: null,
    }),
    closeForm: assign({ target: null, error: null, fieldError: null, password: '' }),
  },
});

/** The name's form (adding, renaming): the field, its check by the server's rule, then `next`; Cancel closes it. */
const naming = (next: 'options' | 'saving') =>
  passkeysSetup.createStateConfig({
    on: {
      'form.cancel': { target: '#passkeys.shown', actions: 'closeForm' },
      'name.change': {
        actions: assign({ name: ({ event }) => event.value, fieldError: null }),
      },
      'form.submit': [
        { guard: 'badName', actions: 'nameProblem' },
        { target: next, actions: assign({ error: null }) },
      ],
    },
  });

export const passkeysMachine = passkeysSetup.createMachine({
  id: 'passkeys',
  context: ({ input }) => ({
    ...input,
    supported: input.browser.supported(),
    passkeys: [],
    loadError: null,
    target: null,
    name: '',
    password: '',
    fieldError: null,
    error: null,
    registration: null,
    authentication: null,
    proof: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadPasskeys',
        src: 'loadPasskeys',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'shown',
          actions: assign({ passkeys: ({ event }) => event.output.passkeys }),
        },
        onError: { target: 'failed', actions: assign({ loadError: failed }) },
      },
    },
    failed: { tags: ['error'], on: { 'list.retry': 'loading' } },
    shown: {
      on: {
        // A browser without passkeys is offered no Add (`supported`); the event does nothing there.
        'add.open': {
          guard: 'supported',
          target: 'adding',
          // No passkey is the one named: every name of the list is taken (`nameProblem`).
          actions: assign({ target: null, name: '', fieldError: null, error: null, done: null }),
        },
        'rename.open': {
          guard: 'listed',
          target: 'renaming',
          actions: assign(({ context, event }) => ({
            target: event.id,
            name: context.passkeys.find((passkey) => passkey.id === event.id)?.name ?? '',
            fieldError: null,
            error: null,
            done: null,
          })),
        },
        'remove.open': {
          guard: 'listed',
          target: 'removing',
          actions: assign(({ event }) => ({
            target: event.id,
            password: '',
            fieldError: null,
            error: null,
            done: null,
          })),
        },
      },
    },
    adding: {
      initial: 'editing',
      states: {
        editing: naming('options'),
        options: {
          tags: ['busy'],
          invoke: {
            id: 'registrationOptions',
            src: 'registrationOptions',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'prompt',
              actions: assign({ registration: ({ event }) => event.output }),
            },
            onError: { target: 'editing', actions: 'refused' },
          },
        },
        prompt: {
          tags: ['busy'],
          invoke: {
            id: 'makePasskey',
            src: 'makePasskey',
            input: ({ context }) => ({
              browser: context.browser,
              options: context.registration as RegistrationOptions,
            }),
            onDone: 'saving',
            onError: { target: 'editing', actions: 'promptEnded' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'savePasskey',
            src: 'savePasskey',
            input: ({ context, event }) => ({
              api: context.api,
              name: context.name,
              credential: (event as unknown as { output: RegistrationCredential }).output,
            }),
            onDone: {
              target: '#passkeys.shown',
              actions: assign(({ context, event }) => ({
                passkeys: [event.output, ...context.passkeys],
                registration: null,
                done: 'added' as const,
              })),
            },
            onError: { target: 'editing', actions: 'refused' },
          },
        },
      },
    },
    renaming: {
      initial: 'editing',
      states: {
        editing: naming('saving'),
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'renamePasskey',
            src: 'renamePasskey',
            input: ({ context }) => ({
              api: context.api,
              id: context.target ?? '',
              name: context.name,
            }),
            onDone: {
              target: '#passkeys.shown',
              actions: assign(({ context, event }) => ({
                passkeys: context.passkeys.map((passkey) =>
                  passkey.id === event.output.id ? event.output : passkey,
                ),
                target: null,
                done: 'renamed' as const,
              })),
            },
            onError: { target: 'editing', actions: 'refused' },
          },
        },
      },
    },
    removing: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.cancel': { target: '#passkeys.shown', actions: 'closeForm' },
            'password.change': {
              actions: assign({ password: ({ event }) => event.value, fieldError: null }),
            },
            'form.submit': [
              {
                guard: 'noPassword',
                actions: assign({ fieldError: () => say().confirmationRequired }),
              },
              {
                target: 'saving',
                actions: assign(({ context }) => ({
                  proof: { password: context.password },
                  error: null,
                })),
              },
            ],
            'remove.withPasskey': {
              guard: 'supported',
              target: 'challenge',
              actions: assign({ error: null, fieldError: null }),
            },
          },
        },
        challenge: {
          tags: ['busy'],
          invoke: {
            id: 'confirmationChallenge',
            src: 'confirmationChallenge',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'prompt',
              actions: assign({ authentication: ({ event }) => event.output }),
            },
            onError: { target: 'editing', actions: 'refused' },
          },
        },
        prompt: {
          tags: ['busy'],
          invoke: {
            id: 'usePasskey',
            src: 'usePasskey',
            input: ({ context }) => ({
              browser: context.browser,
              options: context.authentication as AuthenticationOptions,
            }),
            onDone: {
              target: 'saving',
              actions: assign({
                proof: ({ event }) => ({ credential: event.output }),
                authentication: null,
              }),
            },
            onError: { target: 'editing', actions: 'promptEnded' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'removePasskey',
            src: 'removePasskey',
            input: ({ context }) => ({
              api: context.api,
              id: context.target ?? '',
              proof: context.proof as RemovalProof,
            }),
            onDone: {
              target: '#passkeys.shown',
              actions: assign(({ context }) => ({
                passkeys: context.passkeys.filter((passkey) => passkey.id !== context.target),
                target: null,
                password: '',
                proof: null,
                done: 'removed' as const,
              })),
            },
            onError: { target: 'editing', actions: 'refused' },
          },
        },
      },
    },
  },
});

export type PasskeysActor = ActorRefFrom<typeof passkeysMachine>;
export type PasskeysSnapshot = SnapshotFrom<typeof passkeysMachine>;
