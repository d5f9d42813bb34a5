import { ApiError } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { createMemoryStorage } from '../storage/storage.ts';
import {
  runPath,
  scriptedActors,
  transitionPaths,
  unusedApi,
  visitedStates,
} from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { memberToken } from '../testing/tokens.ts';
import {
  sessionMachine,
  type SessionApi,
  type SessionContext,
  type SessionInput,
} from './sessionMachine.ts';

const token = memberToken();
const fresh = memberToken({ jti: 'fresh' });

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
    // Offline: the session stays, to refresh later.
    { type: 'xstate.error.actor.refreshSession', error: new ApiError({ status: 0 }) },
    // A session without a refresh token ends when its token does; /login then says so, once.
    { type: 'session.login', token, roles: ['mijas-member'], remember: false },
    { type: 'session.ended.seen' },
  ] as never[];
  const paths = transitionPaths(
    createTestModel(modelOf(sessionMachine), { input: input(), events }),
    events,
  );

  it('the paths cover every state', () => {
    expect(visitedStates(paths)).toEqual(
      new Set(['"anonymous"', '{"authenticated":"active"}', '{"authenticated":"refreshing"}']),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await runPath(path, {
      machine: sessionMachine,
      input,
      scripted: scriptedActors(['refreshSession', 'revokeSession']),
      contextKeys: ['token', 'refreshToken', 'roles', 'remember', 'allowHomeAccess', 'endedBy'],
      // What is stored always matches the session: in local storage with Remember Me, else in session storage.
      check: (actor) => {
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
