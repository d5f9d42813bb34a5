import {
  bulkFailures,
  bulkSkipped,
  bulkSummary,
  pendingMembers,
  type BulkActionRef,
} from '@mijas/machines';
import { Button, Dialog, InlineAlert, ProgressBar, Stack, Text } from '@mijas/ui';
import { RenewFields } from './renew-membership-dialog.tsx';
import { useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent } from 'react';
import { useText } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format.ts';
import * as styles from './view-members.css.ts';

/**
 * A bulk action on the selection (issue 21): the selection's child `bulkActionMachine`, rendered while it runs.
 * Renew's days and amount (the Renew dialog's fields and rules) or a confirmation, then the calls in chunks with
 * a progress bar and Cancel between chunks, then the summary, the members skipped (the action does not apply to
 * them, issue 30) and those not done, each with the server's reason, and a retry of the ones not done only.
 * Closing it ends the machine (not while a call is under way); the selection then reloads the list if any
 * member was sent.
 */
export function BulkActionDialog({ actorRef: bulk }: { actorRef: BulkActionRef }) {
  const text = useText().bulkActions.dialog;
  const format = useFormat();
  const state = useSelector(bulk, (s) => s.value as string);
  const context = useSelector(bulk, (s) => s.context);
  const { action, members } = context;
  const busy = state === 'running';
  const formId = `bulk-${useId()}`;
  // Renew opens in Number of Days, as the Renew dialog does.
  const daysField = useRef<HTMLInputElement>(null);
  const count = format.number(members.length);
  const pending = pendingMembers(context).length;
  const failures = bulkFailures(context);
  const skipped = bulkSkipped(context);
  const close = () => bulk.send({ type: 'bulk.close' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    bulk.send({ type: 'bulk.start' });
  };

  const footer =
    state === 'editing' ? (
      <>
        <Button variant="outline" onClick={close}>
          {text.cancel}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant={action === 'deactivateMembership' ? 'danger' : 'solid'}
        >
          {text.start[action]}
        </Button>
      </>
    ) : busy ? (
      <Button
        variant="outline"
        disabled={context.cancelling}
        onClick={() => bulk.send({ type: 'bulk.cancel' })}
      >
        {text.cancel}
      </Button>
    ) : (
      <>
        {pending > 0 ? (
          <Button variant="outline" onClick={() => bulk.send({ type: 'bulk.retry' })}>
            {state === 'done'
              ? text.retry(format.number(pending))
              : text.resume(format.number(pending))}
          </Button>
        ) : null}
        <Button onClick={close}>{text.close}</Button>
      </>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={text.title[action](count)}
      description={text.description[action]}
      closeLabel={text.close}
      initialFocus={daysField}
      size="lg"
      footer={footer}
    >
      <Stack gap="md">
        {state === 'editing' ? (
          <form id={formId} noValidate onSubmit={submit}>
            <Stack gap="md">
              {action === 'renew' ? (
                <RenewFields
                  daysRef={daysField}
                  days={context.days}
                  amount={context.amount}
                  onChange={(field, value) => bulk.send({ type: 'field.change', field, value })}
                />
              ) : null}
              {context.error ? <InlineAlert tone="error">{context.error}</InlineAlert> : null}
            </Stack>
          </form>
        ) : (
          <>
            <ProgressBar
              label={text.progress}
              value={context.sent}
              max={context.queue.length}
              valueText={text.progressText(
                format.number(context.sent),
                format.number(context.queue.length),
              )}
            />
            {busy && context.cancelling ? (
              <Text tone="muted" size="sm">
                {text.cancelling}
              </Text>
            ) : null}
            {!busy ? (
              <InlineAlert
                tone={
                  failures.length > 0 || state !== 'done'
                    ? 'warning'
                    : skipped.length > 0
                      ? 'info'
                      : 'success'
                }
              >
                {bulkSummary(context)}
                {state === 'cancelled' ? ` ${text.cancelledNote}` : null}
              </InlineAlert>
            ) : null}
            {state === 'stopped' && context.error ? (
              <InlineAlert tone="error">
                {text.stoppedNote}
                {context.error}
              </InlineAlert>
            ) : null}
            {!busy && skipped.length > 0 ? (
              <OutcomeList caption={text.skipped} members={skipped} />
            ) : null}
            {!busy && failures.length > 0 ? (
              <OutcomeList caption={text.failures} members={failures} />
            ) : null}
          </>
        )}
      </Stack>
    </Dialog>
  );
}

/** Members with the server's reason: those skipped, or those not done. */
function OutcomeList({
  caption,
  members,
}: {
  caption: string;
  members: ReturnType<typeof bulkFailures>;
}) {
  const text = useText().bulkActions.dialog;
  return (
    <div className={styles.failures}>
      <table className={styles.failureTable}>
        <caption className={styles.failureCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.failureMember}</th>
            <th scope="col">{text.failureReason}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>
                <bdi>{member.username ?? member.id}</bdi>
              </td>
              <td>{member.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
