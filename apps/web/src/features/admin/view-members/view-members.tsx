import {
  FIELD_LIMITS,
  fullName,
  MEMBER_SEARCH_FIELDS,
  PAGE_SIZE,
  type MemberListItem,
} from '@mijas/api';
import {
  canSubmitMemberSearch,
  memberDetailsMachine,
  memberListMachine,
  memberListMessage,
  memberListQuery,
  memberMenuActions,
  type MemberActionKind,
  type MemberRowUpdate,
  type MemberSearchBy,
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
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { useApi } from '../../../lib/session.tsx';
import { paths } from '../../../config/paths.ts';
import { useText, type Catalogue } from '../../../i18n/index.ts';
import { readListQuery, useListInUrl, type ListQueryState } from '../../../lib/list-url.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { MemberActionFlow, type MemberActionRequest } from './member-action-flow.tsx';
import { MemberDetailsDialog } from './member-details-dialog.tsx';
import {
  RenewMembershipDialog,
  type RenewMembershipDialogProps,
} from './renew-membership-dialog.tsx';
import * as styles from './view-members.css.ts';
import * as listStyles from '../../../components/list.css.ts';
import { EmailAddress } from '../../../components/email-address.tsx';

type ListRef = ActorRefFrom<typeof memberListMachine>;

/** The list's place in the URL: `?by=username&q=ali&page=2`. */
const MEMBER_QUERY_KEYS = { searchBy: 'by', search: 'q', page: 'page' } as const;

/** Makes each chosen action a fresh flow, even the same action on the same row twice. */
let sequence = 0;

type Modal =
  | { kind: 'renew'; member: RenewMembershipDialogProps['member']; key: string }
  | ({ kind: 'action' } & MemberActionRequest);

/**
 * SPEC §2 View Members: search by one field, the members table (pages of 10), the row menu (right-click,
 * Shift+F10 or the options button), Member Details, Renew Membership and the member actions. The search and
 * the page live in the URL (`?by=username&q=ali&page=2`): Back, Forward and reload keep the view.
 */
export function ViewMembers({
  showHeading = true,
}: {
  /** False inside the admin panel, whose layout shows the title and description. */
  showHeading?: boolean;
}) {
  const text = useText().admin.viewMembers;
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() =>
    readListQuery(new URLSearchParams(location.search), MEMBER_QUERY_KEYS),
  );
  const list = useFlow(memberListMachine, { api, initial });
  const details = useFlow(memberDetailsMachine, { api });
  const totalCount = useSelector(list, (s) => s.context.totalCount);
  const loaded = useSelector(list, (s) => s.matches('loaded'));
  const query = useSelector(list, (s) => memberListQuery(s.context), shallowEqual);
  const restore = useCallback(
    (restored: ListQueryState) => list.send({ type: 'query.restore', query: restored }),
    [list],
  );
  useListInUrl(MEMBER_QUERY_KEYS, query, restore);

  const [modal, setModal] = useState<Modal | null>(null);
  const endModal = useCallback(
    (update: MemberRowUpdate) => {
      if (update.patch && Object.keys(update.patch).length > 0)
        list.send({ type: 'member.updated', id: update.memberId, patch: update.patch });
      setModal(null);
    },
    [list],
  );

  const menu = useCallback(
    (member: MemberListItem): RowMenuItem[] => {
      const act = (action: MemberActionKind) => () =>
        setModal(
          (current) =>
            current ?? {
              kind: 'action',
              key: `${member.id}-${action}-${++sequence}`,
              member,
              action,
            },
        );
      return [
        {
          id: 'details',
          label: text.menu.viewDetails,
          onSelect: () => details.send({ type: 'details.open', memberId: member.id }),
        },
        {
          id: 'renew',
          label: text.menu.renewMembership,
          onSelect: () =>
            setModal((current) => current ?? { kind: 'renew', member, key: `renew-${++sequence}` }),
        },
        ...memberMenuActions(member).map(({ action, disabled, destructive }) => ({
          id: action,
          label: text.menu[action],
          disabled,
          tone: destructive ? ('danger' as const) : undefined,
          onSelect: act(action),
        })),
        {
          id: 'edit',
          label: text.menu.editMember,
          // The list's place (its search and page, in the address) goes along: the form returns to it.
          onSelect: () =>
            void navigate(paths.updateMember.build(member.id), {
              state: { member, returnTo: `${location.pathname}${location.search}` },
            }),
        },
      ];
    },
    [text, details, navigate, location.pathname, location.search],
  );

  return (
    <Stack gap="lg">
      {showHeading || loaded ? (
        <div className={styles.pageHeader}>
          {showHeading ? (
            <Stack gap="xs">
              <Heading level={1}>{text.title}</Heading>
              <Text tone="muted">{text.description}</Text>
            </Stack>
          ) : null}
          {loaded ? (
            <Text tone="muted" size="sm">
              <span role="status">{text.total(totalCount)}</span>
            </Text>
          ) : null}
        </div>
      ) : null}
      <SearchForm list={list} />
      <MemberTable list={list} menu={menu} />
      <ListPagination list={list} />
      <MemberDetailsDialog details={details} />
      {modal?.kind === 'renew' ? (
        <RenewMembershipDialog key={modal.key} member={modal.member} onEnded={endModal} />
      ) : null}
      {modal?.kind === 'action' ? (
        <MemberActionFlow key={modal.key} request={modal} onEnded={endModal} />
      ) : null}
    </Stack>
  );
}

