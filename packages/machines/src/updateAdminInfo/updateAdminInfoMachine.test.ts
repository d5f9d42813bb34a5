import { ApiError, createApiClient, type AdminInfo } from '@mijas/api';
import { createFakeFetch } from '@mijas/api/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { reach, scriptedActors, unusedApi } from '../testing/harness.ts';
import {
  updateAdminInfoLabel,
  updateAdminInfoMachine,
  type UpdateAdminInfoInput,
} from './updateAdminInfoMachine.ts';

const admin: AdminInfo = {
  id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
  username: 'omar',
  email: 'omar@example.com',
  emailIsVerified: true,
  firstName: 'Omar',
  lastName: 'Khalil',
  gender: 'M',
  dateOfBirth: null,
  major: 'Law',
  phoneNumber: '+962791234567',
  nationality: 'Jordan',
  country: 'Jordan',
  city: 'Amman',
  addressDetails: 'Jabal Amman',
};

function start(prefill: AdminInfo | null = admin) {
  const scripted = scriptedActors(['loadAdmin', 'saveAdminInfo']);
  const notify = vi.fn();
  const machine = updateAdminInfoMachine.provide({
    actors: scripted.actors as never,
    actions: { notify: (_, toast) => notify(toast) },
  });
  const actor = createActor(machine, {
    input: { api: unusedApi<UpdateAdminInfoInput['api']>(), admin: prefill },
  }).start();
  return { actor, scripted, notify };
}

describe('update admin info machine', () => {
  it('is prefilled from the loaded admin info', () => {
    const { actor, scripted } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({
      phoneNumber: '+962791234567',
      city: 'Amman',
      addressDetails: 'Jabal Amman',
      major: 'Law',
      otherMajor: '',
    });
    expect(scripted.calls('loadAdmin')).toHaveLength(0);
  });

  it('without it, loads the admin info first; a failed load can be retried', async () => {
    const { actor, scripted } = start(null);
    expect(actor.getSnapshot().value).toBe('loading');
    scripted.reject('loadAdmin', new ApiError({ status: 0 }));
    await reach(actor, 'loadFailed');
    expect(actor.getSnapshot().context.error).toBe('❌ Failed to fetch admin info. Check token.');
    actor.send({ type: 'profile.reload' });
    scripted.resolve('loadAdmin', { ...admin, major: 'Marine Biology' });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.values).toMatchObject({
      major: 'Other',
      otherMajor: 'Marine Biology',
    });
    expect(actor.getSnapshot().context.otherMajorShown).toBe(true);
  });

  it('validates with the contract schema per field', () => {
    const { actor, scripted } = start();
    actor.send({ type: 'field.change', field: 'phoneNumber', value: '' });
    actor.send({ type: 'field.change', field: 'city', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      phoneNumber: 'Phone number is required.',
      city: 'Please choose a city of Jordan.',
    });
    expect(scripted.calls('saveAdminInfo')).toHaveLength(0);
  });

  it('Save Changes → Saving... → ✅ Info updated successfully', async () => {
    const { actor, scripted, notify } = start();
    expect(updateAdminInfoLabel(actor.getSnapshot().hasTag('busy'))).toBe('Save Changes');
    actor.send({ type: 'field.change', field: 'city', value: 'Zarqa' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(updateAdminInfoLabel(actor.getSnapshot().hasTag('busy'))).toBe('Saving...');
    const call = scripted.resolve('saveAdminInfo', { message: 'Your information was updated.' });
    expect(call).toMatchObject({
      body: {
        phoneNumber: '+962791234567',
        city: 'Zarqa',
        addressDetails: 'Jabal Amman',
        major: 'Law',
      },
    });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.notice).toBe('✅ Info updated successfully');
    expect(actor.getSnapshot().context.admin?.city).toBe('Zarqa');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      title: '✅ Info updated successfully',
    });
  });

  it('on failure: ❌ Failed to update info, and the values are kept', async () => {
    const { actor, scripted, notify } = start();
    actor.send({ type: 'field.change', field: 'city', value: 'Zarqa' });
    actor.send({ type: 'form.submit' });
    scripted.reject('saveAdminInfo', new ApiError({ status: 500, body: { message: 'boom' } }));
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.error).toBe('❌ Failed to update info');
    expect(actor.getSnapshot().context.values.city).toBe('Zarqa');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      title: '❌ Failed to update info',
    });
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
    await reach(actor, 'saving');
    await reach(actor, 'editing');
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
