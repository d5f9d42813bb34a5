import { ApiError, loadFormRules, type CreatedResponse } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { addMemberForm } from '../addMember/addMemberMachine.ts';
import { createAdminForm } from '../createAdmin/createAdminMachine.ts';
import { memberContactForm } from '../memberContactForm/memberContactFormMachine.ts';
import {
  adminInfo as admin,
  memberListItem as member,
  memberSelf as self,
} from '../testing/fixtures.ts';
import { reach, runPath, scriptedActors, unusedApi } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { flowGraph } from '../testing/flows.ts';
import { updateAdminInfoForm } from '../updateAdminInfo/updateAdminInfoMachine.ts';
import { updateMemberForm } from '../updateMember/updateMemberMachine.ts';
import {
  createFormMachine,
  formSubmitLabel,
  type FormConfig,
  type FormContext,
  type FormValues,
} from './formMachine.ts';

/**
 * One suite for the form machine, run for each form's config: the same behaviour, the form's own rules and
 * words. A case says how the form starts, what makes it valid and what that sends, what the schema refuses,
 * and how the server refuses it.
 */

// The forms' phone and country rules, which the panels fetch before they start such a form.
await loadFormRules();

const created: CreatedResponse = {
  id: '00000000-0000-4000-8000-000000000042',
  message: 'Created.',
};

type AnyConfig = FormConfig<FormValues, { api: unknown }, unknown, unknown, unknown>;
type Change = readonly [field: string, value: string | boolean];

interface FormCase {
  name: string;
  config: AnyConfig;
  /** The input the form starts with (without `api`). */
  input: Record<string, unknown>;
  /** What submitting the form as it starts gives: the field errors, or null when it is sent as it is. */
  startErrors: Record<string, string> | null;
  /** Changes, in order, that make it valid … */
  fill: readonly Change[];
  /** … and the request they send (as the schema parsed it). */
  body: unknown;
  /** A change the schema refuses, and its message under that field. */
  invalid: readonly [field: string, value: string, message: string];
  /** The server's answer to a success. */
  result: unknown;
  /** The server's refusal: its items, the field each lands on (or none), and the form's message. */
  refusal: {
    items: { code: string; description: string; field?: string }[];
    message: string;
  };
  /** The form's message without a usable body. */
  fallback: string;
  success: string;
  labels: { submit: string; submitting: string };
  then: 'reset' | 'stay' | 'finish';
  /** The error toast: the message alone, or under the form's failure title. */
  failureToast: (message: string) => { kind: 'error'; title: string; description?: string };
  /** The client call the default `submit` actor makes, for this body: method and arguments. */
  call: { method: string; args: (body: unknown) => unknown[] };
  /** Where a finished form goes, if anywhere. */
  navigate?: string;
  /** What a form that loads its record says when there is nothing to load (no id). */
  missing?: string;
}

/** The server's refusal of a new account whose username and email are taken. */
const taken = [
  {
    code: 'DuplicateUserName',
    description: 'This username is already taken.',
    field: 'username',
  },
  {
    code: 'DuplicateEmail',
    description: 'This email address is already in use.',
    field: 'email',
  },
];

const reason = (message: string) => ({ kind: 'error' as const, title: message });

