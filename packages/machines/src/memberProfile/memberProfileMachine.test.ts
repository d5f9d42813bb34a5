import { ApiError, loadFormRules, messages, type MemberSelf } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { memberSelf } from '../testing/fixtures.ts';
import { transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { formSubmitLabel } from '../form/formMachine.ts';
import { memberContactFormMachine } from '../memberContactForm/memberContactFormMachine.ts';
import {
  contactFormOf,
  memberProfileMachine,
  type MemberProfileContext,
  type MemberProfileInput,
} from './memberProfileMachine.ts';

const USER_ID = '0b6a3c1e-8a7e-4d0e-9a57-2f1f6a1c0d11';

const member: MemberSelf = { ...memberSelf, id: USER_ID };

function start() {
  const scripted = scriptedActors(['loadMember', 'submit']);
  const notify = vi.fn();
  const { loadMember, submit } = scripted.actors;
  // The contact form is the page's child actor: it gets its actor and the app's toasts the same way.
  const contactForm = memberContactFormMachine.provide({
    actors: { submit: submit as never },
    actions: { notify: (_, toast) => notify(toast) },
  });
  // Its code comes when it first opens, with its rules (the real ones): here, this one.
  const loadContactForm = fromPromise(async () => {
    await loadFormRules();
    return contactForm;
  });
  const machine = memberProfileMachine.provide({
    actors: { loadMember, loadContactForm } as never,
  });
  const actor = createActor(machine, {
    input: { api: unusedApi<MemberProfileInput['api']>() },
  }).start();
  return { actor, scripted, notify };
}

async function loaded() {
  const started = start();
  started.scripted.resolve('loadMember', member);
  await reach(started.actor, { member: { loaded: 'viewing' } });
  return started;
}

describe('member profile machine: loading', () => {
  it('loads the record', async () => {
    const { actor, scripted } = start();
    expect(actor.getSnapshot().value).toEqual({ member: 'loading' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(scripted.calls('loadMember')).toHaveLength(1);
    scripted.resolve('loadMember', member);
    await reach(actor, { member: 'loaded' });
    expect(actor.getSnapshot().context).toMatchObject({ member, memberError: null });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('calls the client by default: GET /Member', async () => {
    const api = {
      getMemberSelf: vi.fn(() => Promise.resolve(member)),
      updateMemberSelf: vi.fn(),
    };
    const actor = createActor(memberProfileMachine, { input: { api } }).start();
    await reach(actor, { member: { loaded: 'viewing' } });
    expect(api.getMemberSelf).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
    actor.stop();
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
});

/** Edit pressed: the form's code and rules come, then the form opens. */
async function edit(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'edit.start' });
  expect(actor.getSnapshot().matches({ member: { loaded: 'opening' } })).toBe(true);
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  await reach(actor, { member: { loaded: 'editing' } });
}

describe('member profile machine: editing own contact details (the contact form, a child)', () => {
  /** The open contact form. */
  function form(actor: ReturnType<typeof start>['actor']) {
    const child = contactFormOf(actor.getSnapshot());
    if (!child) throw new Error('The contact form is not open');
    return child;
  }

  it('edit.start opens the form prefilled with phone, city, address and major; cancel closes it', async () => {
    const { actor, scripted } = await loaded();
    await edit(actor);
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
    await edit(started.actor);
    expect(form(started.actor).getSnapshot().context.values).toMatchObject({
      major: 'Other',
      otherMajor: 'Marine Biology',
    });
  });

  it('saved: the record as the server now stores it (the phone in E.164), the success message, the form closed', async () => {
    const { actor, scripted, notify } = await loaded();
    await edit(actor);
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
    await edit(actor);
    form(actor).send({ type: 'field.change', field: 'city', value: 'Irbid' });
    form(actor).send({ type: 'form.submit' });
    scripted.reject('submit', new ApiError({ status: 0 }));
    await reach(form(actor), { editing: 'failed' });
    expect(form(actor).getSnapshot().context.error).toBe(messages.memberProfileEdit.failed);
    expect(form(actor).getSnapshot().context.values.city).toBe('Irbid');
    expect(actor.getSnapshot().matches({ member: { loaded: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.member?.city).toBe('Amman');
  });

  it("the form's code or rules not fetched (offline): the record stays, with why the form did not open; Edit again retries", async () => {
    const code = scriptedActors(['loadContactForm']);
    const scripted = scriptedActors(['loadMember']);
    const machine = memberProfileMachine.provide({
      actors: { ...scripted.actors, ...code.actors } as never,
    });
    const actor = createActor(machine, {
      input: { api: unusedApi<MemberProfileInput['api']>() },
    }).start();
    scripted.resolve('loadMember', member);
    await reach(actor, { member: { loaded: 'viewing' } });
    // The app's loader answers no machine when the code or the rules did not come (`childLoader`).
    actor.send({ type: 'edit.start' });
    code.resolve('loadContactForm', undefined);
    await reach(actor, { member: { loaded: 'viewing' } });
    expect(actor.getSnapshot().context.editError).toBe(messages.forms.openFailed);
    expect(contactFormOf(actor.getSnapshot())).toBeUndefined();
    // A loader that fails says the same.
    actor.send({ type: 'edit.start' });
    expect(actor.getSnapshot().context.editError).toBeNull();
    code.reject('loadContactForm', new TypeError('Failed to fetch dynamically imported module'));
    await reach(actor, { member: { loaded: 'viewing' } });
    expect(actor.getSnapshot().context.editError).toBe(messages.forms.openFailed);
    actor.send({ type: 'edit.start' });
    await loadFormRules();
    code.resolve('loadContactForm', memberContactFormMachine);
    await reach(actor, { member: { loaded: 'editing' } });
    expect(contactFormOf(actor.getSnapshot())?.getSnapshot().context.values.city).toBe('Amman');
    actor.stop();
  });

  it('loads the form with its rules by default (its own chunk), and closes it on cancel', async () => {
    const api = {
      getMemberSelf: vi.fn(() => Promise.resolve(member)),
      updateMemberSelf: vi.fn(),
    };
    const actor = createActor(memberProfileMachine, { input: { api } }).start();
    await reach(actor, { member: { loaded: 'viewing' } });
    actor.send({ type: 'edit.start' });
    await reach(actor, { member: { loaded: 'editing' } });
    const child = contactFormOf(actor.getSnapshot());
    expect(child?.id).toBe('contactForm');
    actor.send({ type: 'edit.cancel' });
    expect(contactFormOf(actor.getSnapshot())).toBeUndefined();
    expect(child?.getSnapshot().status).toBe('stopped');
    actor.stop();
  });

  it('saves through the client PUT /Member call by default', async () => {
    const api = {
      getMemberSelf: vi.fn(() => Promise.resolve(member)),
      updateMemberSelf: vi.fn(() => Promise.resolve({ message: 'ok' })),
    };
    const actor = createActor(memberProfileMachine, { input: { api } }).start();
    await reach(actor, { member: { loaded: 'viewing' } });
    actor.send({ type: 'edit.start' });
    await reach(actor, { member: { loaded: 'editing' } });
    contactFormOf(actor.getSnapshot())?.send({ type: 'form.submit' });
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

/** The form's code as it comes (a copy of its machine), named so in the paths' descriptions. */
const FORM_CODE = Object.assign(memberContactFormMachine.provide({}), {
  toJSON: () => "the contact form's machine",
});

/**
 * The path's scripted actors, where the form's code that comes (`FORM_CODE`, the model's) is the path's scripted
 * form, `contactForm`, whose input the checks read and whose end the path's `xstate.done.actor.contactForm` is.
 */
function withForm(scripted: ReturnType<typeof scriptedActors<string>>) {
  return {
    ...scripted,
    resolve: (name: string, output: unknown) =>
      scripted.resolve(name, output === FORM_CODE ? scripted.actors.contactForm : output),
  };
}

describe('member profile machine: a path through every transition', () => {
  const saved: MemberSelf = { ...member, city: 'Irbid' };
  const events = [
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
    // The form's code and rules came (its machine: the path's scripted form, `withForm`), or not (offline:
    // the app's loader answers none; a loader that fails).
    { type: 'xstate.done.actor.loadContactForm', output: FORM_CODE },
    { type: 'xstate.done.actor.loadContactForm', output: undefined },
    { type: 'xstate.error.actor.loadContactForm', error: new TypeError('Failed to fetch') },
    // The contact form saved: its output is the record as the server now holds it, and its notice.
    {
      type: 'xstate.done.actor.contactForm',
      output: { source: saved, notice: messages.memberProfileEdit.success },
    },
  ] as never[];
  // The record's line in each of its states.
  const recordLine = {
    loading: null,
    loaded: null,
    empty: messages.memberPage.noData,
    failed: messages.memberPage.loadFailed,
  };

  {
    const input: MemberProfileInput = { api: unusedApi<MemberProfileInput['api']>() };
    const paths = transitionPaths(
      createTestModel(modelOf(memberProfileMachine), { input, events }),
      { events },
    );

    it('covers every state', () => {
      const record = [
        'loading',
        'empty',
        'failed',
        { loaded: 'viewing' },
        { loaded: 'opening' },
        { loaded: 'editing' },
      ];
      const visited = [...visitedStates(paths)].map((value) => JSON.parse(value));
      expect(new Set(visited.map((value) => JSON.stringify(value.member)))).toEqual(
        new Set(record.map((value) => JSON.stringify(value))),
      );
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const scripted = scriptedActors<string>(['loadMember', 'loadContactForm', 'contactForm']);
      await runPath(path, {
        machine: memberProfileMachine,
        input,
        scripted: withForm(scripted),
        contextKeys: ['member', 'memberError', 'editNotice', 'editError'],
        check: (actor, _, event) => {
          const snapshot = actor.getSnapshot();
          const context = snapshot.context as MemberProfileContext;
          const value = snapshot.value as {
            member: 'loading' | 'empty' | 'failed' | { loaded: 'viewing' | 'opening' | 'editing' };
          };
          const record = typeof value.member === 'string' ? value.member : 'loaded';
          expect(context.memberError).toBe(recordLine[record]);
          expect(snapshot.hasTag('busy')).toBe(
            value.member === 'loading' || snapshot.matches({ member: { loaded: 'opening' } }),
          );
          // The record loaded, until the form's save replaces it with the record as saved.
          if (event.type === 'xstate.done.actor.loadMember' && record === 'loaded')
            expect([context.member, context.editNotice]).toEqual([member, null]);
          if (event.type === 'xstate.done.actor.contactForm') {
            expect(value.member).toEqual({ loaded: 'viewing' });
            expect([context.member, context.editNotice]).toEqual([
              saved,
              messages.memberProfileEdit.success,
            ]);
          }
          if (event.type === 'edit.start')
            expect([context.editNotice, context.editError]).toEqual([null, null]);
          // The form's code or rules not fetched: the record stays, with why the form did not open.
          const notOpened =
            event.type === 'xstate.error.actor.loadContactForm' ||
            (event.type === 'xstate.done.actor.loadContactForm' &&
              (event as { output?: unknown }).output === undefined);
          expect(context.editError).toBe(notOpened ? messages.forms.openFailed : null);
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
    });
  }
});
