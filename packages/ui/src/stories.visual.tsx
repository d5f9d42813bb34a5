// Offline visual baselines: every story that opts in to snapshots (`chromatic: { disableSnapshot: false }`,
// the same switch Chromatic reads) is rendered in Chromium with its play function and compared with the
// committed screenshot under __screenshots__/. `pnpm test:visual:update` rewrites the baselines.
import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

type StoryModule = Parameters<typeof composeStories>[0];
/** What this file uses of a composed story. */
interface Composed {
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
  parameters: Record<string, unknown>;
}

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

function optedIn(parameters: Record<string, unknown>) {
  const chromatic = parameters.chromatic as { disableSnapshot?: boolean } | undefined;
  return chromatic?.disableSnapshot === false;
}

function slug(text: string) {
  return text
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

let canvas: HTMLElement | undefined;
afterEach(() => {
  canvas?.remove();
  canvas = undefined;
});

for (const [path, module] of Object.entries(modules)) {
  const title = (module.default as { title?: string }).title ?? path;
  const stories = (Object.entries(composeStories(module)) as [string, Composed][]).filter(
    ([, story]) => optedIn(story.parameters),
  );
  if (!stories.length) continue;
  describe(title, () => {
    for (const [name, story] of stories) {
      test(name, async () => {
        canvas = document.createElement('div');
        document.body.append(canvas);
        await story.run({ canvasElement: canvas });
        await document.fonts.ready;
        // Overlays (dialogs, menus, toasts) are fixed to the viewport: capture the whole canvas for them.
        const target =
          story.parameters.screenshot === 'viewport'
            ? canvas
            : (canvas.querySelector<HTMLElement>('[data-story-root]') ?? canvas);
        await expect
          .element(page.elementLocator(target))
          .toMatchScreenshot(`${slug(title)}--${slug(name)}`);
      });
    }
  });
}
