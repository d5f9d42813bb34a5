import {
  ApiError,
  FIELD_LIMITS,
  HISTORY_SEARCH_DEBOUNCE_MS,
  messages,
  type MemberSuggestion,
  type MemberSuggestionsResponse,
} from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import {
  isSuggestible,
  memberSuggestionsMachine,
  memberSuggestionsMessage,
  type MemberSuggestionsInput,
  type MemberSuggestionsSnapshot,
} from './memberSuggestionsMachine.ts';

const sara: MemberSuggestion = {
  id: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a01',
  username: 'sara.haddad',
  fullName: 'Sara Haddad',
};
const samer: MemberSuggestion = {
  id: '5d6f0a7e-8c2b-4f3e-a1d4-2b9c8e7f6a02',
  username: 'samer.odeh',
  fullName: 'Samer Odeh',
};

function start() {
  const calls: {
    query: { search: string };
    signal: AbortSignal;
    settle: ReturnType<typeof deferred<MemberSuggestionsResponse>>;
  }[] = [];
  const suggestMembers = vi.fn((query: { search: string }, options?: { signal?: AbortSignal }) => {
    const settle = deferred<MemberSuggestionsResponse>();
    calls.push({ query, signal: options?.signal as AbortSignal, settle });
    return settle.promise;
  });
  const api = { suggestMembers } as unknown as MemberSuggestionsInput['api'];
  const clock = new SimulatedClock();
  const actor = createActor(memberSuggestionsMachine, { input: { api }, clock }).start();
  const last = () => calls[calls.length - 1]!;
  const query = (value: string) => actor.send({ type: 'suggest.query', value });
  const message = () => memberSuggestionsMessage(actor.getSnapshot());
  const open = () => actor.getSnapshot().hasTag('open');
  return { actor, clock, calls, last, query, message, open, suggestMembers };
}

