import type { SignedInSession } from '@mijas/api';
import { sessionsMachine, type SessionsActor } from '@mijas/machines';
import { Badge, Button, Card, DescriptionList, InlineAlert, Stack, Text } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { useText, type Catalogue } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format.ts';
import { useApi } from '../../lib/session.tsx';
import { useFlow } from '../../lib/use-flow.ts';
import * as styles from '../profile-list.css.ts';
import { ProfileListLoading } from '../profile-list.tsx';
import { LoadFailed } from '../load-failed.tsx';

type DevicesText = Catalogue['devices'];

/** "Phone · Safari 18 on iOS 18", from what the server read of the session's user agent. */
export function deviceName(session: SignedInSession, text: DevicesText): string {
  const browser = session.browser ?? text.unknownBrowser;
  const software = session.os ? text.browserOn(browser, session.os) : browser;
  return `${text.deviceTypes[session.deviceType]} · ${software}`;
}

/**
 * Signed-in devices on My Profile (issue 35, every role) on `sessionsMachine`: each session's device and browser,
 * where it signed in from, when it signed in and was last used (`Intl`, in the page's language), this device
 * marked; End on each other session and Sign out everywhere else, each asked first. Its code loads with My
 * Profile's sub-page, apart from it (`lazy-signed-in-devices.tsx`).
 */
export function SignedInDevices() {
  const flow = useFlow(sessionsMachine, { api: useApi() });
  return <SignedInDevicesCard flow={flow} />;
}

/** The section on its machine (stories give one of their own). */
export function SignedInDevicesCard({ flow }: { flow: SessionsActor }) {
  const text = useText().devices;
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const hasOthers = useSelector(flow, (s) => s.context.sessions.some((x) => !x.current));
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  return (
    <Card
      title={text.title}
      description={text.description}
      actions={
        hasOthers ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => flow.send({ type: 'others.end' })}
          >
            {text.endOthers}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="md">
        <Outcome flow={flow} />
        {loading ? <ProfileListLoading label={text.loading} widths={['45%', '80%']} /> : null}
        {failed ? <Failed flow={flow} /> : null}
        {!loading && !failed ? <SessionList flow={flow} /> : null}
      </Stack>
      <Confirm flow={flow} />
    </Card>
  );
}

function Failed({ flow }: { flow: SessionsActor }) {
  const text = useText().devices;
  const reason = useSelector(flow, (s) => s.context.loadError);
  return (
    <LoadFailed
      title={text.failed}
      reason={reason}
      retryLabel={text.retry}
      onRetry={() => flow.send({ type: 'list.retry' })}
    />
  );
}

/** What the last ending did, or why it failed (the list stays). */
function Outcome({ flow }: { flow: SessionsActor }) {
  const text = useText().devices;
  const done = useSelector(flow, (s) => s.context.done);
  const error = useSelector(flow, (s) => (s.matches('shown') ? s.context.endError : null));
  return (
    // A live region without the status role: a page's one status is its own loading line.
    <div aria-live="polite">
      {done ? <InlineAlert tone="success">{text.done[done]}</InlineAlert> : null}
      {error ? (
        <InlineAlert tone="error" title={text.endFailed}>
          {error}
        </InlineAlert>
      ) : null}
    </div>
  );
}

function SessionList({ flow }: { flow: SessionsActor }) {
  const text = useText().devices;
  const { common } = useText();
  const format = useFormat();
  const sessions = useSelector(flow, (s) => s.context.sessions);
  const unlisted = useSelector(flow, (s) => s.context.totalCount - s.context.sessions.length);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  return (
    <Stack gap="sm">
      <ul className={styles.list} aria-label={text.caption}>
        {sessions.map((session) => {
          const name = deviceName(session, text);
          return (
            <li key={session.id} className={styles.item}>
              <div className={styles.itemHeader}>
                <span className={styles.device}>
                  <bdi>{name}</bdi>
                  {session.current ? <Badge tone="success">{text.thisDevice}</Badge> : null}
                </span>
                {session.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={text.endLabel(name)}
                    onClick={() => flow.send({ type: 'session.end', id: session.id })}
                  >
                    {text.end}
                  </Button>
                )}
              </div>
              <DescriptionList
                fallback={common.notAvailable}
                items={[
                  {
                    term: text.fields.address,
                    value: session.ipAddress ?? text.unknownAddress,
                    isolate: session.ipAddress ? 'ltr' : undefined,
                  },
                  { term: text.fields.created, value: format.dateTime(session.createdAt) },
                  { term: text.fields.lastUsed, value: format.dateTime(session.lastUsedAt) },
                ]}
              />
            </li>
          );
        })}
      </ul>
      {unlisted > 0 ? (
        <Text tone="muted" size="sm">
          {text.more(unlisted)}
        </Text>
      ) : null}
      {sessions.every((session) => session.current) && unlisted <= 0 ? (
        <Text tone="muted" size="sm">
          {text.onlyThis}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The question before ending one session or all the others, held while the ending runs. */
function Confirm({ flow }: { flow: SessionsActor }) {
  const text = useText().devices;
  const ending = useSelector(flow, (s) => s.context.ending);
  const open = useSelector(flow, (s) => s.matches('confirming'));
  const busy = useSelector(flow, (s) => s.matches('endingOne') || s.matches('endingOthers'));
  const device = useSelector(flow, (s) => {
    const id = s.context.ending?.kind === 'one' ? s.context.ending.id : null;
    return s.context.sessions.find((session) => session.id === id) ?? null;
  });
  if (!ending) return null;
  const one = ending.kind === 'one';
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      texts={one ? text.confirmOne : text.confirmOthers}
      description={
        one
          ? text.confirmOne.description(device ? deviceName(device, text) : '')
          : text.confirmOthers.description
      }
      onConfirm={() => flow.send({ type: 'confirm.yes' })}
      onCancel={() => flow.send({ type: 'confirm.cancel' })}
    />
  );
}
