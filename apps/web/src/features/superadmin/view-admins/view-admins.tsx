import { FIELD_LIMITS, fullName, PAGE_SIZE, type AdminListItem } from '@mijas/api';
import {
  ADMIN_LIST_SEARCH_FIELDS,
  ADMIN_ROW_ACTIONS,
  adminListMachine,
  adminListMessage,
  listState,
  openDialog,
  type AdminListSearchBy,
} from '@mijas/machines';
import {
  Button,
  DataTable,
  Pagination,
  Select,
  Stack,
  StatusBadge,
  Text,
  TextField,
  type DataTableColumn,
  type RowMenuItem,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useApi } from '../../../lib/session.tsx';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { useListFlow } from '../../../lib/list-url.ts';
import * as listStyles from '../../../components/list.css.ts';
import { AdminDetailsDialog, type AdminDetailsRef } from './admin-details-dialog.tsx';
import { EmailAddress } from '../../../components/email-address.tsx';
import { RowActionDialog, type RowActionRef } from '../../../components/row-action-dialog.tsx';
import { useFormat, type Formats } from '../../../lib/format.ts';

type ListRef = ActorRefFrom<typeof adminListMachine>;

/** The list's place in the URL (`?searchBy=email&search=sara&page=2`); other keys (`tab`) are left alone. */
const ADMIN_QUERY_KEYS = { searchBy: 'searchBy', search: 'search', page: 'page' } as const;

/**
 * SPEC §2 View Admins (the panel gives the title): search, the table of admins (pages of 10), the row menu
 * (right-click, Shift+F10 or the options button), the Admin Details modal and the admin actions. One machine
 * (`adminListMachine`) runs the page: the search and the page live in the URL (Back, Forward and reload keep
 * the view), and the open dialog is its child actor.
 */
