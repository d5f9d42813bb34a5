import { ApiError, messages, type CreatedResponse } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import {
  checkCreateAdmin,
  CREATE_ADMIN_OPTIONS,
  CREATE_ADMIN_REQUIRED_FIELDS,
  createAdminMachine,
  emptyCreateAdminValues,
  isCustomMajor,
  searchOptions,
  type CreateAdminField,
  type CreateAdminInput,
  type CreateAdminValues,
} from './createAdminMachine.ts';

const api = unusedApi<CreateAdminInput['api']>();
const created: CreatedResponse = {
  id: '00000000-0000-4000-8000-000000000042',
  message: 'Admin created.',
};

/** The required fields, valid. */
const required: Partial<CreateAdminValues> = {
  username: ' Sara.Admin ',
  email: ' Sara@Example.com ',
  gender: 'F',
  nationality: 'Jordan',
  city: "Ma'an",
  major: 'Civil Engineering',
};

function start(create: (input: { body: unknown }) => Promise<CreatedResponse>) {
  const notify = vi.fn();
  const call = vi.fn(create);
  const machine = createAdminMachine.provide({
    actors: { createAdmin: fromPromise(({ input }) => call(input as { body: unknown })) },
    actions: { notify: (_, toast) => notify(toast) },
  });
  const actor = createActor(machine, { input: { api } }).start();
  const fill = (values: Partial<CreateAdminValues>) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'field.change', field: field as CreateAdminField, value });
  };
  const context = () => actor.getSnapshot().context;
  return { actor, notify, call, fill, context };
}

