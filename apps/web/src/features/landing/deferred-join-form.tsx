import {
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentType,
  type RefAttributes,
} from 'react';
import { holdComboboxEnter } from '@mijas/ui/combobox-held-enter';
import type { JoinFormHandle } from './join-form.tsx';

/** What the visitor asked of the form before its code arrived. */
export interface JoinIntent {
  /** The hero's Join Us was pressed. */
  join: boolean;
  /** The form was submitted. */
  submit: boolean;
  /** The form's buttons pressed (the type's switch), in order: pressed again once the form is live. */
  presses: HTMLButtonElement[];
}

export type LiveJoinForm = ComponentType<{ intent: JoinIntent } & RefAttributes<JoinFormHandle>>;

export interface DeferredJoinFormProps {
  /** The form's code: its machine, the contract's validation and the API client. */
  load: () => Promise<{ default: LiveJoinForm }>;
  /**
   * True while React hydrates the prerendered page: the form's HTML is there, so its code can wait for the
   * visitor. False when the page is rendered in the browser from scratch: the form is loaded at once.
   */
  deferred: boolean;
}

/** The events that say the visitor is about to use the form. */
const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
/** What the form's code carries out once it is here: a submit, a press on a button. */
const HELD_EVENTS = ['submit', 'click'] as const;

/**
 * The landing form as an island. Its HTML is prerendered; its code loads when the visitor is about to use
 * it: when the form comes near the screen, or at a pointer, focus or key inside it. Until then React keeps
 * the prerendered markup as it is (a suspended boundary keeps its HTML during hydration), so what is typed
 * stays, and a press on its buttons or a submit waits for the form and is then carried out.
 */
export const DeferredJoinForm = forwardRef<JoinFormHandle, DeferredJoinFormProps>(
  function DeferredJoinForm({ load, deferred }, ref) {
    const [island] = useState(() => {
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      if (!deferred) open();
      const intent: JoinIntent = { join: false, submit: false, presses: [] };
      return { Live: lazy(() => gate.then(load)), open, intent };
    });
    const live = useRef<JoinFormHandle>(null);
    const wrap = useRef<HTMLDivElement>(null);

    useImperativeHandle(
      ref,
      () => ({
        join: () => {
          if (live.current) return live.current.join();
          island.intent.join = true;
          island.open();
        },
        element: () => live.current?.element() ?? wrap.current?.querySelector('form') ?? null,
      }),
      [island],
    );

    // eslint-disable-next-line mijas/no-react-state -- code loading: the form's code fetched when the visitor is about to use it
    useEffect(() => {
      const element = wrap.current;
      if (!deferred || !element) return;
      // Listened for on the document, ahead of React: while the form's part of the page is not hydrated,
      // React's own listener on the root stops the events aimed at it.
      const document = element.ownerDocument;
      const ours = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const start = (event: Event) => {
        if (ours(event)) island.open();
      };
      // What needs the form's code waits for it, then is carried out: a submit (the prerendered form has no
      // handler yet: no native GET of the page with the values in its address), and a press on one of its
      // buttons (Inquiry, say: React has no handler on the prerendered buttons yet).
      const hold = (event: Event) => {
        if (live.current || !ours(event)) return;
        if (event.type === 'submit') {
          event.preventDefault();
          island.intent.submit = true;
        } else {
          const button = (event.target as Element).closest('button');
          // A submit button submits (the form's submit, above).
          if (!button || button.type === 'submit') return;
          island.intent.presses.push(button);
        }
        island.open();
      };
      // Enter in the major chooses its first match once the form's code is here, as it will then.
      const enter = (event: KeyboardEvent) => {
        if (!live.current && ours(event)) holdComboboxEnter(event);
      };
      for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true });
      for (const type of HELD_EVENTS) document.addEventListener(type, hold, { capture: true });
      document.addEventListener('keydown', enter, { capture: true });
      const near =
        typeof IntersectionObserver === 'function'
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) island.open();
              },
              { rootMargin: '50% 0px' },
            )
          : null;
      near?.observe(element);
      return () => {
        for (const type of INTENT_EVENTS)
          document.removeEventListener(type, start, { capture: true });
        for (const type of HELD_EVENTS) document.removeEventListener(type, hold, { capture: true });
        document.removeEventListener('keydown', enter, { capture: true });
        near?.disconnect();
      };
    }, [deferred, island]);

    return (
      <div ref={wrap}>
        <Suspense fallback={null}>
          <island.Live ref={live} intent={island.intent} />
        </Suspense>
      </div>
    );
  },
);
