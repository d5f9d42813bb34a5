import {
  ApiError,
  messages,
  ADMIN_LIMITS,
  type BulkActionRequest,
  type BulkActionResponse,
  type MemberListResponse,
} from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, fromTransition, type AnyActorRef } from 'xstate';
import { bulkActionMachine, type BulkActionInput } from '../bulkAction/bulkActionMachine.ts';
import { memberListMachine, type MemberListApi } from '../searchableList/lists.ts';
import { everyTransition, serializedWithout } from '../testing/everyTransition.ts';
import { reach, scriptedActors, unusedApi } from '../testing/harness.ts';
import { memberListItem } from '../testing/fixtures.ts';
import {
  isSelected,
  memberSelectionMachine,
  type MemberSelectionInput,
} from './memberSelectionMachine.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (n: number) => ({ id: id(n), username: `member${n}` });
const page = (...ns: number[]): MemberListResponse => ({
  members: ns.map((n) => ({ ...memberListItem, ...row(n) })),
  totalCount: 30,
});

/** View Members' list on scripted calls, started on `query`, and the selection beside it. */
function start(query = {}) {
  const loads = scriptedActors(['loadPage']);
  const list = createActor(memberListMachine.provide({ actors: loads.actors } as never), {
    input: { api: unusedApi<MemberListApi>(), query },
  }).start();
  loads.resolve('loadPage', page(1, 2, 3));
  const calls = scriptedActors(['memberIds']);
  // Every member done at once.
  const bulk = bulkActionMachine.provide({
    actors: {
      sendChunk: fromPromise<
        BulkActionResponse,
        { api: BulkActionInput['api']; body: BulkActionRequest }
      >(({ input }) =>
        Promise.resolve({
          results: input.body.memberIds.map((memberId) => ({
            memberId,
            ok: true,
            skipped: false,
            message: 'Done.',
          })),
        }),
      ),
    },
  });
  const selection = createActor(
    memberSelectionMachine.provide({ actors: { ...calls.actors, bulk } } as never),
    { input: { api: unusedApi<MemberSelectionInput['api']>(), list } },
  ).start();
  const members = () => selection.getSnapshot().context.members;
  return { list, loads, selection, calls, members };
}

