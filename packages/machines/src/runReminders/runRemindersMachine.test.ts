import { ApiError, messages, type RemindersResponse } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  waitFor,
  type AnyActorRef,
  type EventObject,
} from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import {
  lastRunOf,
  reminderRow,
  type ReminderListSnapshot,
} from '../reminderList/reminderListMachine.ts';
import { runRemindersMachine, type RunRemindersInput } from './runRemindersMachine.ts';

/** The list of reminders sent, a child that stays pending: these tests are about the button. */
const noHistory = fromPromise(() => new Promise<never>(() => {}));

function start(run: () => Promise<{ queued: number }>) {
  const calls = vi.fn(run);
  const machine = runRemindersMachine.provide({
    actors: { runReminders: fromPromise(() => calls()), history: noHistory as never },
  });
  const api = unusedApi<RunRemindersInput['api']>();
  const actor = createActor(machine, { input: { api } }).start();
  return { actor, calls };
}

describe('run reminders machine', () => {
  it('waits for the button: nothing is sent on opening', () => {
    const { actor, calls } = start(() => Promise.resolve({ queued: 1 }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).not.toHaveBeenCalled();
  });

  it('runs once, busy meanwhile, and keeps how many were queued (0 too)', async () => {
    for (const queued of [3, 0]) {
      const { actor, calls } = start(() => Promise.resolve({ queued }));
      actor.send({ type: 'reminders.run' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      // A second press while running starts nothing.
      actor.send({ type: 'reminders.run' });
      await reach(actor, 'done');
      expect(actor.getSnapshot().context).toMatchObject({ queued, error: null });
      expect(calls).toHaveBeenCalledOnce();
    }
  });

  it.each([
    [
      '403 with a reason',
      new ApiError({
        status: 403,
        body: [{ code: 'Forbidden', description: 'Root admins only.' }],
      }),
      'Root admins only.',
    ],
    [
      '503 with a message',
      new ApiError({ status: 503, body: { message: 'Mail is not configured.' } }),
      'Mail is not configured.',
    ],
    ['503 without a body', new ApiError({ status: 503 }), messages.api.requestFailed(503)],
    [
      'no response',
      new ApiError({ status: 0, message: 'Failed to fetch' }),
      messages.api.noResponse,
    ],
    ['anything else', new Error('boom'), messages.api.noResponse],
  ])('%s: failed, with the reason to show', async (_, error, reason) => {
    const { actor } = start(() => Promise.reject(error));
    actor.send({ type: 'reminders.run' });
    await reach(actor, 'failed');
    expect(actor.getSnapshot().context).toMatchObject({ queued: null, error: reason });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('runs again after a failure or a result, forgetting the last one', async () => {
    let answer: () => Promise<{ queued: number }> = () =>
      Promise.reject(new ApiError({ status: 0 }));
    const { actor, calls } = start(() => answer());
    actor.send({ type: 'reminders.run' });
    await reach(actor, 'failed');
    answer = () => Promise.resolve({ queued: 2 });
    actor.send({ type: 'reminders.run' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await reach(actor, 'done');
    answer = () => Promise.resolve({ queued: 0 });
    actor.send({ type: 'reminders.run' });
    expect(actor.getSnapshot().context.queued).toBeNull();
    await reach(actor, 'done');
    expect(actor.getSnapshot().context.queued).toBe(0);
    expect(calls).toHaveBeenCalledTimes(3);
  });

  it('calls api.runReminders with an abort signal by default', async () => {
    const runReminders = vi.fn(() => Promise.resolve({ queued: 4 }));
    const listReminders = vi.fn(() => Promise.resolve(NONE_SENT));
    const actor = createActor(runRemindersMachine, {
      input: { api: { runReminders, listReminders } },
    }).start();
    actor.send({ type: 'reminders.run' });
    await reach(actor, 'done');
    expect(runReminders).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
    actor.stop();
  });
});

const NONE_SENT: RemindersResponse = { lastRun: null, reminders: [], totalCount: 0 };

/** A reminder sent to `username` at `sentAt`. */
const reminder = (username: string, daysBefore: number, sentAt: string) => ({
  memberId: '00000000-0000-4000-8000-000000000001',
  username,
  firstName: null,
  lastName: null,
  daysBefore,
  expiresAt: '2026-06-01T00:00:00.000Z',
  sentAt,
});

/** The page's machine with a fake server: the run answers `queued`, the list the answers given in turn. */
function startWithHistory(answers: RemindersResponse[], query = {}) {
  const listReminders = vi.fn((_query: { pageNumber?: unknown }) =>
    Promise.resolve(answers[Math.min(listReminders.mock.calls.length - 1, answers.length - 1)]!),
  );
  const runReminders = vi.fn(() => Promise.resolve({ queued: 1 }));
  const setQuery = vi.fn();
  const machine = runRemindersMachine.provide({
    actions: { setQuery: (_: unknown, params: unknown) => setQuery(params) },
  });
  const actor = createActor(machine, {
    input: { api: { runReminders, listReminders }, query },
  }).start();
  const history = () => actor.getSnapshot().children.history as AnyActorRef;
  const shown = () => history().getSnapshot() as ReminderListSnapshot;
  const loaded = () =>
    waitFor(history(), (snapshot) => snapshot.matches({ list: 'loaded' }), { timeout: 1000 });
  return { actor, listReminders, setQuery, history, shown, loaded };
}

describe('who the reminders went to (issue 30)', () => {
  const first = {
    lastRun: {
      sentAt: '2026-05-03T06:30:00.000Z',
      count: 2,
      reminders: [
        reminder('lina.k', 7, '2026-05-03T06:30:00.000Z'),
        reminder('omar.s', 30, '2026-05-03T06:30:00.000Z'),
      ],
    },
    reminders: [
      reminder('lina.k', 7, '2026-05-03T06:30:00.000Z'),
      reminder('omar.s', 30, '2026-05-03T06:30:00.000Z'),
    ],
    totalCount: 12,
  } satisfies RemindersResponse;

  it('loads the last run and the first page of every reminder sent on opening', async () => {
    const page = startWithHistory([first]);
    await page.loaded();
    expect(page.listReminders).toHaveBeenCalledExactlyOnceWith(
      { pageNumber: 1, pageSize: 10 },
      { signal: expect.any(AbortSignal) },
    );
    expect(lastRunOf(page.shown())).toEqual({
      ...first.lastRun,
      reminders: first.lastRun.reminders.map(reminderRow),
    });
    expect(page.shown().context.rows.map((row) => [row.username, row.daysBefore])).toEqual([
      ['lina.k', 7],
      ['omar.s', 30],
    ]);
    expect(page.shown().context.pageCount).toBe(2);
  });

  it('reads them again after a run: the new last run shows', async () => {
    const after = {
      ...first,
      lastRun: {
        sentAt: '2026-05-04T06:30:00.000Z',
        count: 1,
        reminders: [reminder('sara.h', 0, '2026-05-04T06:30:00.000Z')],
      },
    };
    const page = startWithHistory([first, after]);
    await page.loaded();
    page.actor.send({ type: 'reminders.run' });
    await reach(page.actor, 'done');
    await waitFor(page.history(), () => page.listReminders.mock.calls.length === 2);
    await page.loaded();
    expect(lastRunOf(page.shown())?.reminders[0]?.username).toBe('sara.h');
  });

  it('keeps its page in the URL: a page asks the router through the page, the URL loads it', async () => {
    const page = startWithHistory([first], { page: '2' });
    await page.loaded();
    expect(page.listReminders.mock.calls[0]![0]).toMatchObject({ pageNumber: 2 });
    page.history().send({ type: 'page.change', page: 1 });
    expect(page.setQuery).toHaveBeenCalledWith({ query: {}, replace: false });
    page.actor.send({ type: 'url.change', query: { page: null } });
    await page.loaded();
    expect(page.listReminders.mock.calls.at(-1)![0]).toMatchObject({ pageNumber: 1 });
  });
});

describe('run reminders machine: every shortest path', () => {
  const events = [
    { type: 'reminders.run' },
    { type: 'xstate.done.actor.runReminders', output: { queued: 3 } },
    { type: 'xstate.error.actor.runReminders', error: new ApiError({ status: 503 }) },
    { type: 'url.change', query: { page: '2' } },
    { type: 'history.setQuery', params: { query: { page: 2 }, replace: false } },
  ] as never[];
  const input = { api: unusedApi<RunRemindersInput['api']>() };
  const model = createTestModel(modelOf(runRemindersMachine), { input, events });
  // Every transition, not only every state: running again from done and from failed.
  const taken = transitionPaths(model, { events });
  const paths = [...model.getShortestPaths(), ...taken];

  it('the paths take every transition', () => {
    expect(
      flowGraph(runRemindersMachine).transitions.filter((name) => !taken.covered.has(name)),
    ).toEqual([]);
  });

  it('the paths cover every state', () => {
    expect(visitedStates(paths)).toEqual(
      new Set(['idle', 'running', 'done', 'failed'].map((value) => JSON.stringify(value))),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors(['runReminders']);
    // The list is a child of its own (tested above): here one that keeps what it is sent.
    const toHistory: EventObject[] = [];
    const setQuery = vi.fn();
    await runPath(path, {
      machine: runRemindersMachine.provide({
        actors: {
          history: fromCallback(({ receive }) => receive((event) => toHistory.push(event))),
        } as never,
        actions: { setQuery: (_, params) => setQuery(params) },
      }),
      input,
      scripted,
      contextKeys: ['queued', 'error'],
      // What the page shows after each step: the count queued, the reason of a failure; the list read again
      // after a run, the URL's changes passed to it, its own page put in the URL.
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot() as {
          value: string;
          context: { queued: number | null; error: string | null };
          hasTag: (tag: string) => boolean;
        };
        expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'running');
        expect(snapshot.hasTag('error')).toBe(snapshot.value === 'failed');
        expect(snapshot.context.queued).toBe(snapshot.value === 'done' ? 3 : null);
        expect(snapshot.context.error).toBe(
          snapshot.value === 'failed' ? 'Request failed with status 503' : null,
        );
        if (snapshot.value === 'running')
          expect(scripted.calls('runReminders').at(-1)).toEqual({ api: input.api });
        if (event.type === 'xstate.done.actor.runReminders')
          expect(toHistory.at(-1)).toEqual({ type: 'list.reload' });
        if (event.type === 'url.change') expect(toHistory.at(-1)).toEqual(event);
        if (event.type === 'history.setQuery')
          expect(setQuery).toHaveBeenLastCalledWith({ query: { page: 2 }, replace: false });
      },
    });
  });
});
