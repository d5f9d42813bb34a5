import type { Passkey } from '@mijas/api';
import { passkeysMachine, type PasskeyBrowser, type PasskeysActor } from '@mijas/machines';
import {
  Badge,
  Button,
  Card,
  DescriptionList,
  Dialog,
  InlineAlert,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useRef, type FormEvent } from 'react';
import { useText, type Catalogue } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format.ts';
import { webPasskeys } from '../../lib/passkeys.ts';
import { useApi } from '../../lib/session.tsx';
import { useFlow } from '../../lib/use-flow.ts';
import * as styles from '../profile-list.css.ts';
import { ProfileListLoading } from '../profile-list.tsx';
import { LoadFailed } from '../load-failed.tsx';

type PasskeysText = Catalogue['passkeys'];

/**
 * Passkeys on My Profile (issue 35, every role) on `passkeysMachine`: each passkey's name, when it was added and
 * last used (`Intl`, in the page's language); Add a passkey (named, then the browser's prompt), Rename, and Remove
 * confirmed with the password or another passkey. A browser without WebAuthn is told so instead of an Add button.
 * Its texts are a page text (`passkeys`), loaded with My Profile.
 */
export function Passkeys({ browser = webPasskeys }: { browser?: PasskeyBrowser }) {
  const flow = useFlow(passkeysMachine, { api: useApi(), browser });
  return <PasskeysCard flow={flow} />;
}

