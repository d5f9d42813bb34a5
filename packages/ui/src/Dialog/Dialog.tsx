import {
  Suspense,
  use,
  useContext,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { deferredModule } from '../lazy/deferred';
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
    if (target?.closest?.('[aria-haspopup="dialog"], [role="menu"]')) void preloadDialog();
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
  // Rendered again when the code comes, as well as by Suspense's retry (which a test's act scope can hold back).
  const loaded = useSyncExternalStore(
    modal.subscribe,
    () => modal.current() !== undefined,
    () => false,
  );
  if (!props.open && !loaded) return null;
  return (
    <Suspense fallback={<DialogLoading title={props.title} size={props.size} />}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}

function LoadedDialog(props: DialogProps) {
  const { DialogModal } = use(modal.load());
  return <DialogModal {...props} />;
}

/** The dialog's frame while its code loads: the overlay, the title and a spinner (the focus stays where it was). */
function DialogLoading({ title, size }: Pick<DialogProps, 'title' | 'size'>) {
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
