import {
  EXPIRING_SOON_DAYS,
  MEMBER_SEARCH_FIELDS,
  type MemberExportQuery,
  type MemberListFilters,
  type MemberListItem,
} from '@mijas/api';
import {
  adminPagePath,
  MEMBER_ROW_ACTIONS,
  memberListMessage,
  bulkCode,
  dialogCode,
  memberSelectionMachine,
  openDialog,
  type BulkActionRef,
  type MemberSelectionRef,
  type memberListMachine,
} from '@mijas/machines';
import {
  Checkbox,
  DialogPart,
  Heading,
  Stack,
  Text,
  type DataTableColumn,
  type RowMenuItem,
} from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { paths } from '../../../config/paths.ts';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { useApi } from '../../../lib/session.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import { useAdminPanel, useAdminPanelChild } from '../admin-shell/admin-panel-context.ts';
import type { MemberDetailsRef } from './member-details-dialog.tsx';
import type { RenewMembershipRef } from './renew-membership-dialog.tsx';
import * as styles from './view-members.css.ts';
import { listFiltersKey, withListFilter } from './list-filters.ts';
import { ExportButton, FilterChips, SelectBox, SelectionBar } from './list-tools.tsx';
import {
  accountColumns,
  FieldSearchForm,
  ListPagination,
  AccountTable,
  ListTotal,
  statusColumn,
} from '../../../components/list-page.tsx';
import { RowActionDialog, type RowActionRef } from '../../../components/row-action-dialog.tsx';
import { useFormat, type Formats } from '../../../lib/format.ts';
import { preloadable } from '../../../lib/preloadable.tsx';

// The dialogs' code comes when one first opens (issue 32): a visit to any admin page downloads none of them.
const MemberDetailsDialog = preloadable(() =>
  import('./member-details-dialog.tsx').then((m) => m.MemberDetailsDialog),
);
const RenewMembershipDialog = preloadable(() =>
  import('./renew-membership-dialog.tsx').then((m) => m.RenewMembershipDialog),
);
const BulkActionDialog = preloadable(() =>
  import('./bulk-action-dialog.tsx').then((m) => m.BulkActionDialog),
);

type ListRef = ActorRefFrom<typeof memberListMachine>;

/**
 * SPEC §2 View Members: search by one field, the members table (pages of 10), the row menu (right-click,
 * Shift+F10 or the options button), Member Details, Renew Membership and the member actions. One machine
 * (`memberListMachine`, the admin panel's child while View Members is shown) runs the page: the search, the page
 * and the filters live in the address (`/admin/view-members?by=username&q=ali&page=2`; Back, Forward and reload
 * keep the view), and the open dialog is its child actor.
 */
export function ViewMembers({
  showHeading = true,
}: {
  /** False inside the admin panel, whose layout shows the title and description. */
  showHeading?: boolean;
}) {
  const list = useAdminPanelChild<ListRef>('memberList');
  const filters = useSelector(list, (s) => s?.context.filters as MemberListFilters | undefined);
  if (!list || !filters) return null;
  // Other filters are another list for the page (another selection); the list machine keeps its place.
  return (
    <MemberList
      key={`${list.sessionId}:${listFiltersKey(filters)}`}
      list={list}
      showHeading={showHeading}
      filters={filters}
    />
  );
}

