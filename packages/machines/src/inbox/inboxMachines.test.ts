import {
  ApiError,
  messages,
  type ApplicationListResponse,
  type ApplicationDetails,
  type ApplicationItem,
} from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { listMessage, listState } from '../searchableList/searchableListMachine.ts';
import { reach, runPath, scriptedActors, unusedApi } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import { deferred } from '../testing/tokens.ts';
import {
  addMemberFromApplicationMachine,
  applicationValues,
  splitFullName,
} from './addMemberFromApplication.ts';
import {
  DEFAULT_INBOX_STATUS,
  inboxFiltersKey,
  inboxFiltersOf,
  inboxQueryOf,
  withInboxFilters,
} from './inboxFilters.ts';
import {
  INBOX_COUNT_REFRESH_MS,
  inboxCountMachine,
  inboxDetailsMachine,
  inboxDetailsMessage,
  inboxListMachine,
  inboxListMessage,
} from './inboxMachines.ts';

const ID = '00000000-0000-4000-8000-0000000000a1';
const MEMBER_ID = '00000000-0000-4000-8000-0000000000b2';

const item = (n: number, overrides: Partial<ApplicationItem> = {}): ApplicationItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'Join Us',
  name: `Sara Haddad ${n}`,
  email: `sara${n}@example.com`,
  mobile: '+962791234567',
  major: 'Law',
  message: null,
  status: 'new',
  createdAt: '2026-11-20T08:00:00.000Z',
  memberId: null,
  ...overrides,
});

const submission: ApplicationDetails = {
  ...item(1, { id: ID, name: 'Sara Al Haddad' }),
  language: 'en',
  memberUsername: null,
  statusChangedAt: null,
  statusChangedByUserName: null,
  replies: [],
};
const handled: ApplicationDetails = {
  ...submission,
  status: 'handled',
  statusChangedAt: '2026-11-21T08:00:00.000Z',
  statusChangedByUserName: 'admin',
};
const replied: ApplicationDetails = {
  ...handled,
  replies: [
    {
      id: 1,
      subject: 'Re: your MIJAS Club application',
      body: 'Welcome!',
      sentByUserName: 'admin',
      createdAt: '2026-11-21T08:00:00.000Z',
    },
  ],
};
const page = (totalCount: number, ...ids: number[]): ApplicationListResponse => ({
  forms: ids.map((n) => item(n)),
  totalCount,
  newCount: 4,
});
const serverDown = () => new ApiError({ status: 500, body: { message: 'Server down.' } });

/** A model state without the context keys that only grow or hold actors (the graph stays finite). */
const serializedWithout =
  (...keys: string[]) =>
  (snapshot: { value: unknown; context: unknown }) => {
    const rest = { ...(snapshot.context as Record<string, unknown>) };
    for (const key of keys) delete rest[key];
    return JSON.stringify({ value: snapshot.value, rest });
  };

/** The scripted actors cannot see a cancelled call: a loading state is left only through its outcome here. */
const outcomesOnlyIn =
  (loading: unknown) => (state: { matches: (value: never) => boolean }, event: { type: string }) =>
    event.type.startsWith('xstate.') || !state.matches(loading as never);

/** Path tests generated from a machine's graph: the fewest paths taking every transition, each run for real. */
function everyTransition(
  name: string,
  machine: AnyStateMachine,
  options: {
    input: unknown;
    events: unknown[];
    actors: string[];
    contextKeys: string[];
    filterEvents: (state: never, event: { type: string }) => boolean;
    serializeState?: (snapshot: never) => string;
    check?: (actor: never) => void;
  },
) {
  describe(`${name}: every transition, from the graph`, () => {
    const model = createTestModel(modelOf(machine), {
      input: options.input,
      events: options.events as never[],
      filterEvents: options.filterEvents as never,
      ...(options.serializeState ? { serializeState: options.serializeState as never } : {}),
    });
    const paths = transitionPaths(model);

    it('the paths take every transition of the machine', () => {
      expect(flowGraph(machine).transitions.filter((taken) => !paths.covered.has(taken))).toEqual(
        [],
      );
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      await runPath(path, {
        machine,
        input: options.input,
        scripted: scriptedActors(options.actors),
        contextKeys: options.contextKeys,
        ...(options.check ? { check: options.check as never } : {}),
      });
    });
  });
}

