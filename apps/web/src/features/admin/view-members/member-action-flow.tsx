import type { MemberListItem } from '@mijas/api';
import { memberActionMachine, type MemberActionKind, type MemberRowUpdate } from '@mijas/machines';
import { Button, Dialog, DialogClose } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useApi } from '../../../lib/session.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';

/** One action chosen in a row's menu; `key` starts a fresh flow each time. */
export interface MemberActionRequest {
  key: string;
  member: Pick<MemberListItem, 'id' | 'username'>;
  action: MemberActionKind;
}

export interface MemberActionFlowProps {
  request: MemberActionRequest;
  /** The flow is over: done (with the row's patch), failed or cancelled (patch null). */
  onEnded: (update: MemberRowUpdate) => void;
}

/**
 * Runs one member action on `memberActionMachine`: the destructive ones (deactivate the account or the
 * membership) ask first in a dialog; the machine sends the toasts of SPEC §8. The others run at once and
 * report through the toast.
 */
export function MemberActionFlow({ request, onEnded }: MemberActionFlowProps) {
  const text = useText().admin.viewMembers.confirm;
  const flow = useFlow(memberActionMachine, {
    api: useApi(),
    member: request.member,
    action: request.action,
  });
  const confirming = useSelector(flow, (s) => s.matches('confirming'));
  const running = useSelector(flow, (s) => s.hasTag('busy'));
  const prompt = useSelector(flow, (s) => s.context.prompt);
  const output = useSelector(flow, (s) => (s.status === 'done' ? s.output : undefined));

  useEffect(() => {
    if (output) onEnded(output);
  }, [output, onEnded]);

  if (prompt === null) return null;
  const words =
    request.action === 'deactivateMembership' ? text.deactivateMembership : text.deactivateMember;
  return (
    <Dialog
      open={confirming || running}
      onOpenChange={(open) => {
        if (!open && !running) flow.send({ type: 'action.cancel' });
      }}
      title={words.title}
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
            onClick={() => flow.send({ type: 'action.confirm' })}
          >
            {running ? text.working : words.confirm}
          </Button>
        </>
      }
    />
  );
}
