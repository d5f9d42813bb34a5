// The storybook Vitest project's setup (vitest.config.ts): after each story file, what its stories' machines
// reached (@mijas/flows/catalogue-reach, recorded by the flow player's runtime) goes to the browser command
// `recordStoryStates`, which keeps it in packages/flows/src/catalogue/data/story-states.json for the catalogue
// (`Machines/…`: the stories that reach each state).
import { takeStoryReach, type StoryReach } from '@mijas/flows/catalogue-reach';
import { afterAll } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Records what the test file's stories reached (packages/flows/src/catalogue/story-states-file.ts). */
    recordStoryStates: (stories: StoryReach[]) => Promise<boolean>;
  }
}

afterAll(async () => {
  const stories = takeStoryReach();
  // A file whose stories start no flow player (the design system's) changes nothing.
  if (stories.length > 0) await commands.recordStoryStates(stories);
});