describe('View Members’ selection', () => {
  it('ticks rows and pages in order, unticks them, keeps what it knew of each, and clears', () => {
    const { selection, members } = start();
    selection.send({ type: 'selection.toggle', members: [row(2)], selected: true });
    selection.send({ type: 'selection.toggle', members: [row(1), row(2), row(3)], selected: true });
    expect(members()).toEqual([row(2), row(1), row(3)]);
    expect(isSelected(selection.getSnapshot(), id(3))).toBe(true);
    selection.send({ type: 'selection.toggle', members: [row(1)], selected: false });
    expect(members()).toEqual([row(2), row(3)]);
    expect(isSelected(selection.getSnapshot(), id(1))).toBe(false);
    selection.send({ type: 'selection.clear' });
    expect(members()).toEqual([]);
  });

  it('belongs to one search of the list: another search empties it, another page does not', async () => {
    const { list, loads, selection, members } = start({ searchBy: 'username', search: 'ali' });
    selection.send({ type: 'selection.toggle', members: [row(1), row(2)], selected: true });
    // Page 2 of the same search: the URL the list asked for, then its rows.
    list.send({ type: 'page.change', page: 2 });
    list.send({ type: 'url.change', query: { searchBy: 'username', search: 'ali', page: '2' } });
    loads.resolve('loadPage', page(11, 12));
    await reach(list, { list: 'loaded' });
    expect(members()).toEqual([row(1), row(2)]);
    // Another search (Back, a link, or the Search button's URL).
    list.send({ type: 'url.change', query: { searchBy: 'username', search: 'sara' } });
    expect(members()).toEqual([]);
  });

  it('selects the whole search (getMemberIds with the query), keeping the usernames it saw; a refusal is said and the selection stays', async () => {
    const { selection, calls, members } = start();
    selection.send({ type: 'selection.toggle', members: [row(2)], selected: true });
    selection.send({ type: 'selection.all', query: { status: 'active' } });
    expect(selection.getSnapshot().hasTag('busy')).toBe(true);
    const refusal = messages.api.selectionTooLarge(ADMIN_LIMITS.bulkMaxSelection);
    calls.reject('memberIds', new ApiError({ status: 400, body: { message: refusal } }));
    await reach(selection, { all: 'idle' });
    expect(selection.getSnapshot().context.error).toBe(refusal);
    expect(members()).toEqual([row(2)]);
    selection.send({ type: 'selection.all', query: { status: 'active' } });
    expect(selection.getSnapshot().context.error).toBeNull();
    expect(calls.calls('memberIds')).toEqual([
      { api: expect.anything(), query: { status: 'active' } },
      { api: expect.anything(), query: { status: 'active' } },
    ]);
    calls.resolve('memberIds', { ids: [id(1), id(2), id(40)] });
    await reach(selection, { all: 'idle' });
    expect(members()).toEqual([
      { id: id(1), username: null },
      row(2),
      { id: id(40), username: null },
    ]);
  });

  it('a new search drops the whole-search call under way', async () => {
    const { list, selection, calls, members } = start();
    selection.send({ type: 'selection.all', query: {} });
    list.send({ type: 'url.change', query: { searchBy: 'email', search: 'x@y.z' } });
    expect(selection.getSnapshot().matches({ all: 'idle' })).toBe(true);
    expect(() => calls.resolve('memberIds', { ids: [id(1)] })).toThrow('No pending memberIds');
    expect(members()).toEqual([]);
  });

  it('runs a bulk action on the selection as its child; closed after a run, the selection empties and the list loads again', async () => {
    const { list, loads, selection, members } = start();
    selection.send({ type: 'selection.toggle', members: [row(1), row(2)], selected: true });
    selection.send({ type: 'bulk.open', action: 'sendVerificationEmail' });
    const bulk = selection.getSnapshot().children.bulk as AnyActorRef;
    expect(bulk.getSnapshot().context).toMatchObject({
      action: 'sendVerificationEmail',
      members: [row(1), row(2)],
    });
    // Closed before any call: nothing changed, nothing to reload.
    bulk.send({ type: 'bulk.close' });
    expect(selection.getSnapshot().matches({ bulk: 'closed' })).toBe(true);
    expect(members()).toEqual([row(1), row(2)]);
    expect(loads.calls('loadPage')).toHaveLength(1);

    selection.send({ type: 'bulk.open', action: 'renew' });
    const run = selection.getSnapshot().children.bulk as AnyActorRef;
    run.send({ type: 'field.change', field: 'days', value: '30' });
    run.send({ type: 'field.change', field: 'amount', value: '10' });
    run.send({ type: 'bulk.start' });
    await reach(run, 'done');
    run.send({ type: 'bulk.close' });
    expect(selection.getSnapshot().matches({ bulk: 'closed' })).toBe(true);
    expect(members()).toEqual([]);
    expect(loads.calls('loadPage')).toHaveLength(2);
    expect(list.getSnapshot().matches({ list: 'loading' })).toBe(true);
  });
});

/** A list that only keeps its search and counts its reloads: what the selection sees of View Members' list. */
const stubList = () =>
  createActor(
    fromTransition(
      (state: { applied: null; reloads: number }, event: { type: string }) =>
        event.type === 'list.reload' ? { ...state, reloads: state.reloads + 1 } : state,
      { applied: null, reloads: 0 },
    ),
  ).start();

everyTransition('View Members’ selection', memberSelectionMachine, {
  input: () => ({ api: unusedApi(), list: stubList() }),
  events: [
    { type: 'selection.toggle', members: [row(1)], selected: true },
    { type: 'selection.toggle', members: [row(1)], selected: false },
    { type: 'selection.clear' },
    { type: 'selection.all', query: {} },
    { type: 'list.search', search: '{"searchBy":"username","value":"ali"}' },
    { type: 'bulk.open', action: 'renew' },
    { type: 'xstate.done.actor.memberIds', output: { ids: [id(1), id(2)] } },
    { type: 'xstate.error.actor.memberIds', error: new ApiError({ status: 503 }) },
    { type: 'xstate.done.actor.bulk', output: { ran: true } },
    { type: 'xstate.done.actor.bulk', output: { ran: false } },
  ],
  actors: ['memberIds', 'bulk'],
  contextKeys: ['members', 'search', 'error'],
  filterEvents: () => true,
  serializeState: serializedWithout('api', 'list') as never,
});

it('the whole-search call and the bulk action call the API by default', async () => {
  const calls: unknown[][] = [];
  const api = {
    getMemberIds: (...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve({ ids: [id(5)] });
    },
    bulkMembers: () => Promise.reject(new Error('not called')),
  } as unknown as MemberSelectionInput['api'];
  const selection = createActor(memberSelectionMachine, {
    input: { api, list: stubList() },
  }).start();
  selection.send({ type: 'selection.all', query: { q: 'x' } as never });
  await reach(selection, { all: 'idle' });
  expect(calls).toEqual([[{ q: 'x' }, { signal: expect.any(AbortSignal) }]]);
  expect(selection.getSnapshot().context.members).toEqual([{ id: id(5), username: null }]);
});
