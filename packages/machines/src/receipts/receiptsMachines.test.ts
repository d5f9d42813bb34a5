import { ApiError, englishPaymentMessages, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import { reach, runPath, scriptedActors, unusedApi } from '../testing/harness.ts';
import { issuedReceipt, pendingRequest } from '../testing/memberPayments.ts';
import { modelOf } from '../testing/model.ts';
import type { LoadContext } from './loadMachine.ts';
import {
  latestRenewalRequest,
  memberReceiptsMachine,
  receiptMachine,
  renewalStatusMachine,
} from './receiptsMachines.ts';

const notFound = new ApiError({
  status: 404,
  body: [{ code: 'NotFound', description: englishPaymentMessages.receiptNotFound }],
});
const offline = new ApiError({ status: 0, message: 'Failed to fetch' });

describe('the member’s receipts, one receipt, the latest renewal request', () => {
  it('ask the client: the member’s receipts, their own receipt, an admin’s receipt', async () => {
    const api = {
      getMyReceipts: vi.fn(() => Promise.resolve({ receipts: [issuedReceipt] })),
      getMyReceipt: vi.fn(() => Promise.resolve(issuedReceipt)),
      getReceipt: vi.fn(() => Promise.resolve(issuedReceipt)),
      getMyRenewalRequests: vi.fn(() => Promise.resolve({ requests: [] })),
    };
    const list = createActor(memberReceiptsMachine, { input: { api } }).start();
    await reach(list, 'loaded');
    expect(list.getSnapshot().context.data).toEqual([issuedReceipt]);
    for (const scope of ['member', 'admin'] as const) {
      const one = createActor(receiptMachine, {
        input: { api, scope, receiptNumber: '2026-000123' },
      }).start();
      await reach(one, 'loaded');
    }
    expect(api.getMyReceipt).toHaveBeenCalledExactlyOnceWith('2026-000123', {
      signal: expect.any(AbortSignal),
    });
    expect(api.getReceipt).toHaveBeenCalledExactlyOnceWith('2026-000123', {
      signal: expect.any(AbortSignal),
    });
    const status = createActor(renewalStatusMachine, { input: { api } }).start();
    await reach(status, 'loaded');
    expect(status.getSnapshot().context.data).toBeNull();
  });

  it('the card page shows the newest request that was not cancelled', () => {
    const older = { ...pendingRequest, status: 'rejected' as const, reason: 'No transfer came.' };
    const newer = {
      ...pendingRequest,
      id: 'a-newer-one',
      status: 'cancelled' as const,
      createdAt: '2026-11-27T09:00:00.000Z',
    };
    expect(latestRenewalRequest([newer, older])).toEqual(older);
    expect(latestRenewalRequest([newer])).toBeNull();
  });
});

describe.each([
  ['memberReceipts', memberReceiptsMachine, [issuedReceipt]],
  ['receipt', receiptMachine, issuedReceipt],
  ['renewalStatus', renewalStatusMachine, pendingRequest],
] as const)('%s: paths through every transition', (_, machine, output) => {
  const events = [
    { type: 'load.retry' },
    { type: 'xstate.done.actor.load', output },
    { type: 'xstate.error.actor.load', error: notFound },
    { type: 'xstate.error.actor.load', error: offline },
  ] as never[];
  const input = { api: unusedApi(), scope: 'member', receiptNumber: '2026-000123' };
  const paths = transitionPaths(
    createTestModel(modelOf(machine as AnyStateMachine), { input, events }),
    { events },
  );

  it('take every transition', () => {
    expect(paths.covered).toEqual(new Set(flowGraph(machine as AnyStateMachine).transitions));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await runPath(path, {
      machine: machine as AnyStateMachine,
      input,
      scripted: scriptedActors(['load']),
      contextKeys: ['data', 'error', 'status'],
      check: (actor, _model, event) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as LoadContext<unknown, unknown>;
        expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
        if (snapshot.matches('loaded')) expect(context.data).toEqual(output);
        if (event.type === 'xstate.error.actor.load') {
          const { error } = event as unknown as { error: ApiError };
          expect(context.status).toBe(error.status);
          expect(context.error).toBe(
            error.status === 404 ? englishPaymentMessages.receiptNotFound : messages.api.noResponse,
          );
        }
      },
    });
  });
});
