import { HISTORY_SEARCH_DEBOUNCE_MS, messages, searchTextSchema } from '@mijas/api';
import {
  and,
  assign,
  enqueueActions,
  fromPromise,
  sendParent,
  sendTo,
  setup,
  spawnChild,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyStateMachine,
} from 'xstate';
import { notify, type Toast } from '../shared/notify.ts';
import { memberSuggestionsMachine } from '../memberSuggestions/memberSuggestionsMachine.ts';
import { pageCountOf, validPage } from '../shared/paging.ts';

/**
 * Every list of the app (View Members, View Admins, Membership History, Member History) is one flow: a search,
 * pages of 10, 'Loading...', a failure with a retry, an empty message, and dialogs about a row. This builds a
 * list page's root machine from the list's config.
 *
 * The URL is the one source of the list's place (the search field, its text, the page; the histories' picked
 * member). The machine reads it when the page opens (`input.query`) and whenever the location changes
 * (`url.change`: Back, Forward, a link, or the URL it asked for), and changes it only through the action
 * `setQuery`, which the page provides with its router. A search, a page button or a cleared search asks for a
 * new URL (`awaiting`), and the list follows once the URL holds it; a live search's pause loads at once beside
 * the URL it asks for, which then changes to the place shown. Only the search box (field and text) is the
 * machine's own, a draft until searched.
 *
 * The root is parallel: `list` (the rows) and `dialog` (closed, or one state per dialog of the config, each
 * invoking the dialog's machine; its output, a row's change `{ id, patch }`, is applied to the rows when it is
 * done).
 */

/** A list's place as the URL holds it (raw strings, or parsed values): the field, the text, the page. */
export interface ListQueryState {
  searchBy?: string | null;
  search?: string | null;
  page?: number | string | null;
}

/** A list's place to write in the URL: only what differs from the default (no search, page 1). */
export interface ListQuery {
  searchBy?: string;
  search?: string;
  page?: number;
}

/** A search the URL holds: a field and the trimmed text. */
export interface AppliedSearch<Field extends string = string> {
  searchBy: Field;
  value: string;
}

/** The fetch actor's input (`loadPage`). */
export interface LoadPageInput<Api, Field extends string = string> {
  api: Api;
  /** 1-based. */
  page: number;
  applied: AppliedSearch<Field> | null;
}

export interface ListSearchConfig<Field extends string> {
  /** The fields a search can be by (the select's options; the histories' `member`, a picked member). */
  fields: readonly Field[];
  /** The field before any choice and after a clear; '' for none (the text input is disabled without one). */
  defaultField: Field | '';
  /** A blank search: 'all' lists every row, 'none' fetches nothing (SPEC §5: the history pages). */
  blank: 'all' | 'none';
  /** Search needs a value (SPEC §5: View Members); otherwise a blank Search shows every row again. */
  requireValue?: boolean;
  /**
   * The typed text searches by itself after a pause and each search replaces the URL's history entry (the
   * histories); otherwise the Search button (or Enter) searches, and each search is a new history entry.
   */
  live?: boolean;
  /** Whether the field is written in the URL (default: always; the histories only for a picked member). */
  fieldInUrl?: (field: Field) => boolean;
  /** The contract's check of a live search's text: a refused text (too long) is not fetched. */
  validate?: boolean;
  /**
   * Members are suggested as one types (`memberSuggestions`, the child `suggestions`); picking one searches by
   * `pickField` with their username.
   */
  suggestions?: { pickField: Field };
}

/** One kind of dialog about a row: the machine invoked while it is open, and its input. */
export interface ListDialogConfig<Api, Row> {
  /** Its toasts (the action `notify`) go through the page machine's `notify`, which the page provides. */
  logic: AnyStateMachine;
  input: (args: { api: Api; row: Row; action: string | null }) => unknown;
  /** Whether a row has this dialog at all (e.g. More Details only for a renewal). */
  offers?: (row: Row) => boolean;
  /** The row's change in the dialog's output, when the output is not `{ id, patch }` already. */
  change?: (output: never) => RowChange<Row>;
}

/** A row's change, as a dialog ends: the list applies `patch` to the row `id` (null: nothing changed). */
export interface RowChange<Row> {
  id: string;
  patch: Partial<Row> | null;
}

