import * as exported from '@mijas/machines';
import type { AnyStateMachine } from 'xstate';
import { isMachine } from '../player/fakes.ts';

/** Every machine `@mijas/machines` exports (packages/machines/src/index.ts), by id: the catalogue's pages. */
export const catalogueMachines: ReadonlyMap<string, AnyStateMachine> = new Map(
  Object.values(exported as Record<string, unknown>)
    .filter(isMachine)
    .map((machine) => [machine.id, machine] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);

/** A machine's page's export name in machines.stories.tsx (`renewMembership` → `RenewMembership`). */
export const storyExportOf = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
