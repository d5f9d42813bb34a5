import { FORM_TYPES, type ApplicationItem, type FormType } from '@mijas/api';
import {
  INBOX_STATUS_FILTERS,
  inboxFiltersKey,
  inboxFiltersOf,
  inboxListMachine,
  inboxListMessage,
  inboxQueryOf,
  openDialog,
  withInboxFilters,
  type InboxFilters,
  type InboxStatusFilter,
} from '@mijas/machines';
import { SegmentedControl, Stack, Text, type DataTableColumn } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import {
  emailColumn,
  ListPagination,
  ListSearchButtons,
  ListSearchForm,
  ListSearchText,
  ListTable,
  ListTotal,
} from '../../../components/list-page.tsx';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { nameOf, useValueNames, type ValueNames } from '../../../i18n/list-names.ts';
import { useFormat, type Formats } from '../../../lib/format.ts';
import { useListFlow } from '../../../lib/list-url.ts';
import { useApi } from '../../../lib/session.tsx';
import { ApplicationDetailsDialog, type InboxDetailsRef } from './application-details-dialog.tsx';
import * as styles from './applications.css.ts';
import { FormTypeBadge, SubmissionStatusBadge } from './inbox-badges.tsx';
import { useRelativeTime } from './relative-time.ts';

type ListRef = ActorRefFrom<typeof inboxListMachine>;

/** The inbox's place in the URL: `?q=sara&page=2` (its filters beside: `type`, `status`). */
const INBOX_QUERY_KEYS = { search: 'q', page: 'page' } as const;
/** A submission to show at once (`?open=<id>`: Add Member returns here after creating its member). */
export const OPEN_QUERY_KEY = 'open';

export interface ApplicationsPageProps {
  /** Opens Add Member filled from a submission (the admin panel's). */
  onCreateMember?: (submissionId: string) => void;
  /** A status or a reply changed in the inbox: the navigation's count is asked again. */
  onChange?: () => void;
}

/**
 * Issue 21, the inbox of Join Us and Inquiry submissions: a search (name, email, mobile), the type and status
 * filters (the new ones first), newest first in pages of 10, and a submission's details dialog (status, replies,
 * reply by mail, Create member from this application). The search, page and filters live in the URL.
 */
export function ApplicationsPage({ onCreateMember, onChange }: ApplicationsPageProps) {
  const location = useLocation();
  const filters = inboxFiltersOf(location.search);
  // The filters are the list's call: other filters, another list, started on the URL (search and page).
  return (
    <InboxList
      key={inboxFiltersKey(filters)}
      filters={filters}
      onCreateMember={onCreateMember}
      onChange={onChange}
    />
  );
}

