import type { PaymentFilter } from '@mijas/api';
import type { ListQueryKeys } from '../searchableList/listQuery.ts';

/**
 * Payments' filters (issue 34), kept in the URL beside its page: `?from=2026-11-01&to=2026-11-30&method=cliq&plan=2
 * &member=sara`. Each value the contract refuses (`paymentFilterSchema`) is left out, as if not given.
 */
export const PAYMENTS_FILTER_KEYS = {
  from: 'from',
  to: 'to',
  method: 'method',
  planId: 'plan',
  memberUsername: 'member',
} as const satisfies Record<keyof PaymentFilter, string>;

/** Payments' place in the address: its page and filters (it has no search). */
export const PAYMENTS_QUERY_KEYS = {
  search: 'q',
  page: 'page',
  filters: Object.values(PAYMENTS_FILTER_KEYS),
} as const satisfies ListQueryKeys;
