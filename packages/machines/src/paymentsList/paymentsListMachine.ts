import {
  messageFrom,
  adminPaymentMessages,
  PAGE_SIZE,
  type ApiClient,
  type PaymentList,
  type Receipt,
} from '@mijas/api';
import type { SnapshotFrom } from 'xstate';
import { adminPlansMachine } from '../adminPlans/adminPlansMachine.ts';
import type { SearchableListInput } from '../searchableList/listConfig.ts';
import { listMessage } from '../searchableList/listSelectors.ts';
import { createSearchableListMachine } from '../searchableList/searchableListMachine.ts';
import {
  paymentsFiltersOf,
  paymentsFilterValues,
  paymentsQueryOf,
  type PaymentsFilters,
} from './paymentsFilters.ts';

/**
 * Payments, the treasurer's list (issue 34): every payment (a receipt each), newest first, pages of 10, filtered by
 * period, method, plan and member (all in the URL); the answer's totals per method and per month are its summary.
 * Beside it, the child `plans` (`adminPlansMachine`) lists every plan, active and retired, for the plan filter.
 */

export type PaymentsApi = Pick<ApiClient, 'listPayments' | 'getAdminPlans'>;

export type PaymentsListInput = SearchableListInput<PaymentsApi>;

/** What the page shows beside the rows: the totals of every payment the filters match, and the currency. */
export type PaymentsSummary = Pick<PaymentList, 'totals' | 'currency'>;

export const paymentsListMachine = createSearchableListMachine<
  PaymentsApi,
  Receipt,
  PaymentList,
  never,
  PaymentsFilters
>({
  id: 'paymentsList',
  load: ({ api, page, filters }, signal) =>
    api.listPayments(
      { pageNumber: page, pageSize: PAGE_SIZE, ...withoutBlanks(paymentsQueryOf(filters)) },
      { signal },
    ),
  rows: (response) => response.payments,
  totalCount: (response) => response.totalCount,
  summary: (response): PaymentsSummary => ({
    totals: response.totals,
    currency: response.currency,
  }),
  failed: (error) => messageFrom(error, adminPaymentMessages().paymentsFailed),
  search: { fields: [], defaultField: '', blank: 'all', fieldInUrl: () => false },
  filters: { parse: paymentsFiltersOf, write: paymentsFilterValues },
  rowId: (payment) => payment.receiptNumber,
  companions: { plans: { logic: adminPlansMachine, input: ({ api }) => ({ api }) } },
});

/** The filters without the ones not given (the call's query has no `undefined`). */
export function withoutBlanks(filters: PaymentsFilters): PaymentsFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as PaymentsFilters;
}

export type PaymentsListSnapshot = SnapshotFrom<typeof paymentsListMachine>;

/** 'Loading...', the error, 'No payments found.', or none. */
export const paymentsListMessage = (snapshot: PaymentsListSnapshot) =>
  listMessage(snapshot, adminPaymentMessages().noPayments);
