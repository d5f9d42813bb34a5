import { ApiError, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { dialogCode, listState } from '../searchableList/listSelectors.ts';
import { everyTransition, serializedWithout } from '../testing/everyTransition.ts';
import { reach, unusedApi } from '../testing/harness.ts';
import {
  dialogCodeEvents,
  expectListStep,
  listPathEvent,
  withDialogCode,
} from '../testing/listPaths.ts';
import {
  handled,
  ID,
  item,
  MEMBER_ID,
  page,
  serverDown,
  submission,
} from '../testing/applications.ts';
import { applicationsListMachine, applicationsListMessage } from './applicationsListMachine.ts';

describe('the Applications list', () => {
  it('asks for pages of 10 with the search; shows the empty message and the failure', async () => {
    const listApplications = vi.fn(() => Promise.resolve(page(0)));
    const actor = createActor(applicationsListMachine, {
      input: { api: { listApplications } as never, query: { search: ' sara ', page: '1' } },
    }).start();
    await vi.waitFor(() => expect(listState(actor.getSnapshot())).toBe('loaded'));
    // The new ones, unless the URL says otherwise.
    expect(listApplications).toHaveBeenCalledExactlyOnceWith(
      { pageNumber: 1, pageSize: 10, search: 'sara', status: 'new' },
      { signal: expect.any(AbortSignal) },
    );
    expect(applicationsListMessage(actor.getSnapshot())).toBe(messages.applications.noApplications);

    listApplications.mockImplementationOnce(() => Promise.reject(new ApiError({ status: 0 })));
    actor.send({ type: 'list.reload' });
    await vi.waitFor(() => expect(listState(actor.getSnapshot())).toBe('failed'));
    expect(applicationsListMessage(actor.getSnapshot())).toBe(messages.applications.failed);
  });

  it('asks with its filters; other filters are a new URL, from page 1, the search kept', async () => {
    const listApplications = vi.fn(() => Promise.resolve(page(12, 11)));
    const setQuery = vi.fn();
    const actor = createActor(
      applicationsListMachine.provide({
        actions: { setQuery: (_: unknown, params: unknown) => setQuery(params) },
      }),
      {
        input: {
          api: { listApplications } as never,
          query: { search: 'sara', page: '2', filters: { type: 'Inquiry', status: 'all' } },
        },
      },
    ).start();
    await vi.waitFor(() => expect(listState(actor.getSnapshot())).toBe('loaded'));
    expect(listApplications).toHaveBeenLastCalledWith(
      { pageNumber: 2, pageSize: 10, search: 'sara', type: 'Inquiry' },
      { signal: expect.any(AbortSignal) },
    );
    actor.send({ type: 'filters.change', filters: { type: null, status: 'archived' } });
    expect(setQuery).toHaveBeenLastCalledWith({
      query: { search: 'sara', filters: { status: 'archived' } },
      replace: false,
    });
    actor.send({
      type: 'url.change',
      query: { search: 'sara', filters: { status: 'archived' } },
    });
    await vi.waitFor(() => expect(listState(actor.getSnapshot())).toBe('loaded'));
    expect(listApplications).toHaveBeenLastCalledWith(
      { pageNumber: 1, pageSize: 10, search: 'sara', status: 'archived' },
      { signal: expect.any(AbortSignal) },
    );
  });

  it("applies the dialog's status and member to the row when it closes", async () => {
    const listApplications = vi.fn(() =>
      Promise.resolve({ ...page(1), forms: [item(1, { id: ID })] }),
    );
    const getApplicationDetails = vi.fn(() => Promise.resolve(submission));
    const updateApplication = vi.fn(() => Promise.resolve({ ...handled, memberId: MEMBER_ID }));
    const actor = createActor(applicationsListMachine, {
      input: { api: { listApplications, getApplicationDetails, updateApplication } as never },
    }).start();
    await vi.waitFor(() => expect(listState(actor.getSnapshot())).toBe('loaded'));
    const row = actor.getSnapshot().context.rows[0]!;
    actor.send({ type: 'dialog.open', dialog: 'details', row });
    // The dialog's machine comes when it opens (issue 32).
    expect(dialogCode(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.children.details !== undefined);
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
  ...dialogCodeEvents('details'),
  { type: 'dialog.notify', toast: { kind: 'success', title: 'Updated' } },
  { type: 'filters.change', filters: { type: 'Inquiry', status: 'all' } },
  { type: 'url.change', query: { search: 'sara', filters: { status: 'all' } } },
  { type: 'url.change', query: { search: 'sara' } },
  { type: 'url.change', query: { search: 'sara', page: '2' } },
  { type: 'url.change', query: {} },
  { type: 'xstate.done.actor.loadPage', output: page(12, 1) },
  { type: 'xstate.done.actor.loadPage', output: page(3, 1) },
  { type: 'xstate.error.actor.loadPage', error: serverDown() },
  { type: 'xstate.done.actor.details', output: { id: item(1).id, patch: { status: 'handled' } } },
  { type: 'xstate.error.actor.details', error: serverDown() },
];

const listApi = unusedApi<never>();
everyTransition('the Applications list', applicationsListMachine, {
  input: { api: listApi, query: {} },
  events: listEvents,
  actors: ['loadPage', 'details', 'detailsCode'],
  contextKeys: ['searchValue', 'applied', 'page', 'totalCount', 'pageCount', 'error'],
  filterEvents: listPathEvent,
  scripted: withDialogCode,
  serializeState: serializedWithout('api', 'rows', 'target') as never,
  check: (actor, event, { scripted }) =>
    expectListStep(actor, event, scripted, {
      input: { api: listApi },
      empty: messages.applications.noApplications,
      failure: 'Server down.',
    }),
});
