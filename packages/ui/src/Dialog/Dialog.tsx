import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import { usePortalContainer } from '../Provider/context';
import * as styles from './Dialog.css';

export interface DialogProps {
  /** Controlled: the modal's machine owns whether it is open. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The actions row, e.g. Cancel and Renew. */
  footer?: ReactNode;
  size?: (typeof styles.dialogSizes)[number];
  closeLabel?: string;
  children?: ReactNode;
}

/** A modal dialog: focus trapped, Escape and the close button ask `onOpenChange(false)`. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  footer,
  size,
  closeLabel = 'Close',
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
            const active = container?.ownerDocument.activeElement ?? document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
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
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wraps a footer button so it closes the dialog (e.g. Cancel). */
export const DialogClose = DialogPrimitive.Close;