function MemberList({
  list,
  showHeading,
  filters,
}: {
  list: ListRef;
  showHeading: boolean;
  filters: MemberListFilters;
}) {
  const text = useText().admin.viewMembers;
  const navigate = useNavigate();
  // Where Edit Member returns: this list's address, its search and page.
  const returnTo = useSelector(useAdminPanel(), (s) =>
    adminPagePath(s.context.page, s.context.search),
  );
  const totalCount = useSelector(list, (s) => s.context.totalCount);
  const applied = useSelector(list, (s) => s.context.applied);
  // The search and filters as the export and "select all" ask for them.
  const query = useMemo<MemberExportQuery>(
    () => ({ ...(applied ? { [applied.searchBy]: applied.value } : {}), ...filters }),
    [applied, filters],
  );
  // The selection belongs to the list's search (kept across its pages) and runs the bulk actions.
  const selection = useFlow(memberSelectionMachine, { api: useApi(), list });
  const changeFilters = (next: MemberListFilters) =>
    list.send({ type: 'filters.change', filters: next });

  const menu = useCallback(
    (member: MemberListItem): RowMenuItem[] => {
      return [
        {
          id: 'details',
          label: text.menu.viewDetails,
          onSelect: () => list.send({ type: 'dialog.open', dialog: 'details', row: member }),
        },
        {
          id: 'renew',
          label: text.menu.renewMembership,
          onSelect: () => list.send({ type: 'dialog.open', dialog: 'renew', row: member }),
        },
        ...MEMBER_ROW_ACTIONS.menu(member).map(({ action, disabled, destructive }) => ({
          id: action,
          label: text.menu[action],
          disabled,
          tone: destructive ? ('danger' as const) : undefined,
          onSelect: () => list.send({ type: 'dialog.open', dialog: 'action', row: member, action }),
        })),
        {
          id: 'edit',
          label: text.menu.editMember,
          // The list's place (its search and page, in the address) goes along: the form returns to it.
          onSelect: () =>
            void navigate(paths.updateMember.build(member.id), { state: { member, returnTo } }),
        },
      ];
    },
    [text, list, navigate, returnTo],
  );

  return (
    <Stack gap="lg">
      <div className={styles.pageHeader}>
        {showHeading ? (
          <Stack gap="xs">
            <Heading level={1}>{text.title}</Heading>
            <Text tone="muted">{text.description}</Text>
          </Stack>
        ) : null}
        <ListTotal list={list} total={text.total} />
      </div>
      <SearchForm list={list} />
      <div className={styles.toolbar}>
        <ExpiringFilter
          days={filters.expiresWithinDays ?? null}
          onChange={(days) => changeFilters(withListFilter(filters, 'expiresWithinDays', days))}
        />
        <ExportButton query={query} />
      </div>
      <FilterChips
        filters={filters}
        onRemove={(key) => changeFilters(withListFilter(filters, key, null))}
      />
      <SelectionBar selection={selection} totalCount={totalCount} query={query} />
      <MemberTable
        list={list}
        menu={menu}
        showExpiry={filters.expiresWithinDays !== undefined}
        selection={selection}
      />
      <ListPagination list={list} label={text.pagesLabel} />
      <MemberDialogs list={list} />
      <SelectionBulkDialog selection={selection} />
    </Stack>
  );
}

/** The bulk action the selection runs: its child actor, rendered while it runs; its frame while its code comes. */
function SelectionBulkDialog({ selection }: { selection: MemberSelectionRef }) {
  const { dialog } = useText().bulkActions;
  const format = useFormat();
  const bulk = useSelector(selection, (s) => s.children.bulk as BulkActionRef | undefined);
  const code = useSelector(selection, bulkCode);
  const action = useSelector(selection, (s) => s.context.action);
  const count = useSelector(selection, (s) => s.context.members.length);
  if ((!bulk && !code) || !action) return null;
  // The dialog's code comes beside its machine's (once asked, the same download).
  if (code === 'loading') BulkActionDialog.preload().catch(() => {});
  return (
    <DialogPart
      key={bulk?.sessionId}
      code={code}
      title={dialog.title[action](format.number(count))}
      closeLabel={dialog.close}
      onClose={() => (bulk ?? selection).send({ type: 'bulk.close' })}
      onRetry={() => {
        selection.send({ type: 'bulk.retry' });
        return BulkActionDialog.preload();
      }}
    >
      {bulk ? <BulkActionDialog actorRef={bulk} /> : null}
    </DialogPart>
  );
}

/**
 * The dialog the page's machine has open: its child actor, rendered while it runs; Renew's frame while its
 * machine's code comes (`dialogCode`).
 */
function MemberDialogs({ list }: { list: ListRef }) {
  const { confirm, details, renew } = useText().admin.viewMembers;
  const open = useSelector(list, openDialog);
  const code = useSelector(list, dialogCode);
  const child = useSelector(list, (s) => (open ? s.children[open] : undefined));
  // The dialog's code comes beside its machine's (once asked, the same download).
  if (open === 'renew' && code === 'loading') RenewMembershipDialog.preload().catch(() => {});
  if (open === 'renew' && (child || code))
    return (
      // Renew's machine comes as it opens, beside the dialog's code (`code` until it is here).
      <DialogPart
        key={child?.sessionId}
        code={code}
        title={renew.title}
        closeLabel={renew.close}
        onClose={() =>
          child ? child.send({ type: 'form.cancel' }) : list.send({ type: 'dialog.cancel' })
        }
        onRetry={() => {
          list.send({ type: 'dialog.retry' });
          return RenewMembershipDialog.preload();
        }}
      >
        {child ? <RenewMembershipDialog actorRef={child as RenewMembershipRef} /> : null}
      </DialogPart>
    );
  if (!child) return null;
  switch (open) {
    case 'details':
      return (
        <DialogPart
          key={child.sessionId}
          title={details.title}
          size="lg"
          closeLabel={details.close}
          onClose={() => child.send({ type: 'details.close' })}
          onRetry={MemberDetailsDialog.preload}
        >
          <MemberDetailsDialog actorRef={child as MemberDetailsRef} />
        </DialogPart>
      );
    default:
      return (
        <RowActionDialog
          key={child.sessionId}
          actorRef={child as RowActionRef}
          texts={(action) => ({
            ...(action === 'deactivateMembership'
              ? confirm.deactivateMembership
              : confirm.deactivateMember),
            working: confirm.working,
            cancel: confirm.cancel,
            close: confirm.close,
          })}
        />
      );
  }
}

