import {
  messageFrom,
  messages,
  PAGE_SIZE,
  type ApiClient,
  type ApplicationListResponse,
  type ApplicationItem,
} from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import { inboxDetailsMachine } from '../inboxDetails/inboxDetailsMachine.ts';
import type {
  ListFiltersConfig,
  ListSearchConfig,
  SearchableListInput,
} from '../searchableList/listConfig.ts';
import type { ListQueryKeys } from '../searchableList/listQuery.ts';
import { listMessage } from '../searchableList/listSelectors.ts';
import { createSearchableListMachine } from '../searchableList/searchableListMachine.ts';
import {
  INBOX_FILTER_KEYS,
  inboxFiltersOf,
  inboxFilterValues,
  inboxQueryOf,
  type InboxFilters,
} from './inboxFilters.ts';

/**
 * The admins' inbox of applications and inquiries (issue 21): one more configuration of
 * `createSearchableListMachine` (a search box, its type and status filters (inboxFilters.ts), pages of 10, all in
 * the URL); a row opens the details dialog (`inboxDetails`).
 */

export type InboxApi = Pick<
  ApiClient,
  'listApplications' | 'getApplicationDetails' | 'updateApplication' | 'replyToApplication'
>;

/** One search box over the name, email and mobile (the server's `search`); the URL holds only its text. */
export const INBOX_SEARCH = {
  fields: ['text'],
  defaultField: 'text',
  blank: 'all',
  fieldInUrl: () => false,
} as const satisfies ListSearchConfig<'text'>;

/** The inbox's place in the URL: `?q=sara&page=2`, its filters beside (`type`, `status`). */
export const INBOX_QUERY_KEYS = {
  search: 'q',
  page: 'page',
  filters: Object.values(INBOX_FILTER_KEYS),
} as const satisfies ListQueryKeys;

/** The type and status filters (`./inboxFilters.ts`): both types and the new ones unless the URL says more. */
export const INBOX_FILTERS: ListFiltersConfig<InboxFilters> = {
  parse: inboxFiltersOf,
  write: inboxFilterValues,
};

export type InboxListInput = SearchableListInput<InboxApi>;

/**
 * The inbox: newest first, pages of 10, a search box and the type and status filters; a row opens its details
 * dialog, whose status and member patch the row when it closes.
 */
export const inboxListMachine = createSearchableListMachine<
  InboxApi,
  ApplicationItem,
  ApplicationListResponse,
  'text',
  InboxFilters
>({
  id: 'inboxList',
  load: ({ api, page, applied, filters }, signal) =>
    api.listApplications(
      {
        pageNumber: page,
        pageSize: PAGE_SIZE,
        ...(applied ? { search: applied.value } : {}),
        ...inboxQueryOf(filters),
      },
      { signal },
    ),
  rows: (response) => response.forms,
  totalCount: (response) => response.totalCount,
  failed: (error) => messageFrom(error, messages.applications.failed),
  search: INBOX_SEARCH,
  filters: INBOX_FILTERS,
  rowId: (form) => form.id,
  dialogs: {
    details: {
      logic: inboxDetailsMachine,
      input: ({ api, row }) => ({ api, id: row.id }),
    },
  },
});

export type InboxListSnapshot = SnapshotFrom<typeof inboxListMachine>;

/** 'Loading...', the error, 'No applications found.', or none. */
export const inboxListMessage = (snapshot: InboxListSnapshot) =>
  listMessage(snapshot, messages.applications.noApplications);
