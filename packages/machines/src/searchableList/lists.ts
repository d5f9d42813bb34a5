import {
  fullName,
  MEMBER_LIST_FILTER_KEYS,
  MEMBER_SEARCH_FIELDS,
  memberListFiltersSchema,
  messageFrom,
  messages,
  PAGE_SIZE,
  type AdminListItem,
  type AdminListResponse,
  type AdminSearchField,
  type ApiClient,
  type MemberListFilters,
  type MemberListItem,
  type MemberListResponse,
  type MemberSearchField,
} from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import { adminDetailsMachine, memberDetailsMachine } from '../details/detailsMachine.ts';
import {
  renewMembershipMachine,
  type MemberRowUpdate,
} from '../renewMembership/renewMembershipMachine.ts';
import {
  ADMIN_ROW_ACTIONS,
  MEMBER_ROW_ACTIONS,
  rowActionMachine,
  type RowActionApi,
} from '../rowAction/rowActionMachine.ts';
import type {
  ListFiltersConfig,
  ListSearchConfig,
  LoadPageInput,
  SearchableListInput,
} from './listConfig.ts';
import type { ListQueryKeys } from './listQuery.ts';
import { listMessage } from './listSelectors.ts';
import { createSearchableListMachine } from './searchableListMachine.ts';

/**
 * View Members and View Admins, each a page's machine from `createSearchableListMachine` (the histories':
 * `createHistoryListMachine`).
 */

// --- View Members ---------------------------------------------------------------------------------------

export type MemberListApi = Pick<
  ApiClient,
  'listMembers' | 'getMemberDetails' | 'renewMembership' | keyof RowActionApi
>;
export type MemberListInput = SearchableListInput<MemberListApi>;
export type LoadMembersInput = LoadPageInput<MemberListApi, MemberSearchField, MemberListFilters>;

/** The search-by select: nothing chosen yet, or one of the three fields (SPEC §2 View Members). */
export type MemberSearchBy = '' | MemberSearchField;

/** View Members' search: by one of three fields, chosen first; Search needs a value (SPEC §5). */
export const MEMBER_LIST_SEARCH = {
  fields: MEMBER_SEARCH_FIELDS,
  defaultField: '',
  blank: 'all',
  requireValue: true,
} as const satisfies ListSearchConfig<MemberSearchField>;

/** View Members' place in the URL: `?by=username&q=ali&page=2`, its filters beside (`?status=active`). */
export const MEMBER_LIST_QUERY_KEYS = {
  searchBy: 'by',
  search: 'q',
  page: 'page',
  filters: MEMBER_LIST_FILTER_KEYS,
} as const satisfies ListQueryKeys;

/**
 * View Members' filters (issue 21) in the URL, under the API's own names: `?expiresWithinDays=30`,
 * `?status=active`, `?joinedMonth=2026-03`, `?renewedMonth=…`, `?expiresMonth=…` (the Overview links here with
 * them). Each value is read with the contract's schema; a value it refuses is left out (a stale or edited link).
 */
export const MEMBER_LIST_FILTERS: ListFiltersConfig<MemberListFilters> = {
  parse: (values) => {
    const filters: Record<string, unknown> = {};
    for (const key of MEMBER_LIST_FILTER_KEYS) {
      const raw = values[key];
      if (raw === undefined) continue;
      const parsed = memberListFiltersSchema.shape[key].safeParse(raw);
      if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
    }
    return filters as MemberListFilters;
  },
  write: (filters) => {
    const values: Record<string, string> = {};
    for (const key of MEMBER_LIST_FILTER_KEYS)
      if (filters[key] !== undefined) values[key] = String(filters[key]);
    return values;
  },
};

/**
 * The admin's View Members: search by one field (SPEC §5: a field and a value are needed) within the filters,
 * pages of 10; the row menu opens Member Details, Renew Membership or a member action, each a child machine
 * whose result patches the row at once.
 */
export const memberListMachine = createSearchableListMachine<
  MemberListApi,
  MemberListItem,
  MemberListResponse,
  MemberSearchField,
  MemberListFilters
