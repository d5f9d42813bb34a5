import type { rowActionMachine } from '@mijas/machines';
import { Button, Dialog, DialogClose } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

/** A row action under way: the child actor of a list page's machine (`dialog.open` with an action). */
export type RowActionRef = ActorRefFrom<typeof rowActionMachine>;

/** The words of one action's question. */
export interface RowActionTexts {
  title: string;
  confirm: string;
  /** The confirm button while the action runs. */
  working: string;
  cancel: string;
  close: string;
}

/**
 * One action from a list row's menu on `rowActionMachine`, a child of the page's machine: a destructive one asks
 * first in this dialog (its question is the machine's); the machine sends the toasts of SPEC §8, and the page's
 * machine changes the row when it is done. Nothing is shown for the others (the toast reports the result).
 */
export function RowActionDialog({
  actorRef,
  texts,
}: {
  actorRef: RowActionRef;
  /** The words for the action the machine runs. */
  texts: (action: string) => RowActionTexts;
}) {
  const confirming = useSelector(actorRef, (s) => s.matches('confirming'));
  const running = useSelector(actorRef, (s) => s.hasTag('busy'));
  const prompt = useSelector(actorRef, (s) => s.context.prompt);
  const action = useSelector(actorRef, (s) => s.context.action);
  if (prompt === null) return null;
  const text = texts(action);
  return (
    <Dialog
      open={confirming || running}
      onOpenChange={(open) => {
        if (!open && !running) actorRef.send({ type: 'action.cancel' });
      }}
      title={text.title}
      description={prompt}
      closeLabel={text.close}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={running}>
              {text.cancel}
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={running}
            disabled={running}
            onClick={() => actorRef.send({ type: 'action.confirm' })}
          >
            {running ? text.working : text.confirm}
          </Button>
        </>
      }
    />
  );
}