export function ViewAdmins() {
  const text = useText().superadmin.viewAdmins;
  const list = useListFlow(adminListMachine, ADMIN_QUERY_KEYS, { api: useApi() });
  const totalCount = useSelector(list, (s) => s.context.totalCount);
  const loaded = useSelector(list, (s) => listState(s) === 'loaded');
  return (
    <Stack gap="lg">
      <SearchForm list={list} />
      {loaded ? (
        <Text tone="muted" size="sm">
          <span role="status">{text.total(totalCount)}</span>
        </Text>
      ) : null}
      <AdminTable list={list} />
      <ListPagination list={list} />
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
    <AdminDetailsDialog key={child.sessionId} actorRef={child as AdminDetailsRef} />
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
  const text = superadmin.viewAdmins.search;
  const searchBy = useSelector(list, (s) => s.context.searchBy);
  const value = useSelector(list, (s) => s.context.searchValue);
  const applied = useSelector(list, (s) => s.context.applied !== null);
  const options = useMemo(
    () => ADMIN_LIST_SEARCH_FIELDS.map((field) => ({ value: field, label: text.fields[field] })),
    [text],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    list.send({ type: 'search.submit' });
  };
  return (
    <form role="search" aria-label={text.label} noValidate onSubmit={submit}>
      <div className={listStyles.searchForm}>
        <Select
          label={text.searchBy}
          placeholder={common.ui.select}
          options={options}
          value={searchBy}
          onValueChange={(next) =>
            list.send({ type: 'search.byChange', searchBy: next as AdminListSearchBy })
          }
        />
        <TextField
          label={text.value}
          type="search"
          name="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={FIELD_LIMITS.searchMax}
          placeholder={text.placeholder[searchBy as AdminListSearchBy]}
          value={value}
          onChange={(event) => list.send({ type: 'search.change', value: event.target.value })}
        />
        <div className={listStyles.searchButtons}>
          <Button type="submit">{text.submit}</Button>
          <Button
            variant="outline"
            disabled={!applied && value === ''}
            onClick={() => list.send({ type: 'search.clear' })}
          >
            {text.clear}
          </Button>
        </div>
      </div>
    </form>
  );
}

function AdminTable({ list }: { list: ListRef }) {
  const { superadmin, common } = useText();
  const text = superadmin.viewAdmins;
  const admins = useSelector(list, (s) => s.context.rows);
  const page = useSelector(list, (s) => s.context.page);
  const loading = useSelector(list, (s) => s.hasTag('busy'));
  const failed = useSelector(list, (s) => listState(s) === 'failed');
  const message = useSelector(list, adminListMessage);
  const format = useFormat();
  const columns = useMemo(
    () => adminColumns(text, common, page, format),
    [text, common, page, format],
  );
  return (
    <Stack gap="sm">
      <DataTable
        caption={text.caption}
        columns={columns}
        rows={admins}
        getRowId={(admin) => admin.id}
        loading={loading}
        loadingRows={5}
        loadingText={message ?? common.ui.loading}
        error={failed ? message : undefined}
        emptyText={message}
        optionsHeader={text.columns.options}
        rowActionsHint={common.ui.rowActionsHint}
        rowActionsLabel={(admin) => text.rowActions(admin.username)}
        rowActions={(admin): RowMenuItem[] => [
          {
            id: 'details',
            label: text.menu.viewDetails,
            onSelect: () => list.send({ type: 'dialog.open', dialog: 'details', row: admin }),
          },
          ...ADMIN_ROW_ACTIONS.menu(admin).map(({ action, destructive }) => ({
            id: action,
            label: text.menu[action],
            tone: destructive ? ('danger' as const) : undefined,
            onSelect: () =>
              list.send({ type: 'dialog.open', dialog: 'action', row: admin, action }),
          })),
        ]}
      />
      {failed ? (
        <div>
          <Button variant="outline" onClick={() => list.send({ type: 'list.reload' })}>
            {text.retry}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

function adminColumns(
  text: Catalogue['superadmin']['viewAdmins'],
  common: Catalogue['common'],
  page: number,
  format: Formats,
): DataTableColumn<AdminListItem>[] {
  const orNA = (value: string | null) => (value && value.trim() ? value : common.notAvailable);
  return [
    {
      id: 'number',
      header: text.columns.number,
      cell: (_, index) => format.number((page - 1) * PAGE_SIZE + index + 1),
      align: 'end',
      priority: 'low',
      isolate: 'ltr',
    },
    {
      id: 'username',
      header: text.columns.username,
      cell: (admin) => admin.username,
      isolate: true,
    },
    { id: 'fullName', header: text.columns.fullName, cell: (admin) => orNA(fullName(admin)) },
    {
      id: 'email',
      header: text.columns.email,
      cell: (admin) => <EmailAddress email={admin.email} />,
      wrap: true,
      isolate: true,
      // Narrower tables keep who (username, name) and the statuses; the rest is in View Details.
      priority: 'medium',
    },
    {
      id: 'phone',
      header: text.columns.phone,
      cell: (admin) => orNA(admin.phoneNumber),
      priority: 'low',
      isolate: 'ltr',
    },
    {
      id: 'account',
      header: text.columns.accountStatus,
      cell: (admin) => (
        <StatusBadge value={admin.isActiveUser} on={text.active} off={text.inactive} />
      ),
    },
    {
      id: 'emailStatus',
      header: text.columns.emailStatus,
      cell: (admin) => (
        <StatusBadge value={admin.emailIsVerified} on={text.verified} off={text.notVerified} />
      ),
    },
  ];
}

function ListPagination({ list }: { list: ListRef }) {
  const { superadmin: group, common } = useText();
  const text = group.viewAdmins;
  const page = useSelector(list, (s) => s.context.page);
  const pageCount = useSelector(list, (s) => s.context.pageCount);
  const loading = useSelector(list, (s) => s.hasTag('busy'));
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      label={text.pagesLabel}
      pageLabel={common.ui.page}
      disabled={loading}
      onPageChange={(next) => list.send({ type: 'page.change', page: next })}
    />
  );
}
