import {
  ApiError,
  createApiClient,
  messages,
  type AdminListItem,
  type AdminListResponse,
} from '@mijas/api';
import { createFakeFetch } from '@mijas/api/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { reach, runPath, scriptedActors, unusedApi, visitedStates } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import {
  adminListMachine,
  adminListMessage,
  adminListPageButtons,
  adminListQuery,
  parseAdminListQuery,
  type AdminListInput,
} from './adminListMachine.ts';

function admin(n: number, overrides: Partial<AdminListItem> = {}): AdminListItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    username: `admin${n}`,
    email: `admin${n}@example.com`,
    firstName: 'Admin',
    lastName: String(n),
    gender: 'M',
    dateOfBirth: '1990-01-01',
    major: 'Civil Engineering',
    phoneNumber: '+962790000000',
    nationality: 'Jordan',
    country: 'Jordan',
    city: 'Amman',
    addressDetails: 'Street 1',
    emailIsVerified: true,
    isActiveUser: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const pageOf = (totalCount: number, ...ids: number[]): AdminListResponse => ({
  admins: ids.map((n) => admin(n)),
  totalCount,
});

/** An API whose calls stay pending until the test settles them; records each call's query and signal. */
function fakeApi() {
  const calls: {
    query: Record<string, unknown>;
    signal: AbortSignal;
    settle: ReturnType<typeof deferred<AdminListResponse>>;
  }[] = [];
  const listAdmins = vi.fn((query: Record<string, unknown>, options?: { signal?: AbortSignal }) => {
    const settle = deferred<AdminListResponse>();
    calls.push({ query, signal: options?.signal as AbortSignal, settle });
    return settle.promise;
  });
  return { api: { listAdmins } as unknown as AdminListInput['api'], listAdmins, calls };
}

function start(initial?: AdminListInput['initial']) {
  const fake = fakeApi();
  const actor = createActor(adminListMachine, { input: { api: fake.api, initial } }).start();
  const last = () => fake.calls[fake.calls.length - 1]!;
  return { ...fake, actor, last, context: () => actor.getSnapshot().context };
}

async function loaded(started: ReturnType<typeof start>, response: AdminListResponse) {
  started.last().settle.resolve(response);
  await reach(started.actor, 'loaded');
}

