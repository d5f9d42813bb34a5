import {
  ApiError,
  FIELD_LIMITS,
  HISTORY_SEARCH_DEBOUNCE_MS,
  messages,
  type MembershipAction,
  type MembershipHistoryResponse,
  type MemberSuggestionsResponse,
} from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type ActorRefFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { historyQuery } from '../shared/historySearch.ts';
import type { memberSuggestionsMachine } from '../memberSuggestions/memberSuggestionsMachine.ts';
import { memberSuggestionsMessage } from '../memberSuggestions/memberSuggestionsMachine.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import {
  historyMadeByLabel,
  membershipActionHasDetails,
  membershipActionLabel,
  membershipHistoryMachine,
  membershipHistoryMessage,
  type MembershipHistoryInput,
} from './membershipHistoryMachine.ts';

function action(n: number, overrides: Partial<MembershipAction> = {}): MembershipAction {
  return {
    actionId: n,
    memberUserName: 'sara',
    memberFullName: 'Sara Haddad',
    madeByUserName: 'admin',
    createdAt: '2024-01-01T00:00:00.000Z',
    actionType: 0,
    expiryTime: '2025-01-01T00:00:00.000Z',
    renewalId: n,
    ...overrides,
  };
}

const pageOf = (totalCount: number, ...ids: number[]): MembershipHistoryResponse => ({
  membershipActions: ids.map((n) => action(n)),
  totalCount,
});

function start(initial?: MembershipHistoryInput['initial']) {
  const calls: {
    query: Record<string, unknown>;
    signal: AbortSignal;
    settle: ReturnType<typeof deferred<MembershipHistoryResponse>>;
  }[] = [];
  const getMembershipHistory = vi.fn(
    (query: Record<string, unknown>, options?: { signal?: AbortSignal }) => {
      const settle = deferred<MembershipHistoryResponse>();
      calls.push({ query, signal: options?.signal as AbortSignal, settle });
      return settle.promise;
    },
  );
  const suggestMembers = vi.fn(
    (_query: { search: string }, _options?: { signal?: AbortSignal }) =>
      deferred<MemberSuggestionsResponse>().promise,
  );
  const api = { getMembershipHistory, suggestMembers } as unknown as MembershipHistoryInput['api'];
  const clock = new SimulatedClock();
  const actor = createActor(membershipHistoryMachine, { input: { api, initial }, clock }).start();
  const last = () => calls[calls.length - 1]!;
  const type = (value: string) => actor.send({ type: 'search.change', value });
  const message = () => membershipHistoryMessage(actor.getSnapshot());
  const context = () => actor.getSnapshot().context;
  const suggestions = () =>
    actor.getSnapshot().children.suggestions as ActorRefFrom<typeof memberSuggestionsMachine>;
  return {
    actor,
    clock,
    calls,
    last,
    type,
    message,
    context,
    suggestions,
    getMembershipHistory,
    suggestMembers,
  };
}

