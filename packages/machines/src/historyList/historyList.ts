import { messages, PAGE_SIZE, type ApiClient } from '@mijas/api';
import type { ListDialogConfig, ListSearchConfig } from '../searchableList/listConfig.ts';
import type { ListQueryKeys } from '../searchableList/listQuery.ts';
import { createSearchableListMachine } from '../searchableList/searchableListMachine.ts';

/**
 * The history pages' list (SPEC §2 Membership History and Member History): one factory, the endpoint its
 * parameter; each history's machine is in its own folder (`membershipHistory`, `memberHistory`).
 */

/** A history's search is by usernames containing the text, or by one picked member's exact username. */
export const HISTORY_SEARCH_FIELDS = ['username', 'member'] as const;
export type HistorySearchBy = (typeof HISTORY_SEARCH_FIELDS)[number];

/**
 * The history pages (SPEC §2, §5): the text finds every member whose username contains it, as one types (a
 * pause first), nothing fetched while it is blank or longer than the contract's limit; members are suggested,
 * and picking one shows their rows only (`?by=member`).
 */
export const HISTORY_SEARCH = {
  fields: HISTORY_SEARCH_FIELDS,
  defaultField: 'username',
  blank: 'none',
  live: true,
  validate: true,
  fieldInUrl: (field: string) => field === 'member',
  suggestions: { pickField: 'member' },
} as const satisfies ListSearchConfig<HistorySearchBy>;

/**
 * The history pages' place in the URL: `?username=sa&page=2` (usernames containing `sa`), or
 * `?by=member&username=sara.haddad` (the member picked from the suggestions).
 */
export const HISTORY_QUERY_KEYS = {
  searchBy: 'by',
  search: 'username',
  page: 'page',
} as const satisfies ListQueryKeys;

/** The client's history calls: one page of actions for a search. */
export type HistoryCall = 'getMembershipHistory' | 'getMemberHistory';
type HistoryQuery<C extends HistoryCall> = Parameters<ApiClient[C]>[0];
type HistoryResponse<C extends HistoryCall> = Awaited<ReturnType<ApiClient[C]>>;
/** A history's row: one action. */
export type HistoryRow<C extends HistoryCall> = HistoryResponse<C>['membershipActions'][number];
/** What a history's page asks of the client: its call, and the members' suggestions. */
export type HistoryApi<C extends HistoryCall> = Pick<ApiClient, C | 'suggestMembers'>;

/**
 * A history's endpoint: the client's call and the names of its query (the spec capitalises Membership History's,
 * `Username`, and not Member History's, `username`).
 */
export interface HistoryEndpoint<C extends HistoryCall> {
  call: C;
  query: {
    /** The text the usernames contain. */
    contains: keyof HistoryQuery<C>;
    /** One member's exact username (a picked suggestion). */
    member: keyof HistoryQuery<C>;
    page: keyof HistoryQuery<C>;
    pageSize: keyof HistoryQuery<C>;
  };
}

export interface HistoryListConfig<C extends HistoryCall, Api extends HistoryApi<C>> {
  /** The machine's id: the admin panel's child of that id. */
  id: string;
  endpoint: HistoryEndpoint<C>;
  /** The list's message when the call fails. */
  failed: () => string;
  /** The dialogs a row opens (Membership History's renewal details). */
  dialogs?: Record<string, ListDialogConfig<Api, HistoryRow<C>>>;
}

/**
 * A history page's machine: the live username search and member pick, a page of actions from its endpoint.
 * `Api`: the calls it needs, its dialogs' too.
 */
export function createHistoryListMachine<
  C extends HistoryCall,
  Api extends HistoryApi<C> = HistoryApi<C>,
>({ id, endpoint, failed, dialogs }: HistoryListConfig<C, Api>) {
  const names = endpoint.query;
  return createSearchableListMachine<Api, HistoryRow<C>, HistoryResponse<C>, HistorySearchBy>({
    id,
    load: ({ api, page, applied }, signal) => {
      const query = {
        [applied?.searchBy === 'member' ? names.member : names.contains]: applied?.value ?? '',
        [names.page]: page,
        [names.pageSize]: PAGE_SIZE,
      } as HistoryQuery<C>;
      const call = api[endpoint.call] as (
        query: HistoryQuery<C>,
        options: { signal: AbortSignal },
      ) => Promise<HistoryResponse<C>>;
      return call(query, { signal });
    },
    rows: (response) => response.membershipActions as HistoryRow<C>[],
    totalCount: (response) => response.totalCount,
    failed,
    search: HISTORY_SEARCH,
    ...(dialogs ? { dialogs } : {}),
  });
}

/** The Made By cell: the admin's username, else N/A. */
export function historyMadeByLabel(madeByUserName: string | null | undefined): string {
  return madeByUserName?.trim() ? madeByUserName : messages.historyLabels.madeByFallback;
}
