import type { AdminListItem } from '@mijas/api';
import { adminActionMachine, type AdminActionKind, type AdminActionTarget } from '@mijas/machines';
import { Button, Dialog, DialogClose } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useApi } from '../../../lib/session.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';

/** One action chosen in a row's menu; `key` starts a fresh flow each time. */
export interface AdminActionRequest {
  key: string;
  admin: AdminActionTarget;
  action: AdminActionKind;
}

export interface AdminActionFlowProps {
  request: AdminActionRequest;
  /** The row's change once the server agreed (the list patches it at once). */
  onUpdated: (patch: Partial<Omit<AdminListItem, 'id'>>) => void;
  /** The flow is over (done, failed or cancelled). */
  onEnded: () => void;
}

/**
 * Runs one admin action on `adminActionMachine`: deactivation asks first in a dialog; the machine sends the
 * toasts of SPEC §8. Nothing is shown for the others while they run (the toast reports the result).
 */
export function AdminActionFlow({ request, onUpdated, onEnded }: AdminActionFlowProps) {
  const { superadmin } = useText();
  const text = superadmin.viewAdmins.confirm;
  const actorRef = useFlow(adminActionMachine, {
    api: useApi(),
    admin: request.admin,
    action: request.action,
  });
  const confirming = useSelector(actorRef, (s) => s.matches('confirming'));
  const running = useSelector(actorRef, (s) => s.hasTag('busy'));
  const asked = useSelector(actorRef, (s) => s.context.prompt !== null);
  const prompt = useSelector(actorRef, (s) => s.context.prompt);
  const done = useSelector(actorRef, (s) => s.status === 'done');
  const patch = useSelector(actorRef, (s) => s.context.patch);

  useEffect(() => {
    if (!done) return;
    if (patch) onUpdated(patch);
    onEnded();
  }, [done, patch, onUpdated, onEnded]);

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
