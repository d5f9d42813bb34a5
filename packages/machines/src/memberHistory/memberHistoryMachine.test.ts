import {
  ApiError,
  FIELD_LIMITS,
  HISTORY_SEARCH_DEBOUNCE_MS,
  messages,
  type MemberAction,
  type MemberHistoryResponse,
  type MemberSuggestionsResponse,
} from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { historyQuery } from '../shared/historySearch.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import {
  memberActionLabel,
  memberHistoryMachine,
  memberHistoryMessage,
  type MemberHistoryInput,
} from './memberHistoryMachine.ts';

function action(n: number): MemberAction {
  return {
    userActionId: n,
    userName: 'sara',
    userFullName: 'Sara Haddad',
    madeByUserName: 'admin',
    actionCreatedAt: '2024-01-01T00:00:00.000Z',
    actionTypeId: 1,
  };
}

const pageOf = (totalCount: number, ...ids: number[]): MemberHistoryResponse => ({
  membershipActions: ids.map((n) => action(n)),
  totalCount,
});

function start(initial?: MemberHistoryInput['initial']) {
  const calls: {
    query: Record<string, unknown>;
    signal: AbortSignal;
    settle: ReturnType<typeof deferred<MemberHistoryResponse>>;
  }[] = [];
  const getMemberHistory = vi.fn(
    (query: Record<string, unknown>, options?: { signal?: AbortSignal }) => {
      const settle = deferred<MemberHistoryResponse>();
      calls.push({ query, signal: options?.signal as AbortSignal, settle });
      return settle.promise;
    },
  );
  const suggestMembers = vi.fn(
    (_query: { search: string }, _options?: { signal?: AbortSignal }) =>
      deferred<MemberSuggestionsResponse>().promise,
  );
  const api = { getMemberHistory, suggestMembers } as unknown as MemberHistoryInput['api'];
  const clock = new SimulatedClock();
  const actor = createActor(memberHistoryMachine, { input: { api, initial }, clock }).start();
  const last = () => calls[calls.length - 1]!;
  const type = (value: string) => actor.send({ type: 'search.change', value });
  const message = () => memberHistoryMessage(actor.getSnapshot());
  const context = () => actor.getSnapshot().context;
  return { actor, clock, calls, last, type, message, context, getMemberHistory, suggestMembers };
}

