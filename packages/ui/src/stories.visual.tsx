// Offline visual baselines of the design system's stories that opt in (.storybook/visual-tests.ts);
// `pnpm test:visual:update` rewrites them.
import { snapshotStories, type StoryModule } from '../../../.storybook/visual-tests.ts';

snapshotStories(import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true }));