function InboxList({
  filters,
  onCreateMember,
  onChange,
}: ApplicationsPageProps & { filters: InboxFilters }) {
  const text = useText().applications;
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const filtered = useMemo(
    () => ({
      ...api,
      listApplications: ((query, options) =>
        api.listApplications(
          { ...query, ...inboxQueryOf(filters) },
          options,
        )) as typeof api.listApplications,
    }),
    // One list per filters (the key above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api],
  );
  const list = useListFlow(inboxListMachine, INBOX_QUERY_KEYS, { api: filtered });

  // `?open=<id>`: that submission's dialog, once; the address then forgets it. Watched, not read once at mount:
  // Add Member's return shows this page (the panel's state) a moment before the router has the new address.
  const openId = new URLSearchParams(location.search).get(OPEN_QUERY_KEY);
  useEffect(() => {
    if (!openId) return;
    list.send({
      type: 'dialog.open',
      dialog: 'details',
      row: { id: openId } as ApplicationItem,
    });
    const params = new URLSearchParams(location.search);
    params.delete(OPEN_QUERY_KEY);
    const rest = params.toString();
    void navigate({ search: rest ? `?${rest}` : '' }, { replace: true, preventScrollReset: true });
    // Each `?open=` once: the rest of the address is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId]);

  const changeFilters = (next: InboxFilters) =>
    void navigate(
      { search: withInboxFilters(location.search, next) },
      { preventScrollReset: true },
    );

  return (
    <Stack gap="lg">
      <SearchForm list={list} />
      <div className={styles.toolbar}>
        <SegmentedControl<'any' | FormType>
          label={text.filters.type}
          options={[
            { value: 'any', label: text.filters.anyType },
            ...FORM_TYPES.map((type) => ({ value: type, label: text.types[type] })),
          ]}
          value={filters.type ?? 'any'}
          onValueChange={(type) =>
            changeFilters({ ...filters, type: type === 'any' ? null : type })
          }
        />
        <SegmentedControl<InboxStatusFilter>
          label={text.filters.status}
          options={INBOX_STATUS_FILTERS.map((status) => ({
            value: status,
            label: text.statuses[status],
          }))}
          value={filters.status}
          onValueChange={(status) => changeFilters({ ...filters, status })}
        />
      </div>
      <ListTotal list={list} total={text.total} />
      <InboxTable list={list} />
      <ListPagination list={list} label={text.pagesLabel} />
      <InboxDialog list={list} onCreateMember={onCreateMember} onChange={onChange} />
    </Stack>
  );
}

function InboxDialog({
  list,
  onCreateMember,
  onChange,
}: ApplicationsPageProps & { list: ListRef }) {
  const open = useSelector(list, openDialog);
  const child = useSelector(list, (s) => (open ? s.children[open] : undefined));
  if (!child) return null;
  return (
    <ApplicationDetailsDialog
      key={child.sessionId}
      actorRef={child as InboxDetailsRef}
      onCreateMember={onCreateMember}
      onChange={onChange}
    />
  );
}

function SearchForm({ list }: { list: ListRef }) {
  const text = useText().applications.search;
  return (
    <ListSearchForm list={list} label={text.label} className={styles.searchForm}>
      <ListSearchText list={list} label={text.field} name="q" placeholder={text.placeholder} />
      <ListSearchButtons list={list} submit={text.submit} clear={text.clear} />
    </ListSearchForm>
  );
}

function InboxTable({ list }: { list: ListRef }) {
  const { applications: text, common } = useText();
  const names = useValueNames();
  const format = useFormat();
  const ago = useRelativeTime();
  const rows = useSelector(list, (s) => s.context.rows);
  const message = useSelector(list, inboxListMessage);
  const columns = useMemo(
    () =>
      inboxColumns(text, common, names, format, ago, (row) =>
        list.send({ type: 'dialog.open', dialog: 'details', row }),
      ),
    [text, common, names, format, ago, list],
  );
  return <ListTable list={list} text={text} columns={columns} rows={rows} message={message} />;
}

function inboxColumns(
  text: Catalogue['applications'],
  common: Catalogue['common'],
  names: ValueNames,
  format: Formats,
  ago: (value: string) => string,
  open: (row: ApplicationItem) => void,
): DataTableColumn<ApplicationItem>[] {
  return [
    {
      id: 'name',
      header: text.columns.name,
      // The row's way in, for the keyboard too: a button named for whose application it is.
      cell: (row) => (
        <>
          <button
            type="button"
            className={styles.openButton}
            aria-label={text.open(row.name)}
            onClick={() => open(row)}
          >
            {row.name}
          </button>
          {/* The message on one line, cut to the column. */}
          {row.message ? (
            <span className={styles.messageExcerpt} dir="auto">
              <Text as="span" tone="muted" size="sm">
                {row.message.replace(/\s+/g, ' ')}
              </Text>
            </span>
          ) : null}
        </>
      ),
      isolate: true,
    },
    { id: 'type', header: text.columns.type, cell: (row) => <FormTypeBadge type={row.type} /> },
    emailColumn(text.columns.email),
    {
      id: 'mobile',
      header: text.columns.mobile,
      cell: (row) => row.mobile ?? common.notAvailable,
      isolate: 'ltr',
      priority: 'low',
    },
    {
      id: 'major',
      header: text.columns.major,
      cell: (row) => nameOf(row.major || common.notAvailable, names.major),
      priority: 'low',
    },
    {
      id: 'received',
      header: text.columns.received,
      // The exact moment wraps under the relative one rather than widen the table (issue 30: at 1366 px it
      // pushed Member out of the panel).
      wrap: true,
      cell: (row) => (
        <span className={styles.received}>
          <time dateTime={row.createdAt}>{ago(row.createdAt)}</time>
          <Text as="span" tone="muted" size="sm">
            {format.dateTime(row.createdAt)}
          </Text>
        </span>
      ),
    },
    {
      id: 'status',
      header: text.columns.status,
      cell: (row) => <SubmissionStatusBadge status={row.status} />,
    },
    {
      id: 'member',
      header: text.columns.member,
      cell: (row) =>
        row.memberId ? text.linked : row.type === 'Join Us' ? text.notLinked : common.notAvailable,
      priority: 'low',
    },
  ];
}