describe('admin list machine', () => {
  it('loads page 1 of 10 unfiltered, showing Loading... then the rows and the page count', async () => {
    const list = start();
    expect(list.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(adminListMessage(list.actor.getSnapshot())).toBe('Loading...');
    expect(list.listAdmins).toHaveBeenCalledExactlyOnceWith(
      { pageNumber: 1, pageSize: 10 },
      { signal: expect.any(AbortSignal) },
    );
    await loaded(list, pageOf(25, 1, 2, 3));
    expect(list.context().admins.map((a) => a.username)).toEqual(['admin1', 'admin2', 'admin3']);
    expect(list.context().totalCount).toBe(25);
    expect(list.context().pageCount).toBe(3);
    expect(adminListPageButtons(list.context())).toEqual([1, 2, 3]);
    expect(adminListMessage(list.actor.getSnapshot())).toBeNull();
  });

  it('shows No admins found. for an empty list, and no page buttons for one page', async () => {
    const list = start();
    await loaded(list, pageOf(0));
    expect(adminListMessage(list.actor.getSnapshot())).toBe('No admins found.');
    expect(list.context().pageCount).toBe(0);
    expect(adminListPageButtons(list.context())).toEqual([]);
    list.actor.send({ type: 'list.reload' });
    await loaded(list, pageOf(10, 1, 2));
    expect(list.context().pageCount).toBe(1);
    expect(adminListPageButtons(list.context())).toEqual([]);
  });

  it('searches the chosen field with the trimmed value and goes back to page 1', async () => {
    const list = start();
    expect(list.context().searchBy).toBe('username');
    await loaded(list, pageOf(25, 1));
    list.actor.send({ type: 'page.change', page: 3 });
    await loaded(list, pageOf(25, 21));
    list.actor.send({ type: 'search.byChange', searchBy: 'email' });
    list.actor.send({ type: 'search.valueChange', value: ' admin2@ ' });
    list.actor.send({ type: 'search.submit' });
    expect(list.last().query).toEqual({
      pageNumber: 1,
      pageSize: 10,
      searchBy: 'email',
      search: 'admin2@',
    });
    expect(list.context()).toMatchObject({
      page: 1,
      searchValue: 'admin2@',
      applied: { searchBy: 'email', value: 'admin2@' },
    });
    await loaded(list, pageOf(1, 2));
    expect(adminListQuery(list.context())).toEqual({ searchBy: 'email', search: 'admin2@' });
    // Editing the draft does not change what the list shows until the next submit.
    list.actor.send({ type: 'search.valueChange', value: 'other' });
    list.actor.send({ type: 'search.byChange', searchBy: 'fullName' });
    expect(list.context().applied).toEqual({ searchBy: 'email', value: 'admin2@' });
    expect(list.listAdmins).toHaveBeenCalledTimes(3);
  });

  it('a blank search shows the whole list again', async () => {
    const list = start({ searchBy: 'fullName', search: 'sara', page: 2 });
    await loaded(list, pageOf(12, 11));
    list.actor.send({ type: 'search.valueChange', value: '   ' });
    list.actor.send({ type: 'search.submit' });
    expect(list.last().query).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(list.context()).toMatchObject({ applied: null, searchValue: '', page: 1 });
  });

  it('ignores a search-by value that is not one of username, email, full name', async () => {
    const list = start();
    await loaded(list, pageOf(1, 1));
    list.actor.send({ type: 'search.byChange', searchBy: 'password' as never });
    expect(list.context().searchBy).toBe('username');
  });

  it('clear empties the search and reloads page 1 unfiltered', async () => {
    const list = start({ searchBy: 'email', search: 'sara', page: '2' });
    expect(list.last().query).toEqual({
      pageNumber: 2,
      pageSize: 10,
      searchBy: 'email',
      search: 'sara',
    });
    await loaded(list, pageOf(15, 11));
    list.actor.send({ type: 'search.clear' });
    expect(list.context()).toMatchObject({
      searchBy: 'username',
      searchValue: '',
      applied: null,
      page: 1,
    });
    expect(list.last().query).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(adminListQuery(list.context())).toEqual({});
  });

  it('restores the search and page from the URL query, ignoring what is not valid', () => {
    const restored = start({ searchBy: 'fullName', search: ' Sara Ali ', page: 4 });
    expect(restored.context()).toMatchObject({
      searchBy: 'fullName',
      searchValue: 'Sara Ali',
      applied: { searchBy: 'fullName', value: 'Sara Ali' },
      page: 4,
    });
    expect(restored.last().query).toEqual({
      pageNumber: 4,
      pageSize: 10,
      searchBy: 'fullName',
      search: 'Sara Ali',
    });

    const unknownField = start({ searchBy: 'password', search: 'x', page: 'x' });
    expect(unknownField.context()).toMatchObject({
      searchBy: 'username',
      applied: { searchBy: 'username', value: 'x' },
      page: 1,
    });

    for (const initial of [
      { searchBy: 'email', search: '   ', page: 0 },
      { searchBy: null, search: null, page: 2.5 },
      {},
    ]) {
      const list = start(initial);
      expect(list.context()).toMatchObject({ searchValue: '', applied: null, page: 1 });
      expect(list.last().query).toEqual({ pageNumber: 1, pageSize: 10 });
    }
  });

  it('changes page only to another existing page', async () => {
    const list = start();
    await loaded(list, pageOf(25, 1));
    for (const page of [0, 1, 4, 1.5]) list.actor.send({ type: 'page.change', page });
    expect(list.listAdmins).toHaveBeenCalledTimes(1);
    list.actor.send({ type: 'page.change', page: 2 });
    expect(list.context().page).toBe(2);
    expect(list.last().query).toEqual({ pageNumber: 2, pageSize: 10 });
    expect(adminListQuery(list.context())).toEqual({ page: 2 });
  });

  it('shows the last page when the restored page is past the end', async () => {
    const list = start({ page: 9 });
    list.last().settle.resolve(pageOf(15, 11));
    await vi.waitFor(() => expect(list.listAdmins).toHaveBeenCalledTimes(2));
    expect(list.context().page).toBe(2);
    expect(list.last().query).toEqual({ pageNumber: 2, pageSize: 10 });
    await loaded(list, pageOf(15, 11));
    expect(list.context().admins.map((a) => a.username)).toEqual(['admin11']);
  });

  it('cancels the request it leaves: a new page, a search or a reload aborts the one in flight', async () => {
    const list = start();
    await loaded(list, pageOf(25, 1));
    list.actor.send({ type: 'page.change', page: 2 });
    const second = list.last();
    list.actor.send({ type: 'page.change', page: 3 });
    expect(second.signal.aborted).toBe(true);
    const third = list.last();
    list.actor.send({ type: 'search.submit' });
    expect(third.signal.aborted).toBe(true);
    const fourth = list.last();
    list.actor.send({ type: 'list.reload' });
    expect(fourth.signal.aborted).toBe(true);
    expect(list.last().signal.aborted).toBe(false);
    second.settle.resolve(pageOf(25, 11));
    await loaded(list, pageOf(25, 1, 2));
    expect(list.context().admins.map((a) => a.username)).toEqual(['admin1', 'admin2']);
  });

  it('patches one row at once when an admin is updated, keeping its id', async () => {
    const list = start();
    await loaded(list, pageOf(2, 1, 2));
    list.actor.send({
      type: 'admin.updated',
      id: admin(2).id,
      patch: { isActiveUser: false, id: 'other' } as never,
    });
    expect(list.context().admins).toEqual([admin(1), admin(2, { isActiveUser: false })]);
    expect(list.listAdmins).toHaveBeenCalledTimes(1);
    list.actor.send({ type: 'admin.updated', id: admin(1).id, patch: null });
    expect(list.context().admins[0]).toEqual(admin(1));
  });

  it('shows the server message on failure, else Failed to fetch admins., and retries on reload', async () => {
    const list = start();
    list.last().settle.reject(new ApiError({ status: 500, body: { message: 'Server down.' } }));
    await reach(list.actor, 'failed');
    expect(adminListMessage(list.actor.getSnapshot())).toBe('Server down.');
    list.actor.send({ type: 'list.reload' });
    expect(adminListMessage(list.actor.getSnapshot())).toBe('Loading...');
    list.last().settle.reject(new ApiError({ status: 0 }));
    await reach(list.actor, 'failed');
    expect(list.context().error).toBe('Failed to fetch admins.');
    expect(list.context().admins).toEqual([]);
    list.actor.send({ type: 'list.reload' });
    await loaded(list, pageOf(1, 1));
    expect(list.context().error).toBeNull();
  });

  it('with the real client, a full-name search also filters the page on first + last name (SPEC §7)', async () => {
    const server = createFakeFetch(() => ({
      body: {
        admins: [
          admin(1, { firstName: 'Sara', lastName: 'Haddad' }),
          admin(2, { firstName: 'Omar', lastName: 'Sarawi' }),
          admin(3, { firstName: 'sARA', lastName: 'hADDAD' }),
          admin(4, { firstName: null, lastName: null }),
        ],
        totalCount: 4,
      },
    }));
    const api = createApiClient({
      baseUrl: 'http://api.test',
      auth: { getToken: () => 'token', refresh: () => Promise.reject(new Error('no refresh')) },
      fetch: server.fetch,
    });
    const actor = createActor(adminListMachine, {
      input: { api, initial: { searchBy: 'fullName', search: 'SARA hadd' } },
    }).start();
    await reach(actor, 'loaded');
    expect(actor.getSnapshot().context.admins.map((a) => a.id)).toEqual([admin(1).id, admin(3).id]);
    const url = server.requests[0]!.url;
    expect(url.pathname).toBe('/api/v1/RootAdmin/admins');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pageNumber: '1',
      pageSize: '10',
      searchBy: 'fullName',
      search: 'SARA hadd',
    });
    actor.stop();
  });
});

