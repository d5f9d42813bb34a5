import { holdComboboxEnter } from '@mijas/ui/combobox-held-enter';
import { isPlainClick } from '../../lib/plain-click.ts';

/**
 * The prerendered landing page works as plain HTML: its links and section anchors, reading, typing into the form.
 * Only its buttons and the form's submit need code. So the code waits for the visitor: the first sign of someone
 * using the page (a pointer over it, a touch, a key, focus, a scroll) starts it. Until it is running, a press on
 * a button, a plain click on a link to another page of the app (which the running page opens without a second
 * page load) and a submit are held and carried out once it is: nothing the visitor does is lost, and no native
 * submit sends the form's values to the page's own address.
 *
 * No React here: this runs before any of it is loaded.
 */

/** What says a visitor is here. Passive listeners: scrolling is never delayed by them. */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const;

export interface WakeOptions {
  /** The prerendered page. */
  container: HTMLElement;
  /** Starts the page's code; calls `ready` once it handles events itself (after hydration). */
  start: (ready: () => void) => void;
  /** Where the intent events are listened for (the window, by default). */
  target?: Window;
  /**
   * Starts the page's code at once, without waiting for intent (a panel's page, whose data its code fetches):
   * what is pressed or submitted before it runs is still held and carried out.
   */
  now?: boolean;
}

/**
 * Waits for intent, starts the page once, and replays what was held. Returns a function that stops waiting
 * (nothing is started if it had not been).
 */
export function wakeOnIntent({
  container,
  start,
  target = window,
  now = false,
}: WakeOptions): () => void {
  const document = container.ownerDocument;
  let started = false;
  let running = false;
  const heldClicks: HTMLElement[] = [];
  const heldSubmits: HTMLFormElement[] = [];

  const wake = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) target.removeEventListener(type, wake, { capture: true });
    start(() => {
      running = true;
      document.removeEventListener('click', holdClick, { capture: true });
      document.removeEventListener('submit', holdSubmit, { capture: true });
      document.removeEventListener('keydown', holdEnter, { capture: true });
      for (const target of heldClicks.splice(0)) if (target.isConnected) target.click();
      for (const form of heldSubmits.splice(0)) if (form.isConnected) form.requestSubmit();
    });
  };

  /** A button, or a link to another page of the app followed by a plain click. */
  function heldTarget(event: MouseEvent): HTMLElement | null {
    if (!(event.target instanceof Element)) return null;
    const target = event.target.closest<HTMLElement>('button, a[href^="/"]');
    if (!target || !container.contains(target)) return null;
    if (target instanceof HTMLButtonElement) {
      // A submit button submits through the form's own submit event (held below).
      return target.disabled || (target.type === 'submit' && target.form) ? null : target;
    }
    const plain = isPlainClick(event);
    const sameTab = !(target as HTMLAnchorElement).target;
    return plain && sameTab ? target : null;
  }

  function holdClick(event: MouseEvent) {
    if (running) return;
    const target = heldTarget(event);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!heldClicks.includes(target)) heldClicks.push(target);
    wake();
  }

  function holdSubmit(event: Event) {
    if (running || !(event.target instanceof HTMLFormElement)) return;
    if (!container.contains(event.target)) return;
    event.preventDefault();
    if (!heldSubmits.includes(event.target)) heldSubmits.push(event.target);
    wake();
  }

  /** Enter in a combobox chooses once the code runs (held-enter.ts in @mijas/ui), rather than submitting now. */
  function holdEnter(event: KeyboardEvent) {
    if (running || !(event.target instanceof Node) || !container.contains(event.target)) return;
    holdComboboxEnter(event);
  }

  for (const type of INTENT_EVENTS) {
    target.addEventListener(type, wake, { capture: true, passive: true });
  }
  document.addEventListener('click', holdClick, { capture: true });
  document.addEventListener('submit', holdSubmit, { capture: true });
  document.addEventListener('keydown', holdEnter, { capture: true });
  if (now) wake();

  return () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, wake, { capture: true });
    if (!started) {
      document.removeEventListener('click', holdClick, { capture: true });
      document.removeEventListener('submit', holdSubmit, { capture: true });
      document.removeEventListener('keydown', holdEnter, { capture: true });
    }
  };
}
