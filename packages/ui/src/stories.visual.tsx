// Offline visual baselines of the design system's stories that opt in (.storybook/visual-tests.ts);
// `pnpm test:visual:update` rewrites them.
import { snapshotStories, type StoryModule } from '../../../.storybook/visual-tests.ts';

snapshotStories(import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }), {
  // A story whose state holds the focus (an open list): the same baseline whether or not its page had the
  // window's focus (issue 30).
  withoutWindowFocus: (id) => id === 'forms-combobox--open',
});
