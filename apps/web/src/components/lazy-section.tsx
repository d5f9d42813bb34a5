import { Button, InlineAlert, PartBoundary, Stack } from '@mijas/ui';
import { Suspense, useState, type ComponentType } from 'react';
import { useText } from '../i18n/index.ts';
import type { LoadsLater } from '../lib/preloadable.tsx';

/**
 * A section of a page whose code (and texts) load when it is first shown (`preloadable`): nothing while they come
 * (a few kB; the section's own skeleton shows as soon as it is here). If they cannot come (offline, or a new
 * deployment removed the old files), the section says so with Try again and the rest of the page stays.
 */
export function LazySection({ part: Part }: { part: ComponentType<object> & LoadsLater }) {
  const { loadFailed, retry } = useText().common.ui.overlays;
  // A new attempt mounts the section afresh: a failed lazy part is never rendered again as it was.
  // eslint-disable-next-line mijas/no-react-state -- code loading: which attempt at the section's code is shown
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line mijas/no-react-state -- code loading: Try again's download under way
  const [retrying, setRetrying] = useState(false);
  const tryAgain = () => {
    setRetrying(true);
    Part.preload().then(
      () => {
        setRetrying(false);
        setAttempt((count) => count + 1);
      },
      () => setRetrying(false),
    );
  };
  return (
    <PartBoundary
      key={attempt}
      fallback={
        <Stack gap="sm" align="flex-start">
          <InlineAlert tone="error">{loadFailed}</InlineAlert>
          <Button variant="outline" size="sm" loading={retrying} onClick={tryAgain}>
            {retry}
          </Button>
        </Stack>
      }
    >
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </PartBoundary>
  );
}
