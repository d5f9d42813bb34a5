// The admin panel's sub-pages' baselines (snapshot-pages.ts).
import type { StoryModule } from '@mijas/ui/visual-tests';
import { snapshotPages } from './snapshot-pages.ts';

snapshotPages(
  import.meta.glob<StoryModule>('../features/admin/**/*.stories.tsx', { eager: true }),
  15,
);
