import {
  historyMadeByLabel,
  membershipActionHasDetails,
  membershipActionLabel,
  membershipHistoryMachine,
  membershipHistoryMessage,
  renewalDetailsMachine,
} from '@mijas/machines';
import { messages, PAGE_SIZE, type MembershipAction } from '@mijas/api';
import {
  Button,
  DataTable,
  Pagination,
  Stack,
  Text,
  type DataTableColumn,
  type RowMenuItem,
} from '@mijas/ui';
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
import { RenewalDetailsDialog } from './RenewalDetailsDialog.tsx';

type HistoryRef = ActorRefFrom<typeof membershipHistoryMachine>;

export interface MembershipHistoryPageProps {
  /** Its own title and description (the /admin panel's layout shows them instead). */
  showHeading?: boolean;
}

/**
 * SPEC §2 Membership History: a username search, the table of renewals and deactivations (pages of 10), the row
 * menu (right-click, Shift+F10 or the options button) with 'More Details' for renewals, opening the
 * 'Membership Renewal' modal.
 */
export function MembershipHistoryPage({ showHeading = false }: MembershipHistoryPageProps) {
  const text = useText().admin.membershipHistory;
  const api = useApi();
  const history = useFlow(membershipHistoryMachine, { api, initial: useInitialHistoryQuery() });
  useHistoryInUrl(history);
  const renewal = useFlow(renewalDetailsMachine, { api });
  return (
    <Stack gap="lg">
      <SubPageHeading show={showHeading} title={text.title} description={text.description} />
      <MemberSearch history={history} text={text.search} />
      <HistoryTable
        history={history}
        onDetails={(renewalId) => renewal.send({ type: 'details.open', renewalId })}
      />
      <RenewalDetailsDialog flow={renewal} />
    </Stack>
  );
}

function HistoryTable({
  history,
  onDetails,
}: {
  history: HistoryRef;
  onDetails: (renewalId: number) => void;
}) {
  const text = useText().admin.membershipHistory;
  const idle = useSelector(history, (s) => s.matches('idle'));
  const busy = useSelector(history, (s) => s.matches('loading') || s.matches('debouncing'));
  const failed = useSelector(history, (s) => s.matches('failed'));
  const loaded = useSelector(history, (s) => s.matches('loaded'));
  const message = useSelector(history, membershipHistoryMessage);
  const rows = useSelector(history, (s) => s.context.actions);
  const page = useSelector(history, (s) => s.context.page);
  const pageCount = useSelector(history, (s) => s.context.pageCount);
  const totalCount = useSelector(history, (s) => s.context.totalCount);

  const columns = useMemo<DataTableColumn<MembershipAction>[]>(
    () => [
      {
        id: 'number',
        header: text.columns.number,
        cell: (_, index) => (page - 1) * PAGE_SIZE + index + 1,
      },
      {
        id: 'member',
        header: text.columns.member,
        cell: (row) => <MemberCell username={row.memberUserName} fullName={row.memberFullName} />,
      },
      { id: 'actionId', header: text.columns.actionId, cell: (row) => row.actionId },
      {
        id: 'madeBy',
        header: text.columns.madeBy,
        cell: (row) => historyMadeByLabel(row.madeByUserName),
      },
      {
        id: 'date',
        header: text.columns.date,
        cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
      },
      {
        id: 'actionType',
        header: text.columns.actionType,
        cell: (row) => membershipActionLabel(row.actionType),
      },
    ],
    [text, page],
  );

  const rowActions = (row: MembershipAction): RowMenuItem[] =>
    membershipActionHasDetails(row) && row.renewalId !== null
      ? [
          {
            id: 'details',
            label: messages.historyLabels.moreDetails,
            onSelect: () => onDetails(row.renewalId as number),
          },
        ]
      : [];

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
        getRowId={(row) => String(row.actionId)}
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
        rowActions={rowActions}
        rowActionsLabel={(row) => text.rowActions(row.actionId)}
        optionsHeader={text.columns.options}
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
