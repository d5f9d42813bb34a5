import {
  renewMembershipMachine,
  type MemberRowUpdate,
  type RenewMembershipInput,
} from '@mijas/machines';
import { Button, Dialog, InlineAlert, Stack, TextField } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { useApi } from '../../../lib/session.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import * as styles from './view-members.css.ts';

export interface RenewMembershipDialogProps {
  /** With its membership, so the form refuses a renewal past the latest expiry before sending. */
  member: RenewMembershipInput['member'];
  /** The modal is over: renewed (with the row's patch) or cancelled (patch null). */
  onEnded: (update: MemberRowUpdate) => void;
}

/**
 * SPEC §2 Renew Membership modal on `renewMembershipMachine`: 'Number of Days' (min 1) and 'Amount' (step 0.01,
 * min 0), Cancel and Renew; the machine checks the values (SPEC §5 alert) and sends the toasts of SPEC §8.
 */
export function RenewMembershipDialog({ member, onEnded }: RenewMembershipDialogProps) {
  const text = useText().admin.viewMembers.renew;
  const renew = useFlow(renewMembershipMachine, { api: useApi(), member });
  const days = useSelector(renew, (s) => s.context.days);
  const amount = useSelector(renew, (s) => s.context.amount);
  const error = useSelector(renew, (s) => s.context.error);
  const busy = useSelector(renew, (s) => s.hasTag('busy'));
  const output = useSelector(renew, (s) => (s.status === 'done' ? s.output : undefined));

  useEffect(() => {
    if (output) onEnded(output);
  }, [output, onEnded]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    renew.send({ type: 'form.submit' });
  };
  const formId = `renew-${member.id}`;
  return (
    <Dialog
      open={!output}
      onOpenChange={(open) => {
        if (!open && !busy) renew.send({ type: 'form.cancel' });
      }}
      title={text.title}
      description={text.description(member.username)}
      closeLabel={text.close}
      footer={
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => renew.send({ type: 'form.cancel' })}
          >
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={busy}>
            {busy ? text.submitting : text.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap="md">
          <div className={styles.renewFields}>
            <TextField
              label={text.days}
              hint={text.daysHint}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              value={days}
              disabled={busy}
              onChange={(event) =>
                renew.send({ type: 'field.change', field: 'days', value: event.target.value })
              }
            />
            <TextField
              label={text.amount}
              hint={text.amountHint}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              required
              value={amount}
              disabled={busy}
              onChange={(event) =>
                renew.send({ type: 'field.change', field: 'amount', value: event.target.value })
              }
            />
          </div>
          {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
        </Stack>
      </form>
    </Dialog>
  );
}
