import { PAGE_SIZE, type AdminListItem } from '@mijas/api';
import {
  ADMIN_LIST_SEARCH_FIELDS,
  adminListMachine,
  adminListMessage,
  adminListQuery,
  adminMenuActions,
  type AdminListSearchBy,
} from '@mijas/machines';
import {
  Button,
  DataTable,
  Heading,
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
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { useApi } from '../../../app/session.tsx';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import * as styles from '../superadmin.css.ts';
import { AdminActionFlow, type AdminActionRequest } from './admin-action-flow.tsx';
import { AdminDetailsDialog } from './admin-details-dialog.tsx';
import { fullName } from './format.ts';

type ListRef = ActorRefFrom<typeof adminListMachine>;

/** Makes each chosen action a fresh flow, even the same action on the same row twice. */
let sequence = 0;

/** The query keys the list keeps in the URL (`?searchBy=&search=&page=`); any others (`tab`) are left alone. */
const QUERY_KEYS = ['searchBy', 'search', 'page'] as const;

/**
 * SPEC §2 View Admins: search, the table of admins (pages of 10), the row menu (right-click, Shift+F10 or the
 * options button), the Admin Details modal and the admin actions. The search and the page live in the URL.
 */
export function ViewAdmins({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const text = useText().superadmin.viewAdmins;
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => ({
    searchBy: searchParams.get('searchBy'),
    search: searchParams.get('search'),
    page: searchParams.get('page'),
  }));
  const list = useFlow(adminListMachine, { api: useApi(), initial });
  const totalCount = useSelector(list, (s) => s.context.totalCount);
  const loaded = useSelector(list, (s) => s.matches('loaded'));

  // The list's place → the URL (replacing the entry: Back leaves the page rather than undoing a search).
  const query = useSelector(list, (s) =>
    new URLSearchParams(toStrings(adminListQuery(s.context))).toString(),
  );
  useEffect(() => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of QUERY_KEYS) next.delete(key);
        for (const [key, value] of new URLSearchParams(query)) next.set(key, value);
        return next.toString() === previous.toString() ? previous : next;
      },
      { replace: true },
    );
  }, [query, setSearchParams]);

  const [details, setDetails] = useState<string | null>(null);
  const [action, setAction] = useState<AdminActionRequest | null>(null);
  const closeDetails = useCallback(() => setDetails(null), []);
  const endAction = useCallback(() => setAction(null), []);

  return (
    <Stack gap="lg">
      <div className={styles.pageHeader}>
        <Stack gap="xs">
          <Heading level={headingLevel}>{text.title}</Heading>
          <Text tone="muted">{text.description}</Text>
        </Stack>
        {loaded ? (
          <Text tone="muted" size="sm">
            <span role="status">{text.total(totalCount)}</span>
          </Text>
        ) : null}
      </div>
      <SearchForm list={list} />
      <AdminTable
        list={list}
        onDetails={(admin) => setDetails(admin.id)}
        onAction={(request) => setAction((current) => current ?? request)}
      />
      <ListPagination list={list} />
      {details ? <AdminDetailsDialog adminId={details} onClosed={closeDetails} /> : null}
      {action ? (
        <AdminActionFlow
          key={action.key}
          request={action}
          onUpdated={(patch) => list.send({ type: 'admin.updated', id: action.admin.id, patch })}
          onEnded={endAction}
        />
      ) : null}
    </Stack>
  );
}

function toStrings(query: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

function SearchForm({ list }: { list: ListRef }) {
  const text = useText().superadmin.viewAdmins.search;
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
      <div className={styles.searchForm}>
        <Select
          label={text.searchBy}
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
          placeholder={text.placeholder[searchBy]}
          value={value}
          onChange={(event) => list.send({ type: 'search.valueChange', value: event.target.value })}
        />
        <div className={styles.searchButtons}>
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

function AdminTable({
  list,
  onDetails,
  onAction,
}: {
  list: ListRef;
  onDetails: (admin: AdminListItem) => void;
  onAction: (request: AdminActionRequest) => void;
}) {
  const { superadmin, common } = useText();
  const text = superadmin.viewAdmins;
  const admins = useSelector(list, (s) => s.context.admins);
  const page = useSelector(list, (s) => s.context.page);
  const loading = useSelector(list, (s) => s.hasTag('busy'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const message = useSelector(list, adminListMessage);
  const columns = useMemo(() => adminColumns(text, common, page), [text, common, page]);
  return (
    <Stack gap="sm">
      <DataTable
        caption={text.caption}
        columns={columns}
        rows={admins}
        getRowId={(admin) => admin.id}
        loading={loading}
        loadingRows={5}
        loadingText={message ?? undefined}
        error={failed ? message : undefined}
        emptyText={message}
        optionsHeader={text.columns.options}
        rowActionsLabel={(admin) => text.rowActions(admin.username)}
        rowActions={(admin): RowMenuItem[] => [
          { id: 'details', label: text.menu.viewDetails, onSelect: () => onDetails(admin) },
          ...adminMenuActions(admin).map((action) => ({
            id: action,
            label: text.menu[action],
            tone: action === 'deactivateAdmin' ? ('danger' as const) : undefined,
            onSelect: () => onAction({ key: `${admin.id}-${action}-${++sequence}`, admin, action }),
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
): DataTableColumn<AdminListItem>[] {
  const orNA = (value: string | null) => (value && value.trim() ? value : common.notAvailable);
  return [
    {
      id: 'number',
      header: text.columns.number,
      cell: (_, index) => (page - 1) * PAGE_SIZE + index + 1,
      align: 'end',
    },
    { id: 'username', header: text.columns.username, cell: (admin) => admin.username },
    { id: 'fullName', header: text.columns.fullName, cell: (admin) => orNA(fullName(admin)) },
    {
      id: 'email',
      header: text.columns.email,
      cell: (admin) => <span className={styles.breakAnywhere}>{admin.email}</span>,
      wrap: true,
    },
    { id: 'phone', header: text.columns.phone, cell: (admin) => orNA(admin.phoneNumber) },
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
  const text = useText().superadmin.viewAdmins;
  const page = useSelector(list, (s) => s.context.page);
  const pageCount = useSelector(list, (s) => s.context.pageCount);
  const loading = useSelector(list, (s) => s.hasTag('busy'));
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      label={text.pagesLabel}
      disabled={loading}
      onPageChange={(next) => list.send({ type: 'page.change', page: next })}
    />
  );
}
