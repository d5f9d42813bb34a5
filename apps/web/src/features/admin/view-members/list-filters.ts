import { MEMBER_LIST_FILTER_KEYS, type MemberListFilters } from '@mijas/api';

/**
 * View Members' filters (issue 21), the list machine's (`MEMBER_LIST_FILTERS` of `@mijas/machines` reads and writes
 * them in the address): `?expiresWithinDays=30`, `?status=active`, `?joinedMonth=2026-03`, `?renewedMonth=…`,
 * `?expiresMonth=…`.
 */
export type ListFilterKey = keyof MemberListFilters;

/** `filters` with one filter set to `value`, or without it (null). */
export function withListFilter<K extends ListFilterKey>(
  filters: MemberListFilters,
  key: K,
  value: MemberListFilters[K] | null,
): MemberListFilters {
  const next = { ...filters };
  if (value === null || value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** One key for a set of filters: another set is another list (and another selection). */
export function listFiltersKey(filters: MemberListFilters): string {
  return MEMBER_LIST_FILTER_KEYS.map((key) => `${key}=${filters[key] ?? ''}`).join('&');
}