const cases: FormCase[] = [
  {
    name: 'Add Member',
    config: addMemberForm as unknown as AnyConfig,
    input: {},
    startErrors: {
      username: 'Username is required.',
      email: 'Email is required.',
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      phoneNumber: 'Phone number is required.',
      gender: 'Please choose a gender.',
      nationality: 'Please choose a nationality.',
      city: 'Please choose a city of Jordan.',
      addressDetails: 'Address details is required.',
      major: 'Please choose a major.',
      dateOfBirth: 'Date of birth is required.',
    },
    fill: [
      ['username', ' Sara.H '],
      ['email', 'Sara@Example.com'],
      ['firstName', 'Sara'],
      ['lastName', 'Haddad'],
      ['phoneNumber', '0791234567'],
      ['gender', 'F'],
      ['nationality', 'Jordan'],
      ['city', 'Amman'],
      ['addressDetails', 'Rainbow St 12'],
      ['major', 'Civil Engineering'],
      ['dateOfBirth', '1995-04-02'],
    ],
    body: {
      username: 'sara.h',
      email: 'sara@example.com',
      firstName: 'Sara',
      lastName: 'Haddad',
      phoneNumber: '0791234567',
      gender: 'F',
      nationality: 'Jordan',
      country: 'Jordan',
      city: 'Amman',
      addressDetails: 'Rainbow St 12',
      major: 'Civil Engineering',
      dateOfBirth: '1995-04-02',
    },
    invalid: ['nationality', 'Atlantis', 'Please choose a nationality from the list.'],
    result: created,
    refusal: {
      items: [...taken],
      message: 'This username is already taken.',
    },
    fallback: '❌ An unexpected error occurred.',
    success: 'Member added successfully!',
    labels: { submit: 'Add Member', submitting: 'Adding...' },
    then: 'reset',
    failureToast: reason,
    call: { method: 'createMember', args: (body) => [body] },
  },
  {
    name: 'Create Admin',
    config: createAdminForm as unknown as AnyConfig,
    input: {},
    startErrors: {
      username: 'Username is required.',
      email: 'Email is required.',
      gender: 'Please choose a gender.',
      nationality: 'Please choose a nationality.',
      city: 'Please choose a city of Jordan.',
      major: 'Please choose a major.',
    },
    // SPEC §5: first and last name, phone, address and date of birth are optional; empty ones are left out.
    fill: [
      ['username', ' Sara.Admin '],
      ['email', ' Sara@Example.com '],
      ['gender', 'F'],
      ['nationality', 'Jordan'],
      ['city', "Ma'an"],
      ['major', 'Civil Engineering'],
      ['firstName', '   '],
    ],
    body: {
      username: 'sara.admin',
      email: 'sara@example.com',
      gender: 'F',
      nationality: 'Jordan',
      country: 'Jordan',
      city: "Ma'an",
      major: 'Civil Engineering',
    },
    invalid: [
      'firstName',
      'R2-D2',
      'First name may contain only letters, spaces, apostrophes, dots and dashes.',
    ],
    result: created,
    refusal: {
      items: [
        ...taken,
        {
          code: 'InvalidPhoneNumber',
          description: 'Phone number is not valid.',
          field: 'phoneNumber',
        },
        { code: 'Unrelated', description: 'Not about a field.' },
      ],
      message: 'This username is already taken.',
    },
    fallback: 'Something went wrong',
    success: 'Admin created successfully',
    labels: { submit: 'Create Admin', submitting: 'Creating...' },
    then: 'reset',
    failureToast: reason,
    call: { method: 'createAdmin', args: (body) => [body] },
  },
  {
    name: 'Edit Admin Information',
    config: updateAdminInfoForm as unknown as AnyConfig,
    input: { admin },
    startErrors: null,
    fill: [['city', 'Zarqa']],
    body: {
      phoneNumber: '+962791234567',
      city: 'Zarqa',
      addressDetails: 'Jabal Amman',
      major: 'Law',
    },
    invalid: [
      'phoneNumber',
      '12',
      'Please enter a valid phone number (e.g. 0791234567 or +962791234567).',
    ],
    result: { message: 'Your information was updated.' },
    // SPEC §2: the form says '❌ Failed to update info', whatever the server said; a field it names is marked.
    refusal: {
      items: [
        {
          code: 'InvalidPhoneNumber',
          description: 'Phone number is not valid.',
          field: 'phoneNumber',
        },
      ],
      message: '❌ Failed to update info',
    },
    fallback: '❌ Failed to update info',
    success: '✅ Info updated successfully',
    labels: { submit: 'Save Changes', submitting: 'Saving...' },
    then: 'stay',
    failureToast: reason,
    call: { method: 'updateAdminInfo', args: (body) => [body] },
  },
  {
    name: 'Update Member',
    config: updateMemberForm as unknown as AnyConfig,
    input: { member, returnTo: '/view-members?by=username&q=sar&page=2' },
    // Only the gender (always) and what changed are sent.
    startErrors: null,
    fill: [
      ['city', 'Irbid'],
      ['isActive', false],
    ],
    body: { gender: 'F', city: 'Irbid', isActive: false },
    invalid: ['email', 'nope', 'Please enter a valid email address.'],
    result: { ...member, city: 'Irbid', isActiveUser: false },
    refusal: {
      items: [
        {
          code: 'DuplicateEmail',
          description: 'This email address is already in use.',
          field: 'email',
        },
      ],
      message: 'This email address is already in use.',
    },
    fallback: '❌ Failed to update member',
    success: 'Member updated successfully',
    labels: { submit: 'Save', submitting: 'Saving...' },
    then: 'finish',
    failureToast: reason,
    call: { method: 'updateMember', args: (body) => [member.id, body] },
    navigate: '/view-members?by=username&q=sar&page=2',
    missing: 'No member data found.',
  },
  {
    name: "the member's contact details",
    config: memberContactForm as unknown as AnyConfig,
    input: { member: self },
    startErrors: null,
    fill: [['city', 'Irbid']],
    body: {
      phoneNumber: '+962791234567',
      city: 'Irbid',
      addressDetails: 'Rainbow St 12',
      major: 'Civil Engineering',
    },
    invalid: [
      'phoneNumber',
      '12',
      'Please enter a valid phone number (e.g. 0791234567 or +962791234567).',
    ],
    result: { message: 'Your information was updated.' },
    refusal: {
      items: [
        { code: 'InvalidCity', description: 'Please choose a city of Jordan.', field: 'city' },
      ],
      message: 'Please choose a city of Jordan.',
    },
    fallback: '❌ Failed to update your information',
    success: '✅ Your information was updated successfully',
    labels: { submit: 'Save Changes', submitting: 'Saving...' },
    then: 'finish',
    failureToast: (message) => ({
      kind: 'error',
      title: '❌ Failed to update your information',
      description: message,
    }),
    call: { method: 'updateMemberSelf', args: (body) => [body] },
  },
];

