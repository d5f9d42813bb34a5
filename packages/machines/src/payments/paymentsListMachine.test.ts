import { ApiError, englishOfficeMessages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { listState } from '../searchableList/listSelectors.ts';
import { paymentsPage } from '../testing/payments.ts';
import { paymentsFiltersOf, paymentsFilterValues } from './paymentsFilters.ts';
import { paymentsListMachine, paymentsListMessage } from './paymentsListMachine.ts';
import { paymentExportMachine } from './paymentExportMachine.ts';

describe('the Payments list', () => {
  it("reads its filters from the URL, each valid one; a reversed period's end is not asked for", async () => {
    expect(
      paymentsFiltersOf({
        from: '2026-11-01',
        to: 'nope',
        method: 'card',
        plan: '2',
        member: 'sara',
      }),
    ).toEqual({ from: '2026-11-01', planId: 2, memberUsername: 'sara' });
    expect(paymentsFilterValues({ method: 'cliq', planId: 2 })).toEqual({
      method: 'cliq',
      plan: '2',
    });
    const listPayments = vi.fn(() => Promise.resolve(paymentsPage(12)));
    const actor = createActor(paymentsListMachine, {
      input: {
        api: { listPayments } as never,
        query: { filters: { from: '2026-11-30', to: '2026-11-01' } },
      },
    }).start();
    await waitFor(actor, (s) => listState(s) === 'loaded');
    expect(listPayments).toHaveBeenCalledExactlyOnceWith(
      { pageNumber: 1, pageSize: 10, from: '2026-11-30' },
      expect.anything(),
    );
    expect(actor.getSnapshot().context.summary).toEqual({
      currency: 'JOD',
      totals: paymentsPage(12).totals,
    });
    listPayments.mockImplementationOnce(() => Promise.reject(new ApiError({ status: 0 })));
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => listState(s) === 'failed');
    expect(paymentsListMessage(actor.getSnapshot())).toBe(englishOfficeMessages.paymentsFailed);
  });

  it("exports the filters' payments behind the byte order mark as mijas-payments-<day>.csv", async () => {
    const exportPayments = vi.fn(() => Promise.resolve('receiptNumber\r\n'));
    const saveFile = vi.fn();
    const actor = createActor(
      paymentExportMachine.provide({ actions: { saveFile: (_, file) => saveFile(file) } }),
      { input: { api: { exportPayments } } },
    ).start();
    actor.send({ type: 'export.start', query: { method: 'cash', memberUsername: undefined } });
    await waitFor(actor, () => saveFile.mock.calls.length === 1);
    expect(exportPayments).toHaveBeenCalledWith({ method: 'cash' }, expect.anything());
    expect(saveFile.mock.calls[0]![0]).toEqual({
      text: '\uFEFFreceiptNumber\r\n',
      name: expect.stringMatching(/^mijas-payments-\d{4}-\d{2}-\d{2}\.csv$/),
    });
  });
});
