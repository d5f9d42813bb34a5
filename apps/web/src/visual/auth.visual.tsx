// The sign-in, recovery and verification pages' baselines (snapshot-pages.ts).
import type { StoryModule } from '@mijas/ui/visual-tests';
import { snapshotPages } from './snapshot-pages.ts';

snapshotPages(
  import.meta.glob<StoryModule>('../app/routes/auth/**/*.stories.tsx', { eager: true }),
  10,
);
