import { PAGE_SIZE, type MemberAction } from '@mijas/api';
import {
  historyMadeByLabel,
  memberActionLabel,
  memberHistoryMachine,
  memberHistoryMessage,
} from '@mijas/machines';
import { Button, DataTable, Pagination, Stack, Text, type DataTableColumn } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useApi } from '../../../lib/session.tsx';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { SubPageHeading } from '../sub-page/sub-page-heading.tsx';
import { useHistoryInUrl, useInitialHistoryQuery } from '../sub-page/history-url.ts';
import { MemberCell } from '../sub-page/member-cell.tsx';
import { MemberSearch } from '../sub-page/member-search.tsx';

type HistoryRef = ActorRefFrom<typeof memberHistoryMachine>;

export interface MemberHistoryPageProps {
  /** Its own title and description (the /admin panel's layout shows them instead). */
  showHeading?: boolean;
}

/**
 * SPEC §2 Member History: a username search (nothing fetched while the box is empty or blank), the table of
 * what admins did to the member's account, pages of 10.
 */
export function MemberHistoryPage({ showHeading = false }: MemberHistoryPageProps) {
  const text = useText().admin.memberHistory;
  const history = useFlow(memberHistoryMachine, {
    api: useApi(),
    initial: useInitialHistoryQuery(),
  });
  useHistoryInUrl(history);
  return (
    <Stack gap="lg">
      <SubPageHeading show={showHeading} title={text.title} description={text.description} />
      <MemberSearch history={history} text={text.search} />
      <HistoryTable history={history} />
    </Stack>
  );
}

function HistoryTable({ history }: { history: HistoryRef }) {
  const text = useText().admin.memberHistory;
  const idle = useSelector(history, (s) => s.matches('idle'));
  const busy = useSelector(history, (s) => s.matches('loading') || s.matches('debouncing'));
  const failed = useSelector(history, (s) => s.matches('failed'));
  const loaded = useSelector(history, (s) => s.matches('loaded'));
  const message = useSelector(history, memberHistoryMessage);
  const rows = useSelector(history, (s) => s.context.actions);
  const page = useSelector(history, (s) => s.context.page);
  const pageCount = useSelector(history, (s) => s.context.pageCount);
  const totalCount = useSelector(history, (s) => s.context.totalCount);

  const columns = useMemo<DataTableColumn<MemberAction>[]>(
    () => [
      {
        id: 'number',
        header: text.columns.number,
        cell: (_, index) => (page - 1) * PAGE_SIZE + index + 1,
      },
      {
        id: 'member',
        header: text.columns.member,
        cell: (row) => <MemberCell username={row.userName} fullName={row.userFullName} />,
      },
      { id: 'actionId', header: text.columns.actionId, cell: (row) => row.userActionId },
      {
        id: 'madeBy',
        header: text.columns.madeBy,
        cell: (row) => historyMadeByLabel(row.madeByUserName),
      },
      {
        id: 'date',
        header: text.columns.date,
        cell: (row) => (
          <time dateTime={row.actionCreatedAt}>{formatDateTime(row.actionCreatedAt)}</time>
        ),
      },
      {
        id: 'actionType',
        header: text.columns.actionType,
        cell: (row) => memberActionLabel(row.actionTypeId),
      },
    ],
    [text, page],
  );

  if (idle) return <Text tone="muted">{text.idleHint}</Text>;
  return (
    <Stack gap="md">
      {loaded && totalCount > 0 ? (
        <Text tone="muted" size="sm">
          <span role="status">{text.total(totalCount)}</span>
        </Text>
      ) : null}
      <DataTable
        caption={text.caption}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.userActionId)}
        loading={busy}
        loadingText={message ?? undefined}
        error={
          failed ? (
            <Stack gap="sm" align="flex-start">
              <span>{message}</span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => history.send({ type: 'list.reload' })}
              >
                {text.retry}
              </Button>
            </Stack>
          ) : undefined
        }
        emptyText={message ?? undefined}
      />
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => history.send({ type: 'page.change', page: next })}
        label={text.pagesLabel}
        disabled={busy}
      />
    </Stack>
  );
}
