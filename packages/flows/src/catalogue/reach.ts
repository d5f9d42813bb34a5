import { transitionName } from '@mijas/machines/testing/flows';
import type {
  AnyActorRef,
  AnyMachineSnapshot,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';
import { isMachine } from '../player/fakes.ts';

/**
 * What each story's machines went through, for the catalogue's "stories that reach it" (`Machines/…`). The flow
 * player's runtime inspects every actor a story starts (its own machines, the ones they invoke or spawn, the
 * session, a journey's pages): its `ReachRecorder` keeps, per machine id, the states those actors were in and the
 * transitions they took since the story mounted, and which states they are in at the end. The storybook Vitest
 * project sends each story file's records to `story-states-file.ts` (`.storybook/record-story-states.ts`), which
 * keeps them in `data/story-states.json` for the catalogue: what the stories really reach, not what they declare.
 */
export interface MachineReach {
  /** The states its actors are in when the story has run (still running actors only). */
  in: string[];
  /** Every state its actors were in, if only for a microstep. */
  through: string[];
  /** The transitions they took, named as `pnpm flows:coverage` names them. */
  transitions: string[];
}

export interface StoryReach {
  /** Storybook's story id (`pages-auth-login--wrong-password`). */
  id: string;
  title: string;
  name: string;
  machines: Record<string, MachineReach>;
}

/** The ids of a machine snapshot's active state nodes, the root left out. */
function activeIds(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.filter((node) => node.parent).map((node) => node.id);
}

export class ReachRecorder {
  readonly #seen = new Map<string, { through: Set<string>; transitions: Set<string> }>();
  readonly #actors = new Map<AnyActorRef, string>();

  #of(machine: string) {
    let seen = this.#seen.get(machine);
    if (!seen) {
      seen = { through: new Set(), transitions: new Set() };
      this.#seen.set(machine, seen);
    }
    return seen;
  }

  /** The runtime's inspection events. */
  inspect(event: InspectionEvent): void {
    const ref = event.actorRef as AnyActorRef;
    const logic = (ref as unknown as { logic?: unknown }).logic;
    if (!isMachine(logic)) return;
    const seen = this.#of(logic.id);
    this.#actors.set(ref, logic.id);
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions as AnyTransitionDefinition[]) {
        seen.transitions.add(transitionName(transition));
        // A transition's source was active, if only for a microstep (left at once by `always`).
        for (let node = transition.source; node.parent; node = node.parent)
          seen.through.add(node.id);
      }
    }
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      const snapshot = event.snapshot as AnyMachineSnapshot;
      if (snapshot._nodes) for (const id of activeIds(snapshot)) seen.through.add(id);
    }
  }

  /** The story mounts again: what it reaches starts afresh. */
  reset(): void {
    this.#seen.clear();
    this.#actors.clear();
  }

  result(): Record<string, MachineReach> {
    const now = new Map<string, Set<string>>();
    for (const [ref, machine] of this.#actors) {
      const snapshot = ref.getSnapshot() as AnyMachineSnapshot;
      if (snapshot.status !== 'active') continue;
      const states = now.get(machine) ?? new Set<string>();
      for (const id of activeIds(snapshot)) states.add(id);
      now.set(machine, states);
    }
    return Object.fromEntries(
      [...this.#seen]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([machine, seen]) => [
          machine,
          {
            in: [...(now.get(machine) ?? [])].sort(),
            through: [...seen.through].sort(),
            transitions: [...seen.transitions].sort(),
          },
        ]),
    );
  }
}

/** The stories mounted since `takeStoryReach` last ran, by id, with their recorders (the storybook tests'). */
const recorded = new Map<string, { title: string; name: string; recorder: ReachRecorder }>();
const named = new Map<string, { title: string; name: string }>();

/** A story's title and name, as its decorator sees them (the runtime knows its id only). */
export function nameStory(id: string, title: string, name: string): void {
  named.set(id, { title, name });
  const known = recorded.get(id);
  if (known) Object.assign(known, { title, name });
}

/** The recorder of a story's runtime. */
export function reachRecorder(story: string | undefined): ReachRecorder {
  const recorder = new ReachRecorder();
  if (story) recorded.set(story, { title: '', name: story, ...named.get(story), recorder });
  return recorder;
}

/** What the stories mounted since the last call reached (and forgets them). */
export function takeStoryReach(): StoryReach[] {
  const stories = [...recorded]
    .map(([id, { title, name, recorder }]) => ({ id, title, name, machines: recorder.result() }))
    // A design-system story starts no machine.
    .filter((story) => Object.keys(story.machines).length > 0);
  recorded.clear();
  return stories;
}
