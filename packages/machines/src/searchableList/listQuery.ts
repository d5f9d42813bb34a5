import { validPage } from '../shared/paging.ts';

/**
 * A list's place in the URL, both ways: the search field, its text, the page and the list's filters, read from a
 * URL query and written back into one. The list machine (`createSearchableListMachine`) works on the parsed
 * place (`parseListQuery`, `listQueryOf`, `listQueryKey`); the panel that owns the list reads and writes the
 * address with the list's own key names (`readListQuery`, `writeListQuery`).
 */

/** A list's place as the URL holds it (raw strings, or parsed values): the field, the text, the page, the filters. */
export interface ListQueryState {
  searchBy?: string | null;
  search?: string | null;
  page?: number | string | null;
  /** The filters' values as the URL holds them, by their key (a list without filters has none). */
  filters?: Readonly<Record<string, string>>;
}

/** A list's place to write in the URL: only what differs from the default (no search, page 1, no filter). */
export interface ListQuery {
  searchBy?: string;
  search?: string;
  page?: number;
  filters?: Readonly<Record<string, string>>;
}

/** A search the URL holds: a field and the trimmed text. */
export interface AppliedSearch<Field extends string = string> {
  searchBy: Field;
  value: string;
}

/**
 * The search part of a list's config that decides its place (see `ListSearchConfig` in the factory): the fields,
 * the default one, whether a blank search lists anything, and whether the field is written.
 */
export interface ListPlaceConfig<Field extends string> {
  fields: readonly Field[];
  defaultField: Field | '';
  blank: 'all' | 'none';
  fieldInUrl?: (field: Field) => boolean;
}

/**
 * The names a list gives its place in the URL query, e.g. `{ searchBy: 'by', search: 'q', page: 'page' }` (the
 * history pages' `by` is there only for a picked member: `?by=member&username=sara.haddad`), and its filters'
 * keys (`?status=active`: the API's own names).
 */
export interface ListQueryKeys {
  searchBy?: string;
  search: string;
  page: string;
  filters?: readonly string[];
}

/** The list's place in a URL query (`?by=username&q=ali&page=2`), raw: the list machine parses it. */
export function readListQuery(
  query: string | URLSearchParams,
  keys: ListQueryKeys,
): ListQueryState {
  const params = new URLSearchParams(query);
  const filters: Record<string, string> = {};
  for (const key of keys.filters ?? []) {
    const value = params.get(key);
    if (value !== null) filters[key] = value;
  }
  return {
    searchBy: keys.searchBy ? params.get(keys.searchBy) : null,
    search: params.get(keys.search),
    page: params.get(keys.page),
    ...(keys.filters ? { filters } : {}),
  };
}

/** `current` with the list's keys replaced by `query` (any other keys kept), without the '?'. */
export function writeListQuery(
  current: string | URLSearchParams,
  keys: ListQueryKeys,
  query: ListQuery,
): string {
  const next = new URLSearchParams(current);
  const { filters: filterKeys = [], ...own } = keys;
  for (const key of [...Object.values(own), ...filterKeys]) next.delete(key);
  // The lists' machines give a search with its field; the history pages' field is optional (`by=member`).
  if (query.search) {
    if (keys.searchBy && query.searchBy) next.set(keys.searchBy, query.searchBy);
    next.set(keys.search, query.search);
  }
  for (const [key, value] of Object.entries(query.filters ?? {}))
    if (filterKeys.includes(key)) next.set(key, value);
  if (query.page && query.page > 1) next.set(keys.page, String(query.page));
  return next.toString();
}

/** The search and page a URL query asks for; anything invalid is ignored (no search, page 1). */
export function parseListQuery<Field extends string>(
  search: ListPlaceConfig<Field>,
  query: ListQueryState | undefined,
): { applied: AppliedSearch<Field> | null; page: number } {
  const asked = query?.searchBy;
  const field = (search.fields as readonly unknown[]).includes(asked)
    ? (asked as Field)
    : search.defaultField;
  const value = field === '' ? '' : (query?.search ?? '').trim();
  return {
    applied: field !== '' && value !== '' ? { searchBy: field, value } : null,
    page: validPage(query?.page),
  };
}

/**
 * The URL query of a search, page and filters (their URL values, `filters`): only what differs from the default.
 */
export function listQueryOf<Field extends string>(
  search: ListPlaceConfig<Field>,
  applied: AppliedSearch<Field> | null,
  page: number,
  filters: Readonly<Record<string, string>> = {},
): ListQuery {
  const filtered = Object.keys(filters).length ? { filters } : {};
  if (!applied) return search.blank === 'none' || page <= 1 ? filtered : { ...filtered, page };
  return {
    ...((search.fieldInUrl?.(applied.searchBy) ?? true) ? { searchBy: applied.searchBy } : {}),
    search: applied.value,
    ...filtered,
    ...(page > 1 ? { page } : {}),
  };
}

/** One string per place, to compare queries. */
export function listQueryKey(query: ListQuery): string {
  const filters = Object.entries(query.filters ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([query.searchBy ?? '', query.search ?? '', query.page ?? 1, filters]);
}

/** What `setQuery` is given: the list's place to write, and whether it replaces the history entry. */
export interface SetQueryParams {
  query: ListQuery;
  replace: boolean;
}
