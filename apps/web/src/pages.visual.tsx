// Offline visual baselines of the page stories that opt in (`chromatic: pageSnapshot` or `desktopSnapshot`,
// testing/page-snapshots.ts), at each of their widths (.storybook/visual-tests.ts), the same stories and widths
// Chromatic snapshots; `pnpm test:visual:update` rewrites them.
import { expect, test } from 'vitest';
import { snapshotStories, type StoryModule } from '../../../.storybook/visual-tests.ts';

const snapshotted = snapshotStories(
  import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }),
);

// Each page's main state and its error and dialog states (testing/page-snapshots.ts says why not all).
test('the page stories opt in to baselines', () => {
  expect(snapshotted.size).toBeGreaterThanOrEqual(40);
});
