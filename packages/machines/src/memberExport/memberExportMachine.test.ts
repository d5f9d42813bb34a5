import { ApiError, CSV_BOM, messages } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { everyTransition, outcomesOnlyIn } from '../testing/everyTransition.ts';
import { reach, scriptedActors, unusedApi } from '../testing/harness.ts';
import {
  memberExportMachine,
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

everyTransition('View Members’ Export CSV', memberExportMachine, {
  input: { api: unusedApi() },
  events: [
    { type: 'export.start', query: {} },
    { type: 'xstate.done.actor.exportCsv', output: { text: 'x', name: 'x.csv' } },
    { type: 'xstate.error.actor.exportCsv', error: new ApiError({ status: 503 }) },
  ],
  actors: ['exportCsv'],
  contextKeys: ['error', 'query'],
  filterEvents: outcomesOnlyIn('exporting') as never,
});
