import { ROLES } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createMemoryStorage } from '../storage/storage.ts';
import { memberToken } from '../testing/tokens.ts';
import { firstPaintHint } from './firstPaint.ts';
import { sessionMachine, type SessionApi } from './sessionMachine.ts';
import { selectFirstPaintHint } from './sessionSelectors.ts';

const api: SessionApi = {
  refreshToken: () => Promise.reject(new Error('not expected')),
  logout: () => Promise.reject(new Error('not expected')),
};

describe('first-paint hint', () => {
  it("is the role's panel, for a member whether / is allowed, and whether the session is kept", () => {
    expect(firstPaintHint([ROLES.rootAdmin, ROLES.admin], false, true)).toEqual({
      panel: 'superadmin',
      homeAllowed: false,
      kept: true,
    });
    expect(firstPaintHint([ROLES.admin], false, false)).toEqual({
      panel: 'admin',
      homeAllowed: false,
      kept: false,
    });
    expect(firstPaintHint([ROLES.member], true, false)).toEqual({
      panel: 'member',
      homeAllowed: true,
      kept: false,
    });
  });

  it('follows the session: signed in, home allowed, signed out, kept with Remember Me', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    const actor = createActor(sessionMachine, { input: { api, local, session } }).start();
    expect(selectFirstPaintHint(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'session.login', token: memberToken(), remember: false });
    expect(selectFirstPaintHint(actor.getSnapshot())).toEqual({
      panel: 'member',
      homeAllowed: false,
      kept: false,
    });
    actor.send({ type: 'home.allow' });
    expect(selectFirstPaintHint(actor.getSnapshot())).toEqual({
      panel: 'member',
      homeAllowed: true,
      kept: false,
    });
    actor.send({ type: 'session.logout' });
    expect(selectFirstPaintHint(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'session.login', token: memberToken(), remember: true });
    expect(selectFirstPaintHint(actor.getSnapshot())).toEqual({
      panel: 'member',
      homeAllowed: false,
      kept: true,
    });
  });
});