// --- The filters in the URL ---------------------------------------------------------------------------------

describe('the inbox filters in the URL', () => {
  it('defaults to both types and the new ones; reads a type and any status or all', () => {
    expect(inboxFiltersOf('')).toEqual({ type: null, status: DEFAULT_INBOX_STATUS });
    expect(inboxFiltersOf('?type=Inquiry&status=archived')).toEqual({
      type: 'Inquiry',
      status: 'archived',
    });
    expect(inboxFiltersOf('?type=Join+Us&status=all')).toEqual({ type: 'Join Us', status: 'all' });
    // Anything unknown is the default.
    expect(inboxFiltersOf('?type=Spam&status=deleted')).toEqual({ type: null, status: 'new' });
  });

  it('writes only what differs from the default, keeps other keys and goes back to page 1', () => {
    expect(withInboxFilters('?q=sara&page=3&tab=x', { type: 'Inquiry', status: 'all' })).toBe(
      '?q=sara&tab=x&type=Inquiry&status=all',
    );
    expect(withInboxFilters('?type=Inquiry&status=all&page=2', { type: null, status: 'new' })).toBe(
      '',
    );
    // Round trip.
    const filters = { type: 'Join Us', status: 'handled' } as const;
    expect(inboxFiltersOf(withInboxFilters('', filters))).toEqual(filters);
  });

  it('gives the list call its filters (all: no status) and one key per combination', () => {
    expect(inboxQueryOf({ type: null, status: 'all' })).toEqual({});
    expect(inboxQueryOf({ type: 'Inquiry', status: 'new' })).toEqual({
      type: 'Inquiry',
      status: 'new',
    });
    expect(inboxFiltersKey({ type: null, status: 'new' })).not.toBe(
      inboxFiltersKey({ type: 'Inquiry', status: 'new' }),
    );
  });
});

// --- The list -----------------------------------------------------------------------------------------------

