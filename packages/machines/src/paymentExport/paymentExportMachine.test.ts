import { ApiError, CSV_BOM } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { everyTransition, outcomesOnlyIn } from '../testing/everyTransition.ts';
import { unusedApi } from '../testing/harness.ts';
import { paymentExportMachine } from './paymentExportMachine.ts';

describe("Payments' Export CSV", () => {
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

const exportApi = unusedApi<never>();
const query = { method: 'cash' } as const;
const file = { text: `${CSV_BOM}receiptNumber\r\n`, name: 'mijas-payments-2026-11-01.csv' };
const saved = vi.fn<(file: unknown) => void>();
everyTransition(
  "Payments' Export CSV",
  paymentExportMachine.provide({ actions: { saveFile: (_, given) => saved(given) } }),
  {
    input: { api: exportApi },
    events: [
      { type: 'export.start', query },
      { type: 'xstate.done.actor.exportCsv', output: file },
      { type: 'xstate.error.actor.exportCsv', error: new ApiError({ status: 0 }) },
    ],
    actors: ['exportCsv'],
    contextKeys: ['error', 'query'],
    filterEvents: outcomesOnlyIn('exporting') as never,
    // Busy while it runs, with the filters asked for; the file saved as it came.
    check: (
      actor: {
        getSnapshot: () => {
          value: unknown;
          hasTag: (tag: string) => boolean;
          context: { error: string | null };
        };
      },
      event,
      { scripted },
    ) => {
      const snapshot = actor.getSnapshot();
      if (event.type === 'xstate.init') saved.mockClear();
      expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'exporting');
      if (snapshot.value === 'exporting')
        expect(scripted.calls('exportCsv').at(-1)).toEqual({ api: exportApi, query });
      if (event.type === 'xstate.done.actor.exportCsv')
        expect(saved).toHaveBeenLastCalledWith(file);
      if (event.type === 'xstate.error.actor.exportCsv')
        expect(snapshot.context.error).not.toBeNull();
    },
  },
);