/** The config with its schema counting its parses. */
function counted(config: AnyConfig) {
  const parse = vi.fn((data: unknown) => config.schema.safeParse(data));
  return { config: { ...config, schema: { safeParse: parse } }, parse };
}

function start(form: FormCase, config: AnyConfig = form.config) {
  const scripted = scriptedActors(['submit', 'load']);
  const notify = vi.fn();
  const navigate = vi.fn();
  const machine = createFormMachine(config).provide({
    actors: scripted.actors as never,
    actions: {
      notify: (_, toast) => notify(toast),
      navigate: (_, params) => navigate(params.to),
    },
  });
  const actor = createActor(machine, { input: { api: unusedApi(), ...form.input } }).start();
  const change = (changes: readonly Change[]) => {
    for (const [field, value] of changes) actor.send({ type: 'field.change', field, value });
  };
  const context = () => actor.getSnapshot().context;
  return { actor, scripted, notify, navigate, change, context };
}

/** Waits (bounded) until the submit has answered: back to editing, or the form has ended. */
function answered(actor: AnyActorRef) {
  return reach(actor, { editing: 'saved' }).catch(() => reach(actor, 'done'));
}

describe.each(cases)('form machine: $name', (form) => {
  it('validates once per submit, refused or sent', async () => {
    const { config, parse } = counted(form.config);
    const { actor, change, scripted, context } = start(form, config);
    change(form.fill);
    const [field, value] = form.invalid;
    const valid = context().values[field]!;
    change([[field, value]]);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
    expect(parse).toHaveBeenCalledTimes(1);
    change([[field, valid]]);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(parse).toHaveBeenCalledTimes(2);
    scripted.resolve('submit', form.result);
    await answered(actor);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('as it starts: refused with the contract’s message per field, or sent as it is', () => {
    const { actor, scripted, context } = start(form);
    actor.send({ type: 'form.submit' });
    if (form.startErrors) {
      expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
      expect(context().fieldErrors).toEqual(form.startErrors);
      expect(scripted.calls('submit')).toHaveLength(0);
    } else {
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(context().fieldErrors).toEqual({});
    }
  });

  it('a value the schema refuses: its message under its field, nothing sent; a change clears it', () => {
    const { actor, scripted, change, context } = start(form);
    change(form.fill);
    const [field, value, message] = form.invalid;
    change([[field, value]]);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
    expect(context().fieldErrors).toEqual({ [field]: message });
    expect(context().values[field]).toBe(value);
    expect(scripted.calls('submit')).toHaveLength(0);
    change([[field, `${value}x`]]);
    expect(context().fieldErrors).toEqual({});
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
  });

  it('sends the parsed request through the submit actor, busy, with the button’s words', () => {
    const { actor, scripted, change } = start(form);
    expect(formSubmitLabel(actor.getSnapshot())).toBe(form.labels.submit);
    change(form.fill);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(formSubmitLabel(actor.getSnapshot())).toBe(form.labels.submitting);
    expect(scripted.calls('submit')).toEqual([expect.objectContaining({ body: form.body })]);
    // Edits and another submit wait for the answer.
    change([[form.fill[0]![0], 'changed']]);
    actor.send({ type: 'form.submit' });
    expect(scripted.calls('submit')).toHaveLength(1);
    expect(actor.getSnapshot().context.values[form.fill[0]![0]]).toBe(form.fill[0]![1]);
  });

  it(`on success: '${form.success}', a toast, then ${form.then}`, async () => {
    const { actor, scripted, change, context, notify, navigate } = start(form);
    change(form.fill);
    const typed = context().values;
    actor.send({ type: 'form.submit' });
    scripted.resolve('submit', form.result);
    await answered(actor);
    expect(context().notice).toBe(form.success);
    expect(context().result).toEqual(form.result);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'success', title: form.success });
    if (form.then === 'reset') {
      expect(actor.getSnapshot().value).toEqual({ editing: 'saved' });
      expect(context().values).toEqual(form.config.values(null));
    }
    if (form.then === 'stay') {
      expect(actor.getSnapshot().value).toEqual({ editing: 'saved' });
      expect(context().values).toEqual(typed);
      expect(formSubmitLabel(actor.getSnapshot())).toBe(form.labels.submit);
    }
    if (form.then === 'finish') {
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({
        source: context().source,
        result: form.result,
        notice: form.success,
      });
    }
    if (form.navigate) expect(navigate).toHaveBeenCalledExactlyOnceWith(form.navigate);
    else expect(navigate).not.toHaveBeenCalled();
    if (form.then !== 'finish') {
      // The next change starts afresh.
      change([form.fill[0]!]);
      expect(context().notice).toBeNull();
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    }
  });

  it('the server’s refusal: its items on the fields they name, the form’s message, everything kept', async () => {
    const { actor, scripted, change, context, notify, navigate } = start(form);
    change(form.fill);
    const typed = context().values;
    actor.send({ type: 'form.submit' });
    const body = form.refusal.items.map(({ code, description }) => ({ code, description }));
    scripted.reject('submit', new ApiError({ status: 409, body }));
    await reach(actor, { editing: 'failed' });
    const onFields = Object.fromEntries(
      form.refusal.items.flatMap(({ field, description }) => (field ? [[field, description]] : [])),
    );
    expect(context().fieldErrors).toEqual(onFields);
    expect(context().error).toBe(form.refusal.message);
    expect(context().values).toEqual(typed);
    expect(notify).toHaveBeenCalledExactlyOnceWith(form.failureToast(form.refusal.message));
    expect(navigate).not.toHaveBeenCalled();
    // A change settles that field and the form's message; the other fields stay marked.
    const [first, ...others] = form.refusal.items.filter((item) => item.field);
    change([[first!.field!, 'other']]);
    expect(context().error).toBeNull();
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(Object.keys(context().fieldErrors)).toEqual(others.map((item) => item.field));
  });

  it(`without a usable answer: '${form.fallback}'`, async () => {
    for (const failure of [new ApiError({ status: 0 }), new Error('boom')]) {
      const { actor, scripted, change, context, notify } = start(form);
      change(form.fill);
      actor.send({ type: 'form.submit' });
      scripted.reject('submit', failure);
      await reach(actor, { editing: 'failed' });
      expect(context().error).toBe(form.fallback);
      expect(context().fieldErrors).toEqual({});
      expect(notify).toHaveBeenCalledExactlyOnceWith(form.failureToast(form.fallback));
      // Sent again as it is: the form tries again.
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(context().error).toBeNull();
    }
  });

  it('Other asks for the major as text: refused empty with the hint, sent in the major’s place', () => {
    const { actor, scripted, change, context } = start(form);
    change(form.fill);
    change([
      ['major', 'Other'],
      ['otherMajor', ''],
    ]);
    actor.send({ type: 'form.submit' });
    expect(context().fieldErrors).toEqual({ otherMajor: 'Please specify your major' });
    // Another major settles the custom one's error too.
    change([['major', 'Law']]);
    expect(context().fieldErrors).toEqual({});
    change([
      ['major', 'Other'],
      ['otherMajor', ' Marine Biology '],
    ]);
    actor.send({ type: 'form.submit' });
    expect(scripted.calls('submit')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ major: 'Marine Biology' }) }),
    ]);
  });

  it('calls the client by default, with an AbortSignal', async () => {
    const method = vi.fn(() => Promise.resolve(form.result));
    const actor = createActor(createFormMachine(form.config), {
      input: { api: { [form.call.method]: method }, ...form.input },
    }).start();
    for (const [field, value] of form.fill) actor.send({ type: 'field.change', field, value });
    actor.send({ type: 'form.submit' });
    await answered(actor);
    expect(method).toHaveBeenCalledExactlyOnceWith(...form.call.args(form.body), {
      signal: expect.any(AbortSignal),
    });
  });
});

