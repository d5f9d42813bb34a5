// Offline visual baselines of the design system's stories that opt in (storybook/visual-tests.ts), composed with
// the design system's own preview (storybook/preview.tsx: nothing outside packages/ui); `pnpm test:visual:update`
// rewrites them.
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from './storybook/preview';
import { snapshotStories, type StoryModule } from './storybook/visual-tests';

setProjectAnnotations(preview);

snapshotStories(import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }), {
  // A story whose state holds the focus (an open list): the same baseline whether or not its page had the
  // window's focus (issue 30).
  withoutWindowFocus: (id) => id === 'forms-combobox--open',
});