function SearchForm({ list }: { list: ListRef }) {
  const text = useText().admin.viewMembers.search;
  const searchBy = useSelector(list, (s) => s.context.searchBy);
  const value = useSelector(list, (s) => s.context.searchValue);
  const canSubmit = useSelector(list, (s) => canSubmitMemberSearch(s.context));
  const applied = useSelector(list, (s) => s.context.applied !== null);
  const options = useMemo(
    () => MEMBER_SEARCH_FIELDS.map((field) => ({ value: field, label: text.fields[field] })),
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
          placeholder={text.searchByPlaceholder}
          options={options}
          value={searchBy}
          onValueChange={(next) =>
            list.send({ type: 'search.byChange', searchBy: next as MemberSearchBy })
          }
        />
        <TextField
          label={text.value}
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          maxLength={FIELD_LIMITS.searchMax}
          disabled={searchBy === ''}
          placeholder={text.placeholder[searchBy]}
          value={value}
          onChange={(event) => list.send({ type: 'search.valueChange', value: event.target.value })}
        />
        <div className={listStyles.searchButtons}>
          <Button type="submit" disabled={!canSubmit}>
            {text.submit}
          </Button>
          <Button
            variant="outline"
            disabled={!applied && searchBy === '' && value === ''}
            onClick={() => list.send({ type: 'search.clear' })}
          >
            {text.clear}
          </Button>
        </div>
      </div>
    </form>
  );
}

function MemberTable({
  list,
  menu,
}: {
  list: ListRef;
  menu: (member: MemberListItem) => RowMenuItem[];
}) {
  const { admin, common } = useText();
  const text = admin.viewMembers;
  const members = useSelector(list, (s) => s.context.members);
  const page = useSelector(list, (s) => s.context.page);
  const loading = useSelector(list, (s) => s.hasTag('busy'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const message = useSelector(list, memberListMessage);
  const columns = useMemo(() => memberColumns(text, common, page), [text, common, page]);
  return (
    <Stack gap="sm">
      <DataTable
        caption={text.caption}
        columns={columns}
        rows={members}
        getRowId={(member) => member.id}
        loading={loading}
        loadingRows={5}
        loadingText={message ?? undefined}
        error={failed ? message : undefined}
        emptyText={message}
        optionsHeader={text.columns.options}
        rowActionsLabel={(member) => text.rowActions(member.username)}
        rowActions={menu}
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

function memberColumns(
  text: Catalogue['admin']['viewMembers'],
  common: Catalogue['common'],
  page: number,
): DataTableColumn<MemberListItem>[] {
  const orNA = (value: string | null) => (value && value.trim() ? value : common.notAvailable);
  return [
    {
      id: 'number',
      header: text.columns.number,
      cell: (_, index) => (page - 1) * PAGE_SIZE + index + 1,
      align: 'end',
      priority: 'low',
    },
    { id: 'username', header: text.columns.username, cell: (member) => member.username },
    { id: 'fullName', header: text.columns.fullName, cell: (member) => orNA(fullName(member)) },
    {
      id: 'email',
      header: text.columns.email,
      cell: (member) => <EmailAddress email={member.email} />,
      wrap: true,
      // Narrower tables keep who (username, name) and the statuses; the rest is in View Details.
      priority: 'medium',
    },
    {
      id: 'phone',
      header: text.columns.phone,
      cell: (member) => orNA(member.phoneNumber),
      priority: 'low',
    },
    {
      id: 'emailStatus',
      header: text.columns.emailStatus,
      cell: (member) => (
        <StatusBadge value={member.emailIsVerified} on={text.verified} off={text.notVerified} />
      ),
    },
    {
      id: 'account',
      header: text.columns.accountStatus,
      cell: (member) => (
        <StatusBadge value={member.isActiveUser} on={text.active} off={text.inactive} />
      ),
    },
    {
      id: 'membership',
      header: text.columns.membershipStatus,
      cell: (member) => (
        <StatusBadge value={member.hasActiveMembership} on={text.active} off={text.inactive} />
      ),
    },
  ];
}

function ListPagination({ list }: { list: ListRef }) {
  const text = useText().admin.viewMembers;
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
