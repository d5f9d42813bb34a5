// The member panel's baselines (snapshot-pages.ts).
import type { StoryModule } from '@mijas/ui/visual-tests';
import { snapshotPages } from './snapshot-pages.ts';

snapshotPages(
  import.meta.glob<StoryModule>('../app/routes/member/**/*.stories.tsx', { eager: true }),
  5,
);
