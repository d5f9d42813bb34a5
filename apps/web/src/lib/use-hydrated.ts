import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * Whether the page is past its hydration: false while React hydrates a page the build prerendered (and while
 * the build renders it), true in every render after, and from the first render of a page that was not
 * prerendered. What this browser keeps (a stored card) is shown from the render after hydration, which React
 * makes at once: the first render is then the prerendered page itself, node for node.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
