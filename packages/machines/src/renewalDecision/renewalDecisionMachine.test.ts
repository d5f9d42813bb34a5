import { englishAdminPaymentMessages, englishPaymentMessages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { everyTransition, outcomesOnlyIn } from '../testing/everyTransition.ts';
import { reach, unusedApi } from '../testing/harness.ts';
import { alreadyHandled, request } from '../testing/payments.ts';
import { decisionBody, renewalDecisionMachine } from './renewalDecisionMachine.ts';

const pending = request(1);

describe("the office's decision on a renewal request", () => {
  it('confirms with the amount received in minor units, shows the receipt, then patches the row', async () => {
    const confirmRenewalRequest = vi.fn(() =>
      Promise.resolve({ receiptNumber: '2026-000124', expiryDate: '2027-11-21T08:00:00.000Z' }),
    );
    const actor = createActor(renewalDecisionMachine, {
      input: { api: { confirmRenewalRequest } as never, request: pending, decision: 'confirm' },
    }).start();
    actor.send({ type: 'field.change', field: 'amount', value: '24.5' });
    actor.send({ type: 'form.submit' });
    await reach(actor, 'confirmed');
    expect(confirmRenewalRequest).toHaveBeenCalledExactlyOnceWith(
      pending.id,
      { amountReceived: 24500 },
      { signal: expect.any(AbortSignal) },
    );
    expect(actor.getSnapshot().context.receiptNumber).toBe('2026-000124');
    actor.send({ type: 'dialog.close' });
    await expect(toPromise(actor)).resolves.toEqual({
      id: pending.id,
      patch: { status: 'confirmed', receiptNumber: '2026-000124' },
    });
  });

  it("a 409 (another admin was first) stays in the dialog with the contract's words", async () => {
    const confirmRenewalRequest = vi.fn(() => Promise.reject(alreadyHandled()));
    const actor = createActor(renewalDecisionMachine, {
      input: { api: { confirmRenewalRequest } as never, request: pending, decision: 'confirm' },
    }).start();
    actor.send({ type: 'form.submit' });
    await reach(actor, 'editing');
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.error).toBe(englishPaymentMessages.requestNotPending),
    );
    expect(confirmRenewalRequest).toHaveBeenCalledWith(pending.id, {}, expect.anything());
  });

  it('a rejection needs a reason; its output patches the row as rejected', async () => {
    const rejectRenewalRequest = vi.fn(() => Promise.resolve({ message: 'ok' }));
    const actor = createActor(renewalDecisionMachine, {
      input: { api: { rejectRenewalRequest } as never, request: pending, decision: 'reject' },
    }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toMatch(englishPaymentMessages.fields.reason);
    expect(rejectRenewalRequest).not.toHaveBeenCalled();
    actor.send({ type: 'field.change', field: 'reason', value: ' No transfer arrived. ' });
    actor.send({ type: 'form.submit' });
    await expect(toPromise(actor)).resolves.toEqual({
      id: pending.id,
      patch: { status: 'rejected', reason: 'No transfer arrived.' },
    });
    expect(rejectRenewalRequest).toHaveBeenCalledWith(
      pending.id,
      { reason: 'No transfer arrived.' },
      expect.anything(),
    );
  });

  it('refuses an amount that is not a number of at least 0', () => {
    for (const amount of ['abc', '-1'])
      expect(decisionBody({ decision: 'confirm', amount, reason: '', request: pending })).toEqual({
        ok: false,
        error: englishAdminPaymentMessages.amountInvalid,
      });
  });
});

const api = unusedApi<never>();
everyTransition("the office's decision on a renewal request", renewalDecisionMachine, {
  input: { api, request: pending, decision: 'confirm' },
  events: [
    { type: 'field.change', field: 'amount', value: '-1' },
    { type: 'field.change', field: 'amount', value: '25' },
    { type: 'form.submit' },
    { type: 'form.cancel' },
    { type: 'dialog.close' },
    {
      type: 'xstate.done.actor.decide',
      output: { receiptNumber: '2026-000001', expiryDate: '2027-01-01T00:00:00.000Z' },
    },
    { type: 'xstate.done.actor.decide', output: null },
    { type: 'xstate.error.actor.decide', error: alreadyHandled() },
  ],
  actors: ['decide'],
  contextKeys: ['amount', 'error', 'receiptNumber'],
  filterEvents: outcomesOnlyIn('submitting') as never,
  check: (
    actor: { getSnapshot: () => { value: unknown; context: Record<string, unknown> } },
    event,
  ) => {
    const { value, context } = actor.getSnapshot();
    if (event.type === 'xstate.error.actor.decide')
      expect(context.error).toBe(englishPaymentMessages.requestNotPending);
    if (value === 'confirmed') expect(context.receiptNumber).toBe('2026-000001');
    if (event.type === 'form.submit' && context.amount === '-1')
      expect(context.error).toBe(englishAdminPaymentMessages.amountInvalid);
  },
});
