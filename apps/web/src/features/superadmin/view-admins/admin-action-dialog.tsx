import type { rowActionMachine } from '@mijas/machines';
import { Button, Dialog, DialogClose } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useText } from '../../../i18n/index.ts';

/** The admin action under way: the child actor of the page's machine (`dialog.open` with an action). */
export type RowActionRef = ActorRefFrom<typeof rowActionMachine>;

/**
 * One admin action on `rowActionMachine`, a child of the page's machine: deactivation asks first in a dialog;
 * the machine sends the toasts of SPEC §8, and the page's machine changes the row when it is done. Nothing is
 * shown for the others while they run (the toast reports the result).
 */
export function AdminActionDialog({ actorRef }: { actorRef: RowActionRef }) {
  const { superadmin } = useText();
  const text = superadmin.viewAdmins.confirm;
  const confirming = useSelector(actorRef, (s) => s.matches('confirming'));
  const running = useSelector(actorRef, (s) => s.hasTag('busy'));
  const prompt = useSelector(actorRef, (s) => s.context.prompt);
  const asked = prompt !== null;

  if (!asked) return null;
  return (
    <Dialog
      open={confirming || running}
      onOpenChange={(open) => {
        if (!open && !running) actorRef.send({ type: 'action.cancel' });
      }}
      title={text.title}
      description={prompt}
      closeLabel={superadmin.details.close}
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
            {running ? text.confirming : text.confirm}
          </Button>
        </>
      }
    />
  );
}
