import { runRemindersMachine } from '@mijas/machines';
import { Button, Card, InlineAlert, Stack, Text } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useText } from '../../../i18n/index.ts';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';

/**
 * The root admin's Expiry reminders (issue 20) on `runRemindersMachine`: what the reminders are (mailed by the
 * server on its schedule), and "Send due reminders now" (`POST /RootAdmin/reminders/run`), busy while it runs,
 * then how many were queued or why nothing was sent (the server's message, or no response).
 */
export function ExpiryReminders() {
  const text = useText().expiryReminders;
  const flow = useFlow(runRemindersMachine, { api: useApi() });
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const queued = useSelector(flow, (s) => (s.matches('done') ? s.context.queued : null));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  return (
    <Card>
      <Stack gap="md">
        <Text>{text.schedule}</Text>
        <Text tone="muted">{text.now}</Text>
        <div>
          <Button loading={busy} onClick={() => flow.send({ type: 'reminders.run' })}>
            {busy ? text.running : text.run}
          </Button>
        </div>
        {queued !== null ? (
          <InlineAlert tone={queued === 0 ? 'info' : 'success'}>{text.queued(queued)}</InlineAlert>
        ) : null}
        {error !== null ? (
          <InlineAlert tone="error" title={text.failed}>
            {error}
          </InlineAlert>
        ) : null}
      </Stack>
    </Card>
  );
}