describe('admin list machine: the URL query restored (Back, Forward)', () => {
  it('parses a query, ignoring what is invalid', () => {
    expect(parseAdminListQuery({ searchBy: 'fullName', search: ' Sara H ', page: '3' })).toEqual({
      applied: { searchBy: 'fullName', value: 'Sara H' },
      page: 3,
    });
    // An unknown field falls back to the default one (username); a bad page to 1.
    expect(parseAdminListQuery({ searchBy: 'phoneNumber', search: 'x', page: '0' })).toEqual({
      applied: { searchBy: 'username', value: 'x' },
      page: 1,
    });
    expect(parseAdminListQuery({ searchBy: 'email', search: '  ' })).toEqual({
      applied: null,
      page: 1,
    });
    expect(parseAdminListQuery(undefined)).toEqual({ applied: null, page: 1 });
  });

  it('shows the search and page of the restored query, cancelling the running request', async () => {
    const list = start();
    await loaded(list, pageOf(25, 1, 2));
    list.actor.send({ type: 'page.change', page: 2 });
    const pending = list.last();
    list.actor.send({
      type: 'query.restore',
      query: { searchBy: 'email', search: 'sara', page: '2' },
    });
    expect(pending.signal.aborted).toBe(true);
    expect(list.last().query).toEqual({
      pageNumber: 2,
      pageSize: 10,
      searchBy: 'email',
      search: 'sara',
    });
    expect(list.context()).toMatchObject({
      searchBy: 'email',
      searchValue: 'sara',
      applied: { searchBy: 'email', value: 'sara' },
      page: 2,
    });
  });

  it('does nothing when the list already shows that query, keeping the draft in the box', async () => {
    const list = start({ searchBy: 'email', search: 'sara' });
    await loaded(list, pageOf(1, 1));
    list.actor.send({ type: 'search.valueChange', value: 'sarah' });
    list.actor.send({ type: 'query.restore', query: { searchBy: 'email', search: 'sara' } });
    expect(list.listAdmins).toHaveBeenCalledTimes(1);
    expect(list.actor.getSnapshot().matches('loaded')).toBe(true);
    expect(list.context().searchValue).toBe('sarah');
  });

  it('goes back to the whole list, page 1, when the query is empty', async () => {
    const list = start({ searchBy: 'fullName', search: 'x', page: '2' });
    await loaded(list, pageOf(15, 1));
    list.actor.send({ type: 'query.restore', query: {} });
    expect(list.context()).toMatchObject({
      searchBy: 'username',
      searchValue: '',
      applied: null,
      page: 1,
    });
    expect(list.last().query).toEqual({ pageNumber: 1, pageSize: 10 });
  });
});

