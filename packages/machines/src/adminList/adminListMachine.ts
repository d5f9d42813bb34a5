import {
  fullName,
  messageFrom,
  messages,
  PAGE_SIZE,
  type AdminListItem,
  type AdminListResponse,
  type AdminSearchField,
  type ApiClient,
} from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import { adminDetailsMachine } from '../adminDetails/adminDetailsMachine.ts';
import {
  ADMIN_ROW_ACTIONS,
  rowActionDialog,
  type RowActionApi,
} from '../rowAction/rowActionMachine.ts';
import type {
  ListSearchConfig,
  LoadPageInput,
  SearchableListInput,
} from '../searchableList/listConfig.ts';
import type { ListQueryKeys } from '../searchableList/listQuery.ts';
import { listMessage } from '../searchableList/listSelectors.ts';
import { createSearchableListMachine } from '../searchableList/searchableListMachine.ts';

/** View Admins (SPEC §2, root admins): the page's machine, from `createSearchableListMachine`. */

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
    action: rowActionDialog(ADMIN_ROW_ACTIONS),
  },
});

export type AdminListSnapshot = SnapshotFrom<typeof adminListMachine>;

/** 'Loading...', the error, 'No admins found.', or none. */
export const adminListMessage = (snapshot: AdminListSnapshot) =>
  listMessage(snapshot, messages.lists.noAdmins);
