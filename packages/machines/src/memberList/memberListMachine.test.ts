import { ApiError, messages, type MemberListItem, type MemberListResponse } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import {
  canSubmitMemberSearch,
  memberListMachine,
  memberListMessage,
  memberListQuery,
  parseMemberListQuery,
  type MemberListInput,
} from './memberListMachine.ts';

function member(n: number, overrides: Partial<MemberListItem> = {}): MemberListItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    username: `member${n}`,
    email: `member${n}@example.com`,
    firstName: 'Member',
    lastName: String(n),
    gender: 'F',
    dateOfBirth: '1990-01-01',
    major: 'Engineering',
    phoneNumber: '0790000000',
    nationality: 'Jordanian',
    country: 'Jordan',
    city: 'Amman',
    addressDetails: 'Street 1',
    isActiveUser: true,
    hasActiveMembership: false,
    membershipExpiry: null,
    emailIsVerified: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const pageOf = (totalCount: number, ...ids: number[]): MemberListResponse => ({
  members: ids.map((n) => member(n)),
  totalCount,
});

/** An API whose calls stay pending until the test settles them; records each call's query and signal. */
function fakeApi() {
  const calls: {
    query: Record<string, unknown>;
    signal: AbortSignal;
    settle: ReturnType<typeof deferred<MemberListResponse>>;
  }[] = [];
  const listMembers = vi.fn(
    (query: Record<string, unknown>, options?: { signal?: AbortSignal }) => {
      const settle = deferred<MemberListResponse>();
      calls.push({ query, signal: options?.signal as AbortSignal, settle });
      return settle.promise;
    },
  );
  return { api: { listMembers } as unknown as MemberListInput['api'], listMembers, calls };
}

function start(initial?: MemberListInput['initial']) {
  const fake = fakeApi();
  const actor = createActor(memberListMachine, { input: { api: fake.api, initial } }).start();
  const last = () => fake.calls[fake.calls.length - 1]!;
  return { ...fake, actor, last, context: () => actor.getSnapshot().context };
}

async function loaded(started: ReturnType<typeof start>, response: MemberListResponse) {
  started.last().settle.resolve(response);
  await reach(started.actor, 'loaded');
}

