import { ApiError, messages, type AdminInfo } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { adminProfileMachine, type AdminProfileInput } from './adminProfileMachine.ts';

const admin: AdminInfo = {
  id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
  username: 'omar',
  email: 'omar@example.com',
  emailIsVerified: true,
  firstName: 'Omar',
  lastName: null,
  gender: 'M',
  dateOfBirth: null,
  major: 'Law',
  phoneNumber: null,
  nationality: 'Jordan',
  country: 'Jordan',
  city: 'Amman',
  addressDetails: null,
};

function start() {
  const scripted = scriptedActors(['loadAdmin']);
  const actor = createActor(adminProfileMachine.provide({ actors: scripted.actors as never }), {
    input: { api: unusedApi<AdminProfileInput['api']>() },
  }).start();
  return { actor, scripted };
}

type Scripted = ReturnType<typeof start>['scripted'];

describe('admin profile machine', () => {
  it('says Loading... then shows the admin info', async () => {
    const { actor, scripted } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Loading...');
    scripted.resolve('loadAdmin', admin);
    await reach(actor, 'loaded');
    expect(actor.getSnapshot().context).toMatchObject({ admin, message: null });
  });

  it('shows the server message on failure, else Failed to load admin data, and reloads', async () => {
    const { actor, scripted } = start();
    scripted.reject('loadAdmin', new ApiError({ status: 403, body: { message: 'Forbidden.' } }));
    await reach(actor, 'failed');
    expect(actor.getSnapshot().context.message).toBe('Forbidden.');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);

    actor.send({ type: 'profile.reload' });
    expect(actor.getSnapshot().context.message).toBe('Loading...');
    scripted.reject('loadAdmin', new ApiError({ status: 0 }));
    await reach(actor, 'failed');
    expect(actor.getSnapshot().context.message).toBe('Failed to load admin data');

    actor.send({ type: 'profile.reload' });
    scripted.resolve('loadAdmin', admin);
    await reach(actor, 'loaded');
  });

  it.each([
    ['no data', (s: Scripted) => s.resolve('loadAdmin', null)],
    [
      'a 404',
      (s: Scripted) =>
        s.reject('loadAdmin', new ApiError({ status: 404, body: { message: 'Admin not found.' } })),
    ],
  ])('%s says No admin data found', async (_, settle) => {
    const { actor, scripted } = start();
    settle(scripted);
    await reach(actor, 'empty');
    expect(actor.getSnapshot().context.message).toBe('No admin data found');
    expect(actor.getSnapshot().context.admin).toBeNull();
  });

  it("calls the client's own-admin-info call by default", async () => {
    const getAdminInfo = vi.fn(() => Promise.resolve(admin));
    const actor = createActor(adminProfileMachine, { input: { api: { getAdminInfo } } }).start();
    await reach(actor, 'loaded');
    expect(getAdminInfo).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
  });
});

describe('admin profile machine: a path through every transition', () => {
  const events = [
    { type: 'xstate.done.actor.loadAdmin', output: admin },
    { type: 'xstate.done.actor.loadAdmin', output: null },
    {
      type: 'xstate.error.actor.loadAdmin',
      error: new ApiError({ status: 404, body: { message: 'Admin not found.' } }),
    },
    {
      type: 'xstate.error.actor.loadAdmin',
      error: new ApiError({ status: 403, body: { message: 'Forbidden.' } }),
    },
    { type: 'profile.reload' },
  ] as never[];
  const input = { api: unusedApi<AdminProfileInput['api']>() };
  const paths = transitionPaths(createTestModel(modelOf(adminProfileMachine), { input, events }), {
    events,
  });
  // What the card shows in each state: the fields, or one line instead of them.
  const shown = {
    loading: { admin: null, message: messages.adminInfo.loading },
    loaded: { admin, message: null },
    empty: { admin: null, message: messages.adminInfo.noData },
    // The message takes the fields' place (an admin loaded before a failed reload is kept, not shown).
    failed: { message: 'Forbidden.' },
  } as const;

  it('covers every state', () => {
    expect(visitedStates(paths)).toEqual(
      new Set(Object.keys(shown).map((value) => JSON.stringify(value))),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['loadAdmin']);
    await runPath(path, {
      machine: adminProfileMachine,
      input,
      scripted,
      contextKeys: ['admin', 'message'],
      check: (actor) => {
        const snapshot = actor.getSnapshot();
        const value = snapshot.value as keyof typeof shown;
        // A reload shows Loading... again; the admin already shown stays until the answer replaces it.
        if (value === 'loading') expect(snapshot.context.message).toBe(shown.loading.message);
        else expect(snapshot.context).toMatchObject(shown[value]);
        expect(snapshot.hasTag('busy')).toBe(value === 'loading');
        expect(snapshot.hasTag('error')).toBe(value === 'failed');
        // Each load asks for the signed-in admin's own information.
        if (value === 'loading')
          expect(scripted.calls('loadAdmin').at(-1)).toEqual({ api: input.api });
      },
    });
  });
});
