import type { rowActionMachine } from '@mijas/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ConfirmDialog, type ConfirmDialogTexts } from './confirm-dialog.tsx';

/** A row action under way: the child actor of a list page's machine (`dialog.open` with an action). */
export type RowActionRef = ActorRefFrom<typeof rowActionMachine>;

/** The words of one action's question. */
export type RowActionTexts = ConfirmDialogTexts;

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
  return (
    <ConfirmDialog
      open={confirming}
      busy={running}
      texts={texts(action)}
      description={prompt}
      onConfirm={() => actorRef.send({ type: 'action.confirm' })}
      onCancel={() => actorRef.send({ type: 'action.cancel' })}
    />
  );
}
