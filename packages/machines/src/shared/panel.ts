import {
  enqueueActions,
  sendParent,
  spawnChild,
  stopChild,
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
} from 'xstate';
import {
  readListQuery,
  writeListQuery,
  type ListQueryKeys,
  type SetQueryParams,
} from '../searchableList/listQuery.ts';
import type { PanelLocation } from './panelAddress.ts';

/**
 * What the two panels' machines (`adminPanelMachine`, `superadminPanelMachine`) share: each sub-page has its own
 * address under the panel's (`/admin/view-members?by=username&q=hamza`), with its search and page in the query.
 * The router's location is the panel machine's one input: its route's adapter sends every change as
 * `location.change`, and the machine decides what it shows (which sub-page, the list's place) and which address
 * it asks for instead (a bare `/admin`, the spec's `/view-members`) through the injected `navigate`.
 */

export type LocationChange = { type: 'location.change' } & PanelLocation;

/** `params` as an address's query: '?…', or '' for none. */
export function searchOf(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The query `search` without `key`. */
export function withoutKey(search: string, key: string): string {
  const params = new URLSearchParams(search);
  params.delete(key);
  return searchOf(params);
}

/** The value of `key` in the query `search`, or null. */
export function queryValue(search: string, key: string): string | null {
  return new URLSearchParams(search).get(key);
}

/** A list's place in the query `search`, for its `url.change` or its input. */
export function listPlaceIn(search: string, keys: ListQueryKeys) {
  return readListQuery(search, keys);
}

/** The query `search` with a list's place written into it (`setQuery`), any other key kept. */
export function withListPlace(search: string, keys: ListQueryKeys, params: SetQueryParams): string {
  return searchOf(new URLSearchParams(writeListQuery(search, keys, params.query)));
}

/** What a list asks of its panel: `list.setQuery`, its place to write into the address. */
export type ListSetQuery = { type: 'list.setQuery' } & SetQueryParams;

/** A list as a panel's child: its `setQuery` goes to the panel, which owns the address. */
export function asPanelList<TMachine extends AnyStateMachine>(logic: TMachine): TMachine {
  return logic.provide({
    actions: {
      setQuery: sendParent((_: unknown, params: SetQueryParams): ListSetQuery => ({
        type: 'list.setQuery',
        ...params,
      })),
    },
  } as never) as TMachine;
}

/** A panel's list sub-page: its child's id (the list machine's own) and the names of its place in the address. */
export interface PanelList {
  id: string;
  keys: ListQueryKeys;
}

/**
 * A list sub-page's state: its list a child for as long as it is shown (named by its id, the panel's actor of
 * that name), started on its place in the address.
 */
export function listChild(list: PanelList) {
  const spawn = spawnChild(
    list.id as never,
    {
      id: list.id,
      input: ({ context }: { context: { api: unknown; search: string } }) => ({
        api: context.api,
        query: listPlaceIn(context.search, list.keys),
      }),
    } as never,
  );
  // Typed for any panel's setup: the actor is the panel's own of that name.
  return { entry: [spawn] as never[], exit: stopChild(list.id) as never };
}

/**
 * A lazy list sub-page's state (issue 32: a list whose machine brings what no other sub-page needs): its list a
 * child for as long as it is shown, as `listChild`'s, once `loader` (the panel's actor, a `childLoader` given the
 * sub-page) has brought its code, on the address's place then. Until then the page has no list; a list whose code
 * did not come (offline: no output) leaves it so, as its page's code did not come either.
 */
export function lazyListChild(page: string, list: PanelList, loader: string) {
  type Args = {
    context: { api: unknown; search: string };
    event: { output?: AnyStateMachine };
    enqueue: { spawnChild: (logic: unknown, options: unknown) => void };
  };
  return {
    exit: stopChild(list.id) as never,
    invoke: {
      id: loader,
      src: loader as never,
      input: page as never,
      onDone: {
        actions: enqueueActions((({ context, event, enqueue }: Args) => {
          if (event.output)
            enqueue.spawnChild(asPanelList(event.output), {
              id: list.id,
              input: { api: context.api, query: listPlaceIn(context.search, list.keys) },
            });
        }) as never) as never,
      },
    },
  };
}

/**
 * A panel's transitions on `location.change`, tried in order (their guards and actions are each panel's own, by
 * these names): an address that is not the panel's (the router leaving it) changes nothing; one that is not the
 * sub-page's own (a bare `/admin`) is replaced by it; the address shown already changes nothing; another query
 * of the sub-page shown goes to it (its list's place); another sub-page is entered.
 */
export function locationTransitions<Page extends string>(pages: readonly Page[]) {
  return [
    { guard: 'notPanelAddress' as const },
    { guard: 'notCanonical' as const, actions: 'replaceAddress' as const },
    { guard: 'unchanged' as const },
    { guard: 'sameSubPage' as const, actions: ['takeSearch' as const, 'updateSubPage' as const] },
    ...pages.map((page) => ({
      guard: { type: 'names' as const, params: { page } },
      // (A root transition exits and enters its target again: a sub-page opened anew.)
      target: `.${page}`,
      actions: 'takeLocation' as const,
    })),
  ];
}

/** What the panels' shared actions read of their context. */
interface PanelContext<Page extends string> {
  page: Page;
  search: string;
}

/**
 * The actions both panels take alike, for a panel whose lists `listOf` names and whose addresses `pathOf`
 * builds (each enqueues the panel's `navigate`):
 * - `replaceOpeningAddress` (at the start): the address the panel opened at (its input's), unless `canonical`
 *   says it is the sub-page's own, replaced by the shown sub-page's;
 * - `updateList`: the shown list's place, from the address's query (its `url.change`);
 * - `writeListPlace` (on `list.setQuery`): the list's place written into the address, any other key kept.
 */
export function panelActions<Page extends string>(options: {
  listOf: (page: Page) => PanelList | null;
  pathOf: (page: Page, search?: string) => string;
  canonical: (location: PanelLocation) => boolean;
}) {
  const { listOf, pathOf } = options;
  type Args = { context: PanelContext<Page>; event: AnyEventObject; enqueue: never };
  return {
    replaceOpeningAddress: enqueueActions((({ context, event, enqueue }: Args) => {
      const { location } = (event as { input?: { location: PanelLocation } }).input ?? {};
      if (!location || options.canonical(location)) return;
      const to = pathOf(context.page, context.search);
      (enqueue as (action: unknown) => void)({ type: 'navigate', params: { to, replace: true } });
    }) as never) as never,
    updateList: enqueueActions((({ context, enqueue, self }: Args & { self: AnyActorRef }) => {
      const list = listOf(context.page);
      // A lazy list whose code has not come yet starts on the address it then reads.
      if (
        !list ||
        !(self.getSnapshot() as { children?: Record<string, unknown> } | undefined)?.children?.[
          list.id
        ]
      )
        return;
      const query = listPlaceIn(context.search, list.keys);
      (enqueue as { sendTo: (to: string, event: unknown) => void }).sendTo(list.id, {
        type: 'url.change',
        query,
      });
    }) as never) as never,
    writeListPlace: enqueueActions((({ context, event, enqueue }: Args) => {
      const list = listOf(context.page);
      if (event.type !== 'list.setQuery' || !list) return;
      const search = withListPlace(context.search, list.keys, event as ListSetQuery);
      const params = { to: pathOf(context.page, search), replace: event.replace, keepScroll: true };
      (enqueue as (action: unknown) => void)({ type: 'navigate', params });
    }) as never) as never,
  };
}

/** Where an address leads in a panel: its sub-page (null: none named, the panel bare), and its own query. */
export interface PanelResolved<Page extends string> {
  page: Page | null;
  canonical: boolean;
  search: string;
}

/**
 * The guards of `locationTransitions` and of the opening, for a panel whose addresses `resolve` reads (null: an
 * address not the panel's); `sameSubPage` says whether two queries of the shown sub-page show the same thing but
 * for its list's place (by default they do).
 */
export function panelGuards<Page extends string>(options: {
  resolve: (location: PanelLocation) => PanelResolved<Page> | null;
  sameSubPage?: (page: Page, search: string, other: string) => boolean;
}) {
  type Args = { context: PanelContext<Page>; event: AnyEventObject };
  const resolved = (event: AnyEventObject) =>
    event.type === 'location.change' ? options.resolve(event as LocationChange) : null;
  return {
    opensAt: ({ context }: Args, params: { page: Page }) => context.page === params.page,
    notPanelAddress: ({ event }: Args) => resolved(event) === null,
    notCanonical: ({ event }: Args) => resolved(event)?.canonical === false,
    unchanged: ({ context, event }: Args) => {
      const to = resolved(event);
      return to?.page === context.page && to.search === context.search;
    },
    sameSubPage: ({ context, event }: Args) => {
      const to = resolved(event);
      return (
        to?.page === context.page &&
        (options.sameSubPage?.(context.page, context.search, to.search) ?? true)
      );
    },
    names: ({ event }: Args, params: { page: Page }) => resolved(event)?.page === params.page,
  };
}
