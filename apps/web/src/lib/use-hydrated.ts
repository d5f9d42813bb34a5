import { useDeferredValue, useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * Whether the page is past its hydration: false while React hydrates a page the build prerendered (and while
 * the build renders it), true in every render after, and from the first render of a page that was not
 * prerendered. What this browser keeps (a stored card) is shown from the render after hydration: the first
 * render is then the prerendered page itself, node for node.
 *
 * That render is deferred. A store whose value differs from the prerender's makes React render again at once
 * and in one piece, in the task that runs the page's effects (its machines starting): at a phone's pace the
 * stored card and its QR code added some 70 ms to that task. Deferred, React makes the render in slices that
 * give way to the browser, a moment later.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      unchanging,
      () => true,
      () => false,
    ),
  );
}
