import {
  MEMBER_LIST_FILTER_KEYS,
  memberListFiltersSchema,
  type Locale,
  type MemberListFilters,
} from '@mijas/api';
import { dateTag } from '../../../lib/format.ts';

/**
 * View Members' filters in the URL (issue 21), under the API's own names: `?expiresWithinDays=30`,
 * `?status=active`, `?joinedMonth=2026-03`, `?renewedMonth=…`, `?expiresMonth=…` (the Overview links here with
 * them). Each value is read with the contract's schema; a value it refuses is ignored (a stale or edited link).
 */
export type ListFilterKey = keyof MemberListFilters;

/** The page's key in the URL, dropped whenever the filters change (back to page 1). */
const PAGE_KEY = 'page';

/** The filters the URL holds, each one the contract accepts. */
export function listFiltersOf(search: string): MemberListFilters {
  const params = new URLSearchParams(search);
  const filters: Record<string, unknown> = {};
  for (const key of MEMBER_LIST_FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = memberListFiltersSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as MemberListFilters;
}

/** The URL with `changes` applied (a value sets a filter, null removes it), the rest kept, back to page 1. */
export function withListFilters(
  search: string,
  changes: { [K in ListFilterKey]?: MemberListFilters[K] | null },
): string {
  const next = new URLSearchParams(search);
  next.delete(PAGE_KEY);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** The URL without any filter (the search kept), back to page 1. */
export function withoutListFilters(search: string): string {
  return withListFilters(
    search,
    Object.fromEntries(MEMBER_LIST_FILTER_KEYS.map((key) => [key, null])),
  );
}

/** One key for a set of filters: another set is another list (and another selection). */
export function listFiltersKey(filters: MemberListFilters): string {
  return MEMBER_LIST_FILTER_KEYS.map((key) => `${key}=${filters[key] ?? ''}`).join('&');
}

/** A month of the contract (`2026-03`) in the UI language: 'March 2026', 'آذار 2026'. */
export function monthName(month: string, locale: Locale): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(dateTag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)));
}
