import { ApiError, type MemberListItem } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { reach, scriptedActors, unusedApi } from '../testing/harness.ts';
import {
  listReturnPath,
  updateMemberLabel,
  updateMemberMachine,
  type UpdateMemberInput,
} from './updateMemberMachine.ts';

const member: MemberListItem = {
  id: '5d3c1b7e-2f4a-4b8e-9c1d-0a2b3c4d5e6f',
  username: 'sara',
  email: 'sara@example.com',
  firstName: 'Sara',
  lastName: 'Haddad',
  gender: 'F',
  dateOfBirth: '1995-04-02',
  major: 'Civil Engineering',
  phoneNumber: '+962791234567',
  nationality: 'Jordan',
  country: 'Jordan',
  city: 'Amman',
  addressDetails: 'Rainbow St 12',
  isActiveUser: true,
  hasActiveMembership: true,
  membershipExpiry: '2027-01-01T00:00:00.000Z',
  emailIsVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function start(input: Omit<UpdateMemberInput, 'api'>) {
  const scripted = scriptedActors(['loadMember', 'saveMember']);
  const notify = vi.fn();
  const navigate = vi.fn();
  const machine = updateMemberMachine.provide({
    actors: scripted.actors as never,
    actions: {
      notify: (_, toast) => notify(toast),
      navigate: (_, params) => navigate(params.to),
    },
  });
  const actor = createActor(machine, {
    input: { api: unusedApi<UpdateMemberInput['api']>(), ...input },
  }).start();
  return { actor, scripted, notify, navigate };
}

describe('update member machine', () => {
  it('is filled from the member in navigation state', () => {
    const { actor, scripted } = start({ member });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({
      username: 'sara',
      email: 'sara@example.com',
      firstName: 'Sara',
      lastName: 'Haddad',
      phoneNumber: '+962791234567',
      gender: 'F',
      city: 'Amman',
      addressDetails: 'Rainbow St 12',
      major: 'Civil Engineering',
      otherMajor: '',
      dateOfBirth: '1995-04-02',
    });
    expect(actor.getSnapshot().context.isActive).toBe(true);
    expect(scripted.calls('loadMember')).toHaveLength(0);
  });

  it('else loads it by id', async () => {
    const { actor, scripted } = start({ memberId: member.id });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(scripted.resolve('loadMember', member)).toMatchObject({ id: member.id });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.values.username).toBe('sara');
  });

  it('else, or when the load fails: No member data found. / the server message', async () => {
    const none = start({});
    expect(none.actor.getSnapshot().value).toBe('missing');
    expect(none.actor.getSnapshot().context.error).toBe('No member data found.');

    const failed = start({ memberId: member.id });
    failed.scripted.reject('loadMember', new ApiError({ status: 0 }));
    await reach(failed.actor, 'missing');
    expect(failed.actor.getSnapshot().context.error).toBe('No member data found.');

    const gone = start({ memberId: member.id });
    gone.scripted.reject(
      'loadMember',
      new ApiError({ status: 404, body: { message: 'Member not found.' } }),
    );
    await reach(gone.actor, 'missing');
    expect(gone.actor.getSnapshot().context.error).toBe('Member not found.');
  });

  it('gender is required; changed fields are checked with the contract schema', () => {
    const { actor, scripted } = start({ member: { ...member, gender: null } });
    actor.send({ type: 'field.change', field: 'email', value: 'nope' });
    actor.send({ type: 'field.change', field: 'firstName', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      gender: 'Please choose a gender.',
      email: 'Please enter a valid email address.',
      firstName: 'First name is required.',
    });
    actor.send({ type: 'field.change', field: 'gender', value: 'F' });
    expect(actor.getSnapshot().context.fieldErrors.gender).toBeUndefined();
    expect(scripted.calls('saveMember')).toHaveLength(0);
  });

  it('saves the changes, says Member updated successfully and goes to /view-members', async () => {
    const { actor, scripted, notify, navigate } = start({ member });
    actor.send({ type: 'field.change', field: 'city', value: 'Irbid' });
    actor.send({ type: 'field.change', field: 'major', value: 'Other' });
    actor.send({ type: 'field.change', field: 'otherMajor', value: 'Marine Biology' });
    actor.send({ type: 'active.change', value: false });
    actor.send({ type: 'form.submit' });
    expect(updateMemberLabel(actor.getSnapshot().hasTag('busy'))).toBe('Saving...');
    const updated = { ...member, city: 'Irbid', major: 'Marine Biology', isActiveUser: false };
    const call = scripted.resolve('saveMember', updated);
    expect(call).toMatchObject({
      id: member.id,
      body: { gender: 'F', city: 'Irbid', major: 'Marine Biology', isActive: false },
    });
    expect(Object.keys((call as { body: object }).body).sort()).toEqual([
      'city',
      'gender',
      'isActive',
      'major',
    ]);
    await reach(actor, 'saved');
    expect(actor.getSnapshot().context.notice).toBe('Member updated successfully');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      title: 'Member updated successfully',
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/view-members');
    expect(actor.getSnapshot().output).toEqual({ memberId: member.id, patch: updated });
    expect(updateMemberLabel(false)).toBe('Save');
  });

  it('a changed email: the toast says a confirmation link went to the new address', async () => {
    const { actor, scripted, notify } = start({ member });
    actor.send({ type: 'field.change', field: 'email', value: 'sara.new@example.com' });
    actor.send({ type: 'form.submit' });
    const updated = { ...member, email: 'sara.new@example.com', emailIsVerified: false };
    expect(scripted.resolve('saveMember', updated)).toMatchObject({
      body: { email: 'sara.new@example.com' },
    });
    await reach(actor, 'saved');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      title: 'Member updated successfully',
      description: 'A link to confirm the new email address was sent to it.',
    });
  });

  it('goes back to the list it was opened from, with its search and page', async () => {
    const from = '/view-members?by=username&q=sar&page=2';
    const { actor, scripted, navigate } = start({ member, returnTo: from });
    expect(actor.getSnapshot().context.returnTo).toBe(from);
    actor.send({ type: 'field.change', field: 'city', value: 'Irbid' });
    actor.send({ type: 'form.submit' });
    scripted.resolve('saveMember', { ...member, city: 'Irbid' });
    await reach(actor, 'saved');
    expect(navigate).toHaveBeenCalledExactlyOnceWith(from);
  });

  it('returns only to a members list: any other address is the bare list', () => {
    expect(listReturnPath('/admin?by=email&q=sara')).toBe('/admin?by=email&q=sara');
    expect(listReturnPath('/view-members')).toBe('/view-members');
    for (const other of [
      undefined,
      null,
      42,
      '',
      '//evil.example/view-members',
      'https://evil.example/view-members',
      '/view-admins?q=x',
      '/view-members/../superadmin',
      '/admin#top',
    ])
      expect(listReturnPath(other)).toBe('/view-members');
  });

  it('on failure shows the server message, else ❌ Failed to update member, and keeps the values', async () => {
    const { actor, scripted, navigate, notify } = start({ member });
    actor.send({ type: 'field.change', field: 'email', value: 'taken@example.com' });
    actor.send({ type: 'form.submit' });
    scripted.reject(
      'saveMember',
      new ApiError({
        status: 409,
        body: [{ code: 'DuplicateEmail', description: 'This email address is already in use.' }],
      }),
    );
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.error).toBe('This email address is already in use.');
    expect(actor.getSnapshot().context.values.email).toBe('taken@example.com');
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      title: 'This email address is already in use.',
    });

    actor.send({ type: 'form.submit' });
    scripted.reject('saveMember', new ApiError({ status: 0 }));
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.error).toBe('❌ Failed to update member');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('calls the client updateMember (PUT /Admin/members/{id}) by default', async () => {
    const api = {
      getMemberDetails: vi.fn(() => Promise.resolve(member)),
      updateMember: vi.fn(() => Promise.resolve(member)),
    };
    const actor = createActor(updateMemberMachine, {
      input: { api, memberId: member.id },
    }).start();
    await reach(actor, 'editing');
    actor.send({ type: 'form.submit' });
    await reach(actor, 'saved');
    expect(api.getMemberDetails).toHaveBeenCalledExactlyOnceWith(member.id, {
      signal: expect.any(AbortSignal),
    });
    expect(api.updateMember).toHaveBeenCalledExactlyOnceWith(
      member.id,
      { gender: 'F' },
      { signal: expect.any(AbortSignal) },
    );
  });
});