describe('the inbox list', () => {
  it('asks for pages of 10 with the search; shows the empty message and the failure', async () => {
    const listApplications = vi.fn(() => Promise.resolve(page(0)));
    const actor = createActor(inboxListMachine, {
      input: { api: { listApplications } as never, query: { search: ' sara ', page: '1' } },
    }).start();
    await vi.waitFor(() => expect(listState(actor.getSnapshot())).toBe('loaded'));
    expect(listApplications).toHaveBeenCalledExactlyOnceWith(
      { pageNumber: 1, pageSize: 10, search: 'sara' },
      { signal: expect.any(AbortSignal) },
    );
    expect(inboxListMessage(actor.getSnapshot())).toBe(messages.applications.noApplications);

    listApplications.mockImplementationOnce(() => Promise.reject(new ApiError({ status: 0 })));
    actor.send({ type: 'list.reload' });
    await vi.waitFor(() => expect(listState(actor.getSnapshot())).toBe('failed'));
    expect(inboxListMessage(actor.getSnapshot())).toBe(messages.applications.failed);
  });

  it("applies the dialog's status and member to the row when it closes", async () => {
    const listApplications = vi.fn(() =>
      Promise.resolve({ ...page(1), forms: [item(1, { id: ID })] }),
    );
    const getApplicationDetails = vi.fn(() => Promise.resolve(submission));
    const updateApplication = vi.fn(() => Promise.resolve({ ...handled, memberId: MEMBER_ID }));
    const actor = createActor(inboxListMachine, {
      input: { api: { listApplications, getApplicationDetails, updateApplication } as never },
    }).start();
    await vi.waitFor(() => expect(listState(actor.getSnapshot())).toBe('loaded'));
    const row = actor.getSnapshot().context.rows[0]!;
    actor.send({ type: 'dialog.open', dialog: 'details', row });
    const details = actor.getSnapshot().children.details!;
    await reach(details, 'loaded');
    details.send({ type: 'status.set', status: 'handled' });
    await reach(details, { loaded: { status: 'idle' } });
    details.send({ type: 'details.close' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toMatchObject({ dialog: 'closed' }));
    expect(actor.getSnapshot().context.rows[0]).toMatchObject({
      status: 'handled',
      memberId: MEMBER_ID,
    });
  });
});

const listEvents = [
  { type: 'search.byChange', searchBy: 'text' },
  { type: 'search.change', value: ' sara ' },
  { type: 'search.submit' },
  { type: 'search.clear' },
  { type: 'page.change', page: 2 },
  { type: 'list.reload' },
  { type: 'dialog.open', dialog: 'details', row: item(1) },
  { type: 'dialog.notify', toast: { kind: 'success', title: 'Updated' } },
  { type: 'url.change', query: { search: 'sara' } },
  { type: 'url.change', query: { search: 'sara', page: '2' } },
  { type: 'url.change', query: {} },
  { type: 'xstate.done.actor.loadPage', output: page(12, 1) },
  { type: 'xstate.done.actor.loadPage', output: page(3, 1) },
  { type: 'xstate.error.actor.loadPage', error: serverDown() },
  { type: 'xstate.done.actor.details', output: { id: item(1).id, patch: { status: 'handled' } } },
  { type: 'xstate.error.actor.details', error: serverDown() },
];

everyTransition('the inbox list', inboxListMachine, {
  input: { api: unusedApi<never>(), query: {} },
  events: listEvents,
  actors: ['loadPage', 'details'],
  contextKeys: ['searchValue', 'applied', 'page', 'totalCount', 'pageCount', 'error'],
  filterEvents: (snapshot: { matches: (value: never) => boolean; value: unknown }, event) =>
    event.type.startsWith('xstate.') ||
    !(
      snapshot.matches({ list: 'loading' } as never) ||
      (snapshot.value as { dialog: string }).dialog !== 'closed'
    ),
  serializeState: serializedWithout('api', 'rows', 'target') as never,
  check: ((actor: { getSnapshot: () => never }) => {
    expect([
      null,
      messages.lists.loading,
      messages.applications.noApplications,
      'Server down.',
    ]).toContain(listMessage(actor.getSnapshot(), messages.applications.noApplications));
  }) as never,
});

// --- The details dialog -------------------------------------------------------------------------------------

function startDetails() {
  const calls = {
    getApplicationDetails: [] as ReturnType<typeof deferred<ApplicationDetails>>[],
    updateApplication: [] as ReturnType<typeof deferred<ApplicationDetails>>[],
    replyToApplication: [] as ReturnType<typeof deferred<ApplicationDetails>>[],
  };
  const call = (name: keyof typeof calls) =>
    vi.fn(() => {
      const settle = deferred<ApplicationDetails>();
      calls[name].push(settle);
      return settle.promise;
    });
  const api = {
    getApplicationDetails: call('getApplicationDetails'),
    updateApplication: call('updateApplication'),
    replyToApplication: call('replyToApplication'),
  };
  const notify = vi.fn();
  const machine = inboxDetailsMachine.provide({
    actions: { notify: (_: unknown, toast: unknown) => notify(toast) },
  });
  const actor = createActor(machine, { input: { api, id: ID } }).start();
  const last = (name: keyof typeof calls) => calls[name][calls[name].length - 1]!;
  return { actor, api, calls, last, notify, context: () => actor.getSnapshot().context };
}

describe('the inbox details dialog', () => {
  it('loads the submission and proposes the reply subject in the language; a failure retries', async () => {
    const dialog = startDetails();
    expect(inboxDetailsMessage(dialog.actor.getSnapshot())).toBe(
      messages.applications.detailsLoading,
    );
    dialog
      .last('getApplicationDetails')
      .reject(new ApiError({ status: 404, body: { message: 'Gone.' } }));
    await reach(dialog.actor, 'failed');
    expect(inboxDetailsMessage(dialog.actor.getSnapshot())).toBe('Gone.');
    dialog.actor.send({ type: 'details.retry' });
    dialog.last('getApplicationDetails').resolve(submission);
    await reach(dialog.actor, 'loaded');
    expect(dialog.api.getApplicationDetails).toHaveBeenCalledWith(ID, {
      signal: expect.any(AbortSignal),
    });
    expect(dialog.context().reply).toEqual({
      subject: 'Re: your MIJAS Club application',
      body: '',
    });
    expect(inboxDetailsMessage(dialog.actor.getSnapshot())).toBeNull();
  });

  it('changes the status once at a time, shows a failure and keeps the status', async () => {
    const dialog = startDetails();
    dialog.last('getApplicationDetails').resolve(submission);
    await reach(dialog.actor, 'loaded');
    // The status it has already: nothing to do.
    dialog.actor.send({ type: 'status.set', status: 'new' });
    expect(dialog.api.updateApplication).not.toHaveBeenCalled();
    dialog.actor.send({ type: 'status.set', status: 'archived' });
    expect(dialog.context().pendingStatus).toBe('archived');
    expect(dialog.actor.getSnapshot().hasTag('statusBusy')).toBe(true);
    dialog.actor.send({ type: 'status.set', status: 'handled' });
    expect(dialog.api.updateApplication).toHaveBeenCalledExactlyOnceWith(
      ID,
      { status: 'archived' },
      { signal: expect.any(AbortSignal) },
    );
    dialog.last('updateApplication').reject(new ApiError({ status: 0 }));
    await reach(dialog.actor, { loaded: { status: 'idle' } });
    expect(dialog.context()).toMatchObject({
      pendingStatus: null,
      statusError: messages.applications.updateFailed,
      changes: 0,
    });
    expect(dialog.context().details?.status).toBe('new');
    dialog.actor.send({ type: 'status.set', status: 'handled' });
    expect(dialog.context().statusError).toBeNull();
    dialog.last('updateApplication').resolve(handled);
    await reach(dialog.actor, { loaded: { status: 'idle' } });
    expect(dialog.context().details?.status).toBe('handled');
    expect(dialog.context().changes).toBe(1);
    expect(dialog.notify).toHaveBeenCalledWith({
      kind: 'success',
      title: messages.api.submissionUpdated,
    });
  });

  it('validates the reply with the contract, keeps the draft on a failed send, empties the message once sent', async () => {
    const dialog = startDetails();
    dialog.last('getApplicationDetails').resolve(submission);
    await reach(dialog.actor, 'loaded');
    dialog.actor.send({ type: 'reply.change', field: 'subject', value: '  ' });
    dialog.actor.send({ type: 'reply.submit' });
    expect(dialog.api.replyToApplication).not.toHaveBeenCalled();
    expect(Object.keys(dialog.context().replyErrors).sort()).toEqual(['body', 'subject']);
    dialog.actor.send({ type: 'reply.change', field: 'subject', value: 'Welcome' });
    expect(Object.keys(dialog.context().replyErrors)).toEqual(['body']);
    dialog.actor.send({ type: 'reply.change', field: 'body', value: 'Come on Monday.' });
    dialog.actor.send({ type: 'reply.submit' });
    expect(dialog.actor.getSnapshot().hasTag('replyBusy')).toBe(true);
    expect(dialog.api.replyToApplication).toHaveBeenCalledExactlyOnceWith(
      ID,
      { subject: 'Welcome', body: 'Come on Monday.' },
      { signal: expect.any(AbortSignal) },
    );
    dialog.last('replyToApplication').reject(serverDown());
    await reach(dialog.actor, { loaded: { reply: 'editing' } });
    expect(dialog.context().replyError).toBe('Server down.');
    expect(dialog.context().reply).toEqual({ subject: 'Welcome', body: 'Come on Monday.' });
    dialog.actor.send({ type: 'reply.submit' });
    dialog.last('replyToApplication').resolve(replied);
    await reach(dialog.actor, { loaded: { reply: 'editing' } });
    expect(dialog.context()).toMatchObject({
      reply: { subject: 'Welcome', body: '' },
      replyError: null,
      changes: 1,
      details: replied,
    });
    expect(dialog.notify).toHaveBeenCalledWith({ kind: 'success', title: messages.api.replySent });
  });

  it('closing ends it with the row as it now is (nothing when nothing loaded)', async () => {
    const loading = startDetails();
    loading.actor.send({ type: 'details.close' });
    expect(loading.actor.getSnapshot().output).toEqual({ id: ID, patch: null });

    const dialog = startDetails();
    dialog.last('getApplicationDetails').resolve({ ...handled, memberId: MEMBER_ID });
    await reach(dialog.actor, 'loaded');
    dialog.actor.send({ type: 'details.close' });
    expect(dialog.actor.getSnapshot().output).toEqual({
      id: ID,
      patch: { status: 'handled', memberId: MEMBER_ID },
    });
  });
});

everyTransition('the inbox details dialog', inboxDetailsMachine, {
  input: { api: unusedApi<never>(), id: ID },
  events: [
    { type: 'details.close' },
    { type: 'details.retry' },
    { type: 'status.set', status: 'handled' },
    { type: 'status.set', status: 'new' },
    { type: 'reply.change', field: 'body', value: '' },
    { type: 'reply.change', field: 'body', value: 'Welcome!' },
    { type: 'reply.submit' },
    { type: 'xstate.done.actor.loadSubmission', output: submission },
    { type: 'xstate.error.actor.loadSubmission', error: serverDown() },
    { type: 'xstate.done.actor.updateStatus', output: handled },
    { type: 'xstate.error.actor.updateStatus', error: serverDown() },
    { type: 'xstate.done.actor.sendReply', output: replied },
    { type: 'xstate.error.actor.sendReply', error: serverDown() },
  ],
  actors: ['loadSubmission', 'updateStatus', 'sendReply'],
  contextKeys: [
    'details',
    'error',
    'pendingStatus',
    'statusError',
    'reply',
    'replyErrors',
    'replyError',
  ],
  filterEvents: outcomesOnlyIn('loading') as never,
  serializeState: serializedWithout('api', 'changes') as never,
});

// --- The navigation's count ---------------------------------------------------------------------------------

describe('the count of new submissions', () => {
  it('asks for one new submission and reads newCount; again on refresh and after a while; a failure keeps it', async () => {
    const listApplications = vi.fn(() => Promise.resolve(page(4, 1)));
    const clock = new SimulatedClock();
    const actor = createActor(inboxCountMachine, {
      input: { api: { listApplications } },
      clock,
    }).start();
    await reach(actor, 'shown');
    expect(listApplications).toHaveBeenCalledExactlyOnceWith(
      { status: 'new', pageSize: 1 },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot().context.count).toBe(4);
    listApplications.mockImplementationOnce(() => Promise.reject(serverDown()));
    actor.send({ type: 'count.refresh' });
    await reach(actor, 'shown');
    expect(actor.getSnapshot().context.count).toBe(4);
    clock.increment(INBOX_COUNT_REFRESH_MS - 1);
    expect(listApplications).toHaveBeenCalledTimes(2);
    clock.increment(1);
    expect(listApplications).toHaveBeenCalledTimes(3);
  });
});

everyTransition('the count of new submissions', inboxCountMachine, {
  input: { api: unusedApi<never>() },
  events: [
    { type: 'count.refresh' },
    { type: 'xstate.done.actor.countNew', output: 3 },
    { type: 'xstate.error.actor.countNew', error: serverDown() },
    { type: `xstate.after.${INBOX_COUNT_REFRESH_MS}.inboxCount.shown` },
  ],
  actors: ['countNew'],
  contextKeys: ['count'],
  filterEvents: outcomesOnlyIn('loading') as never,
});

// --- Add Member from an application -------------------------------------------------------------------------

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
  const run = (path: (typeof paths)[number]['path'], start: object) =>
    runPath(path, {
      machine,
      input: () => ({ api: unusedApi(), ...start }),
      scripted: scriptedActors(['submit', 'load']),
      contextKeys: ['values', 'fieldErrors', 'error', 'notice', 'draft', 'source'],
    });

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