describe('member history machine', () => {
  it('fetches nothing and shows nothing while the search is empty or blank', () => {
    const history = start();
    expect(history.actor.getSnapshot().value).toBe('idle');
    history.type('   ');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS * 10);
    expect(history.actor.getSnapshot().value).toBe('idle');
    expect(history.message()).toBeNull();
    expect(history.getMemberHistory).not.toHaveBeenCalled();
  });

  it('waits 300 ms after the last keystroke, then fetches the trimmed username, page 1 of 10', async () => {
    const history = start();
    history.type('s');
    history.clock.increment(299);
    history.type('sa');
    history.clock.increment(299);
    history.type(' sara ');
    expect(history.message()).toBe('Loading...');
    history.clock.increment(299);
    expect(history.getMemberHistory).not.toHaveBeenCalled();
    history.clock.increment(1);
    expect(history.getMemberHistory).toHaveBeenCalledExactlyOnceWith(
      { username: 'sara', pageNumber: 1, pageSize: 10 },
      { signal: expect.any(AbortSignal) },
    );
    expect(history.actor.getSnapshot().hasTag('busy')).toBe(true);
    history.last().settle.resolve(pageOf(23, 1, 2));
    await reach(history.actor, 'loaded');
    expect(history.context()).toMatchObject({ totalCount: 23, pageCount: 3 });
    expect(history.context().actions.map((a) => a.userActionId)).toEqual([1, 2]);
    expect(history.message()).toBeNull();
  });

  it('shows No member history found. for a search that finds nothing', async () => {
    const history = start();
    history.type('nobody');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    history.last().settle.resolve(pageOf(0));
    await reach(history.actor, 'loaded');
    expect(history.message()).toBe('No member history found.');
    history.actor.send({ type: 'search.clear' });
    expect(history.context()).toMatchObject({ search: '', page: 1, actions: [], totalCount: 0 });
    expect(history.message()).toBeNull();
  });

  it('shows Failed to fetch member history. whatever the server says, and reloads', async () => {
    const history = start();
    history.type('sara');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    history.last().settle.reject(new ApiError({ status: 500, body: { message: 'Boom.' } }));
    await reach(history.actor, 'failed');
    expect(history.message()).toBe('Failed to fetch member history.');
    history.actor.send({ type: 'list.reload' });
    expect(history.message()).toBe('Loading...');
    history.last().settle.resolve(pageOf(1, 1));
    await reach(history.actor, 'loaded');
    expect(history.context().error).toBeNull();
  });

  it('resets the page to 1 whenever the search text changes', async () => {
    const history = start();
    history.type('sara');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    history.last().settle.resolve(pageOf(23, 1));
    await reach(history.actor, 'loaded');
    history.actor.send({ type: 'page.change', page: 3 });
    expect(history.last().query).toEqual({ username: 'sara', pageNumber: 3, pageSize: 10 });
    history.last().settle.resolve(pageOf(23, 21));
    await reach(history.actor, 'loaded');
    expect(history.context().page).toBe(3);
    history.type('sarah');
    expect(history.context().page).toBe(1);
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    expect(history.last().query).toEqual({ username: 'sarah', pageNumber: 1, pageSize: 10 });
  });

  it('changes page only to another existing page, at once', async () => {
    const history = start();
    history.type('sara');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    history.last().settle.resolve(pageOf(15, 1));
    await reach(history.actor, 'loaded');
    for (const page of [0, 1, 3, 1.5]) history.actor.send({ type: 'page.change', page });
    expect(history.calls).toHaveLength(1);
    history.actor.send({ type: 'page.change', page: 2 });
    expect(history.calls).toHaveLength(2);
    expect(history.last().query).toMatchObject({ pageNumber: 2 });
  });

  it('cancels the request in flight when the search changes or is cleared', async () => {
    const history = start();
    history.type('sara');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    const first = history.last();
    history.type('sarah');
    expect(first.signal.aborted).toBe(true);
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    const second = history.last();
    expect(second.signal.aborted).toBe(false);
    history.actor.send({ type: 'search.clear' });
    expect(second.signal.aborted).toBe(true);
    first.settle.resolve(pageOf(1, 1));
    second.settle.resolve(pageOf(1, 2));
    await Promise.resolve();
    expect(history.actor.getSnapshot().value).toBe('idle');
    expect(history.context().actions).toEqual([]);
  });

  it('restores a search and page from the URL and loads them without waiting', () => {
    const history = start({ search: 'sara', page: '2' });
    expect(history.getMemberHistory).toHaveBeenCalledExactlyOnceWith(
      { username: 'sara', pageNumber: 2, pageSize: 10 },
      { signal: expect.any(AbortSignal) },
    );
    expect(start({ search: ' ', page: 2 }).getMemberHistory).not.toHaveBeenCalled();
  });

  it('shows the search and page the URL brings back (Back, Forward) at once, cancelling what ran', async () => {
    const history = start({ search: 'sara' });
    const first = history.last();
    history.actor.send({ type: 'query.restore', query: { search: 'omar', page: '3' } });
    expect(first.signal.aborted).toBe(true);
    expect(history.last().query).toEqual({ username: 'omar', pageNumber: 3, pageSize: 10 });
    expect(history.context()).toMatchObject({ search: 'omar', page: 3 });
    history.last().settle.resolve(pageOf(25, 21));
    await reach(history.actor, 'loaded');

    // The same query again (the page's own change coming back through the URL): nothing happens.
    history.actor.send({ type: 'query.restore', query: { search: ' omar ', page: 3 } });
    expect(history.getMemberHistory).toHaveBeenCalledTimes(2);
    expect(history.actor.getSnapshot().value).toBe('loaded');

    // No search in the URL: the empty page, nothing fetched.
    history.actor.send({ type: 'query.restore', query: {} });
    expect(history.actor.getSnapshot().value).toBe('idle');
    expect(history.context()).toMatchObject({ search: '', page: 1, actions: [] });
    expect(history.getMemberHistory).toHaveBeenCalledTimes(2);
  });

  it("shows a picked member's rows only, by their exact username", () => {
    const history = start();
    history.actor.send({ type: 'member.pick', username: 'omar.k' });
    expect(history.last().query).toEqual({ memberUsername: 'omar.k', pageNumber: 1, pageSize: 10 });
    expect(historyQuery(history.context())).toEqual({ searchBy: 'member', search: 'omar.k' });
  });

  it('keeps only a non-blank search and a page past 1 for the URL', () => {
    expect(historyQuery({ search: ' sara ', member: false, page: 2 })).toEqual({
      search: 'sara',
      page: 2,
    });
    expect(historyQuery({ search: 'sara', member: false, page: 1 })).toEqual({ search: 'sara' });
    expect(historyQuery({ search: '  ', member: false, page: 3 })).toEqual({});
  });

  it('names the action types: 1 Create … 5 Delete, else Unknown', () => {
    expect([1, 2, 3, 4, 5, 0, 6, -1].map(memberActionLabel)).toEqual([
      'Create',
      'Update',
      'Activate',
      'Deactivate',
      'Delete',
      'Unknown',
      'Unknown',
      'Unknown',
    ]);
  });
});