describe('member list machine', () => {
  it('loads page 1 of 10 with no filter, showing Loading... then the rows and the page count', async () => {
    const list = start();
    expect(list.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(memberListMessage(list.actor.getSnapshot())).toBe('Loading...');
    expect(list.listMembers).toHaveBeenCalledExactlyOnceWith(
      { pageNumber: 1, pageSize: 10 },
      { signal: expect.any(AbortSignal) },
    );
    await loaded(list, pageOf(25, 1, 2, 3));
    expect(list.context().members.map((m) => m.username)).toEqual([
      'member1',
      'member2',
      'member3',
    ]);
    expect(list.context().totalCount).toBe(25);
    expect(list.context().pageCount).toBe(3);
    expect(memberListMessage(list.actor.getSnapshot())).toBeNull();
  });

  it('shows No members found. for an empty list', async () => {
    const list = start();
    await loaded(list, pageOf(0));
    expect(memberListMessage(list.actor.getSnapshot())).toBe('No members found.');
    expect(list.context().pageCount).toBe(0);
  });

  it('needs a search-by choice and a non-blank value before it searches (SPEC §5)', async () => {
    const list = start();
    await loaded(list, pageOf(25, 1));
    list.actor.send({ type: 'search.valueChange', value: 'sara' });
    expect(list.context().searchValue).toBe(''); // the input is disabled until a field is chosen
    list.actor.send({ type: 'search.submit' });
    list.actor.send({ type: 'search.byChange', searchBy: 'email' });
    list.actor.send({ type: 'search.valueChange', value: '   ' });
    expect(canSubmitMemberSearch(list.context())).toBe(false);
    list.actor.send({ type: 'search.submit' });
    expect(list.listMembers).toHaveBeenCalledTimes(1);
    expect(list.actor.getSnapshot().value).toBe('loaded');
    list.actor.send({ type: 'search.byChange', searchBy: '' });
    expect(list.context().searchValue).toBe('');
  });

  it('searches the chosen field with the trimmed value and goes back to page 1', async () => {
    const list = start();
    await loaded(list, pageOf(25, 1));
    list.actor.send({ type: 'page.change', page: 3 });
    await loaded(list, pageOf(25, 21));
    expect(list.context().page).toBe(3);
    list.actor.send({ type: 'search.byChange', searchBy: 'phoneNumber' });
    list.actor.send({ type: 'search.valueChange', value: ' 0791 ' });
    expect(canSubmitMemberSearch(list.context())).toBe(true);
    list.actor.send({ type: 'search.submit' });
    expect(list.last().query).toEqual({ pageNumber: 1, pageSize: 10, phoneNumber: '0791' });
    expect(list.context().page).toBe(1);
    expect(list.context().applied).toEqual({ searchBy: 'phoneNumber', value: '0791' });
    await loaded(list, pageOf(1, 4));
    expect(memberListQuery(list.context())).toEqual({ searchBy: 'phoneNumber', search: '0791' });
    // Editing the draft does not change what the list shows until the next submit.
    list.actor.send({ type: 'search.valueChange', value: '0792' });
    expect(list.context().applied?.value).toBe('0791');
    expect(list.listMembers).toHaveBeenCalledTimes(3);
  });

  it('clear empties the search and reloads page 1 unfiltered', async () => {
    const list = start({ searchBy: 'username', search: 'sara', page: '2' });
    expect(list.last().query).toEqual({ pageNumber: 2, pageSize: 10, username: 'sara' });
    await loaded(list, pageOf(15, 11));
    list.actor.send({ type: 'search.clear' });
    expect(list.context()).toMatchObject({ searchBy: '', searchValue: '', applied: null, page: 1 });
    expect(list.last().query).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(memberListQuery(list.context())).toEqual({});
  });

  it('restores the search and page from the URL query, ignoring what is not valid', () => {
    const restored = start({ searchBy: 'email', search: ' a@b.c ', page: 4 });
    expect(restored.context()).toMatchObject({
      searchBy: 'email',
      searchValue: 'a@b.c',
      applied: { searchBy: 'email', value: 'a@b.c' },
      page: 4,
    });
    expect(restored.last().query).toEqual({ pageNumber: 4, pageSize: 10, email: 'a@b.c' });

    for (const initial of [
      { searchBy: 'fullName', search: 'sara', page: 'x' },
      { searchBy: 'email', search: '   ', page: 0 },
      { searchBy: null, search: 'sara', page: 2.5 },
    ]) {
      const list = start(initial);
      expect(list.context()).toMatchObject({
        searchBy: '',
        searchValue: '',
        applied: null,
        page: 1,
      });
      expect(list.last().query).toEqual({ pageNumber: 1, pageSize: 10 });
    }
  });

  it('changes page only to another existing page', async () => {
    const list = start();
    await loaded(list, pageOf(25, 1));
    for (const page of [0, 1, 4, 1.5]) list.actor.send({ type: 'page.change', page });
    expect(list.listMembers).toHaveBeenCalledTimes(1);
    list.actor.send({ type: 'page.change', page: 2 });
    expect(list.context().page).toBe(2);
    expect(list.last().query).toEqual({ pageNumber: 2, pageSize: 10 });
    expect(memberListQuery(list.context())).toEqual({ page: 2 });
  });

  it('cancels the request it leaves: a new page or a reload aborts the one in flight', async () => {
    const list = start();
    await loaded(list, pageOf(25, 1));
    list.actor.send({ type: 'page.change', page: 2 });
    const second = list.last();
    list.actor.send({ type: 'page.change', page: 3 });
    expect(second.signal.aborted).toBe(true);
    const third = list.last();
    expect(third.query).toMatchObject({ pageNumber: 3 });
    list.actor.send({ type: 'list.reload' });
    expect(third.signal.aborted).toBe(true);
    expect(list.last().signal.aborted).toBe(false);
    second.settle.resolve(pageOf(25, 11));
    await loaded(list, pageOf(25, 21));
    expect(list.context().members.map((m) => m.username)).toEqual(['member21']);
  });

  it('stops the request when the actor stops', () => {
    const list = start();
    list.actor.stop();
    expect(list.last().signal.aborted).toBe(true);
  });

  it('patches one row at once after an action succeeds, without a reload', async () => {
    const list = start();
    await loaded(list, pageOf(25, 1, 2));
    const id = member(2).id;
    list.actor.send({
      type: 'member.updated',
      id,
      patch: { isActiveUser: false, hasActiveMembership: true, emailIsVerified: true },
    });
    const [first, second] = list.context().members;
    expect(first).toEqual(member(1));
    expect(second).toEqual(
      member(2, { isActiveUser: false, hasActiveMembership: true, emailIsVerified: true }),
    );
    list.actor.send({ type: 'member.updated', id: 'unknown', patch: { username: 'x' } });
    expect(list.context().members).toEqual([first, second]);
    expect(list.listMembers).toHaveBeenCalledTimes(1);
    expect(list.actor.getSnapshot().value).toBe('loaded');
  });

  it('shows the server message on failure, else its own, and reloads on list.reload', async () => {
    const list = start();
    list.last().settle.reject(new ApiError({ status: 403, body: { message: 'Not allowed.' } }));
    await reach(list.actor, 'failed');
    expect(memberListMessage(list.actor.getSnapshot())).toBe('Not allowed.');
    list.actor.send({ type: 'list.reload' });
    expect(memberListMessage(list.actor.getSnapshot())).toBe('Loading...');
    expect(list.context().error).toBeNull();
    list.last().settle.reject(new ApiError({ status: 0 }));
    await reach(list.actor, 'failed');
    expect(list.context().error).toBe('Failed to fetch members.');
    list.actor.send({ type: 'list.reload' });
    await loaded(list, pageOf(1, 1));
    expect(list.context().members).toHaveLength(1);
  });

  it('goes to the last page when the restored page is past the end', async () => {
    const list = start({ page: 9 });
    list.last().settle.resolve(pageOf(25));
    await waitFor(list.actor, (snapshot) => snapshot.context.page !== 9, { timeout: 1000 });
    expect(list.actor.getSnapshot().value).toBe('loading');
    expect(list.context().page).toBe(3);
    expect(list.last().query).toEqual({ pageNumber: 3, pageSize: 10 });
    await loaded(list, pageOf(25, 21));
    expect(list.context().page).toBe(3);

    const empty = start({ page: 2 });
    empty.last().settle.resolve(pageOf(0));
    await waitFor(empty.actor, (snapshot) => snapshot.context.page === 1, { timeout: 1000 });
    expect(empty.listMembers).toHaveBeenCalledTimes(2);
    expect(empty.last().query).toEqual({ pageNumber: 1, pageSize: 10 });
  });

  it('uses the contract messages', () => {
    expect(messages.lists.loading).toBe('Loading...');
    expect(messages.lists.noMembers).toBe('No members found.');
  });
});

describe('member list machine: the URL query restored (Back, Forward)', () => {
  it('parses a query, ignoring what is invalid', () => {
    expect(parseMemberListQuery({ searchBy: 'email', search: ' a@b ', page: '3' })).toEqual({
      applied: { searchBy: 'email', value: 'a@b' },
      page: 3,
    });
    expect(parseMemberListQuery({ searchBy: 'fullName', search: 'x', page: '-1' })).toEqual({
      applied: null,
      page: 1,
    });
    expect(parseMemberListQuery(undefined)).toEqual({ applied: null, page: 1 });
  });

  it('shows the search and page of the restored query, cancelling the running request', async () => {
    const list = start();
    await loaded(list, pageOf(25, 1, 2));
    list.actor.send({ type: 'page.change', page: 2 });
    const pending = list.last();
    list.actor.send({
      type: 'query.restore',
      query: { searchBy: 'username', search: 'sara', page: '2' },
    });
    expect(pending.signal.aborted).toBe(true);
    expect(list.last().query).toEqual({ pageNumber: 2, pageSize: 10, username: 'sara' });
    expect(list.context()).toMatchObject({
      searchBy: 'username',
      searchValue: 'sara',
      applied: { searchBy: 'username', value: 'sara' },
      page: 2,
    });
  });

  it('does nothing when the list already shows that query', async () => {
    const list = start({ searchBy: 'phoneNumber', search: '079' });
    await loaded(list, pageOf(1, 1));
    list.actor.send({ type: 'search.valueChange', value: '0795' });
    list.actor.send({ type: 'query.restore', query: { searchBy: 'phoneNumber', search: '079' } });
    expect(list.listMembers).toHaveBeenCalledTimes(1);
    expect(list.actor.getSnapshot().matches('loaded')).toBe(true);
    // The draft in the input is kept.
    expect(list.context().searchValue).toBe('0795');
  });

  it('goes back to the whole list when the query has no search', async () => {
    const list = start({ searchBy: 'email', search: 'x' });
    await loaded(list, pageOf(1, 1));
    list.actor.send({ type: 'query.restore', query: {} });
    expect(list.context()).toMatchObject({ searchBy: '', searchValue: '', applied: null, page: 1 });
    expect(list.last().query).toEqual({ pageNumber: 1, pageSize: 10 });
  });
});

describe('member list machine: every shortest path', () => {
  const input: MemberListInput = { api: unusedApi<MemberListInput['api']>() };
  const failure = new ApiError({ status: 500, body: { message: 'Server down.' } });
  const model = createTestModel(modelOf(memberListMachine), {
    input,
    events: [
      { type: 'search.byChange', searchBy: 'username' },
      { type: 'search.byChange', searchBy: '' },
      { type: 'search.valueChange', value: ' sara ' },
      { type: 'search.submit' },
      { type: 'search.clear' },
      { type: 'page.change', page: 2 },
      { type: 'list.reload' },
      { type: 'query.restore', query: { searchBy: 'username', search: 'sara' } },
      { type: 'member.updated', id: member(1).id, patch: { isActiveUser: false } },
      { type: 'xstate.done.actor.loadMembers', output: pageOf(12, 1) },
      { type: 'xstate.error.actor.loadMembers', error: failure },
    ] as never[],
    // The scripted actors cannot see a cancelled call: leave `loading` only through its outcome here
    // (cancellation has its own tests above).
    filterEvents: (state, event) => !state.matches('loading') || event.type.startsWith('xstate.'),
  });
  const paths = model.getShortestPaths();

  it('covers every state', () => {
    expect(visitedStates(paths)).toEqual(new Set(['"loading"', '"loaded"', '"failed"']));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await runPath(path, {
      machine: memberListMachine,
      input,
      scripted: scriptedActors(['loadMembers']),
      contextKeys: [
        'searchBy',
        'searchValue',
        'applied',
        'page',
        'members',
        'totalCount',
        'pageCount',
        'error',
      ],
      check: (actor) => {
        const snapshot = actor.getSnapshot();
        expect([null, messages.lists.loading, messages.lists.noMembers, 'Server down.']).toContain(
          memberListMessage(snapshot),
        );
        if (snapshot.context.applied) expect(snapshot.context.applied.value).toBe('sara');
      },
    });
  });
});
