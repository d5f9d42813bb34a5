import {
  ApiError,
  LANDING_FORM_MESSAGE_MAX,
  messages,
  STORAGE_KEYS,
  type FormSubmissionRequest,
} from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { createMemoryStorage } from '../storage/storage.ts';
import { transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import {
  landingFormMachine,
  type LandingField,
  type LandingFormContext,
  type LandingFormInput,
} from './landingFormMachine.ts';
import { recentSubmissions } from './submissionLog.ts';

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
  const fill = (values: Partial<Record<LandingField, string>>) => {
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

  it('sends the message, its lines kept, with an Inquiry or a Join Us; a blank one is left out', async () => {
    const submit = vi.fn(ok);
    const { actor, fill, valid } = start(submit);
    actor.send({ type: 'type.change', value: 'Inquiry' });
    fill({ ...valid, message: ' Is there a family rate?\r\n\r\n\r\nAnd parking? ' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'sent');
    expect(submit).toHaveBeenLastCalledWith({
      ...valid,
      type: 'Inquiry',
      message: 'Is there a family rate?\n\nAnd parking?',
    });
    // A fresh form has no message; a blank one sends none.
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.values.message).toBe('');
    actor.send({ type: 'type.change', value: 'Join Us' });
    fill({ ...valid, message: ' \n ' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'sent');
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit).toHaveBeenLastCalledWith({ ...valid, type: 'Join Us' });
  });

  it(`refuses a message over LANDING_FORM_MESSAGE_MAX characters under the field, and sends nothing`, () => {
    const submit = vi.fn(ok);
    const { actor, fill, valid } = start(submit);
    fill({ ...valid, message: 'x'.repeat(LANDING_FORM_MESSAGE_MAX + 1) });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      message: 'Message must be at most 1000 characters.',
    });
    expect(submit).not.toHaveBeenCalled();
    // Editing the message clears its error.
    fill({ message: 'x'.repeat(LANDING_FORM_MESSAGE_MAX) });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
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

describe('landing form machine: a path through every transition', () => {
  const now = Date.UTC(2026, 10, 22, 8);
  // This browser sent two inquiries in the last hours: the Inquiry form is used up, Join Us is not.
  const usedUp = {
    [STORAGE_KEYS.landingFormLog]: JSON.stringify({ Inquiry: [now - 2 * HOUR, now - HOUR] }),
  };
  const input = (): LandingFormInput => ({
    api: unusedApi<LandingFormInput['api']>(),
    storage: createMemoryStorage(usedUp),
    now: () => now,
  });
  const failure = new ApiError({ status: 429, body: { message: 'Too many requests.' } });
  const events = [
    { type: 'type.change', value: 'Inquiry' },
    { type: 'field.change', field: 'name', value: 'Sara Haddad' },
    { type: 'field.change', field: 'email', value: 'sara@example.com' },
    { type: 'field.change', field: 'major', value: 'Civil Engineering' },
    { type: 'field.change', field: 'message', value: 'Is there a family rate?' },
    { type: 'form.submit' },
    { type: 'xstate.done.actor.submitForm', output: { message: '' } },
    { type: 'xstate.error.actor.submitForm', error: failure },
    { type: 'form.reset' },
  ] as never[];
  const paths = transitionPaths(
    createTestModel(modelOf(landingFormMachine), { input: input(), events }),
    { events, input },
  );

  it('covers every state', () => {
    expect(visitedStates(paths)).toEqual(new Set(['"editing"', '"submitting"', '"sent"']));
  });

  const empty = { name: '', email: '', mobile: '', major: '', otherMajor: '', message: '' };

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['submitForm']);
    let before: unknown = 'editing';
    await runPath(path, {
      machine: landingFormMachine,
      input,
      scripted,
      contextKeys: ['type', 'values', 'fieldErrors', 'otherMajorShown', 'error', 'notice'],
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as LandingFormContext;
        const { values, fieldErrors, error } = context;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'));
        // Sent: the thank-you note, and this submission counted against the limit (a failed one never is).
        const sent = snapshot.matches('sent');
        expect(context.notice).toBe(sent ? messages.api.formReceived : null);
        expect(recentSubmissions(context.storage, 'Join Us', now)).toEqual(
          sent ? [now] : expect.any(Array),
        );
        expect(recentSubmissions(context.storage, 'Inquiry', now)).toHaveLength(2);
        // A change clears the form's alert.
        if (event.type === 'type.change' || event.type === 'field.change') expect(error).toBeNull();
        // Refused before sending: each required field left empty says so (SPEC §5), else the Inquiry form
        // this browser has used up says it is.
        const missing = (['name', 'email', 'major'] as const).filter((field) => !values[field]);
        if (event.type === 'form.submit' && snapshot.matches('editing')) {
          if (missing.length) expect(Object.keys(fieldErrors).sort()).toEqual([...missing].sort());
          else {
            expect(context.type).toBe('Inquiry');
            expect(error).toBe(messages.landingForm.limitReached('Inquiry'));
          }
        }
        if (event.type === 'xstate.error.actor.submitForm')
          expect(error).toBe('Too many requests.');
        // Only Join Us is sent, with what was typed.
        if (snapshot.matches('submitting')) {
          expect([error, fieldErrors]).toEqual([null, {}]);
          expect(scripted.calls('submitForm').at(-1)).toEqual({
            api: expect.anything(),
            body: {
              type: 'Join Us',
              name: values.name,
              email: values.email,
              major: values.major,
              ...(values.message ? { message: values.message } : {}),
            },
          });
        }
        // A new form after a sent one (Send another, or the other type): empty, of the type chosen.
        if (before === 'sent' && (event.type === 'form.reset' || event.type === 'type.change')) {
          expect(snapshot.value).toBe('editing');
          expect(values).toEqual(empty);
          if ('value' in event) expect(context.type).toBe(event.value);
        }
        before = snapshot.value;
      },
    });
  });
});
