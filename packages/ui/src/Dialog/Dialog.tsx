import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import { usePortalContainer } from '../Provider/context';
import * as styles from './Dialog.css';
import { DIALOG_ATTRIBUTE, DIALOG_DISMISS_EVENT } from './escape';

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

/**
 * The element that last had the focus outside any menu or dialog. A dialog opened from a menu item (the row
 * menus) finds the item gone when it closes: the focus goes back to what opened the menu, the row or the
 * options button, instead of falling to the page's start.
 */
let lastFocusOutsideMenus: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="menu"], [role="dialog"]')) {
        lastFocusOutsideMenus = target;
      }
    },
    true,
  );
}

/**
 * A modal dialog: focus trapped, Escape and the close button ask `onOpenChange(false)`. It stands below the
 * toasts, centred in the window when that leaves them room, so no toast covers its close button; Escape with the
 * focus in it is the dialog's even when a toast came after it (`escape.ts`).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  footer,
  size,
  closeLabel,
  initialFocus,
  children,
}: DialogProps) {
  const container = usePortalContainer();
  // A controlled dialog has no Radix trigger to return focus to: remember what had focus when it opened.
  const opener = useRef<HTMLElement | null>(null);
  // Escape handed over by a toast above the dialog: close as Radix does on Escape.
  const onOpenChangeRef = useRef(onOpenChange);
  useLayoutEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });
  const listenForDismiss = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const dismiss = () => onOpenChangeRef.current(false);
    element.addEventListener(DIALOG_DISMISS_EVENT, dismiss);
    return () => element.removeEventListener(DIALOG_DISMISS_EVENT, dismiss);
  }, []);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <div className={styles.positioner}>
          <DialogPrimitive.Content
            ref={listenForDismiss}
            className={styles.content({ size })}
            {...{ [DIALOG_ATTRIBUTE]: '' }}
            onOpenAutoFocus={(event) => {
              const doc = container?.ownerDocument ?? document;
              const active = doc.activeElement;
              opener.current =
                active instanceof HTMLElement &&
                active !== doc.body &&
                !active.closest('[role="menu"]')
                  ? active
                  : lastFocusOutsideMenus;
              const first = initialFocus?.current;
              if (first) {
                event.preventDefault();
                first.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              if (opener.current?.isConnected) {
                event.preventDefault();
                opener.current.focus();
              }
            }}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className={styles.header}>
              <div>
                <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
                {description ? (
                  <DialogPrimitive.Description className={styles.description}>
                    {description}
                  </DialogPrimitive.Description>
                ) : null}
              </div>
              <DialogPrimitive.Close asChild>
                <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" />
              </DialogPrimitive.Close>
            </div>
            {/* A confirmation says it all in its description: no empty body between it and the buttons. */}
            {children ? <DialogBody>{children}</DialogBody> : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </DialogPrimitive.Content>
        </div>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * The dialog's content. When it is taller than the screen it scrolls, and then it takes the keyboard focus
 * (Tab) so a keyboard user can scroll it with the arrow keys too.
 *
 * The tab stop is set on the element itself, at once: a ResizeObserver sees the body or a child change size, a
 * MutationObserver sees content replaced (a spinner giving way to the details) or changed inside a child. A
 * React state round trip would leave a moment where the body scrolls but cannot be reached.
 */
function DialogBody({ children }: { children: ReactNode }) {
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const measure = () => {
      if (element.scrollHeight > element.clientHeight) element.setAttribute('tabindex', '0');
      else element.removeAttribute('tabindex');
    };
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    const watchSizes = () => {
      if (!resizes) return;
      resizes.disconnect();
      resizes.observe(element);
      for (const child of Array.from(element.children)) resizes.observe(child);
    };
    const mutations =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver(() => {
            watchSizes();
            measure();
          });
    measure();
    watchSizes();
    mutations?.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resizes?.disconnect();
      mutations?.disconnect();
    };
  }, []);
  // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable): `measure` gives it
  // `tabindex="0"` while it scrolls.
  return (
    <div ref={ref} className={styles.body}>
      {children}
    </div>
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
  return <DialogPrimitive.Close asChild={asChild}>{children}</DialogPrimitive.Close>;
}
