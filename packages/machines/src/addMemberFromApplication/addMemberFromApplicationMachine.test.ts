import { ApiError, loadFormRules, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { flowGraph } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi } from '../testing/harness.ts';
import { ID, MEMBER_ID, serverDown, submission } from '../testing/applications.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import {
  addMemberFromApplicationMachine,
  applicationValues,
  splitFullName,
} from './addMemberFromApplicationMachine.ts';

// Add Member's rules (the phone's, the nationality's), which the panel fetches before the form opens: the graph
// below is walked as the file is collected, whichever files ran before it in this worker.
await loadFormRules();

/** What the admin adds to an application's values to make a member of it. */
const MEMBER_FIELDS = [
  ['username', 'sara.h'],
  ['gender', 'F'],
  ['nationality', 'Jordan'],
  ['city', 'Amman'],
  ['addressDetails', 'Rainbow St 12'],
  ['dateOfBirth', '1995-04-02'],
] as const;

describe('Add Member filled from an application', () => {
  it('splits the name at the first space and fills email, mobile and major', () => {
    expect(splitFullName('  Sara  Al Haddad ')).toEqual({
      firstName: 'Sara',
      lastName: 'Al Haddad',
    });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(applicationValues(submission)).toMatchObject({
      username: '',
      firstName: 'Sara',
      lastName: 'Al Haddad',
      email: submission.email,
      phoneNumber: '+962791234567',
      major: 'Law',
      otherMajor: '',
    });
    expect(
      applicationValues({ ...submission, major: 'Marine Biology', mobile: null }),
    ).toMatchObject({ phoneNumber: '', major: 'Other', otherMajor: 'Marine Biology' });
  });

  it('loads the application named in the URL and sends its id with the member, then ends', async () => {
    const getApplicationDetails = vi.fn(() => Promise.resolve(submission));
    const createMember = vi.fn(() => Promise.resolve({ id: MEMBER_ID, message: 'Created.' }));
    const actor = createActor(addMemberFromApplicationMachine, {
      input: { api: { getApplicationDetails, createMember }, from: ID },
    }).start();
    await reach(actor, 'editing');
    expect(getApplicationDetails).toHaveBeenCalledWith(ID, { signal: expect.any(AbortSignal) });
    for (const [field, value] of MEMBER_FIELDS) actor.send({ type: 'field.change', field, value });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(createMember).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        username: 'sara.h',
        firstName: 'Sara',
        lastName: 'Al Haddad',
        email: submission.email,
        major: 'Law',
        submissionId: ID,
      }),
      { signal: expect.any(AbortSignal) },
    );
  });

  it('goes back to the application (Cancel) from the form or a failed load, sending nothing; not while sending', async () => {
    const createMember = vi.fn(() => Promise.resolve({ id: MEMBER_ID, message: 'Created.' }));
    const edited = createActor(addMemberFromApplicationMachine, {
      input: {
        api: { getApplicationDetails: unusedApi<never>(), createMember },
        from: ID,
        submission,
      },
    }).start();
    edited.send({ type: 'field.change', field: 'username', value: 'sara.h' });
    edited.send({ type: 'form.cancel' });
    expect(edited.getSnapshot().status).toBe('done');
    expect(edited.getSnapshot().matches('cancelled')).toBe(true);
    expect(createMember).not.toHaveBeenCalled();

    const missing = createActor(addMemberFromApplicationMachine, {
      input: { api: unusedApi<never>(), from: 'nope' },
    }).start();
    missing.send({ type: 'form.cancel' });
    expect(missing.getSnapshot().matches('cancelled')).toBe(true);

    // Once sent, the form waits for the answer: the member may be created already.
    const answer = deferred<{ id: string; message: string }>();
    const sending = createActor(addMemberFromApplicationMachine, {
      input: {
        api: { getApplicationDetails: unusedApi<never>(), createMember: () => answer.promise },
        from: ID,
        submission,
      },
    }).start();
    for (const [field, value] of MEMBER_FIELDS)
      sending.send({ type: 'field.change', field, value });
    sending.send({ type: 'form.submit' });
    expect(sending.getSnapshot().value).toBe('submitting');
    sending.send({ type: 'form.cancel' });
    expect(sending.getSnapshot().value).toBe('submitting');
    answer.resolve({ id: MEMBER_ID, message: 'Created.' });
    await vi.waitFor(() => expect(sending.getSnapshot().matches('done')).toBe(true));
  });

  it('says the application is missing for anything but an id', () => {
    const actor = createActor(addMemberFromApplicationMachine, {
      input: { api: unusedApi<never>(), from: 'nope' },
    }).start();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toBe(messages.api.submissionNotFound);
  });
});

