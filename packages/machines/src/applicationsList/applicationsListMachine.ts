import {
  messageFrom,
  messages,
  PAGE_SIZE,
  type ApiClient,
  type ApplicationListResponse,
  type ApplicationItem,
} from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import type {
  ListFiltersConfig,
  ListSearchConfig,
  SearchableListInput,
} from '../searchableList/listConfig.ts';
import type { ListQueryKeys } from '../searchableList/listQuery.ts';
import { listMessage } from '../searchableList/listSelectors.ts';
import { createSearchableListMachine } from '../searchableList/searchableListMachine.ts';
import {
  APPLICATIONS_FILTER_KEYS,
  applicationsFiltersOf,
  applicationsFilterValues,
  applicationsQueryOf,
  type ApplicationsFilters,
} from './applicationsFilters.ts';

/**
 * Applications, the admins' list of Join Us applications and inquiries (issue 21): one more configuration of
 * `createSearchableListMachine` (a search box, its type and status filters (applicationsFilters.ts), pages of 10, all in
 * the URL); a row opens the details dialog (`applicationDetails`).
 */

export type ApplicationsApi = Pick<
  ApiClient,
  'listApplications' | 'getApplicationDetails' | 'updateApplication' | 'replyToApplication'
>;

/** One search box over the name, email and mobile (the server's `search`); the URL holds only its text. */
export const APPLICATIONS_SEARCH = {
  fields: ['text'],
  defaultField: 'text',
  blank: 'all',
  fieldInUrl: () => false,
} as const satisfies ListSearchConfig<'text'>;

/** Applications' place in the URL: `?q=sara&page=2`, its filters beside (`type`, `status`). */
export const APPLICATIONS_QUERY_KEYS = {
  search: 'q',
  page: 'page',
  filters: Object.values(APPLICATIONS_FILTER_KEYS),
} as const satisfies ListQueryKeys;

/** The type and status filters (`./applicationsFilters.ts`): both types and the new ones unless the URL says more. */
export const APPLICATIONS_FILTERS: ListFiltersConfig<ApplicationsFilters> = {
  parse: applicationsFiltersOf,
  write: applicationsFilterValues,
};

export type ApplicationsListInput = SearchableListInput<ApplicationsApi>;

/**
 * Applications: newest first, pages of 10, a search box and the type and status filters; a row opens its details
 * dialog, whose status and member patch the row when it closes.
 */
export const applicationsListMachine = createSearchableListMachine<
  ApplicationsApi,
  ApplicationItem,
  ApplicationListResponse,
  'text',
  ApplicationsFilters
>({
  id: 'applicationsList',
  load: ({ api, page, applied, filters }, signal) =>
    api.listApplications(
      {
        pageNumber: page,
        pageSize: PAGE_SIZE,
        ...(applied ? { search: applied.value } : {}),
        ...applicationsQueryOf(filters),
      },
      { signal },
    ),
  rows: (response) => response.forms,
  totalCount: (response) => response.totalCount,
  failed: (error) => messageFrom(error, messages.applications.failed),
  search: APPLICATIONS_SEARCH,
  filters: APPLICATIONS_FILTERS,
  rowId: (form) => form.id,
  dialogs: {
    details: {
      // The dialog's machine (the status, replies and the reply form) comes when it opens (issue 32).
      load: () =>
        import('../applicationDetails/applicationDetailsMachine.ts').then(
          (m) => m.applicationDetailsMachine,
        ),
      input: ({ api, row }) => ({ api, id: row.id }),
    },
  },
});

export type ApplicationsListSnapshot = SnapshotFrom<typeof applicationsListMachine>;

/** 'Loading...', the error, 'No applications found.', or none. */
export const applicationsListMessage = (snapshot: ApplicationsListSnapshot) =>
  listMessage(snapshot, messages.applications.noApplications);
