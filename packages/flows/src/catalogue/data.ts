import type { StoryReach } from './reach.ts';
import type { StoryStatesFile } from './story-states-file.ts';

/**
 * The catalogue's two data files (`data/`), read when present: a clean clone has both (they are committed), and
 * the catalogue says how to make one that is missing rather than failing the Storybook build.
 * - `flows-coverage.json`, written by `pnpm flows:coverage`: per machine, the states and transitions its path
 *   tests go through.
 * - `story-states.json`, written by the storybook Vitest project (story-states-file.ts): what each story reached.
 */
export interface FlowsCoverageFile {
  machines: Record<string, { pathTests: boolean; states: string[]; transitions: string[] }>;
}

const files = import.meta.glob<{ default: unknown }>('./data/*.json', { eager: true });

export const flowsCoverage = files['./data/flows-coverage.json']?.default as
  FlowsCoverageFile | undefined;

export const storyStates = files['./data/story-states.json']?.default as
  StoryStatesFile | undefined;

export interface StoryLink {
  id: string;
  title: string;
  name: string;
  /** The story ends in it (its last state), not only passes through it. */
  endsThere: boolean;
}

/** For one machine: the stories that reach each of its states and take each of its transitions. */
export interface MachineStories {
  states: Map<string, StoryLink[]>;
  transitions: Map<string, StoryLink[]>;
}

function push(map: Map<string, StoryLink[]>, key: string, link: StoryLink) {
  const links = map.get(key) ?? [];
  if (!links.some((known) => known.id === link.id)) links.push(link);
  map.set(key, links);
}

/** The stories of `data` that reach `machine`'s states, those ending in a state first. */
export function storiesOf(
  machine: string,
  data: StoryStatesFile | undefined = storyStates,
): MachineStories {
  const result: MachineStories = { states: new Map(), transitions: new Map() };
  const stories: StoryReach[] = Object.values(data?.files ?? {}).flat();
  for (const story of stories) {
    const reach = story.machines[machine];
    if (!reach) continue;
    const base = { id: story.id, title: story.title, name: story.name };
    for (const state of reach.in) push(result.states, state, { ...base, endsThere: true });
    for (const state of reach.through)
      push(result.states, state, { ...base, endsThere: reach.in.includes(state) });
    for (const transition of reach.transitions)
      push(result.transitions, transition, { ...base, endsThere: false });
  }
  for (const links of result.states.values())
    links.sort((a, b) => Number(b.endsThere) - Number(a.endsThere));
  return result;
}

/** Storybook's address of a story, from inside the preview's frame (the manager's page beside it). */
export function storyHref(id: string): string {
  return `./?path=/story/${id}`;
}
