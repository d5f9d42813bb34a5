import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import { usePortalContainer } from '../Provider/context';
import * as styles from './Dialog.css';
import { DialogCloseContext } from './close-context';
import type { DialogProps } from './Dialog';
import { DIALOG_ATTRIBUTE, DIALOG_DISMISS_EVENT } from './escape';
import { lastFocusOutsideMenus } from './focus-memory';

/** `DialogClose` inside the dialog: Radix's close control. */
function renderClose({ asChild, children }: { asChild?: boolean; children: ReactNode }) {
  return <DialogPrimitive.Close asChild={asChild}>{children}</DialogPrimitive.Close>;
}

/**
 * The dialog itself, loaded when one first opens (`Dialog` in `Dialog.tsx`). A modal dialog: focus trapped, Escape and the close button ask `onOpenChange(false)`. It stands below the
 * toasts, centred in the window when that leaves them room, so no toast covers its close button; Escape with the
 * focus in it is the dialog's even when a toast came after it (`escape.ts`).
 */
export function DialogModal({
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
      <DialogCloseContext value={renderClose}>
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
                    : lastFocusOutsideMenus();
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
      </DialogCloseContext>
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
