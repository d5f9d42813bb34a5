import { PAGE_SIZE } from '@mijas/api';
import {
  historyMadeByLabel,
  listState,
  openDialog,
  type createSearchableListMachine,
  type HistorySearchBy,
} from '@mijas/machines';
import {
  Button,
  DataTable,
  Pagination,
  Stack,
  Text,
  type DataTableColumn,
  type DataTableRowActions,
  type RowMenuItem,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { Fragment, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine } from 'xstate';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { useFormat } from '../../../lib/format.ts';
import { useAdminPanelChild } from '../admin-shell/admin-panel-context.ts';
import { MemberCell } from './member-cell.tsx';
import { MemberSearch, type MemberSearchActor, type MemberSearchProps } from './member-search.tsx';
import { SubPageHeading } from './sub-page-heading.tsx';

/** A history page's machine (`membershipHistoryMachine`, `memberHistoryMachine`). */
export type HistoryRef<Row = unknown> = ActorRefFrom<
  ReturnType<typeof createSearchableListMachine<never, Row, unknown, HistorySearchBy>>
>;

/** The texts of a history page (`admin.membershipHistory`, `admin.memberHistory`). */
export interface HistoryTexts {
  title: string;
  description: string;
  search: MemberSearchProps['text'];
  idleHint: string;
  caption: string;
  columns: Catalogue['admin']['memberHistory']['columns'];
  pagesLabel: string;
  total: (count: number) => string;
  retry: string;
  /** Names a row's options button, for a history with a row menu. */
  rowActions?: (actionId: number) => string;
}

/** What one history shows of its rows, and its texts. */
export interface HistoryKind<Row> {
  /** Its list machine: the admin panel's child of that id while the page is shown. */
  machine: AnyStateMachine;
  text: HistoryTexts;
  message: (snapshot: never) => string | null;
  id: (row: Row) => number;
  member: (row: Row) => { username: string; fullName: string | null };
  madeBy: (row: Row) => string | null;
  date: (row: Row) => string;
  actionType: (row: Row) => string;
  /** The row's menu, given a way to open one of the machine's dialogs on it. */
  menu?: (row: Row, open: (dialog: string) => void) => RowMenuItem[];
  /** The open dialog (the machine's child actor). */
  dialog?: (name: string, child: AnyActorRef) => ReactNode;
}

/** A history page's props. */
export interface HistoryPageProps {
  /** Its own title and description (the /admin panel's layout shows them instead). */
  showHeading?: boolean;
}

/**
 * SPEC §2 Membership History and Member History: a username search made as one types (nothing fetched while
 * the box is empty or blank), suggestions to pick one member, the table of actions (pages of 10) and, for a
 * history that has one, the row menu (right-click, Shift+F10 or the options button) and its dialog. One machine
 * runs the page (the admin panel's child): the search and the page live in the address
 * (`/admin/member-history?username=sa&page=2`), and the open dialog is its child actor.
 */
export function HistoryPage<Row>({
  kind,
  showHeading,
}: {
  kind: HistoryKind<Row>;
  showHeading: boolean;
}) {
  const { text } = kind;
  const history = useAdminPanelChild<HistoryRef<Row>>(kind.machine.id);
  if (!history) return null;
  return (
    <Stack gap="lg">
      <SubPageHeading show={showHeading} title={text.title} description={text.description} />
      <MemberSearch history={history as unknown as MemberSearchActor} text={text.search} />
      <HistoryTable history={history} kind={kind} />
      <HistoryDialog history={history} kind={kind} />
    </Stack>
  );
}

function HistoryDialog<Row>({
  history,
  kind,
}: {
  history: HistoryRef<Row>;
  kind: HistoryKind<Row>;
}) {
  const open = useSelector(history, openDialog);
  const child = useSelector(history, (s) => (open ? s.children[open] : undefined)) as
    AnyActorRef | undefined;
  if (!open || !child || !kind.dialog) return null;
  return <Fragment key={child.sessionId}>{kind.dialog(open, child)}</Fragment>;
}

function HistoryTable<Row>({
  history,
  kind,
}: {
  history: HistoryRef<Row>;
  kind: HistoryKind<Row>;
}) {
  const { text } = kind;
  const common = useText().common;
  const format = useFormat();
  const state = useSelector(history, listState);
  const busy = useSelector(history, (s) => s.hasTag('busy'));
  const message = useSelector(history, kind.message as (snapshot: unknown) => string | null);
  const rows = useSelector(history, (s) => s.context.rows);
  const page = useSelector(history, (s) => s.context.page);
  const pageCount = useSelector(history, (s) => s.context.pageCount);
  const totalCount = useSelector(history, (s) => s.context.totalCount);

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        id: 'number',
        header: text.columns.number,
        cell: (_, index) => format.number((page - 1) * PAGE_SIZE + index + 1),
        isolate: 'ltr',
      },
      {
        id: 'member',
        header: text.columns.member,
        cell: (row) => <MemberCell {...kind.member(row)} />,
      },
      {
        id: 'actionId',
        header: text.columns.actionId,
        cell: (row) => kind.id(row),
        isolate: 'ltr',
      },
      {
        id: 'madeBy',
        header: text.columns.madeBy,
        cell: (row) => historyMadeByLabel(kind.madeBy(row)),
      },
      {
        id: 'date',
        header: text.columns.date,
        cell: (row) => <time dateTime={kind.date(row)}>{format.dateTime(kind.date(row))}</time>,
      },
      { id: 'actionType', header: text.columns.actionType, cell: (row) => kind.actionType(row) },
    ],
    [text, page, kind, format],
  );

  if (state === 'idle') return <Text tone="muted">{text.idleHint}</Text>;
  const menu = kind.menu;
  const rowActions = text.rowActions;
  const actions: DataTableRowActions<Row> =
    menu && rowActions
      ? {
          rowActions: (row: Row) =>
            menu(row, (dialog) => history.send({ type: 'dialog.open', dialog, row })),
          rowActionsLabel: (row: Row) => rowActions(kind.id(row)),
          optionsHeader: text.columns.options,
          rowActionsHint: common.ui.rowActionsHint,
        }
      : {};
  return (
    <Stack gap="md">
      {state === 'loaded' && totalCount > 0 ? (
        <Text tone="muted" size="sm">
          <span role="status">{text.total(totalCount)}</span>
        </Text>
      ) : null}
      <DataTable
        caption={text.caption}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(kind.id(row))}
        loading={busy}
        loadingText={message ?? common.ui.loading}
        error={
          state === 'failed' ? (
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
        {...actions}
      />
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => history.send({ type: 'page.change', page: next })}
        label={text.pagesLabel}
        pageLabel={common.ui.page}
        disabled={busy}
      />
    </Stack>
  );
}
