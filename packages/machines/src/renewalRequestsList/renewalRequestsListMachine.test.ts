import { englishAdminPaymentMessages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { everyTransition, serializedWithout } from '../testing/everyTransition.ts';
import { unusedApi } from '../testing/harness.ts';
import { expectListStep } from '../testing/listPaths.ts';
import { serverDown } from '../testing/applications.ts';
import { listState, openDialog } from '../searchableList/listSelectors.ts';
import { request, requestsPage } from '../testing/payments.ts';
import {
  renewalRequestsListMachine,
  renewalRequestsListMessage,
} from './renewalRequestsListMachine.ts';

describe('the Renewal requests list', () => {
  it('asks for the pending ones unless the URL says otherwise; Confirm patches the row; a handled row has no dialog', async () => {
    const listRenewalRequests = vi.fn(() => Promise.resolve(requestsPage(1)));
    const confirmRenewalRequest = vi.fn(() =>
      Promise.resolve({ receiptNumber: '2026-000007', expiryDate: '2027-11-21T08:00:00.000Z' }),
    );
    const actor = createActor(renewalRequestsListMachine, {
      input: { api: { listRenewalRequests, confirmRenewalRequest } as never },
    }).start();
    await waitFor(actor, (s) => listState(s) === 'loaded');
    expect(listRenewalRequests).toHaveBeenCalledExactlyOnceWith(
      { pageNumber: 1, pageSize: 10, status: 'pending' },
      expect.anything(),
    );
    actor.send({ type: 'dialog.open', dialog: 'reject', row: request(9, { status: 'rejected' }) });
    expect(openDialog(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'dialog.open', dialog: 'confirm', row: request(1) });
    const dialog = actor.getSnapshot().children.confirm as AnyActorRef;
    dialog.send({ type: 'form.submit' });
    await waitFor(dialog, (s) => s.matches('confirmed'));
    dialog.send({ type: 'dialog.close' });
    await waitFor(actor, (s) => openDialog(s) === null);
    expect(actor.getSnapshot().context.rows[0]).toMatchObject({
      status: 'confirmed',
      receiptNumber: '2026-000007',
    });
  });

  it('says when there are none', async () => {
    const actor = createActor(renewalRequestsListMachine, {
      input: {
        api: { listRenewalRequests: () => Promise.resolve(requestsPage(0)) } as never,
        query: { filters: { status: 'all' } },
      },
    }).start();
    await waitFor(actor, (s) => listState(s) === 'loaded');
    expect(renewalRequestsListMessage(actor.getSnapshot())).toBe(
      englishAdminPaymentMessages.noRequests,
    );
  });
});

const listApi = unusedApi<never>();
everyTransition('the Renewal requests list', renewalRequestsListMachine, {
  input: { api: listApi, query: {} },
  events: [
    { type: 'page.change', page: 2 },
    { type: 'list.reload' },
    { type: 'dialog.open', dialog: 'confirm', row: request(1) },
    { type: 'dialog.open', dialog: 'reject', row: request(1) },
    { type: 'dialog.notify', toast: { kind: 'success', title: 'Done' } },
    { type: 'filters.change', filters: { status: 'all' } },
    { type: 'url.change', query: { filters: { status: 'all' } } },
    { type: 'url.change', query: { page: '2' } },
    { type: 'url.change', query: {} },
    { type: 'xstate.done.actor.loadPage', output: requestsPage(12, 1) },
    { type: 'xstate.done.actor.loadPage', output: requestsPage(3, 1) },
    { type: 'xstate.error.actor.loadPage', error: serverDown() },
    { type: 'xstate.done.actor.confirm', output: { id: request(1).id, patch: null } },
    { type: 'xstate.error.actor.confirm', error: serverDown() },
    { type: 'xstate.done.actor.reject', output: { id: request(1).id, patch: null } },
    { type: 'xstate.error.actor.reject', error: serverDown() },
  ],
  actors: ['loadPage', 'confirm', 'reject'],
  contextKeys: ['page', 'totalCount', 'pageCount', 'error'],
  filterEvents: (snapshot: { matches: (value: never) => boolean; value: unknown }, event) =>
    event.type.startsWith('xstate.') ||
    !(
      snapshot.matches({ list: 'loading' } as never) ||
      (snapshot.value as { dialog: string }).dialog !== 'closed'
    ),
  serializeState: serializedWithout('api', 'rows', 'target') as never,
  check: (actor, event, { scripted }) =>
    expectListStep(actor, event, scripted, {
      input: { api: listApi },
      empty: englishAdminPaymentMessages.noRequests,
      failure: 'Server down.',
    }),
});
