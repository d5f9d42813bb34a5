import { ApiError, type MemberListItem } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { memberListItem } from '../testing/fixtures.ts';
import { reach, scriptedActors, unusedApi } from '../testing/harness.ts';
import {
  listReturnPath,
  updateMemberMachine,
  updateMemberReturnPath,
  type UpdateMemberInput,
} from './updateMemberMachine.ts';

/** The form machine's behaviour is `form/formMachine.test.ts`'s; these are Update Member's own rules. */

const member: MemberListItem = { ...memberListItem, major: 'Marine Biology' };

function start(input: Omit<UpdateMemberInput, 'api'>) {
  const scripted = scriptedActors(['load', 'submit']);
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

describe('update member form', () => {
  it('is filled from the member in navigation state (an unlisted major as Other with its text)', () => {
    const { actor, scripted } = start({ member });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.values).toEqual({
      username: 'sara',
      email: 'sara@example.com',
      firstName: 'Sara',
      lastName: 'Haddad',
      phoneNumber: '+962791234567',
      gender: 'F',
      city: 'Amman',
      addressDetails: 'Rainbow St 12',
      major: 'Other',
      otherMajor: 'Marine Biology',
      dateOfBirth: '1995-04-02',
      isActive: true,
    });
    expect(scripted.calls('load')).toHaveLength(0);
  });

  it('else loads it by id', async () => {
    const { actor, scripted } = start({ memberId: member.id });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(scripted.resolve('load', member)).toMatchObject({ input: { memberId: member.id } });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.values.username).toBe('sara');
  });

  it('else, or when the load fails: No member data found. / the server message', async () => {
    const none = start({});
    expect(none.actor.getSnapshot().value).toBe('loadFailed');
    expect(none.actor.getSnapshot().context.error).toBe('No member data found.');
    none.actor.send({ type: 'form.reload' });
    expect(none.actor.getSnapshot().value).toBe('loadFailed');

    const failed = start({ memberId: member.id });
    failed.scripted.reject('load', new ApiError({ status: 0 }));
    await reach(failed.actor, 'loadFailed');
    expect(failed.actor.getSnapshot().context.error).toBe('No member data found.');

    const gone = start({ memberId: member.id });
    gone.scripted.reject(
      'load',
      new ApiError({ status: 404, body: { message: 'Member not found.' } }),
    );
    await reach(gone.actor, 'loadFailed');
    expect(gone.actor.getSnapshot().context.error).toBe('Member not found.');
  });

  it('the gender is required (SPEC §5); changed fields are checked with the contract schema', () => {
    const { actor, scripted } = start({ member: { ...member, gender: null } });
    actor.send({ type: 'field.change', field: 'email', value: 'nope' });
    actor.send({ type: 'field.change', field: 'firstName', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      gender: 'Please choose a gender.',
      email: 'Please enter a valid email address.',
      firstName: 'First name is required.',
    });
    expect(scripted.calls('submit')).toHaveLength(0);
  });

  it('sends the gender and what changed (never the username), to the member it edits', () => {
    const { actor, scripted } = start({ member });
    actor.send({ type: 'field.change', field: 'username', value: 'someone' });
    actor.send({ type: 'field.change', field: 'major', value: 'Law' });
    actor.send({ type: 'field.change', field: 'isActive', value: false });
    actor.send({ type: 'form.submit' });
    expect(scripted.calls('submit')).toEqual([
      expect.objectContaining({
        body: { gender: 'F', major: 'Law', isActive: false },
        source: member,
      }),
    ]);
  });

  it('a changed email: the toast says a confirmation link went to the new address', async () => {
    const { actor, scripted, notify } = start({ member });
    actor.send({ type: 'field.change', field: 'email', value: 'sara.new@example.com' });
    actor.send({ type: 'form.submit' });
    const updated = { ...member, email: 'sara.new@example.com', emailIsVerified: false };
    expect(scripted.resolve('submit', updated)).toMatchObject({
      body: { email: 'sara.new@example.com' },
    });
    await reach(actor, 'done');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      title: 'Member updated successfully',
      description: 'A link to confirm the new email address was sent to it.',
    });
    expect(actor.getSnapshot().output).toMatchObject({ source: updated });
  });

  it('goes back to the list it was opened from, with its search and page; else /view-members', async () => {
    const from = '/view-members?by=username&q=sar&page=2';
    const { actor, scripted, navigate } = start({ member, returnTo: from });
    expect(updateMemberReturnPath(actor.getSnapshot())).toBe(from);
    actor.send({ type: 'form.submit' });
    scripted.resolve('submit', member);
    await reach(actor, 'done');
    expect(navigate).toHaveBeenCalledExactlyOnceWith(from);

    const bare = start({ member });
    expect(updateMemberReturnPath(bare.actor.getSnapshot())).toBe('/view-members');
    bare.actor.send({ type: 'form.submit' });
    bare.scripted.resolve('submit', member);
    await reach(bare.actor, 'done');
    expect(bare.navigate).toHaveBeenCalledExactlyOnceWith('/view-members');
  });

  it('returns only to a members list: any other address is the bare list', () => {
    expect(listReturnPath('/admin?by=email&q=sara')).toBe('/admin?by=email&q=sara');
    // View Members at its own address in the admin panel (issue 31).
    expect(listReturnPath('/admin/view-members?by=username&q=ali&page=2')).toBe(
      '/admin/view-members?by=username&q=ali&page=2',
    );
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
      '/admin/applications?q=x',
    ])
      expect(listReturnPath(other)).toBe('/view-members');
  });

  it('loads through the client getMemberDetails by default', async () => {
    const api = {
      getMemberDetails: vi.fn(() => Promise.resolve(member)),
      updateMember: vi.fn(() => Promise.resolve(member)),
    };
    const actor = createActor(updateMemberMachine, {
      input: { api, memberId: member.id },
    }).start();
    await reach(actor, 'editing');
    expect(api.getMemberDetails).toHaveBeenCalledExactlyOnceWith(member.id, {
      signal: expect.any(AbortSignal),
    });
  });
});
