import { HISTORY_SEARCH_DEBOUNCE_MS, searchTextSchema } from '@mijas/api';
import {
  and,
  assign,
  enqueueActions,
  fromPromise,
  sendParent,
  sendTo,
  setup,
  spawnChild,
  stopChild,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyStateMachine,
} from 'xstate';
import { childCame, childLoader, loadedChild } from '../shared/childLoader.ts';
import { notify, type Toast } from '../shared/notify.ts';
import { memberSuggestionsMachine } from '../memberSuggestions/memberSuggestionsMachine.ts';
import { pageCountOf } from '../shared/paging.ts';
import type {
  LoadPageInput,
  RowChange,
  SearchableListConfig,
  SearchableListContext,
  SearchableListEvent,
  SearchableListInput,
} from './listConfig.ts';
import {
  listQueryKey,
  listQueryOf,
  parseListQuery,
  type AppliedSearch,
  type ListQuery,
  type ListQueryState,
  type SetQueryParams,
} from './listQuery.ts';

/**
 * Every list of the app (View Members, View Admins, Membership History, Member History) is one flow: a search,
 * pages of 10, 'Loading...', a failure with a retry, an empty message, and dialogs about a row. This builds a
 * list page's root machine from the list's config.
 *
 * The URL is the one source of the list's place (the search field, its text, the page, its filters; the
 * histories' picked member), read and written by `./listQuery.ts`. The machine reads it when the page opens
 * (`input.query`) and whenever the location changes (`url.change`: Back, Forward, a link, or the URL it asked
 * for), and changes it only through the action `setQuery`, which its owner provides (the panel the list is a
 * child of: `adminPanelMachine`, `superadminPanelMachine`). A search, a page button, other filters or a cleared
 * search asks for a new URL (`awaiting`), and the list follows once the URL holds it; a live search's pause
 * loads at once beside the URL it asks for, which then changes to the place shown. Only the search box (field
 * and text) is the machine's own, a draft until searched.
 *
 * The root is parallel: `list` (the rows) and `dialog` (closed, or one state per dialog of the config, each
 * invoking the dialog's machine; its output, a row's change `{ id, patch }`, is applied to the rows when it is
 * done).
 */