/** The starts each form is tried from, for its graph: with the record, by loading it, or without one. */
const starts: Record<string, Record<string, unknown>[]> = {
  'Edit Admin Information': [{ admin }, {}],
  // Back to the list it was opened from, whether the member came with the address or was loaded.
  'Update Member': [
    { member, returnTo: '/view-members?by=username&q=sar&page=2' },
    { memberId: member.id, returnTo: '/view-members?by=username&q=sar&page=2' },
    {},
  ],
};

describe.each(cases)('form machine: $name, every transition', (form) => {
  const machine = createFormMachine(form.config);
  const failure = new ApiError({
    status: 409,
    body: form.refusal.items.map(({ code, description }) => ({ code, description })),
  });
  const loadFailure = new ApiError({ status: 404, body: { message: 'Not found.' } });
  const record = (form.input.admin ?? form.input.member ?? null) as unknown;
  const [invalidField, invalidValue] = form.invalid;
  const repaired =
    form.fill.find(([field]) => field === invalidField)?.[1] ??
    form.config.values(record)[invalidField];
  /** The fill, each change once and in order (the graph stays small), then the refused value, and back. */
  const events = [
    ...form.fill.map(([field, value]) => ({ type: 'field.change', field, value })),
    { type: 'field.change', field: invalidField, value: invalidValue },
    { type: 'field.change', field: invalidField, value: repaired },
    { type: 'form.submit' },
    { type: 'form.reload' },
    { type: 'xstate.done.actor.submit', output: form.result },
    { type: 'xstate.error.actor.submit', error: failure },
    { type: 'xstate.done.actor.load', output: record },
    { type: 'xstate.error.actor.load', error: loadFailure },
  ];
  const allowed = (
    values: FormValues,
    event: { type: string; field?: string; value?: unknown },
  ) => {
    if (event.type !== 'field.change') return true;
    if (values[invalidField] === invalidValue)
      return event.field === invalidField && event.value === repaired;
    const next = form.fill.find(([field, value]) => values[field] !== value);
    if (event.field === invalidField && event.value === invalidValue)
      return next === undefined && values[invalidField] !== invalidValue;
    return next !== undefined && next[0] === event.field && next[1] === event.value;
  };
  const paths = (starts[form.name] ?? [form.input]).flatMap((input) =>
    createTestModel(modelOf(machine), {
      input: { api: unusedApi(), ...input },
      events: events as never[],
      filterEvents: (state, event) =>
        allowed((state.context as { values: FormValues }).values, event as never),
    })
      .getShortestPaths()
      .map((path) => ({ path, input })),
  );
  const onFields = Object.fromEntries(
    form.refusal.items.flatMap(({ field, description }) => (field ? [[field, description]] : [])),
  );
  const run = (path: (typeof paths)[number]['path'], input: Record<string, unknown>) => {
    const scripted = scriptedActors(['submit', 'load']);
    const notify = vi.fn();
    const navigate = vi.fn();
    return runPath(path, {
      machine: machine.provide({
        actions: {
          notify: (_, toast) => notify(toast),
          navigate: (_, params) => navigate(params.to),
        },
      }),
      input: () => ({ api: unusedApi(), ...input }),
      scripted,
      contextKeys: ['values', 'fieldErrors', 'error', 'notice', 'draft', 'source'],
      // What each state shows, from the case (the spec's words), not from the machine.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot() as ReturnType<typeof actor.getSnapshot> & {
          context: FormContext<FormValues, unknown, unknown, unknown, unknown>;
        };
        const { context } = snapshot;
        const busy = ['loading', 'submitting', 'done'].some((state) => snapshot.matches(state));
        expect(snapshot.hasTag('busy')).toBe(busy);
        expect(formSubmitLabel(snapshot)).toBe(busy ? form.labels.submitting : form.labels.submit);
        const filled = form.fill.every(([field, value]) => context.values[field] === value);
        const empty = form.config.values(null);
        if (snapshot.matches({ editing: 'idle' }) || snapshot.matches('loading')) {
          expect(context.error).toBeNull();
          expect(context.notice).toBeNull();
        }
        if (snapshot.matches({ editing: 'invalid' })) {
          expect([context.error, context.notice]).toEqual([null, null]);
          // Refused just now: the refused value's words under its field, or every empty field's.
          if (event.type === 'form.submit' && context.values[invalidField] === invalidValue)
            expect(context.fieldErrors).toEqual({ [invalidField]: form.invalid[2] });
          if (
            event.type === 'form.submit' &&
            form.startErrors &&
            form.fill.every(([field]) => context.values[field] === empty[field])
          )
            expect(context.fieldErrors).toEqual(form.startErrors);
        }
        if (snapshot.matches('submitting')) {
          expect([context.error, context.notice, context.fieldErrors]).toEqual([null, null, {}]);
          if (filled) expect(scripted.calls('submit').at(-1)).toMatchObject({ body: form.body });
        }
        if (snapshot.matches({ editing: 'saved' }) || snapshot.status === 'done') {
          expect([context.notice, context.error, context.fieldErrors]).toEqual([
            form.success,
            null,
            {},
          ]);
          expect(context.result).toEqual(form.result);
          expect(notify).toHaveBeenLastCalledWith({ kind: 'success', title: form.success });
          if (form.then === 'reset') expect(context.values).toEqual(empty);
        }
        if (snapshot.matches({ editing: 'failed' })) {
          expect([context.error, context.notice]).toEqual([form.refusal.message, null]);
          expect(context.fieldErrors).toEqual(onFields);
          expect(notify).toHaveBeenLastCalledWith(form.failureToast(form.refusal.message));
        }
        if (snapshot.matches('loadFailed'))
          expect(context.error).toBe(
            'memberId' in input || !form.missing ? 'Not found.' : form.missing,
          );
        if (snapshot.status === 'done') {
          expect(snapshot.output).toEqual({
            source: context.source,
            result: form.result,
            notice: form.success,
          });
          if (form.navigate) expect(navigate).toHaveBeenCalledExactlyOnceWith(form.navigate);
        } else expect(navigate).not.toHaveBeenCalled();
      },
    });
  };

  it.each(paths.map(({ path, input }) => [path.description, path, input] as const))(
    '%s',
    async (_, path, input) => {
      await run(path, input);
    },
  );

  it('the paths take every transition the machine defines', async () => {
    const taken = new Set<string>();
    for (const { path, input } of paths)
      for (const name of (await run(path, input)).transitions) taken.add(name);
    expect([...taken].sort()).toEqual(flowGraph(machine as AnyStateMachine).transitions.sort());
  });
});

