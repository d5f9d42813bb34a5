import { ApiError, createApiClient, type AdminInfo } from '@mijas/api';
import { createFakeFetch } from '@mijas/api/client/testing';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adminInfo as admin } from '../testing/fixtures.ts';
import { reach, scriptedActors, unusedApi } from '../testing/harness.ts';
import { updateAdminInfoMachine, type UpdateAdminInfoInput } from './updateAdminInfoMachine.ts';

function start(prefill: AdminInfo | null = admin) {
  const scripted = scriptedActors(['load', 'submit']);
  const machine = updateAdminInfoMachine.provide({ actors: scripted.actors as never });
  const actor = createActor(machine, {
    input: { api: unusedApi<UpdateAdminInfoInput['api']>(), admin: prefill },
  }).start();
  return { actor, scripted };
}

/** The form machine's behaviour is `form/formMachine.test.ts`'s; these are Edit Admin Information's own. */
describe('update admin info form', () => {
  it('is prefilled from the loaded admin info', () => {
    const { actor, scripted } = start();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.values).toEqual({
      phoneNumber: '+962791234567',
      city: 'Amman',
      addressDetails: 'Jabal Amman',
      major: 'Law',
      otherMajor: '',
    });
    expect(scripted.calls('load')).toHaveLength(0);
  });

  it('without it, loads the admin info first; a failed load can be retried', async () => {
    const { actor, scripted } = start(null);
    expect(actor.getSnapshot().value).toBe('loading');
    scripted.reject('load', new ApiError({ status: 0 }));
    await reach(actor, 'loadFailed');
    expect(actor.getSnapshot().context.error).toBe('❌ Failed to fetch admin info. Check token.');
    actor.send({ type: 'form.reload' });
    expect(actor.getSnapshot().context.error).toBeNull();
    scripted.resolve('load', { ...admin, major: 'Marine Biology' });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.values).toMatchObject({
      major: 'Other',
      otherMajor: 'Marine Biology',
    });
  });

  it('once saved, holds the admin info as saved', async () => {
    const { actor, scripted } = start();
    actor.send({ type: 'field.change', field: 'city', value: 'Zarqa' });
    actor.send({ type: 'form.submit' });
    scripted.resolve('submit', { message: 'Your information was updated.' });
    await reach(actor, { editing: 'saved' });
    expect(actor.getSnapshot().context.source).toEqual({ ...admin, city: 'Zarqa' });
  });

  it('through the real client: PUT admin-info, then the cached admin info is fetched again', async () => {
    let stored = admin;
    const server = createFakeFetch((request) => {
      if (request.method === 'GET' && request.url.pathname === '/api/v1/Admin/admins')
        return { body: stored };
      if (request.method === 'PUT' && request.url.pathname === '/api/v1/Admin/admin-info') {
        stored = { ...stored, ...(request.body as Partial<AdminInfo>) };
        return { body: { message: 'Your information was updated.' } };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    const api = createApiClient({
      baseUrl: 'http://api.test',
      auth: { getToken: () => 't', refresh: () => Promise.reject(new Error('no refresh')) },
      fetch: server.fetch,
    });
    const actor = createActor(updateAdminInfoMachine, { input: { api } }).start();
    await reach(actor, 'editing');
    actor.send({ type: 'field.change', field: 'city', value: 'Aqaba' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'submitting');
    await reach(actor, { editing: 'saved' });
    expect(actor.getSnapshot().context.notice).toBe('✅ Info updated successfully');
    const sent = () => server.requests.map((r) => `${r.method} ${r.url.pathname}`);
    // The client asked for the admin info again on its own, right after the PUT …
    expect(sent()).toEqual([
      'GET /api/v1/Admin/admins',
      'PUT /api/v1/Admin/admin-info',
      'GET /api/v1/Admin/admins',
    ]);
    // … and that refresh answers the next read: no fourth request.
    expect((await api.getAdminInfo()).city).toBe('Aqaba');
    expect(sent()).toEqual([
      'GET /api/v1/Admin/admins',
      'PUT /api/v1/Admin/admin-info',
      'GET /api/v1/Admin/admins',
    ]);
  });
});
