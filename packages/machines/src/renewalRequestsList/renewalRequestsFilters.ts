import { RENEWAL_REQUEST_STATUSES, type RenewalRequestStatus } from '@mijas/api';
import type { ListQueryKeys } from '../searchableList/listQuery.ts';

/**
 * Renewal requests' filter (issue 34), kept in the URL beside its page: `?status=all`. With no `status` the page
 * shows the pending ones (what the office acts on); `status=all` shows every one.
 */
export const RENEWAL_REQUESTS_FILTER_KEYS = { status: 'status' } as const;

/** Renewal requests' place in the address: its page and status (it has no search). */
export const RENEWAL_REQUESTS_QUERY_KEYS = {
  search: 'q',
  page: 'page',
  filters: Object.values(RENEWAL_REQUESTS_FILTER_KEYS),
} as const satisfies ListQueryKeys;

export type RenewalRequestsStatusFilter = RenewalRequestStatus | 'all';
export const RENEWAL_REQUESTS_STATUS_FILTERS = [...RENEWAL_REQUEST_STATUSES, 'all'] as const;
export const DEFAULT_RENEWAL_REQUESTS_STATUS: RenewalRequestsStatusFilter = 'pending';

export interface RenewalRequestsFilters {
  status: RenewalRequestsStatusFilter;
}

/** The filter the URL's values hold; anything unknown is the pending ones. */
export function renewalRequestsFiltersOf(
  values: Readonly<Record<string, string>>,
): RenewalRequestsFilters {
  const status = values[RENEWAL_REQUESTS_FILTER_KEYS.status];
  return {
    status: (RENEWAL_REQUESTS_STATUS_FILTERS as readonly unknown[]).includes(status)
      ? (status as RenewalRequestsStatusFilter)
      : DEFAULT_RENEWAL_REQUESTS_STATUS,
  };
}

/** The URL's values of `filters`: only what differs from the default. */
export function renewalRequestsFilterValues(
  filters: RenewalRequestsFilters,
): Record<string, string> {
  return filters.status === DEFAULT_RENEWAL_REQUESTS_STATUS
    ? {}
    : { [RENEWAL_REQUESTS_FILTER_KEYS.status]: filters.status };
}
