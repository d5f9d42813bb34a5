import {
  messageFrom,
  messages,
  PAGE_SIZE,
  type AdminListItem,
  type AdminListResponse,
  type AdminSearchField,
  type ApiClient,
} from '@mijas/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { pageCountOf, validPage } from '../shared/paging.ts';

/** The search-by choices of View Admins. */
export const ADMIN_LIST_SEARCH_FIELDS = [
  'username',
  'email',
  'fullName',
] as const satisfies readonly AdminSearchField[];
export type AdminListSearchBy = (typeof ADMIN_LIST_SEARCH_FIELDS)[number];

/** The select's value before any choice, and after `search.clear` (the server's default field too). */
export const DEFAULT_ADMIN_SEARCH_BY: AdminListSearchBy = 'username';

/** A search that was submitted and filters the list. */
export interface AppliedAdminSearch {
  searchBy: AdminListSearchBy;
  value: string;
}

/** The list's place as the page's URL query keeps it (`?searchBy=&search=&page=`), raw or parsed. */
export interface AdminListQueryState {
  searchBy?: string | null;
  search?: string | null;
  page?: number | string | null;
}

export interface AdminListInput {
  api: Pick<ApiClient, 'listAdmins'>;
  /** Restores the search and the page, e.g. from the URL query. Anything invalid is ignored. */
  initial?: AdminListQueryState;
}

export interface AdminListContext {
  api: AdminListInput['api'];
  /** The select's value. */
  searchBy: AdminListSearchBy;
  /** The text input (a draft until submitted). */
  searchValue: string;
  /** The search the list shows; null for the whole list. */
  applied: AppliedAdminSearch | null;
  /** 1-based. */
  page: number;
  admins: AdminListItem[];
  totalCount: number;
  /** ceil(totalCount / PAGE_SIZE). */
  pageCount: number;
  error: string | null;
}

export type AdminListEvent =
  | { type: 'search.byChange'; searchBy: AdminListSearchBy }
  | { type: 'search.valueChange'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'page.change'; page: number }
  /** After an action on an admin succeeds (activate, deactivate): patch that row at once, without a reload. */
  | { type: 'admin.updated'; id: string; patch: Partial<Omit<AdminListItem, 'id'>> | null }
  | { type: 'list.reload' }
  /**
   * The URL query changed outside the list (Back, Forward, a link): show that search and page. Nothing
   * happens when it already shows them.
   */
  | { type: 'query.restore'; query: AdminListQueryState };

export interface LoadAdminsInput {
  api: AdminListInput['api'];
  page: number;
  applied: AppliedAdminSearch | null;
}

/** The page buttons: one per page, and none at all unless there is more than one page (SPEC §2). */
export function adminListPageButtons(context: Pick<AdminListContext, 'pageCount'>): number[] {
  return context.pageCount > 1 ? Array.from({ length: context.pageCount }, (_, i) => i + 1) : [];
}

function isSearchField(value: unknown): value is AdminListSearchBy {
  return (ADMIN_LIST_SEARCH_FIELDS as readonly unknown[]).includes(value);
}

/** The list's place for the page's URL query: only what differs from the default. */
export function adminListQuery(context: Pick<AdminListContext, 'applied' | 'page'>): {
  searchBy?: AdminListSearchBy;
  search?: string;
  page?: number;
} {
  return {
    ...(context.applied
      ? { searchBy: context.applied.searchBy, search: context.applied.value }
      : {}),
    ...(context.page > 1 ? { page: context.page } : {}),
  };
}

/** The search and page a URL query asks for; anything invalid is ignored (no search, page 1). */
export function parseAdminListQuery(query: AdminListQueryState | undefined): {
  applied: AppliedAdminSearch | null;
  page: number;
} {
  const searchBy = isSearchField(query?.searchBy) ? query.searchBy : DEFAULT_ADMIN_SEARCH_BY;
  const value = (query?.search ?? '').trim();
  return {
    applied: value !== '' ? { searchBy, value } : null,
    page: validPage(query?.page),
  };
}

function sameQuery(
  context: Pick<AdminListContext, 'applied' | 'page'>,
  query: AdminListQueryState,
): boolean {
  const next = parseAdminListQuery(query);
  return (
    next.page === context.page &&
    next.applied?.searchBy === context.applied?.searchBy &&
    next.applied?.value === context.applied?.value
  );
}

