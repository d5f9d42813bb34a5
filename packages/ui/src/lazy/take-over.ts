import { useCallback, useRef, type RefObject } from 'react';

/**
 * What a stand-in trigger (a select's, a row menu's: `deferred.ts`) was asked before the real control's code
 * came: to hold the focus, to open (by a key or the pointer), at a point for a row's context menu.
 */
export interface Intent {
  focus: boolean;
  open: false | 'key' | 'pointer';
  at?: { x: number; y: number };
}

export const noIntent: Intent = { focus: false, open: false };

/**
 * A ref callback for the real trigger: once, when it first mounts in the stand-in's place, it takes the focus
 * the stand-in had and opens as the stand-in was asked to (`open`, on the next frame, once Radix listens).
 */
export function useTakeOver<T extends HTMLElement>(
  intentRef: RefObject<Intent>,
  open: (element: T, intent: Intent) => void,
) {
  const done = useRef(false);
  const openRef = useRef(open);
  return useCallback(
    (element: T | null) => {
      if (!element || done.current) return;
      done.current = true;
      const intent = intentRef.current;
      if (intent.focus) element.focus();
      if (intent.open) requestAnimationFrame(() => openRef.current(element, intent));
    },
    [intentRef],
  );
}

/** Opens a Radix trigger as a key (ArrowDown) or a primary press would. */
export function pressTrigger(element: HTMLElement, how: 'key' | 'pointer') {
  element.dispatchEvent(
    how === 'key'
      ? new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true })
      : new PointerEvent('pointerdown', {
          bubbles: true,
          cancelable: true,
          button: 0,
          pointerType: 'mouse',
        }),
  );
}
