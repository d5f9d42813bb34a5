import { ApiError, STORAGE_KEYS, type FormSubmissionRequest } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createMemoryStorage } from '../storage/storage.ts';
import { reach, unusedApi } from '../testing/harness.ts';
import { landingFormMachine, type LandingFormInput } from './landingFormMachine.ts';

const HOUR = 60 * 60 * 1000;

function start(
  submit: (body: FormSubmissionRequest) => Promise<{ message: string }>,
  storage = createMemoryStorage(),
) {
  let now = Date.UTC(2026, 10, 22, 8);
  const machine = landingFormMachine.provide({
    actors: {
      submitForm: fromPromise(({ input }) =>
        submit((input as { body: FormSubmissionRequest }).body),
      ),
    },
  });
  const input = { api: unusedApi<LandingFormInput['api']>(), storage, now: () => now };
  const actor = createActor(machine, { input }).start();
  const fill = (
    values: Partial<Record<'name' | 'email' | 'mobile' | 'major' | 'otherMajor', string>>,
  ) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as 'name', value });
    }
  };
  const valid = { name: 'Sara Haddad', email: 'sara@example.com', major: 'Civil Engineering' };
  const submitOnce = async () => {
    fill(valid);
    actor.send({ type: 'form.submit' });
    await reach(actor, 'sent');
    actor.send({ type: 'form.reset' });
  };
  return { actor, storage, fill, valid, submitOnce, advance: (ms: number) => (now += ms) };
}

const ok = () =>
  Promise.resolve({
    message: 'Thank you! We received your message and will get back to you soon.',
  });

describe('landing form machine', () => {
  it('starts as Join Us and toggles to Inquiry', () => {
    const { actor } = start(ok);
    expect(actor.getSnapshot().context.type).toBe('Join Us');
    actor.send({ type: 'type.change', value: 'Inquiry' });
    expect(actor.getSnapshot().context.type).toBe('Inquiry');
  });

  it('requires name, email and major; the phone is optional', () => {
    const submit = vi.fn(ok);
    const { actor, fill } = start(submit);
    actor.send({ type: 'form.submit' });
    const errors = actor.getSnapshot().context.fieldErrors;
    expect(Object.keys(errors).sort()).toEqual(['email', 'major', 'name']);
    expect(errors.email).toBe('Email is required.');
    fill({ email: 'nope' });
    expect(actor.getSnapshot().context.fieldErrors.email).toBeUndefined();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors.email).toBe(
      'Please enter a valid email address.',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('Other turns the major into free text, which is then required and sent', async () => {
    const submit = vi.fn(ok);
    const { actor, fill } = start(submit);
    fill({ name: 'Sara Haddad', email: 'sara@example.com', major: 'Other', mobile: ' ' });
    expect(actor.getSnapshot().context.otherMajorShown).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      otherMajor: 'Please specify your major',
    });
    fill({ otherMajor: 'Marine Biology' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'sent');
    expect(submit).toHaveBeenCalledExactlyOnceWith({
      type: 'Join Us',
      major: 'Marine Biology',
      name: 'Sara Haddad',
      email: 'sara@example.com',
    });
    expect(actor.getSnapshot().context.notice).toBe(
      'Thank you! We received your message and will get back to you soon.',
    );
  });

  it('allows 2 submissions per type per 24 hours, tracked in local storage, with the exact message', async () => {
    const submit = vi.fn(ok);
    const { actor, fill, valid, submitOnce, advance, storage } = start(submit);
    await submitOnce();
    advance(HOUR);
    await submitOnce();
    fill(valid);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(
      'You can send up to 2 Join Us submissions per 24 hours.',
    );
    expect(submit).toHaveBeenCalledTimes(2);
    expect(
      JSON.parse(storage.getItem(STORAGE_KEYS.landingFormLog) ?? '{}')['Join Us'],
    ).toHaveLength(2);

    // The other type has its own allowance.
    actor.send({ type: 'type.change', value: 'Inquiry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'form.submit' });
    await reach(actor, 'sent');
    expect(submit).toHaveBeenCalledTimes(3);

    // 24 hours after the first Join Us, one is allowed again.
    actor.send({ type: 'type.change', value: 'Join Us' });
    advance(23 * HOUR);
    fill(valid);
    actor.send({ type: 'form.submit' });
    await reach(actor, 'sent');
    expect(submit).toHaveBeenCalledTimes(4);
  });

  it('reads an existing log and shows the Inquiry text when that type is used up', () => {
    const now = Date.UTC(2026, 10, 22, 8);
    const storage = createMemoryStorage({
      [STORAGE_KEYS.landingFormLog]: JSON.stringify({ Inquiry: [now - 2 * HOUR, now - HOUR] }),
    });
    const { actor, fill, valid } = start(ok, storage);
    actor.send({ type: 'type.change', value: 'Inquiry' });
    fill(valid);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe(
      'You can send up to 2 Inquiry submissions per 24 hours.',
    );
  });

  it('shows the server message on failure (else the fallback) and records nothing', async () => {
    const { actor, fill, valid, storage } = start(() =>
      Promise.reject(new ApiError({ status: 429, body: { message: 'Too many requests.' } })),
    );
    fill(valid);
    actor.send({ type: 'form.submit' });
    await reach(actor, 'editing');
    expect(actor.getSnapshot().context.error).toBe('Too many requests.');
    expect(storage.getItem(STORAGE_KEYS.landingFormLog)).toBeNull();

    const offline = start(() => Promise.reject(new ApiError({ status: 0 })));
    offline.fill(offline.valid);
    offline.actor.send({ type: 'form.submit' });
    await reach(offline.actor, 'editing');
    expect(offline.actor.getSnapshot().context.error).toBe(
      'Sorry, your form could not be sent. Please try again.',
    );
  });

  it('sends every text as the contract cleans it: trimmed, without invisible characters', async () => {
    const submit = vi.fn(ok);
    const { actor, fill } = start(submit);
    fill({
      name: '  Sara\u200b Haddad ',
      email: ' Sara@Example.com ',
      major: 'Other',
      otherMajor: ' Marine\tBiology\u202e ',
      mobile: ' 0791234567 ',
    });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'sent');
    expect(submit).toHaveBeenCalledExactlyOnceWith({
      type: 'Join Us',
      major: 'Marine Biology',
      name: 'Sara Haddad',
      email: 'sara@example.com',
      mobile: '0791234567',
    });
  });

  it('posts through the API by default', async () => {
    const submitForm = vi.fn(ok);
    const actor = createActor(landingFormMachine, {
      input: { api: { submitForm }, storage: createMemoryStorage() },
    }).start();
    for (const [field, value] of Object.entries({
      name: 'Sara',
      email: 'sara@example.com',
      major: 'Law',
      mobile: '0791234567',
    })) {
      actor.send({ type: 'field.change', field: field as 'name', value });
    }
    actor.send({ type: 'form.submit' });
    await reach(actor, 'sent');
    expect(submitForm).toHaveBeenCalledWith(
      {
        type: 'Join Us',
        major: 'Law',
        name: 'Sara',
        email: 'sara@example.com',
        mobile: '0791234567',
      },
      { signal: expect.any(AbortSignal) },
    );
  });
});
