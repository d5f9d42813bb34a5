import type { AdminListItem } from '@mijas/api';
import {
  ADMIN_LIST_SEARCH_FIELDS,
  ADMIN_ROW_ACTIONS,
  adminListMessage,
  openDialog,
  type adminListMachine,
} from '@mijas/machines';
import { DialogPart, Stack, type DataTableColumn, type RowMenuItem } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { useSuperadminPanelChild } from '../superadmin-panel-context.ts';
import {
  accountColumns,
  FieldSearchForm,
  ListPagination,
  AccountTable,
  ListTotal,
  statusColumn,
} from '../../../components/list-page.tsx';
import type { AdminDetailsRef } from './admin-details-dialog.tsx';
import { RowActionDialog, type RowActionRef } from '../../../components/row-action-dialog.tsx';
import { useFormat, type Formats } from '../../../lib/format.ts';
import { preloadable } from '../../../lib/preloadable.tsx';

// Admin Details' code comes when it first opens (issue 32), not with the root admin's pages.
const AdminDetailsDialog = preloadable(() =>
  import('./admin-details-dialog.tsx').then((m) => m.AdminDetailsDialog),
);

type ListRef = ActorRefFrom<typeof adminListMachine>;

/**
 * SPEC §2 View Admins (the panel gives the title): search, the table of admins (pages of 10), the row menu
 * (right-click, Shift+F10 or the options button), the Admin Details modal and the admin actions. One machine
 * (`adminListMachine`, the root panel's child while View Admins is shown) runs the page: the search and the page
 * live in the address (`/superadmin/view-admins?searchBy=email&search=sara&page=2`; Back, Forward and reload
 * keep the view), and the open dialog is its child actor.
 */
export function ViewAdmins() {
  const list = useSuperadminPanelChild<ListRef>('adminList');
  return list ? <AdminList list={list} /> : null;
}

function AdminList({ list }: { list: ListRef }) {
  const text = useText().superadmin.viewAdmins;
  return (
    <Stack gap="lg">
      <SearchForm list={list} />
      <ListTotal list={list} total={text.total} />
      <AdminTable list={list} />
      <ListPagination list={list} label={text.pagesLabel} />
      <AdminDialogs list={list} />
    </Stack>
  );
}

/** The dialog the page's machine has open: its child actor, rendered while it runs. */
function AdminDialogs({ list }: { list: ListRef }) {
  const { superadmin } = useText();
  const open = useSelector(list, openDialog);
  const child = useSelector(list, (s) => (open ? s.children[open] : undefined));
  if (!child) return null;
  const confirm = superadmin.viewAdmins.confirm;
  return open === 'details' ? (
    <DialogPart
      key={child.sessionId}
      title={superadmin.details.title}
      size="lg"
      closeLabel={superadmin.details.close}
      onClose={() => child.send({ type: 'details.close' })}
      onRetry={AdminDetailsDialog.preload}
    >
      <AdminDetailsDialog actorRef={child as AdminDetailsRef} />
    </DialogPart>
  ) : (
    <RowActionDialog
      key={child.sessionId}
      actorRef={child as RowActionRef}
      texts={() => ({ ...confirm, working: confirm.confirming, close: superadmin.details.close })}
    />
  );
}

function SearchForm({ list }: { list: ListRef }) {
  const { superadmin, common } = useText();
  return (
    <FieldSearchForm
      list={list}
      text={superadmin.viewAdmins.search}
      fields={ADMIN_LIST_SEARCH_FIELDS}
      selectPlaceholder={common.ui.select}
      name="search"
    />
  );
}

function AdminTable({ list }: { list: ListRef }) {
  const { superadmin, common } = useText();
  const text = superadmin.viewAdmins;
  const admins = useSelector(list, (s) => s.context.rows);
  const page = useSelector(list, (s) => s.context.page);
  const message = useSelector(list, adminListMessage);
  const format = useFormat();
  const columns = useMemo(
    () => adminColumns(text, common, page, format),
    [text, common, page, format],
  );
  return (
    <AccountTable
      list={list}
      text={text}
      columns={columns}
      rows={admins}
      message={message}
      menu={(admin): RowMenuItem[] => [
        {
          id: 'details',
          label: text.menu.viewDetails,
          onSelect: () => list.send({ type: 'dialog.open', dialog: 'details', row: admin }),
        },
        ...ADMIN_ROW_ACTIONS.menu(admin).map(({ action, destructive }) => ({
          id: action,
          label: text.menu[action],
          tone: destructive ? ('danger' as const) : undefined,
          onSelect: () => list.send({ type: 'dialog.open', dialog: 'action', row: admin, action }),
        })),
      ]}
    />
  );
}

function adminColumns(
  text: Catalogue['superadmin']['viewAdmins'],
  common: Catalogue['common'],
  page: number,
  format: Formats,
): DataTableColumn<AdminListItem>[] {
  return [
    ...accountColumns<AdminListItem>(text.columns, common.notAvailable, page, format),
    statusColumn(
      'account',
      text.columns.accountStatus,
      (admin) => admin.isActiveUser,
      text.active,
      text.inactive,
    ),
    statusColumn(
      'emailStatus',
      text.columns.emailStatus,
      (admin) => admin.emailIsVerified,
      text.verified,
      text.notVerified,
    ),
  ];
}
