import {
  messageFrom,
  adminPaymentMessages,
  PAGE_SIZE,
  type ApiClient,
  type RenewalRequest,
} from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import type { SearchableListInput } from '../searchableList/listConfig.ts';
import { listMessage } from '../searchableList/listSelectors.ts';
import { createSearchableListMachine } from '../searchableList/searchableListMachine.ts';
import {
  renewalDecisionMachine,
  type RenewalDecisionApi,
} from '../renewalDecision/renewalDecisionMachine.ts';
import {
  renewalRequestsFiltersOf,
  renewalRequestsFilterValues,
  type RenewalRequestsFilters,
} from './renewalRequestsFilters.ts';

/**
 * Renewal requests, the office's queue of members' renewals paid by CliQ, bank transfer or cash (issue 34): one
 * more configuration of `createSearchableListMachine` (no search; the status filter, pending by default; pages of
 * 10, oldest first, all in the URL); a row's Confirm and Reject open their dialogs (`renewalDecision`).
 */

export type RenewalRequestsApi = Pick<ApiClient, 'listRenewalRequests'> & RenewalDecisionApi;

export type RenewalRequestsListInput = SearchableListInput<RenewalRequestsApi>;

export const renewalRequestsListMachine = createSearchableListMachine<
  RenewalRequestsApi,
  RenewalRequest,
  Awaited<ReturnType<ApiClient['listRenewalRequests']>>,
  never,
  RenewalRequestsFilters
>({
  id: 'renewalRequestsList',
  load: ({ api, page, filters }, signal) =>
    api.listRenewalRequests(
      {
        pageNumber: page,
        pageSize: PAGE_SIZE,
        ...(filters.status === 'all' ? {} : { status: filters.status }),
      },
      { signal },
    ),
  rows: (response) => response.renewalRequests,
  totalCount: (response) => response.totalCount,
  failed: (error) => messageFrom(error, adminPaymentMessages().requestsFailed),
  search: { fields: [], defaultField: '', blank: 'all', fieldInUrl: () => false },
  filters: { parse: renewalRequestsFiltersOf, write: renewalRequestsFilterValues },
  rowId: (request) => request.id,
  dialogs: {
    confirm: {
      logic: renewalDecisionMachine,
      input: ({ api, row }) => ({ api, request: row, decision: 'confirm' }),
      offers: (row) => row.status === 'pending',
    },
    reject: {
      logic: renewalDecisionMachine,
      input: ({ api, row }) => ({ api, request: row, decision: 'reject' }),
      offers: (row) => row.status === 'pending',
    },
  },
});

export type RenewalRequestsListSnapshot = SnapshotFrom<typeof renewalRequestsListMachine>;

/** 'Loading...', the error, 'No renewal requests.', or none. */
export const renewalRequestsListMessage = (snapshot: RenewalRequestsListSnapshot) =>
  listMessage(snapshot, adminPaymentMessages().noRequests);
