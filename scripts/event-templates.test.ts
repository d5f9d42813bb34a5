import { describe, expect, it } from 'vitest';
import templates from '../packages/flows/src/player/event-templates.json' with { type: 'json' };
import { machineIndex } from '../packages/flows/src/player/calls.ts';
import { handledEvents } from './event-templates.ts';

describe('the event templates (pnpm flows:events writes them from the machines’ event types)', () => {
  it('name machines that exist and events each handles: run `pnpm flows:events` after changing one', () => {
    const index = machineIndex();
    const stale = Object.entries(templates).flatMap(([id, events]) => {
      const machine = index.get(id);
      if (!machine) return [`${id}: no such machine`];
      const types = handledEvents(machine.root);
      return Object.keys(events)
        .filter((type) => !types.has(type))
        .map((type) => `${id}: ${type} is not handled`);
    });
    expect(stale).toEqual([]);
    expect(Object.keys(templates)).toContain('memberList');
  });
});
