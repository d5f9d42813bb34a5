import { paymentFilterSchema, type PaymentFilter } from '@mijas/api';
import { PAYMENTS_FILTER_KEYS } from './paymentsKeys.ts';

/** Payments' filters (their keys in the URL: `paymentsKeys.ts`), each one as the contract takes it. */
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
