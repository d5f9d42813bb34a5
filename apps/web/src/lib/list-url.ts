import type { ListQuery, ListQueryState, SetQueryParams } from '@mijas/machines';
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