describe('member suggestions machine', () => {
  it('asks once the typing pauses, for the trimmed text, and shows the members', async () => {
    const s = start();
    expect(s.open()).toBe(false);
    s.query('s');
    s.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS - 1);
    s.query(' sa ');
    expect(s.open()).toBe(true);
    expect(s.message()).toBe('Loading...');
    s.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS - 1);
    expect(s.suggestMembers).not.toHaveBeenCalled();
    s.clock.increment(1);
    expect(s.suggestMembers).toHaveBeenCalledExactlyOnceWith(
      { search: 'sa' },
      { signal: expect.any(AbortSignal) },
    );
    s.last().settle.resolve({ members: [sara, samer] });
    await reach(s.actor, 'shown');
    expect(s.actor.getSnapshot().context.suggestions).toEqual([sara, samer]);
    expect(s.message()).toBeNull();
  });

  it('keeps the last members while the next answer loads, and cancels an answer typing overtook', async () => {
    const s = start();
    s.query('sa');
    s.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    s.last().settle.resolve({ members: [sara, samer] });
    await reach(s.actor, 'shown');
    s.query('sar');
    expect(s.actor.getSnapshot().context.suggestions).toEqual([sara, samer]);
    expect(s.message()).toBeNull();
    expect(s.actor.getSnapshot().hasTag('busy')).toBe(true);
    s.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    const first = s.last();
    s.query('sara');
    expect(first.signal.aborted).toBe(true);
    s.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    s.last().settle.resolve({ members: [sara] });
    await reach(s.actor, 'shown');
    expect(s.actor.getSnapshot().context.suggestions).toEqual([sara]);
  });

  it('says No members found. for an answer without members', async () => {
    const s = start();
    s.query('zz');
    s.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    s.last().settle.resolve({ members: [] });
    await reach(s.actor, 'shown');
    expect(s.open()).toBe(true);
    expect(s.message()).toBe(messages.lists.noMembers);
  });

  it('says Failed to fetch members. when the call fails, and asks again on retry', async () => {
    const s = start();
    s.query('sa');
    s.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    s.last().settle.reject(new ApiError({ status: 500 }));
    await reach(s.actor, 'failed');
    expect(s.message()).toBe(messages.lists.membersFailed);
    s.actor.send({ type: 'suggest.retry' });
    expect(s.suggestMembers).toHaveBeenCalledTimes(2);
    s.last().settle.resolve({ members: [sara] });
    await reach(s.actor, 'shown');
    expect(s.message()).toBeNull();
  });

  it('suggests nothing for a blank or too long text, and closes on request', async () => {
    const s = start();
    for (const value of ['', '   ', 'x'.repeat(FIELD_LIMITS.searchMax + 1)]) {
      s.query(value);
      s.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
      expect(s.open(), JSON.stringify(value.slice(0, 5))).toBe(false);
    }
    expect(s.suggestMembers).not.toHaveBeenCalled();
    s.query('sa');
    s.clock.increment(HISTORY_SEARCH_DEBOUNCE_MS);
    const pending = s.last();
    s.actor.send({ type: 'suggest.close' });
    expect(pending.signal.aborted).toBe(true);
    expect(s.open()).toBe(false);
    expect(s.actor.getSnapshot().context).toMatchObject({ query: '', suggestions: [] });
    expect([isSuggestible('a'), isSuggestible(' '), isSuggestible('a'.repeat(101))]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('member suggestions machine: a path through every transition', () => {
  const events = [
    { type: 'suggest.query', value: ' sa ' },
    // Blank: nothing to suggest, the list closes.
    { type: 'suggest.query', value: '   ' },
    { type: 'suggest.close' },
    { type: 'suggest.retry' },
    { type: `xstate.after.${HISTORY_SEARCH_DEBOUNCE_MS}.memberSuggestions.debouncing` },
    { type: 'xstate.done.actor.loadSuggestions', output: { members: [sara, samer] } },
    { type: 'xstate.done.actor.loadSuggestions', output: { members: [] } },
    { type: 'xstate.error.actor.loadSuggestions', error: new ApiError({ status: 500 }) },
  ] as never[];
  const input: MemberSuggestionsInput = { api: unusedApi<MemberSuggestionsInput['api']>() };
  const paths = transitionPaths(
    createTestModel(modelOf(memberSuggestionsMachine), { input, events }),
    { events },
  );

  it('covers every state', () => {
    expect(visitedStates(paths)).toEqual(
      new Set(['"closed"', '"debouncing"', '"loading"', '"shown"', '"failed"']),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const scripted = scriptedActors<string>(['loadSuggestions']);
    await runPath(path, {
      machine: memberSuggestionsMachine,
      input,
      scripted,
      contextKeys: ['query', 'suggestions', 'error'],
      check: (actor, _, event) => {
        const snapshot = actor.getSnapshot() as MemberSuggestionsSnapshot;
        const { query, suggestions } = snapshot.context;
        const value = snapshot.value;
        // The members answered are the ones listed; none after a failure.
        if (event.type === 'xstate.done.actor.loadSuggestions')
          expect(suggestions).toEqual(
            (event as unknown as { output: { members: unknown[] } }).output.members,
          );
        if (value === 'failed') expect(suggestions).toEqual([]);
        // The list is open but for `closed`, which forgets the text and the answer.
        expect(snapshot.hasTag('open')).toBe(value !== 'closed');
        if (value === 'closed') expect(query).toBe('');
        else expect(query).toBe('sa');
        // Loading asks for the trimmed text.
        if (value === 'loading')
          expect(scripted.calls('loadSuggestions').at(-1)).toMatchObject({ query: 'sa' });
        // Its line instead of (or beside) the members: the last members stay while the next answer comes.
        const line = {
          closed: null,
          debouncing: messages.lists.loading,
          loading: messages.lists.loading,
          shown: messages.lists.noMembers,
          failed: messages.lists.membersFailed,
        }[value];
        expect(memberSuggestionsMessage(snapshot)).toBe(
          suggestions.length > 0 && value !== 'failed' ? null : line,
        );
      },
    });
  });
});
