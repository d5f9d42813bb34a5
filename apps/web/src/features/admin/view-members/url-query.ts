import type { MemberListQueryState } from '@mijas/machines';

/** The query keys View Members keeps in the URL: `?by=username&q=ali&page=2`. */
export const MEMBER_QUERY_KEYS = { searchBy: 'by', search: 'q', page: 'page' } as const;

/** The list's place as the URL holds it. */
export function readMemberQuery(search: URLSearchParams): MemberListQueryState {
  return {
    searchBy: search.get(MEMBER_QUERY_KEYS.searchBy),
    search: search.get(MEMBER_QUERY_KEYS.search),
    page: search.get(MEMBER_QUERY_KEYS.page),
  };
}

/**
 * `current` with the list's keys replaced by `query` (others, if any, are kept), as a search string
 * without the '?'.
 */
export function writeMemberQuery(
  current: URLSearchParams,
  query: { searchBy?: string; search?: string; page?: number },
): string {
  const next = new URLSearchParams(current);
  for (const key of Object.values(MEMBER_QUERY_KEYS)) next.delete(key);
  if (query.searchBy && query.search) {
    next.set(MEMBER_QUERY_KEYS.searchBy, query.searchBy);
    next.set(MEMBER_QUERY_KEYS.search, query.search);
  }
  if (query.page && query.page > 1) next.set(MEMBER_QUERY_KEYS.page, String(query.page));
  return next.toString();
}
