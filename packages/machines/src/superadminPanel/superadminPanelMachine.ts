import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { runRemindersMachine, REMINDER_QUERY_KEYS } from '../runReminders/runRemindersMachine.ts';
import {
  ADMIN_LIST_QUERY_KEYS,
  adminListMachine,
  type AdminListApi,
} from '../adminList/adminListMachine.ts';
import type { RunRemindersInput } from '../runReminders/runRemindersMachine.ts';
import { navigate } from '../shared/navigation.ts';
import {
  asPanelList,
  listChild,
  locationTransitions,
  panelActions,
  panelGuards,
  queryValue,
  withoutKey,
  type ListSetQuery,
  type LocationChange,
  type PanelList,
} from '../shared/panel.ts';
import { panelAddressOf, type PanelLocation } from '../shared/panelAddress.ts';
import {
  DEFAULT_SUPERADMIN_PAGE,
  SUPERADMIN_ADDRESSES,
  SUPERADMIN_PAGES,
  superadminPagePath,
  type SuperadminPage,
} from './superadminPages.ts';

/** The panel's addresses before each sub-page had its own: `/superadmin?tab=create`, `?tab=reminders`. */
const TAB_QUERY_KEY = 'tab';
const TABS: Readonly<Record<string, SuperadminPage>> = {
  create: 'create-admin',
  reminders: 'expiry-reminders',
};

/** The sub-pages that are lists (Expiry reminders' list is its page machine's child, its place the same). */
const LISTS = {
  'view-admins': { id: 'adminList', keys: ADMIN_LIST_QUERY_KEYS },
  'expiry-reminders': { id: 'runReminders', keys: REMINDER_QUERY_KEYS },
} as const satisfies Partial<Record<SuperadminPage, PanelList>>;
const listOf = (page: SuperadminPage): PanelList | null =>
  page in LISTS ? LISTS[page as keyof typeof LISTS] : null;

export type SuperadminPanelApi = AdminListApi & RunRemindersInput['api'];

export interface SuperadminPanelInput {
  api: SuperadminPanelApi;
  /** The address the panel opens at. */
  location: PanelLocation;
}

export interface SuperadminPanelContext {
  api: SuperadminPanelApi;
  /** The sub-page shown. */
  page: SuperadminPage;
  /** The query of its address ('' or '?…'): its list's place. */
  search: string;
}

export type SuperadminPanelEvent =
  /** The router's location (the route's adapter sends every change). */
  | LocationChange
  /** A list child asks for its place in the address. */
  | ListSetQuery;

/**
 * The sub-page an address shows: the one it names, else (a bare `/superadmin`) the one its old `?tab=` names,
 * else View Admins; and that sub-page's own address when it is not this one.
 */
function resolve({ pathname, search }: PanelLocation) {
  const address = panelAddressOf(SUPERADMIN_ADDRESSES, pathname);
  if (!address) return null;
  if (address.page) return { page: address.page, canonical: address.canonical, search };
  const tab = TABS[queryValue(search, TAB_QUERY_KEY) ?? ''];
  return {
    page: tab ?? DEFAULT_SUPERADMIN_PAGE,
    canonical: false,
    search: withoutKey(search, TAB_QUERY_KEY),
  };
}
const resolved = (event: SuperadminPanelEvent) =>
  event.type === 'location.change' ? resolve(event) : null;

/**
 * The /superadmin panel (SPEC §2): which sub-page is shown, named by its address (`/superadmin/<sub-page>`, its
 * list's place in the query), as `adminPanelMachine` does for /admin: the router's location is its one input
 * (`input.location`, then `location.change` from the route's adapter), a bare `/superadmin` (or an old
 * `?tab=`, or the spec's `/view-admins`) is replaced by the sub-page's own address, and the list of the sub-page
 * shown (View Admins, Expiry reminders' reminders sent) is its child, whose place it reads from and writes into
 * the address.
 */
export const superadminPanelMachine = setup({
  types: {
    context: {} as SuperadminPanelContext,
    events: {} as SuperadminPanelEvent,
    input: {} as SuperadminPanelInput,
  },
  actors: {
    adminList: asPanelList(adminListMachine),
    runReminders: asPanelList(runRemindersMachine),
  },
  actions: {
    navigate,
    takeLocation: assign(({ event }) => {
      const to = resolved(event);
      return to ? { page: to.page, search: to.search } : {};
    }),
    takeSearch: assign(({ context, event }) => ({
      search: resolved(event)?.search ?? context.search,
    })),
    /** A bare `/superadmin`, an old `?tab=`, `/view-admins`: the sub-page's own address in place. */
    replaceAddress: enqueueActions(({ event, enqueue }) => {
      const to = resolved(event);
      if (to)
        enqueue({
          type: 'navigate',
          params: { to: superadminPagePath(to.page, to.search), replace: true },
        });
    }),
    // The address opened at, when not the sub-page's own: that one instead; a list's place.
    ...panelActions({
      listOf,
      pathOf: superadminPagePath,
      canonical: (location) => resolve(location)?.canonical === true,
    }),
    updateSubPage: enqueueActions(({ enqueue }) => enqueue('updateList')),
  },
  guards: panelGuards<SuperadminPage>({ resolve }),
}).createMachine({
  id: 'superadminPanel',
  context: ({ input }) => {
    const to = resolve(input.location);
    return {
      api: input.api,
      page: to?.page ?? DEFAULT_SUPERADMIN_PAGE,
      search: to?.search ?? input.location.search,
    };
  },
  entry: 'replaceOpeningAddress',
  initial: 'opening',
  on: {
    'location.change': locationTransitions(SUPERADMIN_PAGES),
    'list.setQuery': { actions: 'writeListPlace' },
  },
  states: {
    /** The address the panel opened at decides its sub-page. */
    opening: {
      always: SUPERADMIN_PAGES.map((page) => ({
        guard: { type: 'opensAt' as const, params: { page } },
        target: page,
      })),
    },
    'view-admins': listChild(LISTS['view-admins']),
    'create-admin': {},
    'expiry-reminders': listChild(LISTS['expiry-reminders']),
    plans: {},
  },
});

export type SuperadminPanelActor = ActorRefFrom<typeof superadminPanelMachine>;
export type SuperadminPanelSnapshot = SnapshotFrom<typeof superadminPanelMachine>;