export interface SearchableListConfig<Api, Row, Response, Field extends string> {
  id: string;
  /** The call: one page of rows for the search (its actor is `loadPage`). */
  load: (input: LoadPageInput<Api, Field>, signal: AbortSignal) => Promise<Response>;
  rows: (response: Response) => Row[];
  totalCount: (response: Response) => number;
  /** What else of the answer the page shows beside the rows (the reminders' last run), kept as `summary`. */
  summary?: (response: Response) => unknown;
  /** Filters the returned page on the client for a search (SPEC §5 and §7: the full name). */
  filter?: (rows: Row[], applied: AppliedSearch<Field>) => Row[];
  /** The list's failure message for an error. */
  failed: (error: unknown) => string;
  search: ListSearchConfig<Field>;
  dialogs?: Record<string, ListDialogConfig<Api, Row>>;
  /** A row's id, to apply the change a dialog's output names (`{ id, patch }`). */
  rowId?: (row: Row) => string;
}

export interface SearchableListInput<Api> {
  api: Api;
  /** The URL's query when the page opens. */
  query?: ListQueryState;
}

export interface SearchableListContext<Api, Row, Field extends string = string> {
  api: Api;
  /** The field select (a draft until searched). */
  searchBy: Field | '';
  /** The search box (a draft until searched). */
  searchValue: string;
  /** What is wrong with the search box's text (a live search too long), shown at the box. */
  searchError: string | null;
  /** The search the URL holds; null for none. */
  applied: AppliedSearch<Field> | null;
  /** The page the URL holds, 1-based. */
  page: number;
  rows: Row[];
  totalCount: number;
  /** ceil(totalCount / PAGE_SIZE): one page button each. */
  pageCount: number;
  /** The config's `summary` of the last answer; null before one, or without it. */
  summary: unknown;
  error: string | null;
  /** The URL query (its key) this machine asked for and has not seen yet. */
  requested: string | null;
  /** The row (and action) of the open dialog. */
  target: { row: Row; action: string | null } | null;
}

