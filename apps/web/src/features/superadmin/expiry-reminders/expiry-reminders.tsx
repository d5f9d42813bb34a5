import { DEFAULT_REMINDER_DAYS, fullName } from '@mijas/api';
import {
  lastRunOf,
  listMessage,
  listState,
  type ReminderListRef,
  type runRemindersMachine,
  type ReminderRow,
} from '@mijas/machines';
import {
  Button,
  Card,
  DataTable,
  Heading,
  InlineAlert,
  Stack,
  Text,
  type DataTableColumn,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ListPagination, ListTable, ListTotal } from '../../../components/list-page.tsx';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { useFormat, type Formats } from '../../../lib/format.ts';
import { useSuperadminPanelChild } from '../superadmin-panel-context.ts';

type PageRef = ActorRefFrom<typeof runRemindersMachine>;

/**
 * The root admin's Expiry reminders (issue 20) on `runRemindersMachine`: what the reminders are (mailed by the
 * server on its schedule), and "Send due reminders now" (`POST /RootAdmin/reminders/run`), busy while it runs,
 * then how many were queued or why nothing was sent (the server's message, or no response). Below, who they
 * went to (issue 30, `GET /RootAdmin/reminders`): the last run's members, and every reminder sent, newest first,
 * in pages; both are read again after a run.
 */
export function ExpiryReminders() {
  const flow = useSuperadminPanelChild<PageRef>('runReminders');
  return flow ? <Reminders flow={flow} /> : null;
}

/** The page on its machine (the root panel's child): its list's page in the address (`?page=2`). */
function Reminders({ flow }: { flow: PageRef }) {
  const text = useText().expiryReminders;
  const history = useSelector(flow, (s) => s.children.history as ReminderListRef | undefined);
  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Text>{text.schedule(DEFAULT_REMINDER_DAYS)}</Text>
          <Text tone="muted">{text.now}</Text>
          <RunButton flow={flow} />
        </Stack>
      </Card>
      {history ? (
        <>
          <LastRun list={history} />
          <RemindersSent list={history} />
        </>
      ) : null}
    </Stack>
  );
}

function RunButton({ flow }: { flow: PageRef }) {
  const text = useText().expiryReminders;
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const queued = useSelector(flow, (s) => (s.matches('done') ? s.context.queued : null));
  const error = useSelector(flow, (s) => (s.matches('failed') ? s.context.error : null));
  return (
    <>
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
    </>
  );
}

/** A reminder's member (username, full name under it), its step, and, in the whole list, its end and when. */
function reminderColumns(
  text: Catalogue['expiryReminders'],
  format: Formats,
  all: boolean,
): DataTableColumn<ReminderRow>[] {
  const columns: DataTableColumn<ReminderRow>[] = [
    {
      id: 'member',
      header: text.columns.member,
      cell: (row) => (
        <Stack gap="none" align="flex-start">
          <bdi>{row.username}</bdi>
          {fullName(row) ? (
            <Text as="span" tone="muted" size="sm">
              {fullName(row)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'step', header: text.columns.step, cell: (row) => text.step(row.daysBefore) },
  ];
  if (!all) return columns;
  return [
    ...columns,
    { id: 'ends', header: text.columns.ends, cell: (row) => format.date(row.expiresAt) },
    { id: 'sent', header: text.columns.sent, cell: (row) => format.dateTime(row.sentAt) },
  ];
}

/** The last run that sent any: when, how many, and its members (name and step); Loading... until the list is. */
function LastRun({ list }: { list: ReminderListRef }) {
  const text = useText().expiryReminders;
  const { common } = useText();
  const format = useFormat();
  const lastRun = useSelector(list, lastRunOf);
  const state = useSelector(list, listState);
  const columns = useMemo(() => reminderColumns(text, format, false), [text, format]);
  // The list below tells its failure, and offers to try again.
  if (state === 'failed') return null;
  const rows = lastRun?.reminders ?? [];
  // Its heading and a line are there while the list loads, where the last run comes: what is under them stays.
  return (
    <Stack gap="sm">
      <Heading level={2} size="md">
        {text.lastRun.title}
      </Heading>
      {state !== 'loaded' ? (
        <Text tone="muted">{common.ui.loading}</Text>
      ) : lastRun ? (
        <>
          <Text>
            <time dateTime={lastRun.sentAt}>{format.dateTime(lastRun.sentAt)}</time>
          </Text>
          <Text tone="muted">{text.sent.total(lastRun.count)}</Text>
          <DataTable
            caption={text.lastRun.caption}
            columns={columns}
            rows={rows}
            getRowId={(row) => row.id}
            loadingText={common.ui.loading}
            emptyText={text.lastRun.none}
          />
          {lastRun.count > rows.length ? (
            <Text tone="muted" size="sm">
              {text.lastRun.more(lastRun.count - rows.length)}
            </Text>
          ) : null}
        </>
      ) : (
        <Text tone="muted">{text.lastRun.none}</Text>
      )}
    </Stack>
  );
}

/** Every reminder sent, newest first, in pages (the page in the URL), with its loading, failure and retry. */
function RemindersSent({ list }: { list: ReminderListRef }) {
  const text = useText().expiryReminders;
  const format = useFormat();
  const rows = useSelector(list, (s) => s.context.rows);
  const message = useSelector(list, (s) => listMessage(s, text.sent.empty));
  const columns = useMemo(() => reminderColumns(text, format, true), [text, format]);
  return (
    <Stack gap="sm">
      <Heading level={2} size="md">
        {text.sent.title}
      </Heading>
      <ListTotal list={list} total={text.sent.total} />
      <ListTable
        list={list}
        text={{ caption: text.sent.caption, retry: text.sent.retry }}
        columns={columns}
        rows={rows}
        message={message}
      />
      <ListPagination list={list} label={text.sent.pagesLabel} />
    </Stack>
  );
}