/**
 * The forms' own rules: each is the contract's schema (the server validates with the same one), seen through
 * the form: which values it refuses, with which words, and what it sends.
 */
describe('the forms’ rules', () => {
  const byName = (name: string) => cases.find((form) => form.name === name)!;

  function refused(form: FormCase, changes: readonly Change[]) {
    const { actor, change, context, scripted } = start(form);
    change(form.fill);
    change(changes);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
    expect(scripted.calls('submit')).toHaveLength(0);
    return context().fieldErrors;
  }

  function sent(form: FormCase, input: Record<string, unknown>, changes: readonly Change[]) {
    const { actor, change, scripted, context } = start({ ...form, input });
    change(changes);
    actor.send({ type: 'form.submit' });
    expect(context().fieldErrors).toEqual({});
    return (scripted.calls('submit')[0] as { body: unknown }).body;
  }

  it('Add Member: a bad email, nationality and date of birth each get their own words', () => {
    expect(
      refused(byName('Add Member'), [
        ['email', 'nope'],
        ['nationality', 'Atlantis'],
        ['dateOfBirth', '2999-01-01'],
      ]),
    ).toEqual({
      email: 'Please enter a valid email address.',
      nationality: 'Please choose a nationality from the list.',
      dateOfBirth: 'Date of birth must be between 01/01/1900 and today.',
    });
  });

  it('Create Admin: checks the optional fields too, the same way the server does', () => {
    expect(
      refused(byName('Create Admin'), [
        ['email', 'sara@'],
        ['nationality', 'Jordanian'],
        ['city', 'Paris'],
        ['phoneNumber', '12'],
        ['dateOfBirth', '2999-01-01'],
        ['firstName', 'R2-D2'],
      ]),
    ).toEqual({
      email: 'Please enter a valid email address.',
      nationality: 'Please choose a nationality from the list.',
      city: 'Please choose a city of Jordan.',
      phoneNumber: 'Please enter a valid phone number (e.g. 0791234567 or +962791234567).',
      dateOfBirth: 'Date of birth must be between 01/01/1900 and today.',
      firstName: 'First name may contain only letters, spaces, apostrophes, dots and dashes.',
    });
  });

  it('Create Admin: optional fields that are filled are sent, checked and trimmed', () => {
    const form = byName('Create Admin');
    expect(
      sent(form, {}, [
        ...form.fill,
        ['firstName', ' Sara '],
        ['phoneNumber', '0791234567'],
        ['dateOfBirth', '1990-01-31'],
      ]),
    ).toEqual({
      ...(form.body as object),
      firstName: 'Sara',
      phoneNumber: '0791234567',
      dateOfBirth: '1990-01-31',
    });
  });

  it.each(["the member's contact details", 'Edit Admin Information'])(
    '%s: every field is required, with the contract’s words',
    (name) => {
      const form = byName(name);
      expect(
        refused(form, [
          ['phoneNumber', ''],
          ['city', ''],
          ['addressDetails', '  '],
          ['major', ''],
        ]),
      ).toEqual({
        phoneNumber: 'Phone number is required.',
        city: 'Please choose a city of Jordan.',
        addressDetails: 'Address details is required.',
        major: 'Please choose a major.',
      });
    },
  );

  it.each(["the member's contact details", 'Edit Admin Information'])(
    '%s: sends the four fields trimmed',
    (name) => {
      const form = byName(name);
      expect(
        sent(form, form.input, [
          ['phoneNumber', '0791234567'],
          ['city', 'Aqaba'],
          ['addressDetails', ' Port Rd '],
          ['major', 'Law'],
        ]),
      ).toEqual({
        phoneNumber: '0791234567',
        city: 'Aqaba',
        addressDetails: 'Port Rd',
        major: 'Law',
      });
    },
  );

  it('a stored major that is not listed shows as Other with its text, and is sent back as it was', () => {
    const form = byName("the member's contact details");
    const { actor, context, scripted } = start({
      ...form,
      input: { member: { ...self, major: 'Marine Biology' } },
    });
    expect(context().values).toMatchObject({ major: 'Other', otherMajor: 'Marine Biology' });
    actor.send({ type: 'form.submit' });
    expect(scripted.calls('submit')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ major: 'Marine Biology' }) }),
    ]);
    // A listed one is the select alone; none is an empty select.
    expect(
      start({ ...form, input: { member: { ...self, major: 'Law' } } }).context().values,
    ).toMatchObject({ major: 'Law', otherMajor: '' });
    expect(
      start({ ...form, input: { member: { ...self, major: null } } }).context().values,
    ).toMatchObject({ major: '', otherMajor: '' });
  });

  it('keeps the schema’s first problem of each field of the form and drops the others', () => {
    const form = byName('Add Member');
    const issues = [
      { path: ['city'], message: 'first' },
      { path: ['city'], message: 'second' },
      { path: ['major'], message: 'Please choose a major.' },
      { path: ['unknown'], message: 'dropped' },
      { path: [], message: 'about the whole request' },
    ];
    const schema = { safeParse: () => ({ success: false as const, error: { issues } }) };
    const { actor, context } = start(form, { ...form.config, schema });
    actor.send({ type: 'form.submit' });
    expect(context().fieldErrors).toEqual({ city: 'first', major: 'Please choose a major.' });
  });
});
