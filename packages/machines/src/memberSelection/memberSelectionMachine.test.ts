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
import { memberListMachine, type MemberListApi } from '../memberList/memberListMachine.ts';
import { childLoader } from '../shared/childLoader.ts';
import { DIALOG_CODE, withDialogCode } from '../testing/listPaths.ts';
import { everyTransition, serializedWithout } from '../testing/everyTransition.ts';
import { reach, scriptedActors, unusedApi } from '../testing/harness.ts';
import { memberListItem } from '../testing/fixtures.ts';
import {
  isSelected,
  memberSelectionMachine,
  type MemberSelectionContext,
  type MemberSelectionInput,
  type MemberSelectionSnapshot,
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
    memberSelectionMachine.provide({
      actors: { ...calls.actors, bulkCode: childLoader(() => Promise.resolve(bulk)) },
    } as never),
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
    // The bulk action's code comes as its dialog opens (issue 32), then it runs as the child.
    expect(selection.getSnapshot().matches({ bulk: { open: 'loading' } })).toBe(true);
    await reach(selection, { bulk: { open: 'running' } });
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
    await reach(selection, { bulk: { open: 'running' } });
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

const selectionApi = unusedApi<MemberSelectionInput['api']>();
const otherSearch = '{"searchBy":"username","value":"ali"}';
const refusal = messages.api.selectionTooLarge(ADMIN_LIMITS.bulkMaxSelection);
/** The list's reloads at the step before (a path starts with none). */
let reloadsBefore = 0;
everyTransition('View Members’ selection', memberSelectionMachine, {
  input: () => ({ api: selectionApi, list: stubList() }),
  events: [
    { type: 'selection.toggle', members: [row(1)], selected: true },
    { type: 'selection.toggle', members: [row(1)], selected: false },
    { type: 'selection.clear' },
    { type: 'selection.all', query: { status: 'active' } },
    { type: 'list.search', search: otherSearch },
    { type: 'bulk.open', action: 'renew' },
    { type: 'xstate.done.actor.memberIds', output: { ids: [id(1), id(2)] } },
    {
      type: 'xstate.error.actor.memberIds',
      error: new ApiError({ status: 400, body: { message: refusal } }),
    },
    // The bulk action's code came (its machine: the path's scripted one), or not; Try again; Close.
    { type: 'xstate.done.actor.bulkCode', output: DIALOG_CODE },
    { type: 'xstate.done.actor.bulkCode', output: undefined },
    { type: 'bulk.retry' },
    { type: 'bulk.close' },
    { type: 'xstate.done.actor.bulk', output: { ran: true } },
    { type: 'xstate.done.actor.bulk', output: { ran: false } },
  ],
  actors: ['memberIds', 'bulk', 'bulkCode'],
  scripted: withDialogCode,
  contextKeys: ['members', 'search', 'error'],
  filterEvents: () => true,
  serializeState: serializedWithout('api', 'list') as never,
  // The members selected after each step, in the order ticked with the usernames seen; the search it belongs
  // to (another one empties it and drops a whole-search call); the whole search's call with its query, busy,
  // its answer (usernames kept) and its refusal's words; the bulk dialog opened on the selection and, after a
  // run, an empty selection and the list loaded again (once).
  check: (actor: { getSnapshot: () => MemberSelectionSnapshot }, event, { scripted, before }) => {
    const snapshot = actor.getSnapshot();
    const { context } = snapshot;
    const was = before?.context as MemberSelectionContext | undefined;
    const wasMembers = was?.members ?? [];
    const e = event as typeof event & {
      selected?: boolean;
      search?: string;
      output?: { ids?: string[]; ran?: boolean };
    };
    const wasBulk = (before?.value as { bulk?: unknown } | undefined)?.bulk;
    const bulkWas = (wasBulk as { open?: string } | undefined)?.open;
    const list = context.list as unknown as ReturnType<typeof stubList>;
    const { reloads } = list.getSnapshot().context;
    if (event.type === 'xstate.init') {
      reloadsBefore = 0;
      expect(context).toMatchObject({ search: 'null', members: [], error: null, action: null });
    }
    expect(reloads).toBe(
      reloadsBefore + (event.type === 'xstate.done.actor.bulk' && e.output?.ran ? 1 : 0),
    );
    reloadsBefore = reloads;
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches({ all: 'loading' }));
    // The bulk action is a child exactly while it runs (not while its code comes or did not).
    expect(snapshot.children.bulk !== undefined).toBe(
      snapshot.matches({ bulk: { open: 'running' } }),
    );
    if (snapshot.matches({ all: 'loading' }))
      expect(scripted.calls('memberIds').at(-1)).toEqual({
        api: selectionApi,
        query: { status: 'active' },
      });
    switch (event.type) {
      case 'selection.toggle': {
        // Row 1 ticked: kept in its place with its username now seen, or added last; unticked: gone.
        const had = wasMembers.some((member) => member.id === id(1));
        expect(context.members).toEqual(
          !e.selected
            ? wasMembers.filter((member) => member.id !== id(1))
            : had
              ? wasMembers.map((member) => (member.id === id(1) ? row(1) : member))
              : [...wasMembers, row(1)],
        );
        break;
      }
      case 'selection.clear':
        expect(context.members).toEqual([]);
        break;
      case 'selection.all':
        if (snapshot.matches({ all: 'loading' })) expect(context.error).toBeNull();
        expect(context.members).toEqual(wasMembers);
        break;
      case 'list.search':
        if (e.search === was?.search) expect(context.members).toEqual(wasMembers);
        else {
          expect([context.search, context.members]).toEqual([e.search, []]);
          expect(snapshot.matches({ all: 'idle' })).toBe(true);
        }
        break;
      case 'xstate.done.actor.memberIds':
        expect(context.members).toEqual(
          e.output!.ids!.map(
            (one) => wasMembers.find((member) => member.id === one) ?? { id: one, username: null },
          ),
        );
        break;
      case 'xstate.error.actor.memberIds':
        expect([context.error, context.members]).toEqual([refusal, wasMembers]);
        break;
      case 'bulk.open':
        if (before?.value && (before.value as { bulk: unknown }).bulk !== 'closed') break;
        expect(
          snapshot.matches({ bulk: wasMembers.length === 0 ? 'closed' : { open: 'loading' } }),
        ).toBe(true);
        break;
      case 'xstate.done.actor.bulkCode':
        // Its code came: it runs on the selection as it is now; else the frame says it did not.
        if (e.output) {
          expect(snapshot.matches({ bulk: { open: 'running' } })).toBe(true);
          expect(scripted.calls('bulk').at(-1)).toEqual({
            api: selectionApi,
            action: 'renew',
            members: context.members,
          });
        } else expect(snapshot.matches({ bulk: { open: 'failed' } })).toBe(true);
        break;
      case 'bulk.retry':
        // Tried again only where its code did not come.
        if (bulkWas === 'failed')
          expect(snapshot.matches({ bulk: { open: 'loading' } })).toBe(true);
        else expect((snapshot.value as { bulk: unknown }).bulk).toEqual(wasBulk);
        break;
      case 'bulk.close':
        // Closed while its code comes or did not; a running action closes itself (its own `bulk.close`).
        if (bulkWas === 'loading' || bulkWas === 'failed')
          expect(snapshot.matches({ bulk: 'closed' })).toBe(true);
        else expect((snapshot.value as { bulk: unknown }).bulk).toEqual(wasBulk);
        break;
      case 'xstate.done.actor.bulk':
        expect(snapshot.matches({ bulk: 'closed' })).toBe(true);
        expect(context.members).toEqual(e.output?.ran ? [] : wasMembers);
        break;
    }
  },
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
