import { ApiError, panelFor, STORAGE_KEYS } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { assign, type AnyActorRef, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { createMemoryStorage, type KeyValueStorage } from '../storage/storage.ts';
import { transitionPaths } from '../testing/flows.ts';
import { runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { fakeJwt, memberToken } from '../testing/tokens.ts';
import { userFromToken } from './claims.ts';
import { readSession, writeSession, type StoredSession } from './persistence.ts';
import { selectPanel, selectSessionEnded, selectSignedOutRedirect } from './sessionSelectors.ts';
import {
  sessionMachine,
  type SessionApi,
  type SessionContext,
  type SessionInput,
  type SessionSnapshot,
} from './sessionMachine.ts';

const token = memberToken();
const fresh = memberToken({ jti: 'fresh' });

type Before = { value: unknown; context: SessionContext; refreshFailed: boolean } | null;

/**
 * What one step must do to the session, from the event (not from the machine): a login signs in with what it
 * carries, a logout signs out and revokes the refresh token it held, a 401 refreshes with the refresh token held
 * (or ends a session without one), a refresh's answer is taken, a refused refresh ends the session (an
 * unanswered one keeps it, to try again online), another tab's sign-in or newer tokens are taken, its sign-out
 * signs this tab out.
 */
function expectStep(
  before: Before,
  snapshot: SessionSnapshot,
  event: EventObject & Record<string, unknown>,
  scripted: ReturnType<typeof scriptedActors>,
) {
  const { context } = snapshot;
  const signedIn = snapshot.hasTag('authenticated');
  const signedOut = (endedBy: string) => {
    expect([signedIn, context.token, context.refreshToken, context.endedBy]).toEqual([
      false,
      null,
      null,
      endedBy,
    ]);
    expect([
      context.local.getItem(STORAGE_KEYS.token),
      context.session.getItem(STORAGE_KEYS.token),
    ]).toEqual([null, null]);
  };
  const was = before?.context;
  const wasIn = before !== null && typeof before.value === 'object';
  switch (event.type) {
    case 'session.login':
      expect(snapshot.value).toEqual({ authenticated: 'active' });
      expect(context).toMatchObject({
        token: event.token,
        refreshToken: event.refreshToken ?? null,
        roles: event.roles,
        remember: event.remember,
        endedBy: 'none',
      });
      expect(selectPanel(snapshot)).toEqual(panelFor(event.roles as string[]));
      break;
    case 'session.logout':
      signedOut('logout');
      expect(selectSignedOutRedirect(snapshot)).toBe('/');
      expect(scripted.calls('revokeSession').at(-1)).toEqual({
        api: context.api,
        refreshToken: was?.refreshToken,
      });
      break;
    case 'refresh.needed':
      if (event.local && was?.remember)
        expect(context.token).toBe((event.local as StoredSession).token);
      else if (was?.refreshToken) {
        expect(snapshot.value).toEqual({ authenticated: 'refreshing' });
        expect(scripted.calls('refreshSession').at(-1)).toMatchObject({
          token: was.token,
          refreshToken: was.refreshToken,
        });
      } else {
        signedOut('expired');
        expect(selectSessionEnded(snapshot)).toBe(true);
      }
      break;
    case 'xstate.done.actor.refreshSession':
      expect(snapshot.value).toEqual({ authenticated: 'active' });
      expect([context.token, context.refreshToken]).toEqual([fresh, 'r2']);
      break;
    case 'xstate.error.actor.refreshSession':
      if (event.error instanceof ApiError) {
        // No answer: the session stays as it was.
        expect(snapshot.value).toEqual({ authenticated: 'active' });
        expect([context.token, context.refreshToken]).toEqual([was?.token, was?.refreshToken]);
      } else {
        signedOut('expired');
        expect(selectSignedOutRedirect(snapshot)).toBe('/login');
      }
      break;
    case 'network.online':
      if (before?.refreshFailed) expect(snapshot.value).toEqual({ authenticated: 'refreshing' });
      break;
    case 'home.allow':
      if (wasIn) expect(context.allowHomeAccess).toBe(true);
      break;
    case 'session.ended.seen':
      expect(context.endedBy).not.toBe('expired');
      break;
    case 'storage.changed':
      if (event.local) {
        // Another tab signed in, or in again: this tab takes its session, remembered.
        expect(signedIn).toBe(true);
        expect([context.token, context.remember]).toEqual([
          (event.local as StoredSession).token,
          true,
        ]);
      } else if (event.key === null || was?.remember) {
        if (wasIn) signedOut('other-tab');
      } else if (wasIn) expect(context.token).toBe(was?.token);
      break;
  }
}

function input(): SessionInput {
  return {
    api: unusedApi<SessionApi>(),
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  };
}

describe('session machine: every shortest path', () => {
  const events = [
    { type: 'session.login', token, refreshToken: 'r1', roles: ['mijas-member'], remember: true },
    { type: 'session.login', token, refreshToken: 'r1', roles: ['mijas-admin'], remember: false },
    { type: 'session.logout' },
    { type: 'refresh.needed' },
    { type: 'home.allow' },
    { type: 'xstate.done.actor.refreshSession', output: { token: fresh, refreshToken: 'r2' } },
    { type: 'xstate.error.actor.refreshSession', error: new Error('Invalid refresh token') },
    // Offline: the session stays, to refresh later: when the browser is back online.
    { type: 'xstate.error.actor.refreshSession', error: new ApiError({ status: 0 }) },
    { type: 'network.online' },
    // A session without a refresh token ends when its token does; /login then says so, once.
    { type: 'session.login', token, roles: ['mijas-member'], remember: false },
    { type: 'session.ended.seen' },
  ] as never[];
  const paths = transitionPaths(
    createTestModel(modelOf(sessionMachine), { input: input(), events }),
    { events, input },
  );

  it('the paths cover every state', () => {
    expect(visitedStates(paths)).toEqual(
      new Set(['"anonymous"', '{"authenticated":"active"}', '{"authenticated":"refreshing"}']),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['refreshSession', 'revokeSession']);
    let before: Before = null;
    await runPath(path, {
      machine: sessionMachine,
      input,
      scripted,
      contextKeys: ['token', 'refreshToken', 'roles', 'remember', 'allowHomeAccess', 'endedBy'],
      // What each step does to the session, and what is stored always matches the session: in local storage
      // with Remember Me, else in session storage.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot() as SessionSnapshot;
        expectStep(before, snapshot, event as never, scripted);
        before = {
          value: snapshot.value,
          context: snapshot.context,
          refreshFailed: snapshot.context.refreshFailure !== null,
        };
        const context = actor.getSnapshot().context as SessionContext;
        const kept = context.remember ? context.local : context.session;
        const other = context.remember ? context.session : context.local;
        expect(kept.getItem('token')).toBe(context.token);
        expect(other.getItem('token')).toBeNull();
        expect(kept.getItem('refreshToken')).toBe(context.refreshToken);
        expect(context.session.getItem('allowHomeAccess')).toBe(
          context.allowHomeAccess ? 'true' : null,
        );
      },
    });
  });
});

/** A session as a tab stores it. */
function stored(token: string, refreshToken: string, roles: string[]): StoredSession {
  return { token, refreshToken, roles, user: userFromToken(token, roles) as StoredSession['user'] };
}

/** Local storage as another tab left it: holding that tab's session, or cleared (it signed out). */
function leftBy(elsewhere: StoredSession | null, local: KeyValueStorage = createMemoryStorage()) {
  local.clear();
  if (elsewhere) writeSession(local, elsewhere);
  return local;
}

/**
 * A step another tab takes: the event this tab gets, with `local`, local storage as the other tab left it. The
 * path test writes that storage, then sends the event as the storage listener (or a call's 401) would.
 */
type Elsewhere = EventObject & { local?: StoredSession | null };

/**
 * The model of the session with other tabs: the guards and the action that read local storage read it as the
 * step's other tab left it (the model's own storage is never written: its actions do not run while the graph
 * is walked). Events without `local` find nothing newer there, as this tab left it.
 */
function crossTabModel() {
  const guards = sessionMachine.implementations.guards as Record<
    'otherTabSignedIn' | 'otherTabSignedOut' | 'storageHasNewerToken',
    (args: { context: SessionContext; event: Elsewhere }, params: unknown) => boolean
  >;
  const asLeft =
    (name: keyof typeof guards) =>
    (args: { context: SessionContext; event: Elsewhere }, params: unknown) =>
      args.event.local !== undefined &&
      guards[name](
        { ...args, context: { ...args.context, local: leftBy(args.event.local) } },
        params,
      );
  return modelOf(sessionMachine).provide({
    guards: {
      otherTabSignedIn: asLeft('otherTabSignedIn'),
      otherTabSignedOut: asLeft('otherTabSignedOut'),
      storageHasNewerToken: asLeft('storageHasNewerToken'),
    } as never,
    actions: {
      adoptStoredSession: assign(({ event }) => {
        const session = readSession(leftBy((event as Elsewhere).local ?? null));
        return session ? { ...session, remember: true, endedBy: 'none' as const } : {};
      }) as never,
    },
  });
}

/** Another tab's step: it writes local storage, then this tab's listener (or a 401) sends the event. */
function sendAsLeft(actor: AnyActorRef, event: EventObject) {
  const { local, ...sent } = event as Elsewhere;
  if (local !== undefined) leftBy(local, (actor.getSnapshot().context as SessionContext).local);
  actor.send(sent);
}

describe('session machine: paths with other tabs and a stored session', () => {
  // An admin signs in in another tab; another tab of this member refreshes (its new token is newer).
  const admin = stored(
    fakeJwt({
      sub: 'u-admin',
      preferred_username: 'omar',
      realm_access: { roles: ['mijas-admin'] },
    }),
    'r-admin',
    ['mijas-admin'],
  );
  const refreshedElsewhere = stored(memberToken({ jti: 'other-tab' }), 'r-other', ['mijas-member']);
  const events = [
    { type: 'session.login', token, refreshToken: 'r1', roles: ['mijas-member'], remember: true },
    { type: 'session.login', token, refreshToken: 'r1', roles: ['mijas-member'], remember: false },
    { type: 'session.logout' },
    { type: 'home.allow' },
    { type: 'refresh.needed' },
    { type: 'xstate.done.actor.refreshSession', output: { token: fresh, refreshToken: 'r2' } },
    // Another tab signed in (or in again): the token key changed and a session is stored.
    { type: 'storage.changed', key: STORAGE_KEYS.token, local: admin },
    // Another tab signed out: it cleared local storage.
    { type: 'storage.changed', key: null, local: null },
    // The token key went: the end of a remembered session, nothing to a tab whose session is its own.
    { type: 'storage.changed', key: STORAGE_KEYS.token, local: null },
    // A call's 401 after another tab refreshed, before its storage event came: the stored tokens are taken.
    { type: 'refresh.needed', local: refreshedElsewhere },
  ] as never[];
  const model = createTestModel(crossTabModel(), { input: input(), events });
  const paths = transitionPaths(model, { events, input });
  const elsewhereTokens = [null, admin.token, refreshedElsewhere.token];

  // Restored at start: a remembered session from local storage, one without Remember Me from session storage.
  const remembered = () => ({ ...input(), local: leftBy(stored(token, 'r1', ['mijas-member'])) });
  const thisSession = () => ({
    ...input(),
    session: leftBy(stored(token, 'r1', ['mijas-member'])),
  });
  const restoredPaths = [remembered, thisSession].flatMap((make) =>
    createTestModel(crossTabModel(), { input: make(), events })
      .getShortestPaths()
      .map((path) => ({ path, make })),
  );

  it('the paths cover every state, from an empty storage and from a stored session', () => {
    const states = ['"anonymous"', '{"authenticated":"active"}', '{"authenticated":"refreshing"}'];
    expect(visitedStates(paths)).toEqual(new Set(states));
    expect(visitedStates(restoredPaths.map(({ path }) => path))).toEqual(new Set(states));
    // A restored session starts signed in.
    for (const { path } of restoredPaths)
      expect(path.steps[0]?.state.value ?? path.state.value).toEqual({ authenticated: 'active' });
  });

  const run = (path: (typeof paths)[number], make: () => SessionInput) => {
    const scripted = scriptedActors(['refreshSession', 'revokeSession']);
    let before: Before = null;
    return runPath(path, {
      machine: sessionMachine,
      input: make,
      scripted,
      contextKeys: [
        'token',
        'refreshToken',
        'user',
        'roles',
        'remember',
        'allowHomeAccess',
        'endedBy',
      ],
      send: sendAsLeft,
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot() as SessionSnapshot;
        const { context } = snapshot;
        expectStep(before, snapshot, event as never, scripted);
        before = {
          value: snapshot.value,
          context,
          refreshFailed: context.refreshFailure !== null,
        };
        // This tab's session is where Remember Me keeps it. Local storage may hold another tab's; session
        // storage, the session this tab had before it took another tab's remembered one (which a reload
        // restores first).
        const own = context.remember ? context.local : context.session;
        expect(own.getItem(STORAGE_KEYS.token)).toBe(context.token);
        if (context.remember)
          expect([null, token]).toContain(context.session.getItem(STORAGE_KEYS.token));
        else expect(elsewhereTokens).toContain(context.local.getItem(STORAGE_KEYS.token));
        expect(context.session.getItem(STORAGE_KEYS.allowHomeAccess)).toBe(
          context.allowHomeAccess ? 'true' : null,
        );
        // What the pages show: the token's user and its panel; signed out, where a panel page sends one.
        if (snapshot.hasTag('authenticated')) {
          expect(context.user?.id).toBe(userFromToken(context.token ?? '')?.id);
          expect(selectPanel(snapshot)).toEqual(panelFor(context.roles));
          expect(selectSignedOutRedirect(snapshot)).toBeNull();
        } else {
          expect(context.token).toBeNull();
          expect(selectSignedOutRedirect(snapshot)).toBe(
            context.endedBy === 'logout' || context.endedBy === 'other-tab' ? '/' : '/login',
          );
        }
      },
    });
  };

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await run(path, input);
  });

  it.each(
    restoredPaths.map(({ path, make }) => [make.name, path.description, path, make] as const),
  )('restored from %s: %s', async (_, __, path, make) => {
    await run(path, make);
  });
});
