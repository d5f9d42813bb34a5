import { ApiError, CSV_BOM, messages } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { everyTransition, outcomesOnlyIn } from '../testing/everyTransition.ts';
import { reach, scriptedActors, unusedApi } from '../testing/harness.ts';
import {
  memberExportMachine,
  type MemberExportContext,
  type MemberExportFile,
  type MemberExportInput,
} from './memberExportMachine.ts';

describe('View Members’ Export CSV', () => {
  it('asks for the search and filters, then saves the file (with its BOM, named by the day); busy meanwhile', async () => {
    const saved: MemberExportFile[] = [];
    const calls: unknown[][] = [];
    const api = {
      exportMembers: (...args: unknown[]) => {
        calls.push(args);
        return Promise.resolve('Username\r\nrania\r\n');
      },
    } as unknown as MemberExportInput['api'];
    const machine = memberExportMachine.provide({
      actions: { saveFile: (_, file: MemberExportFile) => void saved.push(file) },
    });
    const actor = createActor(machine, { input: { api } }).start();
    actor.send({ type: 'export.start', query: { username: 'ra', joinedMonth: '2026-03' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second press while it runs asks for nothing more.
    actor.send({ type: 'export.start', query: {} });
    await reach(actor, 'idle');
    expect(calls).toEqual([
      [{ username: 'ra', joinedMonth: '2026-03' }, { signal: expect.any(AbortSignal) }],
    ]);
    expect(saved).toEqual([
      {
        text: `${CSV_BOM}Username\r\nrania\r\n`,
        name: expect.stringMatching(/^mijas-members-\d{4}-\d{2}-\d{2}\.csv$/),
      },
    ]);
  });

  it('says why an export failed until the next one starts', async () => {
    const scripted = scriptedActors(['exportCsv']);
    const actor = createActor(memberExportMachine.provide({ actors: scripted.actors } as never), {
      input: { api: unusedApi<MemberExportInput['api']>() },
    }).start();
    actor.send({ type: 'export.start', query: {} });
    scripted.reject('exportCsv', new ApiError({ status: 0, message: 'Failed to fetch' }));
    await reach(actor, 'idle');
    expect(actor.getSnapshot().context.error).toBe(messages.api.noResponse);
    actor.send({ type: 'export.start', query: {} });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

const exportApi = unusedApi<MemberExportInput['api']>();
const query = { username: 'ra', status: 'active' } as const;
const file = { text: `${CSV_BOM}Username\r\nrania\r\n`, name: 'mijas-members-2026-03-01.csv' };
/** The files the browser was asked to save at a path's step (emptied after each step's check). */
const saved = vi.fn<(file: MemberExportFile) => void>();
everyTransition(
  'View Members’ Export CSV',
  memberExportMachine.provide({ actions: { saveFile: (_, given) => saved(given) } }),
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
    // Busy while it runs, with the search and filters asked for; the file saved as it came, once; a failure's
    // words beside the button until the next export starts.
    check: (
      actor: {
        getSnapshot: () => {
          value: unknown;
          hasTag: (tag: string) => boolean;
          context: MemberExportContext;
        };
      },
      event,
      { scripted },
    ) => {
      const snapshot = actor.getSnapshot();
      const { context } = snapshot;
      // Walking the model's graph ran the machine's actions too, before any path.
      if (event.type === 'xstate.init') saved.mockClear();
      expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'exporting');
      if (snapshot.value === 'exporting')
        expect(scripted.calls('exportCsv').at(-1)).toEqual({ api: exportApi, query });
      switch (event.type) {
        case 'xstate.init':
          expect([snapshot.value, context.query, context.error]).toEqual(['idle', null, null]);
          break;
        case 'export.start':
          expect([snapshot.value, context.query, context.error]).toEqual([
            'exporting',
            query,
            null,
          ]);
          break;
        case 'xstate.done.actor.exportCsv':
          expect([context.query, context.error]).toEqual([null, null]);
          expect(saved).toHaveBeenCalledExactlyOnceWith(file);
          break;
        case 'xstate.error.actor.exportCsv':
          expect([context.query, context.error]).toEqual([null, messages.api.noResponse]);
          break;
      }
      if (event.type !== 'xstate.done.actor.exportCsv') expect(saved).not.toHaveBeenCalled();
      saved.mockClear();
    },
  },
);
