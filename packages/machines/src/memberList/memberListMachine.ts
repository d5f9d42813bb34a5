import {
  MEMBER_SEARCH_FIELDS,
  messageFrom,
  messages,
  PAGE_SIZE,
  type ApiClient,
  type MemberListItem,
  type MemberListResponse,
  type MemberSearchField,
} from '@mijas/api';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { pageCountOf, validPage } from '../shared/paging.ts';

/** The search-by select: nothing chosen yet, or one of the three fields (SPEC §2 View Members). */
export type MemberSearchBy = '' | MemberSearchField;

/** A search that was submitted and filters the list. */
export interface AppliedMemberSearch {
  searchBy: MemberSearchField;
  value: string;
}

/** The list's place as the page's URL query keeps it (`?searchBy=&search=&page=`), raw or parsed. */
export interface MemberListQueryState {
  searchBy?: string | null;
  search?: string | null;
  page?: number | string | null;
}

export interface MemberListInput {
  api: Pick<ApiClient, 'listMembers'>;
  /** Restores the search and the page, e.g. from the URL query. Anything invalid is ignored. */
  initial?: MemberListQueryState;
}

export interface MemberListContext {
  api: MemberListInput['api'];
  /** The select's value; the text input is disabled while it is ''. */
  searchBy: MemberSearchBy;
  /** The text input (a draft until submitted). */
  searchValue: string;
  /** The search the list shows; null for the whole list. */
  applied: AppliedMemberSearch | null;
  /** 1-based. */
  page: number;
  members: MemberListItem[];
  totalCount: number;
  /** ceil(totalCount / PAGE_SIZE). */
  pageCount: number;
  error: string | null;
}

export type MemberListEvent =
  | { type: 'search.byChange'; searchBy: MemberSearchBy }
  | { type: 'search.valueChange'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  | { type: 'page.change'; page: number }
  /** After an action on a member succeeds: patch that row at once, without a reload. */
  | { type: 'member.updated'; id: string; patch: Partial<Omit<MemberListItem, 'id'>> }
  | { type: 'list.reload' }
  /**
   * The URL query changed outside the list (Back, Forward, a link): show that search and page. Nothing
   * happens when it already shows them.
   */
  | { type: 'query.restore'; query: MemberListQueryState };

export interface LoadMembersInput {
  api: MemberListInput['api'];
  page: number;
  applied: AppliedMemberSearch | null;
}

function isSearchField(value: unknown): value is MemberSearchField {
  return (MEMBER_SEARCH_FIELDS as readonly unknown[]).includes(value);
}

/** SPEC §5: a search needs a search-by choice and a non-empty value. */
export function canSubmitMemberSearch(
  context: Pick<MemberListContext, 'searchBy' | 'searchValue'>,
): boolean {
  return context.searchBy !== '' && context.searchValue.trim() !== '';
}

/** The list's place for the page's URL query: only what differs from the default. */
export function memberListQuery(context: Pick<MemberListContext, 'applied' | 'page'>): {
  searchBy?: MemberSearchField;
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
export function parseMemberListQuery(query: MemberListQueryState | undefined): {
  applied: AppliedMemberSearch | null;
  page: number;
} {
  const searchBy = isSearchField(query?.searchBy) ? query.searchBy : '';
  const value = searchBy === '' ? '' : (query?.search ?? '').trim();
  return {
    applied: searchBy !== '' && value !== '' ? { searchBy, value } : null,
    page: validPage(query?.page),
  };
}

function sameQuery(
  context: Pick<MemberListContext, 'applied' | 'page'>,
  query: MemberListQueryState,
): boolean {
  const next = parseMemberListQuery(query);
  return (
    next.page === context.page &&
    next.applied?.searchBy === context.applied?.searchBy &&
    next.applied?.value === context.applied?.value
  );
}

function initialContext({ api, initial }: MemberListInput): MemberListContext {
  const { applied, page } = parseMemberListQuery(initial);
  return {
    api,
    searchBy: applied ? applied.searchBy : '',
    searchValue: applied ? applied.value : '',
    applied,
    page,
    members: [],
    totalCount: 0,
    pageCount: 0,
    error: null,
  };
}

/** The admin's View Members list: search by one field, pages of 10, rows patched after actions. */
export const memberListMachine = setup({
  types: {
    context: {} as MemberListContext,
    events: {} as MemberListEvent,
    input: {} as MemberListInput,
  },
  actors: {
    loadMembers: fromPromise<MemberListResponse, LoadMembersInput>(
      ({ input: { api, page, applied }, signal }) =>
        api.listMembers(
          {
            pageNumber: page,
            pageSize: PAGE_SIZE,
            ...(applied ? { [applied.searchBy]: applied.value } : {}),
          },
          { signal },
        ),
    ),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitMemberSearch(context),
    otherPage: ({ context, event }) =>
      event.type === 'page.change' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= context.pageCount &&
      event.page !== context.page,
  },
}).createMachine({
  id: 'memberList',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  on: {
    'search.byChange': {
      actions: assign(({ event }) => ({
        searchBy: event.searchBy,
        // The input is disabled until a field is chosen: without one it holds nothing.
        ...(event.searchBy === '' ? { searchValue: '' } : {}),
      })),
    },
    'search.valueChange': {
      guard: ({ context }) => context.searchBy !== '',
      actions: assign({ searchValue: ({ event }) => event.value }),
    },
    'search.submit': {
      guard: 'canSubmit',
      target: '.loading',
      actions: assign({
        applied: ({ context }) => ({
          searchBy: context.searchBy as MemberSearchField,
          value: context.searchValue.trim(),
        }),
        page: 1,
      }),
    },
    'search.clear': {
      target: '.loading',
      actions: assign({ searchBy: '', searchValue: '', applied: null, page: 1 }),
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
        const { applied, page } = parseMemberListQuery(event.query);
        return {
          applied,
          page,
          searchBy: applied ? applied.searchBy : '',
          searchValue: applied ? applied.value : '',
        };
      }),
    },
    'member.updated': {
      actions: assign({
        members: ({ context, event }) =>
          context.members.map((member) =>
            member.id === event.id ? { ...member, ...event.patch, id: member.id } : member,
          ),
      }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadMembers',
        src: 'loadMembers',
        input: ({ context }) => ({
          api: context.api,
          page: context.page,
          applied: context.applied,
        }),
        onDone: [
          {
            // A page past the end (a stale URL, rows removed since): show the last page instead.
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
              members: ({ event }) => event.output.members,
              totalCount: ({ event }) => event.output.totalCount,
              pageCount: ({ event }) => pageCountOf(event.output.totalCount),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            members: [],
            error: ({ event }) => messageFrom(event.error, messages.lists.membersFailed),
          }),
        },
      },
    },
    loaded: {},
    failed: {},
  },
});

export type MemberListSnapshot = SnapshotFrom<typeof memberListMachine>;

/** The text shown instead of (or over) the table: 'Loading...', the error, 'No members found.', or none. */
export function memberListMessage(snapshot: MemberListSnapshot): string | null {
  if (snapshot.matches('loading')) return messages.lists.loading;
  if (snapshot.matches('failed')) return snapshot.context.error;
  return snapshot.context.members.length === 0 ? messages.lists.noMembers : null;
}
