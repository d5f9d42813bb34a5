import { useEffect, useRef } from 'react';

/**
 * Calls `onCommit` once, after the component's first commit (hydrated, or rendered): from then on the page
 * handles its events itself. Later values of `onCommit` are ignored.
 */
export function useFirstCommit(onCommit: (() => void) | undefined): void {
  const pending = useRef(onCommit);
  // eslint-disable-next-line mijas/no-react-state -- code loading: the page has taken over its prerendered HTML
  useEffect(() => {
    pending.current?.();
    pending.current = undefined;
  }, []);
}
