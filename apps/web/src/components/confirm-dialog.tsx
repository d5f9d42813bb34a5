import { Button, Dialog, DialogClose } from '@mijas/ui';
import type { ReactNode } from 'react';

/** The words of a question asked before an action that takes something away. */
export interface ConfirmDialogTexts {
  title: string;
  confirm: string;
  /** The confirm button while the action runs. */
  working: string;
  cancel: string;
  close: string;
}

/**
 * The question a machine asks before an action that takes something away: open while it asks (`open`) and while
 * the action runs (`busy`: the buttons held, the confirm one busy, closing refused). Cancel, Escape and the close
 * button call `onCancel`; the confirm button `onConfirm`. What the machine has to say (a failure's reason) goes in
 * `children`.
 */
export function ConfirmDialog({
  open,
  busy,
  texts,
  description,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  busy: boolean;
  texts: ConfirmDialogTexts;
  description: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open || busy}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={texts.title}
      description={description}
      closeLabel={texts.close}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {texts.cancel}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={busy} disabled={busy} onClick={onConfirm}>
            {busy ? texts.working : texts.confirm}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