describe('member history machine: every shortest path', () => {
  const input: MemberHistoryInput = { api: unusedApi<MemberHistoryInput['api']>() };
  const model = createTestModel(modelOf(memberHistoryMachine), {
    input,
    events: [
      { type: 'search.change', value: 'sara' },
      { type: 'search.change', value: '  ' },
      { type: 'search.change', value: 'x'.repeat(FIELD_LIMITS.searchMax + 1) },
      { type: 'member.pick', username: 'sara' },
      { type: 'suggestions.close' },
      { type: 'search.clear' },
      { type: 'page.change', page: 2 },
      { type: 'list.reload' },
      { type: 'query.restore', query: { search: 'sara', page: '2' } },
      { type: 'query.restore', query: { searchBy: 'member', search: 'sara' } },
      { type: `xstate.after.${HISTORY_SEARCH_DEBOUNCE_MS}.memberHistory.debouncing` },
      { type: 'xstate.done.actor.loadHistory', output: pageOf(12, 1) },
      { type: 'xstate.error.actor.loadHistory', error: new ApiError({ status: 500 }) },
    ] as never[],
    // The scripted actors cannot see a cancelled call: leave `loading` only through its outcome here
    // (cancellation has its own tests above).
    filterEvents: (state, event) => !state.matches('loading') || event.type.startsWith('xstate.'),
  });
  const paths = model.getShortestPaths();

  it('covers every state', () => {
    expect(visitedStates(paths)).toEqual(
      new Set(['"idle"', '"debouncing"', '"loading"', '"loaded"', '"failed"']),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await runPath(path, {
      machine: memberHistoryMachine,
      input,
      scripted: scriptedActors(['loadHistory']),
      contextKeys: [
        'search',
        'member',
        'searchError',
        'page',
        'actions',
        'totalCount',
        'pageCount',
        'error',
      ],
      check: (actor) => {
        const snapshot = actor.getSnapshot();
        const message = memberHistoryMessage(snapshot);
        expect([
          null,
          messages.lists.loading,
          messages.lists.memberHistoryFailed,
          messages.lists.noMemberHistory,
        ]).toContain(message);
        if (message === messages.lists.noMemberHistory)
          expect(snapshot.context.search.trim()).not.toBe('');
        if (snapshot.matches('idle')) expect(snapshot.context.actions).toEqual([]);
      },
    });
  });
});
