import { Suspense, use, useContext, useId, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button/Button';
import { deferredModule, useDeferredStatus } from '../lazy/deferred';
import { PartBoundary } from '../lazy/PartBoundary';
import { useUI, type OverlayLabels } from '../Provider/context';
import { spinner } from '../Spinner/Spinner.css';
import { DialogCloseContext } from './close-context';
import * as styles from './Dialog.css';
import './focus-memory';

export interface DialogProps {
  /** Controlled: the modal's machine owns whether it is open. */
  open: boolean;
  /** Called with `false` when Escape, the close button, a `DialogClose` or a click outside asks to close. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading, which names it. */
  title: ReactNode;
  /** A line under the title, read when the dialog opens. */
  description?: ReactNode;
  /** The actions row, e.g. Cancel and Renew. */
  footer?: ReactNode;
  /** `md` (32rem, the default) or `lg` (44rem) for wide content such as details. */
  size?: (typeof styles.dialogSizes)[number];
  /** The close button's name, e.g. 'Close'. */
  closeLabel: string;
  /**
   * What has the focus when it opens, e.g. the form's first field (Renew's Number of Days); the first control,
   * the close button, when absent.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/** Radix's Dialog and its focus trap, scroll lock and layers: loaded when a dialog first opens (issue 32). */
const modal = deferredModule(() => import('./DialogModal'));

/**
 * Loads the dialog's code ahead of its first opening. Done by itself when the pointer or the focus comes to a
 * control that says it opens one (`aria-haspopup="dialog"`) or to a menu's item (the row menus' actions open
 * dialogs), so that the first opening is as quick as the next.
 */
export const preloadDialog = () => modal.load().then(() => undefined);

if (typeof document !== 'undefined') {
  const onIntent = (event: Event) => {
    const target = event.target as Partial<Element> | null;
    // (A failed download is tried again when the dialog opens.)
    if (target?.closest?.('[aria-haspopup="dialog"], [role="menu"]'))
      preloadDialog().catch(() => {});
  };
  document.addEventListener('pointerover', onIntent, { capture: true, passive: true });
  document.addEventListener('focusin', onIntent, true);
}

/**
 * A modal dialog: focus trapped, Escape and the close button ask `onOpenChange(false)`; the focus returns to what
 * opened it. It stands below the toasts, centred in the window when that leaves them room, so no toast covers its
 * close button; Escape with the focus in it is the dialog's even when a toast came after it (`escape.ts`).
 *
 * Its code (`DialogModal`) loads when it first opens, or before on intent (`preloadDialog`): until then a closed
 * dialog is nothing, and an open one whose code is still on its way shows its frame with its title and a spinner.
 */
export function Dialog(props: DialogProps) {
  // Rendered again when the code comes or fails, as well as by Suspense's retry (which a test's act scope can hold
  // back).
  const status = useDeferredStatus(modal);
  const { overlayLabels } = useUI();
  if (!props.open && status !== 'loaded') return null;
  const dialog = (
    <Suspense fallback={<DialogLoading title={props.title} size={props.size} />}>
      <LoadedDialog {...props} />
    </Suspense>
  );
  if (!overlayLabels) return dialog;
  return (
    // The dialog's code not coming (offline, a new deployment): this dialog says so and the page stays; Try again
    // asks for the code again.
    <PartBoundary
      onRetry={() => void preloadDialog().catch(() => {})}
      fallback={(retry) =>
        props.open ? <DialogLoadFailed {...props} labels={overlayLabels} retry={retry} /> : null
      }
    >
      {dialog}
    </PartBoundary>
  );
}

/**
 * The dialog's frame when its code did not come: its title, what happened, Try again (which has the focus) and
 * Close; Escape closes it too.
 */
export function DialogLoadFailed({
  title,
  size,
  closeLabel,
  onOpenChange,
  labels,
  retry,
}: DialogProps & { labels: OverlayLabels; retry: () => void }) {
  const titleId = useId();
  // The focus comes to Try again; Escape anywhere in the frame closes it (a ref: the frame is no control).
  const frame = (element: HTMLDivElement | null) => {
    if (!element) return;
    const retryButton = () => element.querySelector<HTMLButtonElement>('[data-retry]');
    retryButton()?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    // Modal, as the dialog it stands for: the focus stays in it, including when what opened it (a row's menu)
    // gives the focus back to its trigger as it closes, after the frame came.
    const onFocusIn = (event: FocusEvent) => {
      if (!element.contains(event.target as Node | null)) retryButton()?.focus();
    };
    const document = element.ownerDocument;
    element.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  };
  return (
    <>
      <div className={styles.overlay} />
      <div className={styles.positioner}>
        <div
          ref={frame}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className={styles.content({ size })}
        >
          <div className={styles.header}>
            <div id={titleId} className={styles.title}>
              {title}
            </div>
          </div>
          <div className={styles.body}>
            <p role="alert">{labels.loadFailed}</p>
          </div>
          <div className={styles.footer}>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {closeLabel}
            </Button>
            <Button data-retry onClick={retry}>
              {labels.retry}
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}

function LoadedDialog(props: DialogProps) {
  const { DialogModal } = use(modal.read());
  return <DialogModal {...props} />;
}

/** The dialog's frame while its code loads: the overlay, the title and a spinner (the focus stays where it was). */
export function DialogLoading({ title, size }: Pick<DialogProps, 'title' | 'size'>) {
  return (
    <>
      <div className={styles.overlay} />
      <div className={styles.positioner}>
        <div className={styles.content({ size })} aria-busy="true">
          <div className={styles.header}>
            <div className={styles.title}>{title}</div>
          </div>
          <div className={styles.body}>
            <span className={spinner({ size: 'md' })} aria-hidden />
          </div>
        </div>
      </div>
    </>
  );
}

export interface DialogCloseProps {
  /** Make the child (e.g. a `Button`) the close control, instead of wrapping it in a plain button. */
  asChild?: boolean;
  /** The button, e.g. `<Button variant="outline">Cancel</Button>`. */
  children: ReactNode;
}

/** Wraps a footer button so it closes the dialog (e.g. Cancel): `<DialogClose asChild><Button>…`. */
export function DialogClose({ asChild, children }: DialogCloseProps) {
  const close = useContext(DialogCloseContext);
  return close ? close({ asChild, children }) : children;
}
