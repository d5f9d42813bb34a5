import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StoryReach } from './reach.ts';

/**
 * `data/story-states.json`: what each story reached (reach.ts), by story file, written by the storybook Vitest
 * project (its browser command `recordStoryStates`, called after each story file by
 * `.storybook/record-story-states.ts`) and read by the catalogue. A file that ran replaces its own stories'
 * records (a story renamed or removed goes with it); a story file that no longer exists is dropped. The file is
 * committed, so a clean clone's Storybook build shows it; written only when something changed, sorted, so a run
 * that reached the same states leaves it as it was.
 */
export interface StoryStatesFile {
  /** Story files (from the repository's root) and what their stories reached. */
  files: Record<string, StoryReach[]>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const STORY_STATES_FILE = path.join(
  ROOT,
  'packages/flows/src/catalogue/data/story-states.json',
);

function read(file: string): StoryStatesFile {
  if (!existsSync(file)) return { files: {} };
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoryStatesFile>;
    return { files: parsed.files ?? {} };
  } catch {
    return { files: {} };
  }
}

/** Records `stories` as what the story file `storyFile` reaches; returns whether the data file changed. */
export function recordStoryStates(
  storyFile: string,
  stories: StoryReach[],
  file = STORY_STATES_FILE,
  root = ROOT,
): boolean {
  const data = read(file);
  const key = path.relative(root, path.resolve(root, storyFile)).split(path.sep).join('/');
  const files: Record<string, StoryReach[]> = { ...data.files };
  if (stories.length > 0) files[key] = [...stories].sort((a, b) => a.id.localeCompare(b.id));
  else delete files[key];
  const kept = Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => existsSync(path.join(root, name)))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  // One line per story: a run that changes one story's reach changes one line.
  const text = `{"files": {\n${Object.entries(kept)
    .map(
      ([name, reached]) =>
        `${JSON.stringify(name)}: [\n${reached.map((story) => JSON.stringify(story)).join(',\n')}\n]`,
    )
    .join(',\n')}\n}}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return true;
}
