import { staffPasskeysSettingMachine, type StaffPasskeysSettingInput } from '@mijas/machines';
import { Card, InlineAlert, Spinner, Stack, Switch, Text } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useText } from '../../../i18n/index.ts';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';

type SettingActor = ActorRefFrom<typeof staffPasskeysSettingMachine>;

/**
 * The root admin's "Staff must use passkeys" (issue 35), on the club's settings beside its plans: a switch that
 * saves at once, with what it means; it applies at each admin's and root admin's next sign-in.
 */
export function StaffPasskeysSetting() {
  const input: StaffPasskeysSettingInput = { api: useApi() };
  const flow = useFlow(staffPasskeysSettingMachine, input);
  return <StaffPasskeysSettingCard flow={flow} />;
}

/** The setting on its machine (stories give one of their own). */
export function StaffPasskeysSettingCard({ flow }: { flow: SettingActor }) {
  const text = useText().staffPasskeys.setting;
  const required = useSelector(flow, (s) => s.context.required);
  const error = useSelector(flow, (s) => s.context.error);
  const saved = useSelector(flow, (s) => s.context.saved);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('loadFailed'));
  const saving = useSelector(flow, (s) => s.matches('saving'));
  return (
    <Card title={text.title} headingLevel={2}>
      <Stack gap="md">
        {loading ? <Spinner label={text.loading} showLabel /> : null}
        {failed ? (
          <LoadFailed
            title={text.failed}
            reason={error}
            retryLabel={text.retry}
            onRetry={() => flow.send({ type: 'setting.retry' })}
          />
        ) : null}
        {required !== null ? (
          <Switch
            label={text.label}
            checked={required}
            disabled={saving}
            onCheckedChange={(value) => flow.send({ type: 'setting.change', required: value })}
          />
        ) : null}
        <Text tone="muted">{text.description}</Text>
        <div role="status" aria-live="polite">
          {saved ? <InlineAlert tone="success">{text.saved}</InlineAlert> : null}
          {error && !failed ? <InlineAlert tone="error">{error}</InlineAlert> : null}
        </div>
      </Stack>
    </Card>
  );
}
