import {
  MEMBER_LIST_FILTER_KEYS,
  MEMBER_SEARCH_FIELDS,
  memberListFiltersSchema,
  messageFrom,
  messages,
  PAGE_SIZE,
  type ApiClient,
  type MemberListFilters,
  type MemberListItem,
  type MemberListResponse,
  type MemberSearchField,
} from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import { memberDetailsMachine } from '../memberDetails/memberDetailsMachine.ts';
import type { MemberRowUpdate } from '../renewMembership/renewMembershipMachine.ts';
import {
  MEMBER_ROW_ACTIONS,
  rowActionDialog,
  type RowActionApi,
} from '../rowAction/rowActionMachine.ts';
import type {
  ListFiltersConfig,
  ListSearchConfig,
  LoadPageInput,
  SearchableListInput,
} from '../searchableList/listConfig.ts';
import type { ListQueryKeys } from '../searchableList/listQuery.ts';
import { listMessage } from '../searchableList/listSelectors.ts';
import { createSearchableListMachine } from '../searchableList/searchableListMachine.ts';

/** View Members (SPEC §2): the page's machine, from `createSearchableListMachine`. */

export type MemberListApi = Pick<
  ApiClient,
  'listMembers' | 'getMemberDetails' | 'renewMembership' | 'getAdminPlans' | keyof RowActionApi
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
      // Renew's machine (its checks, the plans it offers) comes when the dialog opens (issue 32).
      load: () =>
        import('../renewMembership/renewMembershipMachine.ts').then(
          (m) => m.renewMembershipMachine,
        ),
      input: ({ api, row }) => ({ api, member: row }),
      change: ({ memberId, patch }: MemberRowUpdate) => ({ id: memberId, patch }),
    },
    action: rowActionDialog(MEMBER_ROW_ACTIONS),
  },
});

export type MemberListSnapshot = SnapshotFrom<typeof memberListMachine>;

/** 'Loading...', the error, 'No members found.', or none. */
export const memberListMessage = (snapshot: MemberListSnapshot) =>
  listMessage(snapshot, messages.lists.noMembers);
