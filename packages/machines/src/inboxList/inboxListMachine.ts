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
import {
  createSearchableListMachine,
  listMessage,
  type ListSearchConfig,
  type SearchableListInput,
} from '../searchableList/searchableListMachine.ts';

/**
 * The admins' inbox of applications and inquiries (issue 21): one more configuration of
 * `createSearchableListMachine` (a search box, pages of 10; its type and status filters are the page's, in the
 * URL, given to the list call: inboxFilters.ts); a row opens the details dialog (`inboxDetails`).
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

export type InboxListInput = SearchableListInput<InboxApi>;

/**
 * The inbox: newest first, pages of 10, a search box; a row opens its details dialog, whose status and member
 * patch the row when it closes. The type and status filters are given by the page with the api (`listApplications`).
 */
export const inboxListMachine = createSearchableListMachine<
  InboxApi,
  ApplicationItem,
  ApplicationListResponse,
  'text'
>({
  id: 'inboxList',
  load: ({ api, page, applied }, signal) =>
    api.listApplications(
      { pageNumber: page, pageSize: PAGE_SIZE, ...(applied ? { search: applied.value } : {}) },
      { signal },
    ),
  rows: (response) => response.forms,
  totalCount: (response) => response.totalCount,
  failed: (error) => messageFrom(error, messages.applications.failed),
  search: INBOX_SEARCH,
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