/**
 * Machines never import the router: the URL is changed by the named action `setQuery`, which the list's owner
 * provides (a panel, with its router). Its default does nothing (a test sends the `url.change` a router would).
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

/** The contract's message for a search text it refuses (too long), or null. */
function searchErrorOf(value: string): string | null {
  const parsed = searchTextSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

type Context = SearchableListContext<unknown, unknown, string>;
type Args = { context: Context; event: AnyEventObject };
type Enqueue = {
  enqueue: {
    spawnChild: (logic: AnyStateMachine, options: { id: string; input: unknown }) => void;
  };
};

/** The loader of a dialog whose machine's code comes when it opens (`ListDialogConfig.load`). */
const codeOf = (dialog: string) => `${dialog}Code`;

/** Builds the root machine of one list page. */
export function createSearchableListMachine<
  Api,
  Row,
  Response,
  Field extends string,
  Filters extends object = object,
>(config: SearchableListConfig<Api, Row, Response, Field, Filters>) {
  const { search } = config;
  const live = search.live === true;
  const suggestions = search.suggestions;
  const hasIdle = search.blank === 'none' || search.validate === true;
  const dialogs = Object.entries(config.dialogs ?? {});
  const companions = Object.entries(config.companions ?? {});
  const noRows = { rows: [], totalCount: 0, pageCount: 0, summary: null, error: null };

  /** The filters a URL query holds (none without the config's). */
  const filtersOf = (query: ListQueryState | undefined) =>
    (config.filters?.parse(query?.filters ?? {}) ?? {}) as Record<string, unknown>;
  /** The filters' values in the URL. */
  const valuesOf = (filters: unknown) => config.filters?.write(filters as Filters) ?? {};
  const parse = (query: ListQueryState | undefined) => ({
    ...parseListQuery(search, query),
    filters: filtersOf(query),
  });
  const queryOf = (applied: AppliedSearch<Field> | null, page: number, filters: unknown) =>
    listQueryOf(search, applied, page, valuesOf(filters));
  const shownKey = (context: Context) =>
    listQueryKey(
      queryOf(context.applied as AppliedSearch<Field> | null, context.page, context.filters),
    );
  const urlKey = (event: AnyEventObject) => {
    const { applied, page, filters } = parse(event.query as ListQueryState);
    return listQueryKey(queryOf(applied, page, filters));
  };
  const searchOf = (field: string, value: string): AppliedSearch<Field> | null =>
    field !== '' && value.trim() !== '' ? { searchBy: field as Field, value: value.trim() } : null;
  const isBlankOrRefused = (value: string) =>
    value.trim() === '' || (search.validate === true && searchErrorOf(value) !== null);

  /** The URL query an event asks for (the filters kept, but by `filters.change`). */
  const wanted = ({ context, event }: Args): ListQuery => {
    const applied = context.applied as AppliedSearch<Field> | null;
    const { filters } = context;
    switch (event.type) {
      case 'page.change':
        return queryOf(applied, event.page as number, filters);
      case 'filters.change':
        return queryOf(applied, 1, event.filters);
      case 'member.pick':
        return queryOf(
          searchOf(suggestions?.pickField ?? '', event.username as string),
          1,
          filters,
        );
      case 'search.clear':
        return queryOf(null, 1, filters);
      case 'search.change':
        // Typed text is a search by the default field again (after a pick too), from page 1.
        return queryOf(searchOf(search.defaultField, event.value as string), 1, filters);
      case 'xstate.done.actor.loadPage':
        // A page past the end (a stale URL, rows gone since): the last page instead.
        return queryOf(
          applied,
          Math.max(1, pageCountOf(config.totalCount(event.output as Response))),
          filters,
        );
      default:
        // Search, or the typing's pause: what the box holds, from page 1.
        return queryOf(searchOf(context.searchBy, context.searchValue), 1, filters);
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

  // A list with no search (the reminders sent) takes no search events: none could change what it shows.
  const searchless = !live && search.fields.length === 0;
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
  if (searchless) delete listOn['search.clear'];
  else if (live) {
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
  // Other filters are always another URL (the page shown holds these filters).
  if (config.filters)
    listOn['filters.change'] = {
      guard: 'otherFilters',
      target: '.awaiting',
      actions: { type: 'requestQuery', params: { replace: false } },
    };
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
          filters: context.filters,
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
        dialogs.map(([name, dialog]) => {
          const input = ({ context }: Args) =>
            dialog.input({
              api: context.api as Api,
              row: context.target?.row as Row,
              action: context.target?.action ?? null,
            });
          const done = (target: string) => ({
            target,
            actions: [
              {
                type: 'applyRowChange',
                params: ({ event }: { event: AnyEventObject }) =>
                  (dialog.change ?? ((output: unknown) => output))(event.output as never),
              },
              'forgetTarget',
            ],
          });
          if (!dialog.load)
            return [
              name,
              {
                invoke: {
                  id: name,
                  src: name,
                  input,
                  onDone: done('closed'),
                  onError: { target: 'closed', actions: 'forgetTarget' },
                },
              },
            ];
          // A dialog whose machine's code comes when it opens (`load`): spawned once here.
          const closed = `#${config.id}.dialog.closed`;
          const close = { target: closed, actions: 'forgetTarget' };
          return [
            name,
            {
              initial: 'loading',
              states: {
                /** Its code comes (the page shows the dialog's frame meanwhile); Escape closes it. */
                loading: {
                  invoke: {
                    id: codeOf(name),
                    src: codeOf(name),
                    onDone: [
                      {
                        guard: childCame,
                        target: 'open',
                        actions: enqueueActions(({ context, event, enqueue }: Args & Enqueue) =>
                          enqueue.spawnChild(loadedChild(event)!, {
                            id: name,
                            input: input({ context, event }),
                          }),
                        ),
                      },
                      { target: 'failed' },
                    ],
                  },
                  on: { 'dialog.cancel': close },
                },
                /** Its code did not come (offline, a new deployment): the frame says so; Try again, or Close. */
                failed: { on: { 'dialog.retry': 'loading', 'dialog.cancel': close } },
                /** The dialog's machine runs, the child `name`, until it ends. */
                open: {
                  exit: stopChild(name),
                  on: {
                    [`xstate.done.actor.${name}`]: done(closed),
                    [`xstate.error.actor.${name}`]: close,
                  },
                },
              },
            },
          ];
        }),
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
      loadPage: fromPromise<Response, LoadPageInput<Api, Field, Filters>>(({ input, signal }) =>
        config.load(input, signal),
      ),
      memberSuggestions: memberSuggestionsMachine,
      ...Object.fromEntries(
        dialogs.map(([name, dialog]) =>
          dialog.load
            ? [codeOf(name), childLoader(() => dialog.load!().then(asListDialog))]
            : [name, asListDialog(dialog.logic!)],
        ),
      ),
      ...Object.fromEntries(companions.map(([name, companion]) => [name, companion.logic])),
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
        const { applied, page, filters } = parse((event as AnyEventObject).query as ListQueryState);
        const own = urlKey(event) === context.requested;
        enqueue.assign({
          applied,
          page,
          filters,
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
      otherFilters: ({ context, event }) =>
        event.type === 'filters.change' &&
        listQueryKey({ filters: valuesOf(event.filters) }) !==
          listQueryKey({ filters: valuesOf(context.filters) }),
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
      const { applied, page, filters } = parse(input.query);
      return {
        api: input.api,
        searchBy: applied?.searchBy ?? search.defaultField,
        searchValue: applied?.value ?? '',
        searchError: search.validate && applied ? searchErrorOf(applied.value) : null,
        applied,
        page,
        filters,
        ...noRows,
        rows: [] as Row[],
        requested: null,
        target: null,
      };
    },
    // The suggestions and the companions live as long as the page.
    ...(suggestions
      ? {
          entry: spawnChild('memberSuggestions', {
            id: 'suggestions',
            input: ({ context }) => ({ api: context.api as never }),
          }),
        }
      : companions.length
        ? {
            entry: companions.map(([name, companion]) =>
              spawnChild(name as 'memberSuggestions', {
                id: name,
                input: ({ context }) => companion.input({ api: context.api as Api }) as never,
              }),
            ),
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