describe('Add Member filled from an application: every transition, from the graph', () => {
  const machine = addMemberFromApplicationMachine as AnyStateMachine;
  const fill = MEMBER_FIELDS;
  const events = [
    ...fill.map(([field, value]) => ({ type: 'field.change', field, value })),
    { type: 'form.submit' },
    { type: 'form.reload' },
    { type: 'form.cancel' },
    { type: 'xstate.done.actor.submit', output: { id: MEMBER_ID, message: 'Created.' } },
    {
      type: 'xstate.error.actor.submit',
      error: new ApiError({ status: 409, body: { message: 'Already linked.' } }),
    },
    { type: 'xstate.done.actor.load', output: submission },
    { type: 'xstate.error.actor.load', error: serverDown() },
  ];
  // Each change once and in order (the graph stays small).
  const allowed = (values: Record<string, unknown>, event: { type: string; field?: string }) => {
    if (event.type !== 'field.change') return true;
    const next = fill.find(([field, value]) => values[field] !== value);
    return next !== undefined && next[0] === event.field;
  };
  const starts = [{ from: ID }, { from: 'nope' }, { from: ID, submission }];
  const paths = starts.flatMap((start) =>
    createTestModel(modelOf(machine), {
      input: { api: unusedApi(), ...start },
      events: events as never[],
      filterEvents: (state, event) =>
        allowed((state.context as { values: Record<string, unknown> }).values, event as never),
    })
      .getShortestPaths()
      .map((path) => ({ path, start })),
  );
  const run = (path: (typeof paths)[number]['path'], start: { from: string }) => {
    const scripted = scriptedActors(['submit', 'load']);
    return runPath(path, {
      machine,
      input: () => ({ api: unusedApi(), ...start }),
      scripted,
      contextKeys: ['values', 'fieldErrors', 'error', 'notice', 'draft', 'source'],
      // What the form shows after each step: the application's values, why it is missing, the server's
      // refusal; what it sends (the member with the application's id); how it ends.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot();
        const { context } = snapshot;
        const filled = fill.every(([field, value]) => context.values[field] === value);
        if (snapshot.matches('loadFailed'))
          expect(context.error).toBe(
            start.from === ID ? 'Server down.' : messages.api.submissionNotFound,
          );
        if (snapshot.matches('loading'))
          expect(scripted.calls('load').at(-1)).toMatchObject({ input: { from: ID } });
        // The application's name (split at the first space), email, mobile and major.
        if (snapshot.matches('editing') && context.source)
          expect(context.values).toMatchObject({
            firstName: 'Sara',
            lastName: 'Al Haddad',
            email: submission.email,
            phoneNumber: '+962791234567',
            major: 'Law',
          });
        if (snapshot.matches('submitting') && filled)
          expect(scripted.calls('submit').at(-1)).toMatchObject({
            body: { ...Object.fromEntries(fill), submissionId: ID, firstName: 'Sara' },
          });
        if (event.type === 'xstate.error.actor.submit')
          expect(context.error).toBe('Already linked.');
        if (snapshot.matches('done'))
          expect(snapshot.output).toEqual({
            source: submission,
            result: { id: MEMBER_ID, message: 'Created.' },
            notice: messages.addMember.success,
          });
        // Back to the application: it ends with nothing created.
        if (event.type === 'form.cancel') {
          expect(snapshot.matches('cancelled')).toBe(true);
          expect(snapshot.output).toMatchObject({ result: null, notice: null });
        }
      },
    });
  };

  it.each(paths.map(({ path, start }) => [path.description, path, start] as const))(
    '%s',
    async (_, path, start) => {
      await run(path, start);
    },
  );

  it('the paths take every transition the machine defines', async () => {
    const taken = new Set<string>();
    for (const { path, start } of paths)
      for (const name of (await run(path, start)).transitions) taken.add(name);
    expect([...taken].sort()).toEqual(flowGraph(machine).transitions.sort());
  });
});
