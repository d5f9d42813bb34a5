import { historyQuery, type HistoryEvent, type HistoryQueryState } from '@mijas/machines';
import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import type { ActorRef, Snapshot } from 'xstate';
import { readListQuery, useListInUrl, type ListQueryState } from '../../../lib/list-url.ts';

/**
 * The history pages' place in the URL: `?username=sa&page=2` (usernames containing `sa`), or
 * `?by=member&username=sara.haddad` (the member picked from the suggestions).
 */
const HISTORY_QUERY_KEYS = { searchBy: 'by', search: 'username', page: 'page' } as const;

type HistoryActor = ActorRef<
  Snapshot<unknown> & { context: { search: string; member: boolean; page: number } },
  HistoryEvent
>;

/** The search and page the URL holds when the page opens (the machine's `initial`). */
export function useInitialHistoryQuery(): HistoryQueryState {
  const location = useLocation();
  const [initial] = useState(() =>
    readListQuery(new URLSearchParams(location.search), HISTORY_QUERY_KEYS),
  );
  return initial;
}

/**
 * Keeps a history page's search and page in the URL, so a reload or a shared link shows the same rows and
 * Back/Forward restore them. The search is made as one types: the URL entry is replaced, not added.
 */
export function useHistoryInUrl(history: HistoryActor): void {
  const query = useSelector(history, (s) => historyQuery(s.context), shallowEqual);
  const restore = useCallback(
    (restored: ListQueryState) => history.send({ type: 'query.restore', query: restored }),
    [history],
  );
  useListInUrl(HISTORY_QUERY_KEYS, query, restore, { replace: true });
}