describe('admin list machine: every shortest path', () => {
  const failure = new ApiError({ status: 500, body: { message: 'Server down.' } });
  const input: AdminListInput = { api: unusedApi<AdminListInput['api']>() };
  const model = createTestModel(modelOf(adminListMachine), {
    input,
    events: [
      { type: 'search.byChange', searchBy: 'fullName' },
      { type: 'search.valueChange', value: ' sara ' },
      { type: 'search.submit' },
      { type: 'search.clear' },
      { type: 'page.change', page: 2 },
      { type: 'list.reload' },
      { type: 'admin.updated', id: admin(1).id, patch: { isActiveUser: false } },
      { type: 'query.restore', query: { searchBy: 'fullName', search: 'sara', page: '2' } },
      { type: 'xstate.done.actor.loadAdmins', output: pageOf(12, 1) },
      { type: 'xstate.error.actor.loadAdmins', error: failure },
    ] as never[],
    // The scripted actors cannot see a cancelled call: leave `loading` only through its outcome here
    // (cancellation has its own test above).
    filterEvents: (state, event) => !state.matches('loading') || event.type.startsWith('xstate.'),
  });
  const paths = model.getShortestPaths();

  it('covers every state', () => {
    expect(visitedStates(paths)).toEqual(new Set(['"loading"', '"loaded"', '"failed"']));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await runPath(path, {
      machine: adminListMachine,
      input,
      scripted: scriptedActors(['loadAdmins']),
      contextKeys: [
        'searchBy',
        'searchValue',
        'applied',
        'page',
        'admins',
        'totalCount',
        'pageCount',
        'error',
      ],
      check: (actor) => {
        const snapshot = actor.getSnapshot();
        expect([null, messages.lists.loading, messages.lists.noAdmins, 'Server down.']).toContain(
          adminListMessage(snapshot),
        );
        if (snapshot.context.applied) expect(snapshot.context.applied.value).toBe('sara');
      },
    });
  });
});
