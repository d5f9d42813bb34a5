import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import { usePortalContainer } from '../Provider/context';
import * as styles from './Dialog.css';

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

/** A modal dialog: focus trapped, Escape and the close button ask `onOpenChange(false)`. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  footer,
  size,
  closeLabel,
  children,
}: DialogProps) {
  const container = usePortalContainer();
  // A controlled dialog has no Radix trigger to return focus to: remember what had focus when it opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={styles.content({ size })}
          onOpenAutoFocus={() => {
            const doc = container?.ownerDocument ?? document;
            const active = doc.activeElement;
            opener.current =
              active instanceof HTMLElement &&
              active !== doc.body &&
              !active.closest('[role="menu"]')
                ? active
                : lastFocusOutsideMenus;
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
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * The dialog's content. When it is taller than the screen it scrolls, and then it takes the keyboard focus
 * (Tab) so a keyboard user can scroll it with the arrow keys too.
 */
function DialogBody({ children }: { children: ReactNode }) {
  const [scrolls, setScrolls] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    for (const child of Array.from(element.children)) observer.current.observe(child);
  }, []);
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={ref} className={styles.body} tabIndex={scrolls ? 0 : undefined}>
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