export type SearchableListEvent<Row = unknown> =
  | { type: 'search.byChange'; searchBy: string }
  | { type: 'search.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  /** A suggested member was chosen: their rows only. */
  | { type: 'member.pick'; username: string }
  /** The suggestions are dismissed (Escape, the box left); the typed search stays. */
  | { type: 'suggestions.close' }
  | { type: 'page.change'; page: number }
  | { type: 'list.reload' }
  /** The location changed (Back, Forward, a link, or the URL this machine asked for). */
  | { type: 'url.change'; query: ListQueryState }
  /** A row's menu chose a dialog (and, for a row action, which action). */
  | { type: 'dialog.open'; dialog: string; row: Row; action?: string }
  /** A dialog's toast, for the page's `notify`. */
  | { type: 'dialog.notify'; toast: Toast };

/** What `setQuery` is given: the list's place to write, and whether it replaces the history entry. */
export interface SetQueryParams {
  query: ListQuery;
  replace: boolean;
}

/**
 * Machines never import the router: the URL is changed by the named action `setQuery`, which the page provides
 * with its router. Its default does nothing (a test sends the `url.change` a router would).
 */
export function setQuery(_args: unknown, _params: SetQueryParams): void {}

/**
 * A dialog's machine as a list page's child: its toasts (the action `notify`) are sent to the page's machine,
 * whose `notify` the page provides.
 */
function asListDialog<TMachine extends AnyStateMachine>(logic: TMachine): TMachine {
  return logic.provide({
    actions: {
      notify: sendParent((_: unknown, toast: Toast) => ({ type: 'dialog.notify', toast })),
    },
  } as never) as TMachine;
}

/** The search and page a URL query asks for; anything invalid is ignored (no search, page 1). */
export function parseListQuery<Field extends string>(
  search: ListSearchConfig<Field>,
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

/** The URL query of a search and page: only what differs from the default. */
export function listQueryOf<Field extends string>(
  search: ListSearchConfig<Field>,
  applied: AppliedSearch<Field> | null,
  page: number,
): ListQuery {
  if (!applied) return search.blank === 'none' || page <= 1 ? {} : { page };
  return {
    ...((search.fieldInUrl?.(applied.searchBy) ?? true) ? { searchBy: applied.searchBy } : {}),
    search: applied.value,
    ...(page > 1 ? { page } : {}),
  };
}

/** One string per place, to compare queries. */
export function listQueryKey(query: ListQuery): string {
  return JSON.stringify([query.searchBy ?? '', query.search ?? '', query.page ?? 1]);
}

/** The contract's message for a search text it refuses (too long), or null. */
function searchErrorOf(value: string): string | null {
  const parsed = searchTextSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

type Context = SearchableListContext<unknown, unknown, string>;
type Args = { context: Context; event: AnyEventObject };

/** Builds the root machine of one list page. */
export function createSearchableListMachine<Api, Row, Response, Field extends string>(
  config: SearchableListConfig<Api, Row, Response, Field>,
) {
  const { search } = config;
  const live = search.live === true;
  const suggestions = search.suggestions;
  const hasIdle = search.blank === 'none' || search.validate === true;
  const dialogs = Object.entries(config.dialogs ?? {});
  const noRows = { rows: [], totalCount: 0, pageCount: 0, summary: null, error: null };

  const parse = (query: ListQueryState | undefined) => parseListQuery(search, query);
  const queryOf = (applied: AppliedSearch<Field> | null, page: number) =>
    listQueryOf(search, applied, page);
  const shownKey = (context: Context) =>
    listQueryKey(queryOf(context.applied as AppliedSearch<Field> | null, context.page));
  const urlKey = (event: AnyEventObject) => {
    const { applied, page } = parse(event.query as ListQueryState);
    return listQueryKey(queryOf(applied, page));
  };
  const searchOf = (field: string, value: string): AppliedSearch<Field> | null =>
    field !== '' && value.trim() !== '' ? { searchBy: field as Field, value: value.trim() } : null;
  const isBlankOrRefused = (value: string) =>
    value.trim() === '' || (search.validate === true && searchErrorOf(value) !== null);

  /** The URL query an event asks for. */
  const wanted = ({ context, event }: Args): ListQuery => {
    const applied = context.applied as AppliedSearch<Field> | null;
    switch (event.type) {
      case 'page.change':
        return queryOf(applied, event.page as number);
      case 'member.pick':
        return queryOf(searchOf(suggestions?.pickField ?? '', event.username as string), 1);
      case 'search.clear':
        return {};
      case 'search.change':
        // Typed text is a search by the default field again (after a pick too), from page 1.
        return queryOf(searchOf(search.defaultField, event.value as string), 1);
      case 'xstate.done.actor.loadPage':
        // A page past the end (a stale URL, rows gone since): the last page instead.
        return queryOf(
          applied,
          Math.max(1, pageCountOf(config.totalCount(event.output as Response))),
        );
      default:
        // Search, or the typing's pause: what the box holds, from page 1.
        return queryOf(searchOf(context.searchBy, context.searchValue), 1);
    }
  };
  /** Asking for the wanted query now: it was asked already, the URL holds it, or a new URL. */
  const outcome = (args: Args): 'asked' | 'shown' | 'new' => {
    const key = listQueryKey(wanted(args));
    if (args.context.requested !== null) return key === args.context.requested ? 'asked' : 'new';
    return key === shownKey(args.context) ? 'shown' : 'new';
  };

  /**
   * The transitions of an event that asks for a URL: to `starting` when the URL holds it already (the list
   * shows that place again: a reload), else to `awaiting` with the URL asked for (unless asked already).
   * `prefix` is '.' for transitions of the `list` region, '' for those of its states.
   */
  const ask = (
    prefix: string,
    replace: boolean,
    options: { guard?: string; actions?: unknown[] } = {},
  ) => {
    const actions = options.actions ?? [];
    return [
      {
        guard: options.guard ? and([options.guard, 'urlHoldsIt']) : 'urlHoldsIt',
        target: `${prefix}starting`,
        actions,
      },
      {
        ...(options.guard ? { guard: options.guard } : {}),
        target: `${prefix}awaiting`,
        actions: [...actions, { type: 'requestQuery', params: { replace } }],
      },
    ];
  };

  const closeSuggestions = suggestions ? [sendTo('suggestions', { type: 'suggest.close' })] : [];

  const listOn: Record<string, unknown> = {
    'url.change': [
      // Nothing moved for this list (another part of the URL changed, or it shows that place already).
      { guard: 'urlShown', actions: 'forgetAsked' },
      { target: '.starting', actions: 'applyUrl' },
    ],
    'search.clear': live
      ? {
          // Nothing to show at once; the URL follows the box.
          target: '.idle',
          actions: [
            'clearDraft',
            ...closeSuggestions,
            { type: 'requestQuery', params: { replace: true } },
          ],
        }
      : ask('.', false, { actions: ['clearDraft'] }),
  };
  if (live) {
    listOn['search.change'] = [
      {
        // Blank, or refused by the contract: nothing to fetch or suggest; the URL follows the box.
        guard: 'typedNothingToFetch',
        target: '.idle',
        actions: [
          'typed',
          ...closeSuggestions,
          { type: 'requestQuery', params: { replace: true } },
        ],
      },
      {
        // Every keystroke restarts the wait.
        target: '.debouncing',
        reenter: true,
        actions: [
          'typed',
          ...(suggestions
            ? [
                sendTo('suggestions', ({ event }: Args) => ({
                  type: 'suggest.query',
                  value: event.value as string,
                })),
              ]
            : []),
        ],
      },
    ];
  } else {
    listOn['search.byChange'] = { guard: 'knownField', actions: 'chooseField' };
    listOn['search.change'] = {
      guard: 'fieldChosen',
      actions: assign({ searchValue: ({ event }: Args) => event.value as string }),
    };
    listOn['search.submit'] = ask('.', false, { guard: 'canSubmit', actions: ['trimDraft'] });
  }
  if (suggestions) {
    listOn['member.pick'] = ask('.', true, {
      guard: 'pickable',
      actions: ['picked', ...closeSuggestions],
    });
    listOn['suggestions.close'] = { actions: closeSuggestions };
  }

  const listStates: Record<string, unknown> = {
    /** Where the URL's place leads: nothing to fetch (idle), or its page. */
    starting: {
      always: [
        ...(hasIdle ? [{ guard: 'nothingToFetch', target: 'idle' }] : []),
        { target: 'loading' },
      ],
    },
    ...(hasIdle
      ? {
          /** No search (or one the contract refuses): nothing fetched, nothing shown. */
          idle: { entry: 'forgetRows' },
        }
      : {}),
    ...(live
      ? {
          /** Typing: the search waits for a pause. */
          debouncing: {
            tags: ['busy'],
            after: {
              // The pause's search loads at once, beside the URL asked for (in place): the location's change to
              // it is then the place shown already, not one more load.
              [HISTORY_SEARCH_DEBOUNCE_MS]: {
                target: 'starting',
                actions: [{ type: 'requestQuery', params: { replace: true } }, 'showTyped'],
              },
            },
            on: {
              // The URL asked for before the text changed again arrived: the list takes it, the wait goes on.
              'url.change': { guard: 'ownUrl', actions: 'applyUrl' },
            },
          },
        }
      : {}),
    /** A new URL was asked for: the list follows when the location has changed. */
    awaiting: { tags: ['busy'] },
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }: Args) => ({
          api: context.api,
          page: context.page,
          applied: context.applied,
        }),
        onDone: [
          {
            // A page past the end: the last page, in place of this URL.
            guard: 'pastTheEnd',
            target: 'awaiting',
            actions: { type: 'requestQuery', params: { replace: true } },
          },
          { target: 'loaded', actions: 'showPage' },
        ],
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    loaded: {
      on: {
        // Another page is always another URL.
        'page.change': {
          guard: 'otherPage',
          target: 'awaiting',
          actions: { type: 'requestQuery', params: { replace: live } },
        },
        'list.reload': 'loading',
      },
    },
    failed: {
      on: { 'list.reload': 'loading' },
    },
  };

  const dialogRegion = {
    initial: 'closed',
    states: {
      closed: dialogs.length
        ? {
            on: {
              'dialog.open': dialogs.map(([name, dialog]) => ({
                guard: ({ event }: Args) =>
                  event.dialog === name && (dialog.offers?.(event.row as Row) ?? true),
                target: name,
                actions: 'chooseTarget',
              })),
            },
          }
        : {},
      ...Object.fromEntries(
        dialogs.map(([name, dialog]) => [
          name,
          {
            invoke: {
              id: name,
              src: name,
              input: ({ context }: Args) =>
                dialog.input({
                  api: context.api as Api,
                  row: context.target?.row as Row,
                  action: context.target?.action ?? null,
                }),
              onDone: {
                target: 'closed',
                actions: [
                  {
                    type: 'applyRowChange',
                    params: ({ event }: { event: AnyEventObject }) =>
                      (dialog.change ?? ((output: unknown) => output))(event.output as never),
                  },
                  'forgetTarget',
                ],
              },
              onError: { target: 'closed', actions: 'forgetTarget' },
            },
          },
        ]),
      ),
    },
  };

  return setup({
    types: {
      context: {} as SearchableListContext<Api, Row, Field>,
      events: {} as SearchableListEvent<Row>,
      input: {} as SearchableListInput<Api>,
    },
    actors: {
      loadPage: fromPromise<Response, LoadPageInput<Api, Field>>(({ input, signal }) =>
        config.load(input, signal),
      ),
      memberSuggestions: memberSuggestionsMachine,
      ...Object.fromEntries(dialogs.map(([name, dialog]) => [name, asListDialog(dialog.logic)])),
    } as { loadPage: AnyActorLogic; memberSuggestions: typeof memberSuggestionsMachine },
    actions: {
      setQuery,
      notify,
      /** Asks the router for the wanted URL (unless the URL holds it or it was asked), and remembers it. */
      requestQuery: enqueueActions(({ context, event, enqueue }, params: { replace: boolean }) => {
        const args = { context: context as Context, event };
        if (outcome(args) !== 'new') return;
        const query = wanted(args);
        enqueue.assign({ requested: listQueryKey(query) });
        enqueue({ type: 'setQuery', params: { query, replace: params.replace } });
      }) as never,
      /** The URL's place: the search and page shown; the box shows them too unless it is the URL asked for. */
      applyUrl: enqueueActions(({ context, event, enqueue }) => {
        const { applied, page } = parse((event as AnyEventObject).query as ListQueryState);
        const own = urlKey(event) === context.requested;
        enqueue.assign({
          applied,
          page,
          requested: null,
          ...(own
            ? {}
            : {
                searchBy: applied?.searchBy ?? search.defaultField,
                searchValue: applied?.value ?? '',
                searchError: search.validate && applied ? searchErrorOf(applied.value) : null,
              }),
        });
        if (!own && suggestions) enqueue.sendTo('suggestions', { type: 'suggest.close' });
      }) as never,
      forgetAsked: assign(({ context, event }) =>
        urlKey(event) === context.requested ? { requested: null } : {},
      ),
      chooseField: assign(({ event }) =>
        event.type === 'search.byChange'
          ? {
              searchBy: event.searchBy as Field | '',
              // Without a field the input is disabled: it holds nothing.
              ...(event.searchBy === '' ? { searchValue: '' } : {}),
            }
          : {},
      ),
      typed: assign(({ event }) =>
        event.type === 'search.change'
          ? {
              searchBy: search.defaultField,
              searchValue: event.value,
              searchError: search.validate ? searchErrorOf(event.value) : null,
            }
          : {},
      ),
      picked: assign(({ event }) =>
        event.type === 'member.pick'
          ? {
              searchBy: suggestions?.pickField ?? search.defaultField,
              searchValue: event.username.trim(),
              searchError: null,
            }
          : {},
      ),
      /** The box's search, from page 1, is the place shown (the URL holding it follows). */
      showTyped: assign(({ context }) => ({
        applied: searchOf(context.searchBy, context.searchValue),
        page: 1,
      })),
      trimDraft: assign({ searchValue: ({ context }) => context.searchValue.trim() }),
      clearDraft: assign({ searchBy: search.defaultField, searchValue: '', searchError: null }),
      forgetRows: assign(noRows),
      showPage: assign(({ context, event }) => {
        const response = (event as AnyEventObject).output as Response;
        const rows = config.rows(response);
        const totalCount = config.totalCount(response);
        return {
          rows: config.filter && context.applied ? config.filter(rows, context.applied) : rows,
          totalCount,
          pageCount: pageCountOf(totalCount),
          summary: config.summary?.(response) ?? null,
        };
      }),
      showFailure: assign(({ event }) => ({
        ...noRows,
        error: config.failed((event as AnyEventObject).error),
      })),
      chooseTarget: assign(({ event }) =>
        event.type === 'dialog.open'
          ? { target: { row: event.row, action: event.action ?? null } }
          : {},
      ),
      /** A dialog's output `{ id, patch }`: that row changes at once, without a reload. */
      applyRowChange: assign(({ context }, output: Partial<RowChange<unknown>> | undefined) => {
        const rowId = config.rowId;
        if (!rowId || !output?.patch || Object.keys(output.patch).length === 0) return {};
        const { id: _id, ...patch } = output.patch as Record<string, unknown>;
        return {
          rows: context.rows.map((row) => (rowId(row) === output.id ? { ...row, ...patch } : row)),
        };
      }),
      forgetTarget: assign({ target: null }),
    },
    guards: {
      urlHoldsIt: (args) => outcome(args as Args) === 'shown',
      urlShown: ({ context, event }) => urlKey(event) === shownKey(context as Context),
      ownUrl: ({ context, event }) =>
        urlKey(event) === context.requested && urlKey(event) !== shownKey(context as Context),
      nothingToFetch: ({ context }) =>
        context.applied === null
          ? search.blank === 'none'
          : search.validate === true && searchErrorOf(context.applied.value) !== null,
      typedNothingToFetch: ({ event }) =>
        event.type === 'search.change' && isBlankOrRefused(event.value),
      knownField: ({ event }) =>
        event.type === 'search.byChange' &&
        ((search.fields as readonly string[]).includes(event.searchBy) ||
          (event.searchBy === '' && search.defaultField === '')),
      fieldChosen: ({ context }) => context.searchBy !== '',
      canSubmit: ({ context }) =>
        context.searchBy !== '' && (!search.requireValue || context.searchValue.trim() !== ''),
      pickable: ({ event }) => event.type === 'member.pick' && event.username.trim() !== '',
      otherPage: ({ context, event }) =>
        event.type === 'page.change' &&
        Number.isInteger(event.page) &&
        event.page >= 1 &&
        event.page <= context.pageCount &&
        event.page !== context.page,
      pastTheEnd: ({ context, event }) =>
        context.page >
        Math.max(1, pageCountOf(config.totalCount((event as AnyEventObject).output as Response))),
    },
  }).createMachine({
    id: config.id,
    type: 'parallel',
    context: ({ input }) => {
      const { applied, page } = parse(input.query);
      return {
        api: input.api,
        searchBy: applied?.searchBy ?? search.defaultField,
        searchValue: applied?.value ?? '',
        searchError: search.validate && applied ? searchErrorOf(applied.value) : null,
        applied,
        page,
        ...noRows,
        rows: [] as Row[],
        requested: null,
        target: null,
      };
    },
    // The suggestions live as long as the page.
    ...(suggestions
      ? {
          entry: spawnChild('memberSuggestions', {
            id: 'suggestions',
            input: ({ context }) => ({ api: context.api as never }),
          }),
        }
      : {}),
    on: {
      'dialog.notify': {
        actions: { type: 'notify', params: ({ event }) => (event as { toast: Toast }).toast },
      },
    },
    states: {
      list: { initial: 'starting', on: listOn, states: listStates },
      dialog: dialogRegion,
    } as Record<string, { initial: string; states: Record<string, object> }>,
  });
}

/** The list's state in its region (`loading`, `loaded`…). */
export function listState(snapshot: { value: unknown }): string {
  return (snapshot.value as { list: string }).list;
}

/** The open dialog's name, or null. */
export function openDialog(snapshot: { value: unknown }): string | null {
  const dialog = (snapshot.value as { dialog: string }).dialog;
  return dialog === 'closed' ? null : dialog;
}

/**
 * The text shown instead of (or over) the table: 'Loading...' (also while the typing settles or the URL
 * changes), the failure, the empty message (a page without rows), or none.
 */
export function listMessage(
  snapshot: {
    value: unknown;
    hasTag: (tag: string) => boolean;
    context: { rows: unknown[]; error: string | null };
  },
  empty: string,
): string | null {
  if (snapshot.hasTag('busy')) return messages.lists.loading;
  const state = listState(snapshot);
  if (state === 'failed') return snapshot.context.error;
  if (state === 'loaded' && snapshot.context.rows.length === 0) return empty;
  return null;
}
