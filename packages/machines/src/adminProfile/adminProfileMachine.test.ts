import { ApiError, type AdminInfo } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { reach, scriptedActors, unusedApi } from '../testing/harness.ts';
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