>({
  id: 'memberList',
  load: ({ api, page, applied, filters }, signal) =>
    api.listMembers(
      {
        pageNumber: page,
        pageSize: PAGE_SIZE,
        ...(applied ? { [applied.searchBy]: applied.value } : {}),
        ...filters,
      },
      { signal },
    ),
  rows: (response) => response.members,
  totalCount: (response) => response.totalCount,
  failed: (error) => messageFrom(error, messages.lists.membersFailed),
  search: MEMBER_LIST_SEARCH,
  filters: MEMBER_LIST_FILTERS,
  rowId: (member) => member.id,
  dialogs: {
    details: {
      logic: memberDetailsMachine,
      input: ({ api, row }) => ({ api, id: row.id }),
    },
    renew: {
      logic: renewMembershipMachine,
      input: ({ api, row }) => ({ api, member: row }),
      change: ({ memberId, patch }: MemberRowUpdate) => ({ id: memberId, patch }),
    },
    action: {
      logic: rowActionMachine,
      input: ({ api, row, action }) => ({
        api,
        row,
        action: action ?? '',
        actions: MEMBER_ROW_ACTIONS,
      }),
    },
  },
});

export type MemberListSnapshot = SnapshotFrom<typeof memberListMachine>;

/** 'Loading...', the error, 'No members found.', or none. */
export const memberListMessage = (snapshot: MemberListSnapshot) =>
  listMessage(snapshot, messages.lists.noMembers);

// --- View Admins ----------------------------------------------------------------------------------------

/** The search-by choices of View Admins. */
export const ADMIN_LIST_SEARCH_FIELDS = [
  'username',
  'email',
  'fullName',
] as const satisfies readonly AdminSearchField[];
export type AdminListSearchBy = (typeof ADMIN_LIST_SEARCH_FIELDS)[number];

export type AdminListApi = Pick<ApiClient, 'listAdmins' | 'getAdminDetails' | keyof RowActionApi>;
export type AdminListInput = SearchableListInput<AdminListApi>;
export type LoadAdminsInput = LoadPageInput<AdminListApi, AdminListSearchBy>;

/** SPEC §7: a full-name search is also filtered on the client, on first plus last name, ignoring case. */
export function matchesFullName(
  admin: Pick<AdminListItem, 'firstName' | 'lastName'>,
  text: string,
) {
  return fullName(admin).toLowerCase().includes(text.trim().toLowerCase());
}

/** View Admins' place in the URL: `?searchBy=email&search=sara&page=2`. */
export const ADMIN_LIST_QUERY_KEYS = {
  searchBy: 'searchBy',
  search: 'search',
  page: 'page',
} as const satisfies ListQueryKeys;

/** View Admins' search: by username unless another field is chosen; a blank search lists every admin. */
export const ADMIN_LIST_SEARCH = {
  fields: ADMIN_LIST_SEARCH_FIELDS,
  defaultField: 'username',
  blank: 'all',
} as const satisfies ListSearchConfig<AdminListSearchBy>;

/**
 * The root admin's View Admins: search by one field (username by default; a blank search lists every admin),
 * pages of 10; the row menu opens Admin Details or an admin action.
 */
export const adminListMachine = createSearchableListMachine<
  AdminListApi,
  AdminListItem,
  AdminListResponse,
  AdminListSearchBy
>({
  id: 'adminList',
  load: ({ api, page, applied }, signal) =>
    api.listAdmins(
      {
        pageNumber: page,
        pageSize: PAGE_SIZE,
        ...(applied ? { searchBy: applied.searchBy, search: applied.value } : {}),
      },
      { signal },
    ),
  rows: (response) => response.admins,
  totalCount: (response) => response.totalCount,
  filter: (admins, applied) =>
    applied.searchBy === 'fullName'
      ? admins.filter((admin) => matchesFullName(admin, applied.value))
      : admins,
  failed: (error) => messageFrom(error, messages.lists.adminsFailed),
  search: ADMIN_LIST_SEARCH,
  rowId: (admin) => admin.id,
  dialogs: {
    details: {
      logic: adminDetailsMachine,
      input: ({ api, row }) => ({ api, id: row.id }),
    },
    action: {
      logic: rowActionMachine,
      input: ({ api, row, action }) => ({
        api,
        row,
        action: action ?? '',
        actions: ADMIN_ROW_ACTIONS,
      }),
    },
  },
});

export type AdminListSnapshot = SnapshotFrom<typeof adminListMachine>;

/** 'Loading...', the error, 'No admins found.', or none. */
export const adminListMessage = (snapshot: AdminListSnapshot) =>
  listMessage(snapshot, messages.lists.noAdmins);