describe('create admin machine', () => {
  it('requires username, email, gender, nationality, city and major, with the contract messages', () => {
    const { actor, call, context } = start(() => Promise.resolve(created));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().errors).toEqual({
      username: 'Username is required.',
      email: 'Email is required.',
      gender: 'Please choose a gender.',
      nationality: 'Please choose a nationality.',
      city: 'Please choose a city of Jordan.',
      major: 'Please choose a major.',
    });
    expect(call).not.toHaveBeenCalled();
  });

  it('checks the values the same way the server does (contract schemas)', () => {
    const { actor, fill, context, call } = start(() => Promise.resolve(created));
    fill({
      ...required,
      email: 'sara@',
      nationality: 'Jordanian',
      city: 'Paris',
      phoneNumber: '12',
      dateOfBirth: '2999-01-01',
      firstName: 'R2-D2',
    });
    actor.send({ type: 'form.submit' });
    expect(context().errors).toEqual({
      email: 'Please enter a valid email address.',
      nationality: 'Please choose a nationality from the list.',
      city: 'Please choose a city of Jordan.',
      phoneNumber: 'Please enter a valid phone number (e.g. 0791234567 or +962791234567).',
      dateOfBirth: 'Date of birth must be between 01/01/1900 and today.',
      firstName: 'First name may contain only letters, spaces, apostrophes, dots and dashes.',
    });
    expect(call).not.toHaveBeenCalled();
  });

  it('clears a field’s error when it changes; a new major also clears the custom major’s', () => {
    const { actor, fill, context } = start(() => Promise.resolve(created));
    fill({ ...required, major: 'Other' });
    actor.send({ type: 'form.submit' });
    expect(context().errors).toEqual({ otherMajor: 'Please specify your major' });
    fill({ major: 'Law' });
    expect(context().errors).toEqual({});
    fill({ email: 'bad' });
    actor.send({ type: 'form.submit' });
    expect(context().errors).toEqual({ email: 'Please enter a valid email address.' });
    fill({ email: 'sara@example.com' });
    expect(context().errors).toEqual({});
  });

  it('sends country Jordan, the parsed values, and leaves out empty optional fields', async () => {
    const { actor, fill, call } = start(() => Promise.resolve(created));
    fill({ ...required, firstName: '   ', lastName: '', phoneNumber: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await reach(actor, 'editing');
    expect(call.mock.calls[0]![0].body).toEqual({
      username: 'sara.admin',
      email: 'sara@example.com',
      gender: 'F',
      nationality: 'Jordan',
      country: 'Jordan',
      city: "Ma'an",
      major: 'Civil Engineering',
    });
  });

  it('choosing Other turns the major into free text that replaces it in the request', async () => {
    const { actor, fill, call, context } = start(() => Promise.resolve(created));
    fill({ ...required, major: 'Other', otherMajor: ' Robotics ' });
    expect(isCustomMajor(context().values)).toBe(true);
    expect(messages.createAdmin.customMajorHint).toBe('Please specify your major');
    fill({
      firstName: 'Sara',
      lastName: "O'Neil",
      phoneNumber: '0791234567',
      addressDetails: 'University Street 5',
      dateOfBirth: '1990-05-01',
    });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'editing');
    expect(call.mock.calls[0]![0].body).toEqual({
      username: 'sara.admin',
      email: 'sara@example.com',
      firstName: 'Sara',
      lastName: "O'Neil",
      phoneNumber: '0791234567',
      gender: 'F',
      nationality: 'Jordan',
      country: 'Jordan',
      city: "Ma'an",
      addressDetails: 'University Street 5',
      major: 'Robotics',
      dateOfBirth: '1990-05-01',
    });
  });

  it('on success: toast and notice Admin created successfully, and the form is empty again', async () => {
    const { actor, fill, notify, context } = start(() => Promise.resolve(created));
    fill({ ...required, major: 'Other', otherMajor: 'Robotics' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'editing');
    expect(context().notice).toBe('Admin created successfully');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      title: 'Admin created successfully',
    });
    expect(context().values).toEqual(emptyCreateAdminValues());
    expect(context().created).toEqual(created);
    expect(context().error).toBeNull();
    fill({ username: 'next' });
    expect(context().notice).toBeNull();
  });

  it('on failure shows the first error item’s description, else Something went wrong, and keeps every value', async () => {
    const rejections = [
      [
        new ApiError({
          status: 409,
          body: [
            { code: 'DuplicateUserName', description: 'This username is already taken.' },
            { code: 'DuplicateEmail', description: 'This email address is already in use.' },
          ],
        }),
        'This username is already taken.',
      ],
      [new ApiError({ status: 0 }), 'Something went wrong'],
      [new Error('boom'), 'Something went wrong'],
    ] as const;
    for (const [rejection, message] of rejections) {
      const { actor, fill, notify, context } = start(() => Promise.reject(rejection));
      fill({ ...required, phoneNumber: '0791234567' });
      const typed = context().values;
      actor.send({ type: 'form.submit' });
      await reach(actor, 'editing');
      expect(context().error).toBe(message);
      expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', title: message });
      expect(context().values).toEqual(typed);
      expect(context().notice).toBeNull();
      fill({ username: 'other' });
      expect(context().error).toBeNull();
    }
  });

  it('puts the server’s field problems under their fields (duplicate username and email, Invalid<Field>)', async () => {
    const { actor, fill, context } = start(() =>
      Promise.reject(
        new ApiError({
          status: 409,
          body: [
            { code: 'DuplicateUserName', description: 'This username is already taken.' },
            { code: 'DuplicateEmail', description: 'This email address is already in use.' },
            { code: 'InvalidPhoneNumber', description: 'Phone number is not valid.' },
            { code: 'Unrelated', description: 'Not about a field.' },
          ],
        }),
      ),
    );
    fill(required);
    actor.send({ type: 'form.submit' });
    await reach(actor, 'editing');
    expect(context().errors).toEqual({
      username: 'This username is already taken.',
      email: 'This email address is already in use.',
      phoneNumber: 'Phone number is not valid.',
    });
    fill({ username: 'sara2' });
    expect(context().errors).toEqual({
      email: 'This email address is already in use.',
      phoneNumber: 'Phone number is not valid.',
    });
  });

  it('ignores edits and a second submit while submitting', () => {
    const { actor, fill, call, context } = start(() => new Promise<never>(() => {}));
    fill(required);
    actor.send({ type: 'form.submit' });
    fill({ username: 'changed' });
    actor.send({ type: 'form.submit' });
    expect(call).toHaveBeenCalledTimes(1);
    expect(context().values.username).toBe(' Sara.Admin ');
  });

  it('calls api.createAdmin by default with the body and an AbortSignal', async () => {
    const createAdmin = vi.fn(() => Promise.resolve(created));
    const actor = createActor(createAdminMachine, { input: { api: { createAdmin } } }).start();
    for (const [field, value] of Object.entries(required))
      actor.send({ type: 'field.change', field: field as CreateAdminField, value });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'editing');
    await vi.waitFor(() => expect(actor.getSnapshot().context.created).toEqual(created));
    expect(createAdmin).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ username: 'sara.admin', country: 'Jordan' }),
      { signal: expect.any(AbortSignal) },
    );
  });

  it('offers M/F, the contract’s nationalities, Jordan’s cities and the majors ending in Other', () => {
    expect(CREATE_ADMIN_OPTIONS.genders).toEqual(['M', 'F']);
    expect(CREATE_ADMIN_OPTIONS.cities).toEqual([
      'Amman',
      'Irbid',
      'Zarqa',
      'Mafraq',
      'Jerash',
      'Ajloun',
      'Balqa',
      'Madaba',
      'Karak',
      'Tafilah',
      "Ma'an",
      'Aqaba',
    ]);
    expect(CREATE_ADMIN_OPTIONS.nationalities).toContain('Jordan');
    expect(CREATE_ADMIN_OPTIONS.majors.at(-1)).toBe('Other');
    expect(searchOptions(CREATE_ADMIN_OPTIONS.nationalities, ' JORD ')).toEqual(['Jordan']);
    expect(searchOptions(CREATE_ADMIN_OPTIONS.majors, 'zzz')).toEqual([]);
    expect(searchOptions(CREATE_ADMIN_OPTIONS.cities, '')).toHaveLength(12);
    expect(messages.createAdmin.noNationalities).toBe('No nationalities found');
    expect(messages.createAdmin.noMajors).toBe('No majors found');
  });

  it('marks the six required fields of SPEC §5 as required', () => {
    expect([...CREATE_ADMIN_REQUIRED_FIELDS].sort()).toEqual(
      ['city', 'email', 'gender', 'major', 'nationality', 'username'].sort(),
    );
  });

  it('checkCreateAdmin accepts the required fields alone', () => {
    expect(checkCreateAdmin({ ...emptyCreateAdminValues(), ...required }).ok).toBe(true);
  });
});

