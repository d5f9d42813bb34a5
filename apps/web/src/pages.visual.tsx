// Offline visual baselines of the page stories listed in .storybook/page-snapshots.ts, at a desktop and a phone
// width (.storybook/visual-tests.ts); `pnpm test:visual:update` rewrites them.
import { expect, test } from 'vitest';
import { pageSnapshotIds } from '../../../.storybook/page-snapshots.ts';
import { snapshotStories, type StoryModule } from '../../../.storybook/visual-tests.ts';

const snapshotted = snapshotStories(
  import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }),
);

// A story renamed or removed by a change to its file must be renamed in the list, not silently dropped.
test('every page story listed for snapshots exists', () => {
  expect([...pageSnapshotIds].filter((id) => !snapshotted.has(id))).toEqual([]);
});
