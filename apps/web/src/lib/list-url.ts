import type { SetQueryParams } from '@mijas/machines';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { useFlow } from './use-flow.ts';

/**
 * The names a list gives its place in the URL query, e.g. `{ searchBy: 'by', search: 'q', page: 'page' }` (the
 * history pages' `by` is there only for a picked member: `?by=member&username=sara.haddad`).
 */
export interface ListQueryKeys {
  searchBy?: string;
  search: string;
  page: string;
}

/** A list's place as the URL holds it (raw strings, for the list machine to parse). */
export interface ListQueryState {
  searchBy: string | null;
  search: string | null;
  page: string | null;
}

/** A list's place to write: only what differs from the default (the list machines' `…ListQuery`). */
export interface ListQuery {
  searchBy?: string;
  search?: string;
  page?: number;
}

export function readListQuery(params: URLSearchParams, keys: ListQueryKeys): ListQueryState {
  return {
    searchBy: keys.searchBy ? params.get(keys.searchBy) : null,
    search: params.get(keys.search),
    page: params.get(keys.page),
  };
}

/** `current` with the list's keys replaced by `query` (any other keys kept), without the '?'. */
export function writeListQuery(
  current: URLSearchParams,
  keys: ListQueryKeys,
  query: ListQuery,
): string {
  const next = new URLSearchParams(current);
  for (const key of Object.values(keys)) next.delete(key);
  // The lists' machines give a search with its field; the history pages' field is optional (`by=member`).
  if (query.search) {
    if (keys.searchBy && query.searchBy) next.set(keys.searchBy, query.searchBy);
    next.set(keys.search, query.search);
  }
  if (query.page && query.page > 1) next.set(keys.page, String(query.page));
  return next.toString();
}

/**
 * Keeps a list's search and page in the URL, both ways: a new search or page is a new history entry (so Back
 * returns to the previous view; with `replace`, for searches made as one types, it replaces the entry), and a
 * URL changed from outside (Back, Forward, a link to the bare list) is handed to `restore`, which sends the
 * list machine its `query.restore`. `restore` must be stable.
 */
export function useListInUrl(
  keys: ListQueryKeys,
  query: ListQuery,
  restore: (query: ListQueryState) => void,
  { replace = false }: { replace?: boolean } = {},
): void {
  const location = useLocation();
  const navigate = useNavigate();
  // The addresses this hook wrote that the router has not shown yet, oldest first. When one arrives it is the
  // list's own state coming back (perhaps already outdated by more typing), not a change from outside.
  const written = useRef<string[]>([]);

  // URL → list.
  useEffect(() => {
    const own = written.current.indexOf(location.search);
    if (own >= 0) {
      written.current = written.current.slice(own + 1);
      return;
    }
    written.current = [];
    restore(readListQuery(new URLSearchParams(location.search), keys));
  }, [restore, location.search, keys]);

  // List → URL, compared with the URL as it is now (a ref: a URL change alone must not write it back).
  const search = useRef(location.search);
  useEffect(() => {
    search.current = location.search;
  }, [location.search]);
  const own = writeListQuery(new URLSearchParams(), keys, query);
  useEffect(() => {
    const current = new URLSearchParams(search.current);
    const next = writeListQuery(current, keys, queryOf(new URLSearchParams(own), keys));
    if (next === current.toString()) return;
    const target = next ? `?${next}` : '';
    written.current.push(target);
    void navigate({ search: target }, { preventScrollReset: true, replace });
  }, [own, keys, navigate, replace]);
}

function queryOf(params: URLSearchParams, keys: ListQueryKeys): ListQuery {
  const page = Number(params.get(keys.page) ?? '1');
  return {
    ...(keys.searchBy && params.has(keys.searchBy)
      ? { searchBy: params.get(keys.searchBy) ?? '' }
      : {}),
    ...(params.has(keys.search) ? { search: params.get(keys.search) ?? '' } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

/**
 * Starts a list page's machine (`createSearchableListMachine`) on the URL, the one source of the list's place:
 * the machine reads the query when the page opens (`input.query`) and at every change of the location
 * (`url.change`), and changes it only through its action `setQuery`, provided here with the router (other keys
 * of the query, such as the panel's `tab`, are kept).
 */
export function useListFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  keys: ListQueryKeys,
  input: Omit<InputFrom<TMachine>, 'query'>,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const [query] = useState(() => readListQuery(new URLSearchParams(location.search), keys));
  // The location as it is now, for `setQuery` (a ref: the machine's implementations are fixed).
  const current = useRef(location.search);
  useEffect(() => {
    current.current = location.search;
  }, [location.search]);
  const actions = useMemo(
    () => ({
      setQuery: (_: unknown, params: SetQueryParams) => {
        const next = writeListQuery(new URLSearchParams(current.current), keys, params.query);
        void navigate(
          { search: next ? `?${next}` : '' },
          { replace: params.replace, preventScrollReset: true },
        );
      },
    }),
    [keys, navigate],
  );
  const list = useFlow(machine, { ...input, query } as InputFrom<TMachine>, actions);
  // The router's news for the machine (Back, Forward, a link, or the URL it asked for); the place it shows
  // already is nothing new to it.
  useEffect(() => {
    const query = readListQuery(new URLSearchParams(location.search), keys);
    list.send({ type: 'url.change', query } as never);
  }, [list, location.search, keys]);
  return list;
}
