import { FORM_TYPES, type ApplicationItem, type FormType } from '@mijas/api';
import {
  APPLICATIONS_STATUS_FILTERS,
  applicationsListMessage,
  dialogCode,
  openDialog,
  type applicationsListMachine,
  type ApplicationsFilters,
  type ApplicationsStatusFilter,
} from '@mijas/machines';
import { DialogPart, SegmentedControl, Stack, Text, type DataTableColumn } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
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
import { useAdminPanel, useAdminPanelChild } from '../admin-shell/admin-panel-context.ts';
import type { ApplicationDetailsRef } from './application-details-dialog.tsx';
import { preloadable } from '../../../lib/preloadable.tsx';
import * as styles from './applications.css.ts';
import { FormTypeBadge, SubmissionStatusBadge } from './application-badges.tsx';

type ListRef = ActorRefFrom<typeof applicationsListMachine>;

// An application's dialog: its code comes when one first opens (issue 32), not with the list.
const ApplicationDetailsDialog = preloadable(() =>
  import('./application-details-dialog.tsx').then((m) => m.ApplicationDetailsDialog),
);

/**
 * Issue 21, Applications of Join Us and Inquiry submissions: a search (name, email, mobile), the type and status
 * filters (the new ones first), newest first in pages of 10, and a submission's details dialog (status, replies,
 * reply by mail, Create member from this application). Its list is the admin panel's child (`applicationsList`): the
 * search, page and filters live in the address (`/admin/applications?q=sara&status=all`), and an application the
 * address names (`?open=<id>`: Add Member returns here) is opened by the panel.
 */
export function ApplicationsPage() {
  const list = useAdminPanelChild<ListRef>('applicationsList');
  return list ? <ApplicationsList key={list.sessionId} list={list} /> : null;
}

function ApplicationsList({ list }: { list: ListRef }) {
  const text = useText().applications;
  const filters = useSelector(list, (s) => s.context.filters as unknown as ApplicationsFilters);
  const changeFilters = (next: ApplicationsFilters) =>
    list.send({ type: 'filters.change', filters: { ...next } });

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
        <SegmentedControl<ApplicationsStatusFilter>
          label={text.filters.status}
          options={APPLICATIONS_STATUS_FILTERS.map((status) => ({
            value: status,
            label: text.statuses[status],
          }))}
          value={filters.status}
          onValueChange={(status) => changeFilters({ ...filters, status })}
        />
      </div>
      <ListTotal list={list} total={text.total} />
      <ApplicationsTable list={list} />
      <ListPagination list={list} label={text.pagesLabel} />
      <ApplicationsDialog list={list} />
    </Stack>
  );
}

function ApplicationsDialog({ list }: { list: ListRef }) {
  const text = useText().applications.details;
  const panel = useAdminPanel();
  const open = useSelector(list, openDialog);
  const code = useSelector(list, dialogCode);
  const child = useSelector(list, (s) => (open ? s.children[open] : undefined));
  if (!child && !code) return null;
  // The dialog's code comes beside its machine's (once asked, the same download).
  if (code === 'loading') ApplicationDetailsDialog.preload().catch(() => {});
  return (
    // The dialog's machine comes as it opens, beside the dialog's code (`code` until it is here).
    <DialogPart
      key={child?.sessionId}
      code={code}
      title={text.title}
      size="lg"
      closeLabel={text.close}
      onClose={() =>
        child ? child.send({ type: 'details.close' }) : list.send({ type: 'dialog.cancel' })
      }
      onRetry={() => {
        list.send({ type: 'dialog.retry' });
        return ApplicationDetailsDialog.preload();
      }}
    >
      {child ? (
        <ApplicationDetailsDialog
          actorRef={child as ApplicationDetailsRef}
          onCreateMember={(submissionId) => panel.send({ type: 'member.createFrom', submissionId })}
        />
      ) : null}
    </DialogPart>
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

function ApplicationsTable({ list }: { list: ListRef }) {
  const { applications: text, common } = useText();
  const names = useValueNames();
  const format = useFormat();
  const rows = useSelector(list, (s) => s.context.rows);
  const message = useSelector(list, applicationsListMessage);
  const columns = useMemo(
    () =>
      applicationsColumns(text, common, names, format, (row) =>
        list.send({ type: 'dialog.open', dialog: 'details', row }),
      ),
    [text, common, names, format, list],
  );
  return <ListTable list={list} text={text} columns={columns} rows={rows} message={message} />;
}

function applicationsColumns(
  text: Catalogue['applications'],
  common: Catalogue['common'],
  names: ValueNames,
  format: Formats,
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
          <time dateTime={row.createdAt}>{format.ago(row.createdAt)}</time>
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
