import { ApiError, messages, type MembershipInfo, type MemberSelf } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { memberSelf } from '../testing/fixtures.ts';
import { transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { formSubmitLabel } from '../form/formMachine.ts';
import {
  memberContactFormMachine,
  memberProfileMachine,
  membershipCard,
  membershipCardError,
  type MemberProfileContext,
  type MemberProfileInput,
} from './memberProfileMachine.ts';

const USER_ID = '0b6a3c1e-8a7e-4d0e-9a57-2f1f6a1c0d11';

const member: MemberSelf = { ...memberSelf, id: USER_ID };

const membership: MembershipInfo = {
  memberId: USER_ID,
  username: 'sara',
  email: 'sara@example.com',
  firstName: 'Sara',
  lastName: 'Haddad',
  isActive: true,
  expiryDate: '2027-01-01T00:00:00.000Z',
};

function start(userId: string | null = USER_ID) {
  const scripted = scriptedActors(['loadMember', 'loadMembership', 'submit']);
  const notify = vi.fn();
  const { loadMember, loadMembership, submit } = scripted.actors;
  // The contact form is the page's child actor: it gets its actor and the app's toasts the same way.
  const contactForm = memberContactFormMachine.provide({
    actors: { submit: submit as never },
    actions: { notify: (_, toast) => notify(toast) },
  });
  const machine = memberProfileMachine.provide({
    actors: { loadMember, loadMembership, contactForm } as never,
  });
  const actor = createActor(machine, {
    input: { api: unusedApi<MemberProfileInput['api']>(), userId },
  }).start();
  return { actor, scripted, notify };
}

async function loaded() {
  const started = start();
  started.scripted.resolve('loadMember', member);
  started.scripted.resolve('loadMembership', membership);
  await reach(started.actor, { member: { loaded: 'viewing' }, membership: 'loaded' });
  return started;
}

describe('member profile machine: loading', () => {
  it('loads the record and the membership info in parallel, the card by the session user id', async () => {
    const { actor, scripted } = start();
    expect(actor.getSnapshot().value).toEqual({ membership: 'loading', member: 'loading' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(scripted.calls('loadMember')).toHaveLength(1);
    expect(scripted.calls('loadMembership')).toEqual([
      expect.objectContaining({ memberId: USER_ID }),
    ]);
    scripted.resolve('loadMembership', membership);
    await reach(actor, { membership: 'loaded' });
    expect(actor.getSnapshot().matches({ member: 'loading' })).toBe(true);
    scripted.resolve('loadMember', member);
    await reach(actor, { member: 'loaded' });
    expect(actor.getSnapshot().context).toMatchObject({
      member,
      membership,
      memberError: null,
      membershipError: null,
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('calls the client by default: GET /Member and membership-info?memberId=', async () => {
    const api = {
      getMemberSelf: vi.fn(() => Promise.resolve(member)),
      getMembershipInfo: vi.fn(() => Promise.resolve(membership)),
      updateMemberSelf: vi.fn(),
    };
    const actor = createActor(memberProfileMachine, { input: { api, userId: USER_ID } }).start();
    await reach(actor, { member: { loaded: 'viewing' }, membership: 'loaded' });
    expect(api.getMemberSelf).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
    expect(api.getMembershipInfo).toHaveBeenCalledExactlyOnceWith(
      { memberId: USER_ID },
      { signal: expect.any(AbortSignal) },
    );
    actor.stop();
  });

  it('without a session user: No auth token found. Please login. and no membership call', async () => {
    const { actor, scripted } = start(null);
    expect(actor.getSnapshot().matches({ membership: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.membershipError).toBe('No auth token found. Please login.');
    expect(scripted.calls('loadMembership')).toHaveLength(0);
    scripted.resolve('loadMember', member);
    await reach(actor, { member: 'loaded' });
  });

  it.each([
    [401, { message: 'x' }, 'Unauthorized (401): token missing/invalid. Please login again.'],
    [
      403,
      { message: 'x' },
      "Forbidden (403): your account doesn't have permission to view membership info.",
    ],
    [404, { message: 'x' }, 'Not found (404): membership info not available for this user.'],
    [500, { message: 'x' }, 'Server error (500). Check backend logs.'],
    [502, { message: 'Bad gateway' }, 'Error 502: {"message":"Bad gateway"}'],
    [503, 'Service Unavailable', 'Error 503: Service Unavailable'],
  ])('membership card status %i says %j', async (status, body, text) => {
    const { actor, scripted } = start();
    scripted.reject('loadMembership', new ApiError({ status, body }));
    await reach(actor, { membership: 'failed' });
    expect(actor.getSnapshot().context.membershipError).toBe(text);
  });

  it('membership card without a response: Network error: ...', async () => {
    const { actor, scripted } = start();
    scripted.reject('loadMembership', new ApiError({ status: 0, message: 'Failed to fetch' }));
    await reach(actor, { membership: 'failed' });
    expect(actor.getSnapshot().context.membershipError).toBe('Network error: Failed to fetch');
    expect(membershipCardError(new TypeError('Load failed'))).toBe('Network error: Load failed');
  });

  it('member page: Failed to load member data, No member data found, and reload', async () => {
    const { actor, scripted } = start();
    scripted.reject('loadMember', new ApiError({ status: 500, body: { message: 'boom' } }));
    await reach(actor, { member: 'failed' });
    expect(actor.getSnapshot().context.memberError).toBe('Failed to load member data');

    actor.send({ type: 'profile.reload' });
    expect(actor.getSnapshot().matches({ member: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.memberError).toBeNull();
    scripted.reject('loadMember', new ApiError({ status: 404, body: { message: 'Not found' } }));
    await reach(actor, { member: 'empty' });
    expect(actor.getSnapshot().context.memberError).toBe('No member data found');

    actor.send({ type: 'profile.reload' });
    scripted.resolve('loadMember', null);
    await reach(actor, { member: 'empty' });
    expect(actor.getSnapshot().context.memberError).toBe('No member data found');
    expect(scripted.calls('loadMember')).toHaveLength(3);
  });

  it('reloads a failed membership card', async () => {
    const { actor, scripted } = start();
    scripted.reject('loadMembership', new ApiError({ status: 500 }));
    await reach(actor, { membership: 'failed' });
    actor.send({ type: 'profile.reload' });
    expect(actor.getSnapshot().context.membershipError).toBeNull();
    scripted.resolve('loadMembership', membership);
    await reach(actor, { membership: 'loaded' });
  });

  it('the card shows the expiry only while active', () => {
    expect(membershipCard(membership)).toEqual({
      username: 'sara',
      fullName: 'Sara Haddad',
      active: true,
      expiryDate: '2027-01-01T00:00:00.000Z',
    });
    expect(membershipCard({ ...membership, isActive: false, lastName: null })).toMatchObject({
      fullName: 'Sara',
      active: false,
      expiryDate: null,
    });
  });
});

describe('member profile machine: editing own contact details (the contact form, a child)', () => {
  /** The open contact form. */
  function form(actor: ReturnType<typeof start>['actor']) {
    const child = actor.getSnapshot().children.contactForm;
    if (!child) throw new Error('The contact form is not open');
    return child;
  }

  it('edit.start opens the form prefilled with phone, city, address and major; cancel closes it', async () => {
    const { actor, scripted } = await loaded();
    actor.send({ type: 'edit.start' });
    expect(actor.getSnapshot().matches({ member: { loaded: 'editing' } })).toBe(true);
    expect(form(actor).getSnapshot().context.values).toEqual({
      phoneNumber: '+962791234567',
      city: 'Amman',
      addressDetails: 'Rainbow St 12',
      major: 'Civil Engineering',
      otherMajor: '',
    });
    form(actor).send({ type: 'field.change', field: 'city', value: 'Irbid' });
    actor.send({ type: 'edit.cancel' });
    expect(actor.getSnapshot().matches({ member: { loaded: 'viewing' } })).toBe(true);
    expect(actor.getSnapshot().children.contactForm).toBeUndefined();
    expect(actor.getSnapshot().context.member?.city).toBe('Amman');
    expect(scripted.calls('submit')).toHaveLength(0);
  });

  it('an unlisted major is prefilled as Other with its text', async () => {
    const started = start();
    started.scripted.resolve('loadMember', { ...member, major: 'Marine Biology' });
    await reach(started.actor, { member: 'loaded' });
    started.actor.send({ type: 'edit.start' });
    expect(form(started.actor).getSnapshot().context.values).toMatchObject({
      major: 'Other',
      otherMajor: 'Marine Biology',
    });
  });

  it('saved: the record as the server now stores it (the phone in E.164), the success message, the form closed', async () => {
    const { actor, scripted, notify } = await loaded();
    actor.send({ type: 'edit.start' });
    form(actor).send({ type: 'field.change', field: 'phoneNumber', value: '0781234567' });
    form(actor).send({ type: 'field.change', field: 'city', value: 'Irbid' });
    form(actor).send({ type: 'form.submit' });
    expect(formSubmitLabel(form(actor).getSnapshot())).toBe('Saving...');
    const call = scripted.resolve('submit', { message: 'Updated.' });
    expect(call).toMatchObject({ body: { phoneNumber: '0781234567', city: 'Irbid' } });
    await reach(actor, { member: { loaded: 'viewing' } });
    expect(actor.getSnapshot().context.member).toMatchObject({
      phoneNumber: '+962781234567',
      city: 'Irbid',
    });
    expect(actor.getSnapshot().context.editNotice).toBe(
      '✅ Your information was updated successfully',
    );
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      title: '✅ Your information was updated successfully',
    });
    // Editing again starts without the old message.
    actor.send({ type: 'edit.start' });
    expect(actor.getSnapshot().context.editNotice).toBeNull();
  });

  it('refused: the form stays open with everything typed; the record is unchanged', async () => {
    const { actor, scripted } = await loaded();
    actor.send({ type: 'edit.start' });
    form(actor).send({ type: 'field.change', field: 'city', value: 'Irbid' });
    form(actor).send({ type: 'form.submit' });
    scripted.reject('submit', new ApiError({ status: 0 }));
    await reach(form(actor), { editing: 'failed' });
    expect(form(actor).getSnapshot().context.error).toBe(messages.memberProfileEdit.failed);
    expect(form(actor).getSnapshot().context.values.city).toBe('Irbid');
    expect(actor.getSnapshot().matches({ member: { loaded: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.member?.city).toBe('Amman');
  });

  it('saves through the client PUT /Member call by default', async () => {
    const api = {
      getMemberSelf: vi.fn(() => Promise.resolve(member)),
      getMembershipInfo: vi.fn(() => Promise.resolve(membership)),
      updateMemberSelf: vi.fn(() => Promise.resolve({ message: 'ok' })),
    };
    const actor = createActor(
      memberProfileMachine.provide({
        actors: { loadMembership: fromPromise(() => Promise.resolve(membership)) },
      }),
      { input: { api, userId: USER_ID } },
    ).start();
    await reach(actor, { member: { loaded: 'viewing' } });
    actor.send({ type: 'edit.start' });
    actor.getSnapshot().children.contactForm?.send({ type: 'form.submit' });
    await reach(actor, { member: { loaded: 'viewing' } });
    expect(api.updateMemberSelf).toHaveBeenCalledExactlyOnceWith(
      {
        phoneNumber: '+962791234567',
        city: 'Amman',
        addressDetails: 'Rainbow St 12',
        major: 'Civil Engineering',
      },
      { signal: expect.any(AbortSignal) },
    );
    actor.stop();
  });
});

describe('member profile machine: a path through every transition', () => {
  const saved: MemberSelf = { ...member, city: 'Irbid' };
  const forbidden = new ApiError({ status: 403, body: { message: 'Forbidden.' } });
  const events = [
    { type: 'xstate.done.actor.loadMembership', output: membership },
    { type: 'xstate.error.actor.loadMembership', error: forbidden },
    { type: 'xstate.done.actor.loadMember', output: member },
    { type: 'xstate.done.actor.loadMember', output: null },
    {
      type: 'xstate.error.actor.loadMember',
      error: new ApiError({ status: 404, body: { message: 'Member not found.' } }),
    },
    { type: 'xstate.error.actor.loadMember', error: new ApiError({ status: 500 }) },
    { type: 'profile.reload' },
    { type: 'edit.start' },
    { type: 'edit.cancel' },
    // The contact form saved: its output is the record as the server now holds it, and its notice.
    {
      type: 'xstate.done.actor.contactForm',
      output: { source: saved, notice: messages.memberProfileEdit.success },
    },
  ] as never[];
  // The card's line in each of its states, the record's in each of its.
  const cardLine = (userId: string | null) => ({
    loading: null,
    loaded: null,
    failed: userId ? membershipCardError(forbidden) : messages.membershipCard.noToken,
  });
  const recordLine = {
    loading: null,
    loaded: null,
    empty: messages.memberPage.noData,
    failed: messages.memberPage.loadFailed,
  };

  for (const userId of [USER_ID, null]) {
    const input: MemberProfileInput = { api: unusedApi<MemberProfileInput['api']>(), userId };
    const paths = transitionPaths(
      createTestModel(modelOf(memberProfileMachine), { input, events }),
      { events },
    );

    it(`user ${userId}: covers every state${userId ? '' : ' but the card loaded'}`, () => {
      const card = userId ? ['loading', 'loaded', 'failed'] : ['failed'];
      const record = ['loading', 'empty', 'failed', { loaded: 'viewing' }, { loaded: 'editing' }];
      const visited = [...visitedStates(paths)].map((value) => JSON.parse(value));
      expect(new Set(visited.map((value) => value.membership))).toEqual(new Set(card));
      expect(new Set(visited.map((value) => JSON.stringify(value.member)))).toEqual(
        new Set(record.map((value) => JSON.stringify(value))),
      );
    });

    it.each(paths.map((path) => [path.description, path] as const))(
      `user ${userId}: %s`,
      async (_, path) => {
        const scripted = scriptedActors<string>(['loadMember', 'loadMembership', 'contactForm']);
        await runPath(path, {
          machine: memberProfileMachine,
          input,
          scripted,
          contextKeys: ['member', 'memberError', 'membership', 'membershipError', 'editNotice'],
          check: (actor) => {
            const snapshot = actor.getSnapshot();
            const context = snapshot.context as MemberProfileContext;
            const value = snapshot.value as {
              membership: 'loading' | 'loaded' | 'failed';
              member: 'loading' | 'empty' | 'failed' | { loaded: 'viewing' | 'editing' };
            };
            const record = typeof value.member === 'string' ? value.member : 'loaded';
            expect(context.membershipError).toBe(cardLine(userId)[value.membership]);
            expect(context.memberError).toBe(recordLine[record]);
            expect(snapshot.hasTag('busy')).toBe(
              value.membership === 'loading' || value.member === 'loading',
            );
            // The card asks for the session user's membership; it shows the expiry of an active one.
            if (value.membership === 'loading')
              expect(scripted.calls('loadMembership').at(-1)).toMatchObject({ memberId: USER_ID });
            if (value.membership === 'loaded')
              expect(membershipCard(context.membership as MembershipInfo).expiryDate).toBe(
                membership.expiryDate,
              );
            if (record === 'loaded') expect([member, saved]).toContainEqual(context.member);
            // The form is open while editing, on the record as shown; saved, the record shows the change.
            const editing = snapshot.matches({ member: { loaded: 'editing' } });
            expect(snapshot.children.contactForm !== undefined).toBe(editing);
            if (editing)
              expect(scripted.calls('contactForm').at(-1)).toMatchObject({
                member: context.member,
              });
            expect(context.editNotice === null || context.member === saved).toBe(true);
          },
        });
      },
    );
  }
});
