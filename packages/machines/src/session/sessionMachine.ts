import { isApiError, NO_RESPONSE, STORAGE_KEYS, type CallOptions } from '@mijas/api';
import {
  assign,
  fromCallback,
  fromPromise,
  setup,
  spawnChild,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { KeyValueStorage } from '../storage/storage.ts';
import { userFromToken, type SessionUser } from './claims.ts';
import { readSession, removeSession, writeSession } from './persistence.ts';

/** The calls the session makes itself. `ApiClient` satisfies it. */
export interface SessionApi {
  refreshToken(
    body: { refreshToken: string },
    options?: CallOptions,
  ): Promise<{ token: string; refreshToken?: string | null | undefined }>;
  /** Ends the session on the server: its refresh-token family is revoked. */
  logout(body: { refreshToken: string }, options?: CallOptions): Promise<unknown>;
}

export interface SessionInput {
  api: SessionApi;
  /** Local storage: the remembered session, shared with the other tabs. */
  local: KeyValueStorage;
  /** Session storage: a session without "Remember Me", and the `allowHomeAccess` flag. */
  session: KeyValueStorage;
}

/** Why the session is anonymous: never signed in, signed out here, in another tab, or the refresh failed. */
export type SessionEnd = 'none' | 'logout' | 'other-tab' | 'expired';

export interface SessionContext extends SessionInput {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  roles: string[];
  /** "Remember Me": the session lives in local storage (true) or only in this browser session (false). */
  remember: boolean;
  allowHomeAccess: boolean;
  endedBy: SessionEnd;
  /**
   * Why the last refresh could not be made when the server could not answer it (no network, 5xx, 429): the
   * session stays, and the calls that waited for that refresh fail with this error instead. Null otherwise.
   */
  refreshFailure: unknown;
}

export type SessionEvent =
  | {
      type: 'session.login';
      token: string;
      refreshToken?: string | null | undefined;
      roles?: readonly string[] | undefined;
      remember: boolean;
    }
  | { type: 'session.logout' }
  /** A call got a 401: refresh, unless a refresh is already under way (then it waits for that one). */
  | { type: 'refresh.needed' }
  /** Another tab changed local storage (`key` null: cleared). */
  | { type: 'storage.changed'; key: string | null }
  /** The member panel's Home link: may stay on `/` for the rest of this browser session. */
  | { type: 'home.allow' }
  /** /login has said that the session ended (`selectSessionEnded`): it says so once. */
  | { type: 'session.ended.seen' }
  /**
   * The browser is back online (its `online` event, `createAppSession`): a refresh that got no answer while it
   * was offline is made now, rather than at the next call's 401.
   */
  | { type: 'network.online' };

const signedOut = {
  token: null,
  refreshToken: null,
  user: null,
  roles: [],
  remember: false,
} satisfies Partial<SessionContext>;

function restore(
  input: SessionInput,
): Omit<SessionContext, keyof SessionInput | 'allowHomeAccess' | 'endedBy' | 'refreshFailure'> {
  const remembered = readSession(input.local);
  if (remembered) return { ...remembered, remember: true };
  const thisSession = readSession(input.session);
  if (thisSession) return { ...thisSession, remember: false };
  return signedOut;
}

/**
 * Set and removed at once after a logout, so that tabs whose session lives in session storage hear of it even
 * when local storage was already empty (clearing an empty storage fires no storage event).
 */
export const SIGN_OUT_SIGNAL_KEY = 'mijas.signedOut';

/** The Web Lock under which the tabs of one browser refresh. */
export const REFRESH_LOCK = 'mijas.refresh';

type RefreshedTokens = { token: string; refreshToken?: string | null | undefined };

interface RefreshInput {
  api: SessionApi;
  local: KeyValueStorage;
  remember: boolean;
  /** The access token being replaced. */
  token: string | null;
  refreshToken: string;
}

/**
 * A refresh the server refused (its 4xx answer: unknown, revoked, reused or expired token, deactivated account)
 * ends the session. One it could not answer (no response, 5xx such as the 503 of a database outage, 408, 429)
 * does not: the tokens stay and the next 401 tries again, so an outage signs nobody out.
 */
export function refreshWasRefused(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const { status } = error;
  return (
    status !== NO_RESPONSE && status >= 400 && status < 500 && status !== 408 && status !== 429
  );
}

function touchesSession(key: string | null) {
  return key === null || key === STORAGE_KEYS.token || key === SIGN_OUT_SIGNAL_KEY;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /**
     * One refresh across the tabs too: a remembered session refreshes under a lock shared by the tabs, and a tab
     * that got the lock after another tab refreshed takes the tokens that tab stored instead of presenting the
     * already-rotated refresh token (whose reuse the server punishes by revoking the whole session family).
     */
    refreshSession: fromPromise<RefreshedTokens, RefreshInput>(({ input, signal }) => {
      const refresh = (refreshToken: string) =>
        input.api.refreshToken({ refreshToken }, { signal });
      const { local } = input;
      if (!input.remember || !local.exclusive) return refresh(input.refreshToken);
      return local.exclusive(REFRESH_LOCK, async () => {
        const stored = readSession(local);
        if (stored && stored.token !== input.token) return stored;
        return refresh(stored?.refreshToken ?? input.refreshToken);
      });
    }),
    /**
     * Tells the server the session is over (`POST /User/logout`), in the background: the tab is already signed
     * out and its storage cleared, so a slow or failed call holds nobody on the page and changes nothing here.
     */
    revokeSession: fromPromise<void, { api: SessionApi; refreshToken: string | null }>(
      async ({ input: { api, refreshToken } }) => {
        // Offline or refused: the refresh token is gone from this browser anyway and expires on the server.
        if (refreshToken) await api.logout({ refreshToken }).catch(() => undefined);
      },
    ),
    storageChanges: fromCallback<SessionEvent, { local: KeyValueStorage }>(({ input, sendBack }) =>
      input.local.subscribe?.((key) => sendBack({ type: 'storage.changed', key })),
    ),
  },
  guards: {
    hasSession: ({ context }) => context.token !== null,
    hasRefreshToken: ({ context }) => context.refreshToken !== null,
    /** The last refresh got no answer (offline, an outage), and there is a refresh token to try again with. */
    refreshPending: ({ context }) =>
      context.refreshFailure !== null && context.refreshToken !== null,
    refreshRefused: ({ event }) => refreshWasRefused((event as { error?: unknown }).error),
    /** Another tab already refreshed (or signed in again): local storage holds a newer token. */
    storageHasNewerToken: ({ context }) => {
      const stored = context.remember ? readSession(context.local) : null;
      return stored !== null && stored.token !== context.token;
    },
    otherTabSignedOut: ({ context, event }) =>
      event.type === 'storage.changed' &&
      touchesSession(event.key) &&
      context.local.getItem(STORAGE_KEYS.token) === null &&
      (context.remember || event.key !== STORAGE_KEYS.token),
    otherTabSignedIn: ({ context, event }) => {
      if (event.type !== 'storage.changed' || !touchesSession(event.key)) return false;
      const stored = readSession(context.local);
      return stored !== null && stored.token !== context.token;
    },
  },
  actions: {
    establish: assign(({ event }) => {
      if (event.type !== 'session.login') return {};
      const user = userFromToken(event.token, event.roles);
      if (!user) return {};
      return {
        token: event.token,
        refreshToken: event.refreshToken ?? null,
        user,
        roles: user.roles,
        remember: event.remember,
        endedBy: 'none' as const,
      };
    }),
    adoptStoredSession: assign(({ context }) => {
      const stored = readSession(context.local);
      return stored ? { ...stored, remember: true, endedBy: 'none' as const } : {};
    }),
    storeRefreshed: assign(({ context }, output: RefreshedTokens) => {
      const user = userFromToken(output.token, context.roles);
      return user
        ? { token: output.token, refreshToken: output.refreshToken ?? context.refreshToken, user }
        : {};
    }),
    /** Writes the session to local storage ("Remember Me") or session storage, and removes it from the other. */
    persist: ({ context }) => {
      if (!context.token || !context.user) return;
      const [keep, drop] = context.remember
        ? [context.local, context.session]
        : [context.session, context.local];
      writeSession(keep, {
        token: context.token,
        refreshToken: context.refreshToken,
        user: context.user,
        roles: context.roles,
      });
      removeSession(drop);
    },
    /** Logout and a failed refresh clear all local storage (SPEC §4) and this tab's session storage. */
    clearStorage: ({ context }) => {
      context.local.clear();
      context.session.clear();
      context.local.setItem(SIGN_OUT_SIGNAL_KEY, String(Date.now()));
      context.local.removeItem(SIGN_OUT_SIGNAL_KEY);
    },
    /** A logout here (not another tab's, which made its own call): revoke the session on the server. */
    revokeOnServer: spawnChild('revokeSession', {
      input: ({ context }) => ({ api: context.api, refreshToken: context.refreshToken }),
    }),
    /** Another tab signed out and already cleared local storage: forget this tab's copy. */
    forgetThisTab: ({ context }) => {
      removeSession(context.session);
      context.session.removeItem(STORAGE_KEYS.allowHomeAccess);
    },
    reset: assign((_, endedBy: SessionEnd) => ({ ...signedOut, allowHomeAccess: false, endedBy })),
    allowHome: assign({ allowHomeAccess: true }),
    persistHomeFlag: ({ context }) => context.session.setItem(STORAGE_KEYS.allowHomeAccess, 'true'),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...input,
    ...restore(input),
    allowHomeAccess: input.session.getItem(STORAGE_KEYS.allowHomeAccess) === 'true',
    endedBy: 'none',
    refreshFailure: null,
  }),
  invoke: { src: 'storageChanges', input: ({ context }) => ({ local: context.local }) },
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasSession', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      tags: ['anonymous'],
      on: {
        'session.ended.seen': {
          guard: ({ context }) => context.endedBy === 'expired',
          actions: assign({ endedBy: 'none' }),
        },
        'session.login': {
          guard: ({ event }) => userFromToken(event.token) !== null,
          target: 'authenticated',
          actions: ['establish', 'persist'],
        },
        'storage.changed': {
          guard: 'otherTabSignedIn',
          target: 'authenticated',
          actions: 'adoptStoredSession',
        },
      },
    },
    authenticated: {
      tags: ['authenticated'],
      initial: 'active',
      on: {
        'session.login': {
          guard: ({ event }) => userFromToken(event.token) !== null,
          target: '.active',
          reenter: true,
          actions: ['establish', 'persist'],
        },
        'session.logout': {
          target: 'anonymous',
          actions: ['revokeOnServer', 'clearStorage', { type: 'reset', params: 'logout' }],
        },
        'storage.changed': [
          {
            guard: 'otherTabSignedOut',
            target: 'anonymous',
            actions: ['forgetThisTab', { type: 'reset', params: 'other-tab' }],
          },
          { guard: 'otherTabSignedIn', target: '.active', actions: 'adoptStoredSession' },
        ],
        'home.allow': { actions: ['allowHome', 'persistHomeFlag'] },
      },
      states: {
        active: {
          on: {
            'network.online': { guard: 'refreshPending', target: 'refreshing' },
            'refresh.needed': [
              { guard: 'storageHasNewerToken', actions: 'adoptStoredSession' },
              { guard: 'hasRefreshToken', target: 'refreshing' },
              {
                target: '#session.anonymous',
                actions: ['clearStorage', { type: 'reset', params: 'expired' }],
              },
            ],
          },
        },
        refreshing: {
          tags: ['refreshing'],
          entry: assign({ refreshFailure: null }),
          invoke: {
            id: 'refreshSession',
            src: 'refreshSession',
            input: ({ context }) => ({
              api: context.api,
              local: context.local,
              remember: context.remember,
              token: context.token,
              refreshToken: context.refreshToken ?? '',
            }),
            onDone: {
              target: 'active',
              actions: [{ type: 'storeRefreshed', params: ({ event }) => event.output }, 'persist'],
            },
            onError: [
              {
                guard: 'refreshRefused',
                target: '#session.anonymous',
                actions: ['clearStorage', { type: 'reset', params: 'expired' }],
              },
              { target: 'active', actions: assign({ refreshFailure: ({ event }) => event.error }) },
            ],
          },
          // Every further 401 while the refresh is in flight joins it: no second refresh.
          on: { 'refresh.needed': {} },
        },
      },
    },
  },
});

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