/** The search box shows the search the list shows (or the default field and nothing). */
function searchBoxFor(applied: AppliedAdminSearch | null) {
  return {
    searchBy: applied ? applied.searchBy : DEFAULT_ADMIN_SEARCH_BY,
    searchValue: applied ? applied.value : '',
  };
}

function initialContext({ api, initial }: AdminListInput): AdminListContext {
  const { applied, page } = parseAdminListQuery(initial);
  return {
    api,
    ...searchBoxFor(applied),
    applied,
    page,
    admins: [],
    totalCount: 0,
    pageCount: 0,
    error: null,
  };
}

/**
 * The root admin's View Admins list: search by one field, pages of 10, rows patched after actions. A full-name
 * search is also filtered on the client (SPEC §7): `api.listAdmins` does that, so it is not repeated here.
 */
export const adminListMachine = setup({
  types: {
    context: {} as AdminListContext,
    events: {} as AdminListEvent,
    input: {} as AdminListInput,
  },
  actors: {
    loadAdmins: fromPromise<AdminListResponse, LoadAdminsInput>(
      ({ input: { api, page, applied }, signal }) =>
        api.listAdmins(
          {
            pageNumber: page,
            pageSize: PAGE_SIZE,
            ...(applied ? { searchBy: applied.searchBy, search: applied.value } : {}),
          },
          { signal },
        ),
    ),
  },
  guards: {
    otherPage: ({ context, event }) =>
      event.type === 'page.change' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= context.pageCount &&
      event.page !== context.page,
  },
}).createMachine({
  id: 'adminList',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  on: {
    'search.byChange': {
      guard: ({ event }) => isSearchField(event.searchBy),
      actions: assign({ searchBy: ({ event }) => event.searchBy }),
    },
    'search.valueChange': {
      actions: assign({ searchValue: ({ event }) => event.value }),
    },
    // A blank search shows the whole list again.
    'search.submit': {
      target: '.loading',
      actions: assign(({ context }) => {
        const value = context.searchValue.trim();
        return {
          applied: value === '' ? null : { searchBy: context.searchBy, value },
          searchValue: value,
          page: 1,
        };
      }),
    },
    'search.clear': {
      target: '.loading',
      actions: assign({
        searchBy: DEFAULT_ADMIN_SEARCH_BY,
        searchValue: '',
        applied: null,
        page: 1,
      }),
    },
    'page.change': {
      guard: 'otherPage',
      target: '.loading',
      actions: assign({ page: ({ event }) => event.page }),
    },
    'list.reload': { target: '.loading' },
    'query.restore': {
      guard: ({ context, event }) => !sameQuery(context, event.query),
      target: '.loading',
      actions: assign(({ event }) => {
        const { applied, page } = parseAdminListQuery(event.query);
        return { applied, page, ...searchBoxFor(applied) };
      }),
    },
    'admin.updated': {
      actions: assign({
        admins: ({ context, event }) =>
          context.admins.map((admin) =>
            admin.id === event.id ? { ...admin, ...event.patch, id: admin.id } : admin,
          ),
      }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadAdmins',
        src: 'loadAdmins',
        input: ({ context }) => ({
          api: context.api,
          page: context.page,
          applied: context.applied,
        }),
        onDone: [
          {
            // A page past the end (a stale URL, rows gone since): show the last page instead.
            guard: ({ context, event }) =>
              context.page > Math.max(1, pageCountOf(event.output.totalCount)),
            target: 'loading',
            reenter: true,
            actions: assign({
              page: ({ event }) => Math.max(1, pageCountOf(event.output.totalCount)),
            }),
          },
          {
            target: 'loaded',
            actions: assign({
              admins: ({ event }) => event.output.admins,
              totalCount: ({ event }) => event.output.totalCount,
              pageCount: ({ event }) => pageCountOf(event.output.totalCount),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            admins: [],
            error: ({ event }) => messageFrom(event.error, messages.lists.adminsFailed),
          }),
        },
      },
    },
    loaded: {},
    failed: {},
  },
});

export type AdminListSnapshot = SnapshotFrom<typeof adminListMachine>;

/** The text shown instead of the table: 'Loading...', the error, 'No admins found.', or none. */
export function adminListMessage(snapshot: AdminListSnapshot): string | null {
  if (snapshot.matches('loading')) return messages.lists.loading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  return snapshot.context.admins.length === 0 ? messages.lists.noAdmins : null;
}