function SearchForm({ list }: { list: ListRef }) {
  const text = useText().admin.viewMembers.search;
  return (
    <FieldSearchForm
      list={list}
      text={text}
      fields={MEMBER_SEARCH_FIELDS}
      selectPlaceholder={text.searchByPlaceholder}
      name="q"
      fieldFirst
    />
  );
}

/** "Expires within 30 days": on, the list holds the active memberships ending that soon, soonest first. */
function ExpiringFilter({
  days,
  onChange,
}: {
  days: number | null;
  onChange: (days: number | null) => void;
}) {
  const text = useText().membersExpiring;
  return (
    <Checkbox
      label={text.filter(days ?? EXPIRING_SOON_DAYS)}
      checked={days !== null}
      onCheckedChange={(checked) => onChange(checked ? EXPIRING_SOON_DAYS : null)}
    />
  );
}

function MemberTable({
  list,
  menu,
  showExpiry,
  selection,
}: {
  list: ListRef;
  menu: (member: MemberListItem) => RowMenuItem[];
  /** The Expiry column, while the list is of the memberships about to end. */
  showExpiry: boolean;
  selection: MemberSelectionRef;
}) {
  const { admin, common, membersExpiring, bulkActions } = useText();
  const text = admin.viewMembers;
  const members = useSelector(list, (s) => s.context.rows);
  const page = useSelector(list, (s) => s.context.page);
  const message = useSelector(list, memberListMessage);
  const format = useFormat();
  const selected = useSelector(selection, (s) => s.context.members);
  const columns = useMemo(() => {
    const ids = new Set(selected.map((member) => member.id));
    const toggle = (rows: readonly MemberListItem[], checked: boolean) =>
      selection.send({
        type: 'selection.toggle',
        members: rows.map(({ id, username }) => ({ id, username })),
        selected: checked,
      });
    const onPage = members.filter((member) => ids.has(member.id)).length;
    // The first column: a box per row, and the header's box for the rows of this page.
    const box: DataTableColumn<MemberListItem> = {
      id: 'select',
      header: (
        <SelectBox
          label={bulkActions.selection.page}
          checked={members.length > 0 && onPage === members.length}
          indeterminate={onPage > 0}
          onChange={(checked) => toggle(members, checked)}
        />
      ),
      label: bulkActions.selection.column,
      control: true,
      cell: (member) => (
        <SelectBox
          label={bulkActions.selection.row(member.username)}
          checked={ids.has(member.id)}
          onChange={(checked) => toggle([member], checked)}
        />
      ),
    };
    const all = [box, ...memberColumns(text, common, page, format)];
    if (!showExpiry) return all;
    const expiry: DataTableColumn<MemberListItem> = {
      id: 'expiry',
      header: membersExpiring.expiry,
      cell: (member) =>
        member.membershipExpiry ? (
          <time dateTime={member.membershipExpiry}>{format.date(member.membershipExpiry)}</time>
        ) : (
          common.notAvailable
        ),
    };
    // Beside whose it is: the date is what the filter is about.
    const at = all.findIndex((column) => column.id === 'fullName') + 1;
    return [...all.slice(0, at), expiry, ...all.slice(at)];
  }, [
    text,
    common,
    membersExpiring,
    bulkActions,
    page,
    format,
    showExpiry,
    members,
    selected,
    selection,
  ]);
  return (
    <AccountTable
      list={list}
      text={text}
      columns={columns}
      rows={members}
      message={message}
      menu={menu}
    />
  );
}

function memberColumns(
  text: Catalogue['admin']['viewMembers'],
  common: Catalogue['common'],
  page: number,
  format: Formats,
): DataTableColumn<MemberListItem>[] {
  return [
    ...accountColumns<MemberListItem>(text.columns, common.notAvailable, page, format, (member) => (
      <span className={styles.username}>{member.username}</span>
    )),
    statusColumn(
      'emailStatus',
      text.columns.emailStatus,
      (member) => member.emailIsVerified,
      text.verified,
      text.notVerified,
    ),
    statusColumn(
      'account',
      text.columns.accountStatus,
      (member) => member.isActiveUser,
      text.active,
      text.inactive,
    ),
    statusColumn(
      'membership',
      text.columns.membershipStatus,
      (member) => member.hasActiveMembership,
      text.active,
      text.inactive,
    ),
  ];
}
