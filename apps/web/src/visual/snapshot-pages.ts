// Offline visual baselines of the page stories that opt in (`chromatic: pageSnapshot` or `desktopSnapshot`,
// `@mijas/flows/page-snapshots`), at each of their widths (`@mijas/ui/visual-tests`), the same stories and widths
// Chromatic snapshots, composed with the app's story preview (testing/preview.tsx); `pnpm test:visual:update`
// rewrites them.
// Each story in English and in Arabic (right to left; baselines `…-ar-…`), the Arabic in the state its events
// reach, without its play function (visual-tests.ts).
// The pages are shared among a few `*.visual.tsx` files of this folder, each with its own baselines
// (`__screenshots__/<file>/`): a browser project runs its files two at a time, and one file of every page was the
// run's last minutes. `rest.visual.tsx` takes every story the others leave out, so a new page is never missed.
import { DEFAULT_LOCALE, LOCALES } from '@mijas/api';
import { snapshotStories, type StoryModule } from '@mijas/ui/visual-tests';
import { setProjectAnnotations } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import preview from '../testing/preview.tsx';

/** One test per opted-in story of `modules`, per width and language; and a test that at least `atLeast` opted in. */
export function snapshotPages(modules: Record<string, StoryModule>, atLeast: number) {
  setProjectAnnotations(preview);
  const snapshotted = snapshotStories(modules, {
    locales: () => LOCALES,
    baseLocale: DEFAULT_LOCALE,
    // A page whose play function leaves a button focused (it pressed it), and a dialog that opens with a field
    // focused: the same baselines whether or not the page has the window's focus (issue 30).
    withoutWindowFocus: (id) =>
      [
        'pages-superadmin-expiry-reminders--queued',
        'pages-superadmin-expiry-reminders--unavailable',
      ].includes(id),
  });

  // Each page's main state and its error and dialog states (`@mijas/flows/page-snapshots` says why not all).
  test('the page stories opt in to baselines', () => {
    expect(snapshotted.size).toBeGreaterThanOrEqual(atLeast);
  });
}
