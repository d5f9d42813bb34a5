import { paymentFilterSchema, type PaymentFilter } from '@mijas/api';

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

export type PaymentsFilters = PaymentFilter;

const FIELDS = Object.keys(PAYMENTS_FILTER_KEYS) as (keyof PaymentFilter)[];

/** The filters the URL's values hold, each one valid on its own. */
export function paymentsFiltersOf(values: Readonly<Record<string, string>>): PaymentsFilters {
  const filters: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const raw = values[PAYMENTS_FILTER_KEYS[field]];
    if (raw === undefined || raw === '') continue;
    const parsed = paymentFilterSchema.shape[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[field] = parsed.data;
  }
  return filters as PaymentsFilters;
}

/** The URL's values of `filters`: only those given. */
export function paymentsFilterValues(filters: PaymentsFilters): Record<string, string> {
  return Object.fromEntries(
    FIELDS.flatMap((field) =>
      filters[field] === undefined || filters[field] === ''
        ? []
        : [[PAYMENTS_FILTER_KEYS[field], String(filters[field])]],
    ),
  );
}

/** The list and export call's filters: a period whose end is before its start is dropped (its `to`). */
export function paymentsQueryOf(filters: PaymentsFilters): PaymentsFilters {
  return filters.from && filters.to && filters.from > filters.to
    ? { ...filters, to: undefined }
    : filters;
}
