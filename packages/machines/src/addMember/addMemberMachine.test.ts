import { ApiError, type CreateMemberRequest } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { unusedApi } from '../testing/harness.ts';
import {
  addMemberMachine,
  emptyAddMemberValues,
  type AddMemberField,
  type AddMemberInput,
} from './addMemberMachine.ts';

const valid: Partial<Record<AddMemberField, string>> = {
  username: ' Sara.H ',
  email: 'Sara@Example.com',
  firstName: 'Sara',
  lastName: 'Haddad',
  phoneNumber: '0791234567',
  gender: 'F',
  nationality: 'Jordan',
  city: 'Amman',
  addressDetails: 'Rainbow St 12',
  major: 'Civil Engineering',
  dateOfBirth: '1995-04-02',
};

/** Waits (bounded) until the submit has answered: back to editing with a notice or an error. */
function settled(actor: AnyActorRef) {
  return waitFor(
    actor,
    (snapshot) =>
      snapshot.matches('editing') &&
      (snapshot.context.notice !== null || snapshot.context.error !== null),
    { timeout: 1000 },
  );
}

const created = { id: '5d3c1b7e-2f4a-4b8e-9c1d-0a2b3c4d5e6f', message: 'Member created.' };

function start(create: (body: CreateMemberRequest) => Promise<typeof created>) {
  const notify = vi.fn();
  const machine = addMemberMachine.provide({
    actors: {
      createMember: fromPromise(({ input }) =>
        create((input as { body: CreateMemberRequest }).body),
      ),
    },
    actions: { notify: (_, toast) => notify(toast) },
  });
  const actor = createActor(machine, {
    input: { api: unusedApi<AddMemberInput['api']>() },
  }).start();
  const fill = (values: Partial<Record<AddMemberField, string>>) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'field.change', field: field as AddMemberField, value });
  };
  return { actor, notify, fill };
}

describe('add member machine', () => {
  it('requires every field, with the contract schema messages per field', () => {
    const create = vi.fn(() => Promise.resolve(created));
    const { actor } = start(create);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
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
    });
    expect(create).not.toHaveBeenCalled();
  });

  it('a field error clears when that field changes; bad values get their own words', () => {
    const { actor, fill } = start(vi.fn());
    fill({ ...valid, email: 'nope', nationality: 'Atlantis', dateOfBirth: '2999-01-01' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Please enter a valid email address.',
      nationality: 'Please choose a nationality from the list.',
      dateOfBirth: 'Date of birth must be between 01/01/1900 and today.',
    });
    fill({ email: 'sara@example.com' });
    expect(actor.getSnapshot().context.fieldErrors.email).toBeUndefined();
    expect(actor.getSnapshot().context.fieldErrors.nationality).toBeDefined();
  });

  it('Other shows the free text, which is required and replaces the major', async () => {
    const create = vi.fn((_: CreateMemberRequest) => Promise.resolve(created));
    const { actor, fill } = start(create);
    fill({ ...valid, major: 'Other' });
    expect(actor.getSnapshot().context.otherMajorShown).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      otherMajor: 'Please specify your major',
    });
    fill({ otherMajor: 'Marine Biology' });
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(create.mock.calls[0]?.[0].major).toBe('Marine Biology');
  });

  it('sends the parsed payload with country Jordan, says Member added successfully! and resets the form', async () => {
    const create = vi.fn((_: CreateMemberRequest) => Promise.resolve(created));
    const { actor, fill, notify } = start(create);
    fill(valid);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(create).toHaveBeenCalledExactlyOnceWith({
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
    });
    const { context } = actor.getSnapshot();
    expect(context.notice).toBe('Member added successfully!');
    expect(context.values).toEqual(emptyAddMemberValues);
    expect(context.otherMajorShown).toBe(false);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      title: 'Member added successfully!',
    });
    fill({ username: 'next' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('on failure shows the first item description, keeps every value, and marks the fields', async () => {
    const body = [
      { code: 'DuplicateUserName', description: 'This username is already taken.' },
      { code: 'DuplicateEmail', description: 'This email address is already in use.' },
    ];
    const { actor, fill, notify } = start(() =>
      Promise.reject(new ApiError({ status: 409, body })),
    );
    fill(valid);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(context.error).toBe('This username is already taken.');
    expect(context.fieldErrors).toEqual({
      username: 'This username is already taken.',
      email: 'This email address is already in use.',
    });
    expect(context.values).toEqual({ ...emptyAddMemberValues, ...valid });
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      title: 'This username is already taken.',
    });
  });

  it('without a usable error body: ❌ An unexpected error occurred.', async () => {
    const { actor, fill } = start(() => Promise.reject(new ApiError({ status: 0 })));
    fill(valid);
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBe('❌ An unexpected error occurred.');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('calls the client createMember by default', async () => {
    const createMember = vi.fn(() => Promise.resolve(created));
    const actor = createActor(addMemberMachine, { input: { api: { createMember } } }).start();
    for (const [field, value] of Object.entries(valid))
      actor.send({ type: 'field.change', field: field as AddMemberField, value });
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(createMember).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ username: 'sara.h', country: 'Jordan' }),
      { signal: expect.any(AbortSignal) },
    );
  });
});
