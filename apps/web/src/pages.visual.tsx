// Offline visual baselines of the page stories that opt in (`chromatic: pageSnapshot` or `desktopSnapshot`,
// testing/page-snapshots.ts), at each of their widths (.storybook/visual-tests.ts), the same stories and widths
// Chromatic snapshots; `pnpm test:visual:update` rewrites them.
// Each story in English and in Arabic (right to left; baselines `…-ar-…`), the Arabic in the state its events
// reach, without its play function (visual-tests.ts).
import { LOCALES } from '@mijas/api';
import { expect, test } from 'vitest';
import { snapshotStories, type StoryModule } from '../../../.storybook/visual-tests.ts';

const snapshotted = snapshotStories(
  import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }),
  {
    locales: () => LOCALES,
    // A page whose play function leaves a button focused (it pressed it), and a dialog that opens with a field
    // focused: the same baselines whether or not the page has the window's focus (issue 30).
    withoutWindowFocus: (id) =>
      [
        'pages-superadmin-expiry-reminders--queued',
        'pages-superadmin-expiry-reminders--unavailable',
      ].includes(id),
  },
);

// Each page's main state and its error and dialog states (testing/page-snapshots.ts says why not all).
test('the page stories opt in to baselines', () => {
  expect(snapshotted.size).toBeGreaterThanOrEqual(40);
});
