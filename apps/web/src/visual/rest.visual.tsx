// Every page story the other files of this folder leave out (the landing, the panels' frames, the root admin's
// sub-pages, and any page added later): keep its exclusions in step with their globs (snapshot-pages.ts).
import type { StoryModule } from '@mijas/ui/visual-tests';
import { snapshotPages } from './snapshot-pages.ts';

snapshotPages(
  import.meta.glob<StoryModule>(
    [
      '../**/*.stories.tsx',
      '!../features/admin/**',
      '!../app/routes/auth/**',
      '!../app/routes/member/**',
    ],
    { eager: true },
  ),
  10,
);
