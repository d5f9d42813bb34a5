import { useCallback, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

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
 * the stand-in had (if no other element has it now) and opens as the stand-in was asked to (`open`, on the next frame, once Radix listens).
 */
export function useTakeOver<T extends HTMLElement>(
  readIntent: () => Intent,
  open: (element: T, intent: Intent) => void,
) {
  const readRef = useRef(readIntent);
  const done = useRef(false);
  const openRef = useRef(open);
  return useCallback((element: T | null) => {
    if (!element || done.current) return;
    done.current = true;
    const intent = readRef.current();
    // The stand-in had the focus and it fell to the page's body when the stand-in left: it comes back here
    // (never taken from an element the user has moved it to since).
    const active = element.ownerDocument.activeElement;
    if (intent.focus && (active === null || active === element.ownerDocument.body)) element.focus();
    if (intent.open) requestAnimationFrame(() => openRef.current(element, intent));
  }, []);
}

/**
 * Opens a Radix trigger as a key (ArrowDown) or a primary press would; not one already open. A press on the
 * stand-in whose release lands on the real trigger (the code came in between) has opened it by its click, and a
 * second press would shut it (a select's list counts it as a press outside, a menu's trigger toggles).
 */
export function pressTrigger(element: HTMLElement, how: 'key' | 'pointer') {
  if (element.getAttribute('aria-expanded') === 'true') return;
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

/**
 * The handlers of a stand-in trigger (a button standing for Radix's until its code comes), each telling `note`
 * what it was asked: pointed at (`{}`, which loads the code), focused, pressed by the primary button, a key of
 * `openingKeys` (its default prevented, as Radix's trigger does), or a click no pointer pressed (`detail` 0: a
 * screen reader's activation, or a press the page held while its code started and carries out now,
 * wake-on-intent.ts), which opens as a key does, as Radix's trigger opens on such a click.
 */
export function standInTriggerProps(
  note: (intent: Partial<Intent>) => void,
  openingKeys: ReadonlySet<string>,
) {
  return {
    onPointerOver: () => note({}),
    onFocus: () => note({ focus: true }),
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button === 0 && !event.ctrlKey) note({ focus: true, open: 'pointer' });
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!openingKeys.has(event.key)) return;
      event.preventDefault();
      note({ focus: true, open: 'key' });
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (event.detail === 0) note({ focus: true, open: 'key' });
    },
  };
}