describe('membership history machine', () => {
  it('fetches nothing and shows nothing while the search is empty or blank', () => {
    const history = start();
    expect(history.actor.getSnapshot().value).toBe('idle');
    history.type('   ');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS * 10);
    expect(history.actor.getSnapshot().value).toBe('idle');
    expect(history.message()).toBeNull();
    expect(history.getMembershipHistory).not.toHaveBeenCalled();
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
    expect(history.getMembershipHistory).not.toHaveBeenCalled();
    history.clock.increment(1);
    expect(history.getMembershipHistory).toHaveBeenCalledExactlyOnceWith(
      { Username: 'sara', PageNumber: 1, PageSize: 10 },
      { signal: expect.any(AbortSignal) },
    );
    expect(history.actor.getSnapshot().hasTag('busy')).toBe(true);
    history.last().settle.resolve(pageOf(23, 1, 2));
    await reach(history.actor, 'loaded');
    expect(history.context()).toMatchObject({ totalCount: 23, pageCount: 3 });
    expect(history.context().actions.map((a) => a.actionId)).toEqual([1, 2]);
    expect(history.message()).toBeNull();
  });

  it('shows No membership history found. for a search that finds nothing', async () => {
    const history = start();
    history.type('nobody');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    history.last().settle.resolve(pageOf(0));
    await reach(history.actor, 'loaded');
    expect(history.message()).toBe('No membership history found.');
    history.actor.send({ type: 'search.clear' });
    expect(history.context()).toMatchObject({ search: '', page: 1, actions: [], totalCount: 0 });
    expect(history.message()).toBeNull();
  });

  it('shows Failed to fetch membership history. whatever the server says, and reloads', async () => {
    const history = start();
    history.type('sara');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    history.last().settle.reject(new ApiError({ status: 500, body: { message: 'Boom.' } }));
    await reach(history.actor, 'failed');
    expect(history.message()).toBe('Failed to fetch membership history.');
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
    expect(history.last().query).toEqual({ Username: 'sara', PageNumber: 3, PageSize: 10 });
    history.last().settle.resolve(pageOf(23, 21));
    await reach(history.actor, 'loaded');
    expect(history.context().page).toBe(3);
    history.type('sarah');
    expect(history.context().page).toBe(1);
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    expect(history.last().query).toEqual({ Username: 'sarah', PageNumber: 1, PageSize: 10 });
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
    expect(history.last().query).toMatchObject({ PageNumber: 2 });
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
    expect(history.getMembershipHistory).toHaveBeenCalledExactlyOnceWith(
      { Username: 'sara', PageNumber: 2, PageSize: 10 },
      { signal: expect.any(AbortSignal) },
    );
    expect(start({ search: ' ', page: 2 }).getMembershipHistory).not.toHaveBeenCalled();
  });

  it('suggests the members that match as one types, after the same pause as the search', () => {
    const history = start();
    history.type('ha');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS - 1);
    history.type('ham');
    const suggestions = history.suggestions();
    expect(suggestions.getSnapshot().hasTag('open')).toBe(true);
    expect(memberSuggestionsMessage(suggestions.getSnapshot())).toBe('Loading...');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS - 1);
    expect(history.suggestMembers).not.toHaveBeenCalled();
    history.clock.increment(1);
    expect(history.suggestMembers).toHaveBeenCalledExactlyOnceWith(
      { search: 'ham' },
      { signal: expect.any(AbortSignal) },
    );
    // The typed text still searches: every member whose username contains it, each row naming its member.
    expect(history.last().query).toEqual({ Username: 'ham', PageNumber: 1, PageSize: 10 });
    history.actor.send({ type: 'suggestions.close' });
    expect(suggestions.getSnapshot().hasTag('open')).toBe(false);
    expect(history.context()).toMatchObject({ search: 'ham', member: false });
    expect(history.actor.getSnapshot().value).toBe('loading');
  });

  it("picks one member: their exact username is searched at once, and the URL says it's them", async () => {
    const history = start();
    history.type('sara');
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    const partial = history.last();
    history.actor.send({ type: 'member.pick', username: 'sara.haddad' });
    expect(partial.signal.aborted).toBe(true);
    expect(history.last().query).toEqual({
      MemberUsername: 'sara.haddad',
      PageNumber: 1,
      PageSize: 10,
    });
    expect(history.suggestions().getSnapshot().hasTag('open')).toBe(false);
    expect(history.context()).toMatchObject({ search: 'sara.haddad', member: true, page: 1 });
    expect(historyQuery(history.context())).toEqual({ searchBy: 'member', search: 'sara.haddad' });
    history.last().settle.resolve(pageOf(12, 1));
    await reach(history.actor, 'loaded');
    history.actor.send({ type: 'page.change', page: 2 });
    expect(history.last().query).toMatchObject({ MemberUsername: 'sara.haddad', PageNumber: 2 });
    // Typing again is a partial search again.
    history.type('sara.h');
    expect(history.context()).toMatchObject({ member: false });
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    expect(history.last().query).toEqual({ Username: 'sara.h', PageNumber: 1, PageSize: 10 });
  });

  it('restores a picked member from the URL', () => {
    const history = start({ searchBy: 'member', search: 'sara.haddad', page: '2' });
    expect(history.getMembershipHistory).toHaveBeenCalledExactlyOnceWith(
      { MemberUsername: 'sara.haddad', PageNumber: 2, PageSize: 10 },
      { signal: expect.any(AbortSignal) },
    );
    expect(history.context().member).toBe(true);
  });

  it("refuses a search longer than the limit with the contract's message and fetches nothing", () => {
    const tooLong = 'a'.repeat(FIELD_LIMITS.searchMax + 1);
    const history = start();
    history.type(tooLong);
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS * 2);
    expect(history.actor.getSnapshot().value).toBe('idle');
    expect(history.context().searchError).toBe(
      `Search text must be at most ${FIELD_LIMITS.searchMax} characters.`,
    );
    expect(history.message()).toBeNull();
    expect(history.getMembershipHistory).not.toHaveBeenCalled();
    expect(history.suggestMembers).not.toHaveBeenCalled();
    // Shortened to the limit, it searches again.
    history.type(tooLong.slice(1));
    expect(history.context().searchError).toBeNull();
    history.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    expect(history.getMembershipHistory).toHaveBeenCalledTimes(1);
    // Nor is a too long search from the URL fetched.
    const restored = start({ search: 'x'.repeat(5000) });
    expect(restored.getMembershipHistory).not.toHaveBeenCalled();
    expect(restored.context().searchError).toMatch(/at most/);
  });

  it('names the action types: 0 Renewal, 1 Deactivation, else Unknown', () => {
    expect([0, 1, 2, -1].map(membershipActionLabel)).toEqual([
      'Renewal',
      'Deactivation',
      'Unknown',
      'Unknown',
    ]);
  });

  it('offers More Details for renewals, never for deactivations', () => {
    expect(membershipActionHasDetails(action(1))).toBe(true);
    expect(membershipActionHasDetails(action(2, { actionType: 1, renewalId: null }))).toBe(false);
    expect(membershipActionHasDetails(action(3, { actionType: 1 }))).toBe(false);
    expect(messages.historyLabels.moreDetails).toBe('More Details');
  });

  it('shows N/A when no one is named as the maker', () => {
    expect([
      historyMadeByLabel('admin'),
      historyMadeByLabel(null),
      historyMadeByLabel(' '),
    ]).toEqual(['admin', 'N/A', 'N/A']);
  });
});

describe('membership history machine: every shortest path', () => {
  const input: MembershipHistoryInput = { api: unusedApi<MembershipHistoryInput['api']>() };
  const model = createTestModel(modelOf(membershipHistoryMachine), {
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
      { type: `xstate.after.${HISTORY_SEARCH_DEBOUNCE_MS}.membershipHistory.debouncing` },
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
      machine: membershipHistoryMachine,
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
        const message = membershipHistoryMessage(snapshot);
        expect([
          null,
          messages.lists.loading,
          messages.lists.membershipHistoryFailed,
          messages.lists.noMembershipHistory,
        ]).toContain(message);
        if (message === messages.lists.noMembershipHistory)
          expect(snapshot.context.search.trim()).not.toBe('');
        if (snapshot.matches('idle')) expect(snapshot.context.actions).toEqual([]);
      },
    });
  });
});