/** The section on its machine (stories give one of their own). */
export function PasskeysCard({ flow }: { flow: PasskeysActor }) {
  const text = useText().passkeys;
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const supported = useSelector(flow, (s) => s.context.supported);
  return (
    <Card
      title={text.title}
      description={text.description}
      actions={
        supported && !loading && !failed ? (
          <Button
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => {
              flow.send({ type: 'add.open' });
              flow.send({ type: 'name.change', value: text.suggestedName });
            }}
          >
            {text.add}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="md">
        <Outcome flow={flow} />
        {/* Once the list is here (a prerendered page, which cannot tell, shows its skeleton the same). */}
        {supported || loading ? null : <InlineAlert tone="info">{text.unsupported}</InlineAlert>}
        {loading ? <ProfileListLoading label={text.loading} widths={['35%', '70%']} /> : null}
        {failed ? <Failed flow={flow} /> : null}
        {!loading && !failed ? <PasskeyList flow={flow} /> : null}
      </Stack>
      <NameDialog flow={flow} />
      <RemoveDialog flow={flow} />
    </Card>
  );
}

function Failed({ flow }: { flow: PasskeysActor }) {
  const text = useText().passkeys;
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

/** What the last change did (added, renamed, removed). */
function Outcome({ flow }: { flow: PasskeysActor }) {
  const text = useText().passkeys;
  const done = useSelector(flow, (s) => (s.matches('shown') ? s.context.done : null));
  return (
    // A live region without the status role: a page's one status is its own loading line.
    <div aria-live="polite">
      {done ? <InlineAlert tone="success">{text.done[done]}</InlineAlert> : null}
    </div>
  );
}

function PasskeyList({ flow }: { flow: PasskeysActor }) {
  const text = useText().passkeys;
  const { common } = useText();
  const format = useFormat();
  const passkeys = useSelector(flow, (s) => s.context.passkeys);
  if (passkeys.length === 0)
    return (
      <Text tone="muted" size="sm">
        {text.empty}
      </Text>
    );
  return (
    <ul className={styles.list} aria-label={text.caption}>
      {passkeys.map((passkey) => (
        <li key={passkey.id} className={styles.item}>
          <div className={styles.itemHeader}>
            <span className={styles.device}>
              <bdi>{passkey.name}</bdi>
              {passkey.synced ? <Badge tone="info">{text.synced}</Badge> : null}
            </span>
            <Actions flow={flow} passkey={passkey} text={text} />
          </div>
          <DescriptionList
            fallback={common.notAvailable}
            items={[
              { term: text.fields.added, value: format.dateTime(passkey.createdAt) },
              {
                term: text.fields.lastUsed,
                value: format.dateTime(passkey.lastUsedAt) ?? text.neverUsed,
              },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

/** Rename and Remove of one passkey, each opening its dialog. */
function Actions({
  flow,
  passkey,
  text,
}: {
  flow: PasskeysActor;
  passkey: Passkey;
  text: PasskeysText;
}) {
  return (
    <span className={styles.device}>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-label={text.renameLabel(passkey.name)}
        onClick={() => flow.send({ type: 'rename.open', id: passkey.id })}
      >
        {text.rename}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-label={text.removeLabel(passkey.name)}
        onClick={() => flow.send({ type: 'remove.open', id: passkey.id })}
      >
        {text.remove}
      </Button>
    </span>
  );
}

/** Adding (a name, then the browser's prompt) or renaming: the name's field, held while the machine works. */
function NameDialog({ flow }: { flow: PasskeysActor }) {
  const text = useText().passkeys;
  const adding = useSelector(flow, (s) => s.matches('adding'));
  const renaming = useSelector(flow, (s) => s.matches('renaming'));
  const name = useSelector(flow, (s) => s.context.name);
  const fieldError = useSelector(flow, (s) => s.context.fieldError);
  const error = useSelector(flow, (s) => s.context.error);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const field = useRef<HTMLInputElement>(null);
  const texts = renaming ? text.renaming : text.adding;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flow.send({ type: 'form.submit' });
  };
  const formId = 'passkey-name';
  return (
    <Dialog
      open={adding || renaming}
      onOpenChange={(open) => {
        if (!open && !busy) flow.send({ type: 'form.cancel' });
      }}
      title={texts.title}
      description={adding ? text.adding.description : undefined}
      closeLabel={texts.close}
      initialFocus={field}
      footer={
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => flow.send({ type: 'form.cancel' })}
          >
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={busy}>
            {busy ? texts.working : texts.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextField
            ref={field}
            label={text.name}
            hint={text.nameHint}
            required
            autoComplete="off"
            value={name}
            error={fieldError}
            readOnly={busy}
            onChange={(event) => flow.send({ type: 'name.change', value: event.target.value })}
          />
          {error ? (
            <InlineAlert tone="error" title={texts.failed}>
              {error}
            </InlineAlert>
          ) : null}
        </Stack>
      </form>
    </Dialog>
  );
}

/** Removing: confirmed with the account's password, or with another passkey (the browser's prompt). */
function RemoveDialog({ flow }: { flow: PasskeysActor }) {
  const { passkeys: all, auth } = useText();
  const text = all.removing;
  const open = useSelector(flow, (s) => s.matches('removing'));
  const supported = useSelector(flow, (s) => s.context.supported);
  const target = useSelector(
    flow,
    (s) => s.context.passkeys.find((passkey) => passkey.id === s.context.target) ?? null,
  );
  const password = useSelector(flow, (s) => s.context.password);
  const fieldError = useSelector(flow, (s) => s.context.fieldError);
  const error = useSelector(flow, (s) => s.context.error);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const field = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flow.send({ type: 'form.submit' });
  };
  const formId = 'passkey-remove';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) flow.send({ type: 'form.cancel' });
      }}
      title={text.title}
      description={text.description(target?.name ?? '')}
      closeLabel={text.close}
      initialFocus={field}
      footer={
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => flow.send({ type: 'form.cancel' })}
          >
            {text.cancel}
          </Button>
          {supported ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => flow.send({ type: 'remove.withPasskey' })}
            >
              {text.withPasskey}
            </Button>
          ) : null}
          <Button type="submit" form={formId} variant="danger" loading={busy} disabled={busy}>
            {busy ? text.working : text.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap="md">
          <PasswordField
            ref={field}
            label={text.password}
            showLabel={auth.login.showPassword}
            hideLabel={auth.login.hidePassword}
            required
            value={password}
            error={fieldError}
            readOnly={busy}
            onChange={(event) => flow.send({ type: 'password.change', value: event.target.value })}
          />
          {error ? (
            <InlineAlert tone="error" title={text.failed}>
              {error}
            </InlineAlert>
          ) : null}
        </Stack>
      </form>
    </Dialog>
  );
}
