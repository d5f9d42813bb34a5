import { expect, test } from '@playwright/test';
import { DESKTOP_ONLY, PAGE_MODES, pageSnapshotIds } from '../../.storybook/page-snapshots.ts';

/**
 * The page stories Chromatic snapshots are those of `.storybook/page-snapshots.ts` (the local baselines' list,
 * `apps/web/src/pages.visual.tsx`): read from the built Storybook the way Chromatic reads it, every story's
 * parameters as the preview prepares them.
 */

const storybook = `http://127.0.0.1:${process.env.E2E_STORYBOOK_PORT}`;

interface Extracted {
  id: string;
  title: string;
  parameters: {
    chromatic?: { disableSnapshot?: boolean; cropToViewport?: boolean; modes?: object };
  };
}

test('Chromatic snapshots the listed page stories, at both widths but the desktop-only ones', async ({
  page,
}) => {
  await page.goto(`${storybook}/iframe.html`);
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in globalThis);
  const stories = await page.evaluate(async () => {
    const preview = (
      globalThis as unknown as {
        __STORYBOOK_PREVIEW__: { ready(): Promise<void>; extract(): Promise<object> };
      }
    ).__STORYBOOK_PREVIEW__;
    await preview.ready();
    return Object.values(await preview.extract()) as Extracted[];
  });
  const pages = stories.filter((story) => story.title.startsWith('Pages/'));
  expect(pages.length).toBeGreaterThan(pageSnapshotIds.size);

  const snapshotted = pages.filter(
    (story) => story.parameters.chromatic?.disableSnapshot === false,
  );
  expect(snapshotted.map((story) => story.id).sort()).toEqual([...pageSnapshotIds].sort());
  const desktopOnly = Object.values(DESKTOP_ONLY).flat().length;
  const { phone, ...desktop } = PAGE_MODES;
  const modes = snapshotted.map((story) => story.parameters.chromatic?.modes);
  expect(modes.filter((mode) => JSON.stringify(mode) === JSON.stringify(desktop))).toHaveLength(
    desktopOnly,
  );
  expect(
    modes.filter((mode) => JSON.stringify(mode) === JSON.stringify({ ...desktop, phone })),
  ).toHaveLength(snapshotted.length - desktopOnly);
  for (const story of snapshotted) expect(story.parameters.chromatic?.cropToViewport).toBe(true);
});