describe('create admin machine: every shortest path', () => {
  const input: CreateAdminInput = { api };
  const failure = new ApiError({
    status: 409,
    body: [{ code: 'DuplicateUserName', description: 'This username is already taken.' }],
  });
  /** The fields in the order the paths fill them (each once), with valid values; major 'Other' first. */
  const order: [CreateAdminField, string][] = [
    ['username', 'sara.admin'],
    ['email', 'sara@example.com'],
    ['gender', 'F'],
    ['nationality', 'Jordan'],
    ['city', 'Irbid'],
    ['major', 'Other'],
    ['otherMajor', 'Robotics'],
  ];
  const model = createTestModel(modelOf(createAdminMachine), {
    input,
    events: [
      ...order.map(([field, value]) => ({ type: 'field.change', field, value })),
      { type: 'form.submit' },
      { type: 'xstate.done.actor.createAdmin', output: created },
      { type: 'xstate.error.actor.createAdmin', error: failure },
    ] as never[],
    // Fill the fields one after another (the next empty one only), so the graph stays small.
    filterEvents: (state, event) => {
      if (event.type !== 'field.change') return true;
      const { values } = state.context as { values: CreateAdminValues };
      const next = order.find(([field]) => values[field] === '');
      return (event as unknown as { field: string }).field === next?.[0];
    },
  });
  const paths = model.getShortestPaths();

  it('covers every state', () => {
    expect(visitedStates(paths)).toEqual(new Set(['"editing"', '"submitting"']));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const notify = vi.fn();
    await runPath(path, {
      machine: createAdminMachine.provide({ actions: { notify: (_, toast) => notify(toast) } }),
      input,
      scripted: scriptedActors(['createAdmin']),
      contextKeys: ['values', 'errors', 'error', 'notice', 'created'],
      check: (actor) => {
        const { context } = actor.getSnapshot() as {
          context: { error: string | null; notice: string | null; errors: object };
        };
        expect([null, 'This username is already taken.']).toContain(context.error);
        expect([null, messages.createAdmin.success]).toContain(context.notice);
        if (context.notice)
          expect(notify).toHaveBeenLastCalledWith({
            kind: 'success',
            title: messages.createAdmin.success,
          });
        if (context.error)
          expect(notify).toHaveBeenLastCalledWith({ kind: 'error', title: context.error });
        for (const message of Object.values(context.errors))
          expect([
            'Username is required.',
            'Email is required.',
            'Please choose a gender.',
            'Please choose a nationality.',
            'Please choose a city of Jordan.',
            'Please choose a major.',
            messages.createAdmin.customMajorHint,
            'This username is already taken.',
          ]).toContain(message);
      },
    });
  });
});
