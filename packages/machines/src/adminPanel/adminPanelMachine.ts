import { loadFormRules, STORAGE_KEYS, type ApiClient } from '@mijas/api';
import {
  assign,
  enqueueActions,
  sendTo,
  setup,
  spawnChild,
  stopChild,
  type ActorRefFrom,
  type DoneActorEvent,
  type SnapshotFrom,
} from 'xstate';
import type { AddMemberInput } from '../addMember/addMemberMachine.ts';
import type { FormOutput } from '../form/formMachine.ts';
import type { AddMemberFromApplicationInput } from '../addMemberFromApplication/addMemberFromApplicationMachine.ts';
import {
  APPLICATIONS_COUNT_SYSTEM_ID,
  applicationsCountMachine,
  type ApplicationsCountInput,
} from '../applicationsCount/applicationsCountMachine.ts';
import {
  APPLICATIONS_QUERY_KEYS,
  applicationsListMachine,
  type ApplicationsApi,
} from '../applicationsList/applicationsListMachine.ts';
import type { RenewalRequestsApi } from '../renewalRequestsList/renewalRequestsListMachine.ts';
import { RENEWAL_REQUESTS_QUERY_KEYS } from '../renewalRequestsList/renewalRequestsFilters.ts';
import {
  RENEWAL_REQUESTS_COUNT_SYSTEM_ID,
  renewalRequestsCountMachine,
} from '../renewalRequestsCount/renewalRequestsCountMachine.ts';
import type { PaymentsApi } from '../paymentsList/paymentsListMachine.ts';
import { PAYMENTS_QUERY_KEYS } from '../paymentsList/paymentsKeys.ts';
import { HISTORY_QUERY_KEYS } from '../historyList/historyList.ts';
import {
  memberHistoryMachine,
  type MemberHistoryApi,
} from '../memberHistory/memberHistoryMachine.ts';
import {
  membershipHistoryMachine,
  type MembershipHistoryApi,
} from '../membershipHistory/membershipHistoryMachine.ts';
import {
  MEMBER_LIST_QUERY_KEYS,
  memberListMachine,
  type MemberListApi,
} from '../memberList/memberListMachine.ts';
import { childCame, childLoader, loadedChild } from '../shared/childLoader.ts';
import { navigate } from '../shared/navigation.ts';
import {
  asPanelList,
  lazyListChild,
  listChild,
  locationTransitions,
  panelActions,
  panelGuards,
  queryValue,
  searchOf,
  withoutKey,
  type ListSetQuery,
  type LocationChange,
  type PanelList,
} from '../shared/panel.ts';
import { panelAddressOf, type PanelLocation } from '../shared/panelAddress.ts';
import type { KeyValueStorage } from '../storage/storage.ts';
import {
  ADMIN_ADDRESSES,
  ADMIN_PAGES,
  adminPagePath,
  FROM_QUERY_KEY,
  isAdminPage,
  OPEN_QUERY_KEY,
  readAdminActivePage,
  type AdminPage,
} from './adminPages.ts';

/**
 * The lists of Renewal requests and Payments (issue 34): their machines bring the payments' schemas and messages,
 * which the panel's other sub-pages do without (issue 32), so their code comes when their sub-page is first shown,
 * by `loadPanelList` (the app gives what it gives every child to the machine loaded: `useFlow`).
 */
const PAYMENT_LISTS = {
  'renewal-requests': { id: 'renewalRequestsList', keys: RENEWAL_REQUESTS_QUERY_KEYS },
  payments: { id: 'paymentsList', keys: PAYMENTS_QUERY_KEYS },
} as const satisfies Partial<Record<AdminPage, PanelList>>;

/** A sub-page whose list's code comes later (`PAYMENT_LISTS`). */
export type AdminPanelLazyPage = keyof typeof PAYMENT_LISTS;

/** The sub-pages that are lists: their child's id (the machine's own) and the names of their place. */
const LISTS = {
  'view-members': { id: 'memberList', keys: MEMBER_LIST_QUERY_KEYS },
  applications: { id: 'applicationsList', keys: APPLICATIONS_QUERY_KEYS },
  ...PAYMENT_LISTS,
  'membership-history': { id: 'membershipHistory', keys: HISTORY_QUERY_KEYS },
  'member-history': { id: 'memberHistory', keys: HISTORY_QUERY_KEYS },
} as const satisfies Partial<Record<AdminPage, PanelList>>;
const listOf = (page: AdminPage): PanelList | null =>
  page in LISTS ? LISTS[page as keyof typeof LISTS] : null;

/** What the panel's children call. */
export type AdminPanelApi = MemberListApi &
  ApplicationsApi &
  RenewalRequestsApi &
  PaymentsApi &
  MembershipHistoryApi &
  MemberHistoryApi &
  AddMemberInput['api'] &
  AddMemberFromApplicationInput['api'] &
  ApplicationsCountInput['api'] &
  Pick<ApiClient, 'countPendingRenewalRequests'>;

export interface AdminPanelInput {
  /** Local storage in the app (the session's `local`): `adminActivePage`. */
  storage: KeyValueStorage;
  api: AdminPanelApi;
  /** The address the panel opens at. */
  location: PanelLocation;
}

export interface AdminPanelContext {
  storage: KeyValueStorage;
  api: AdminPanelApi;
  /** The sub-page shown. */
  page: AdminPage;
  /** The query of its address ('' or '?…'): its list's place, `?from=`, `?open=`. */
  search: string;
}

export type AdminPanelEvent =
  /** The router's location (the route's adapter sends every change). */
  | LocationChange
  /** An entry of the navigation (or the Overview's link) chose a sub-page: its address, from its start. */
  | { type: 'page.select'; page: AdminPage }
  /** Create member from this application (Applications' details dialog): Add Member filled from it. */
  | { type: 'member.createFrom'; submissionId: string }
  /** A list child asks for its place in the address. */
  | ListSetQuery
  /** Add Member's rules could not be fetched: fetch them again. */
  | { type: 'addMember.retry' }
  /** Add Member filled from an application ended (its child, started once its code came): created, or left. */
  | DoneActorEvent<FormOutput<unknown, unknown>, 'addMemberFromApplication'>;

/** What an event's address names (null: not the panel's). */
const addressOf = (event: AdminPanelEvent) =>
  event.type === 'location.change' ? panelAddressOf(ADMIN_ADDRESSES, event.pathname) : null;

/** Two addresses of one sub-page show the same thing but for their list's place: Add Member's `?from=` is its own. */
function sameSubPage(page: AdminPage, search: string, other: string) {
  return (
    page !== 'add-member' ||
    queryValue(search, FROM_QUERY_KEY) === queryValue(other, FROM_QUERY_KEY)
  );
}

/** A list sub-page's state: remembered as the active one when shown, its list a child meanwhile. */
function listPage(page: keyof typeof LISTS) {
  const { entry, exit } = listChild(LISTS[page]);
  return { entry: ['remember' as const, ...entry], exit };
}

/** An office list's sub-page (`PAYMENT_LISTS`): remembered as the active one when shown, its list a child once here. */
function paymentListPage(page: AdminPanelLazyPage) {
  return {
    entry: 'remember' as const,
    ...lazyListChild(page, PAYMENT_LISTS[page], 'loadPanelList'),
  };
}

/**
 * The /admin panel (SPEC §2): which sub-page is shown, remembered in local storage under `adminActivePage`, and
 * everything that goes from one sub-page to another. Its one input is the router's location (`input.location`,
 * then `location.change`, sent by the route's adapter only): each sub-page has its own address
 * (`/admin/view-members?by=username&q=hamza`), so Back, Forward, a reload or a shared link show that sub-page in
 * that state. A bare `/admin` shows the remembered sub-page (the spec's rule) and asks for its address in place
 * (`navigate` with `replace`), as does the spec's `/view-members`. The panel never changes its sub-page by
 * itself: a choice asks for the sub-page's address, and the panel follows the location.
 *
 * Its children: the navigation's count of new applications (`applicationsCount`, for the whole panel, known to the
 * Applications' dialogs by its system id), and the machine of the sub-page shown where it has one that reads the
 * address: the lists (their `url.change` and `setQuery` go through the panel, which owns the address; the office's
 * two once their code has come, `PAYMENT_LISTS`) and Add Member. The hand-offs are the panel's: Create member from
 * an application opens Add Member filled from it (`?from=`); once the member is created (the count asked again) or Back to the application is chosen, the
 * panel returns to Applications with that application open (`?open=`, then dropped from the address).
 */
export const adminPanelMachine = setup({
  types: {
    context: {} as AdminPanelContext,
    events: {} as AdminPanelEvent,
    input: {} as AdminPanelInput,
  },
  actors: {
    memberList: asPanelList(memberListMachine),
    applicationsList: asPanelList(applicationsListMachine),
    /** The code of a list that comes later (`PAYMENT_LISTS`): a chunk of its own, imported when first shown. */
    loadPanelList: childLoader((page: AdminPanelLazyPage) =>
      page === 'payments'
        ? import('../paymentsList/paymentsListMachine.ts').then((m) => m.paymentsListMachine)
        : import('../renewalRequestsList/renewalRequestsListMachine.ts').then(
            (m) => m.renewalRequestsListMachine,
          ),
    ),
    membershipHistory: asPanelList(membershipHistoryMachine),
    memberHistory: asPanelList(memberHistoryMachine),
    /**
     * Add Member's form and its rules (the phone's, the nationality's), fetched the first time it opens (issue
     * 32): its input says which form (filled from an application, `?from=`, or blank), its output is that form's
     * machine; none when its code or rules did not come (offline).
     */
    loadAddMember: childLoader((fromApplication: boolean) =>
      // Both at once: the form's module, and the rules its schema reads.
      Promise.all([import('./addMemberForms.ts'), loadFormRules()]).then(([module]) =>
        module.addMemberFormFor(fromApplication),
      ),
    ),
    applicationsCount: applicationsCountMachine,
    renewalRequestsCount: renewalRequestsCountMachine,
  },
  actions: {
    navigate,
    remember: ({ context }) => {
      context.storage.setItem(STORAGE_KEYS.adminActivePage, context.page);
    },
    takeLocation: assign(({ event }) => {
      const address = addressOf(event);
      return address?.page && event.type === 'location.change'
        ? { page: address.page, search: event.search }
        : {};
    }),
    takeSearch: assign({
      search: ({ context, event }) =>
        event.type === 'location.change' ? event.search : context.search,
    }),
    /** A bare `/admin` (the remembered sub-page's) or `/view-members`: the sub-page's own address in place. */
    replaceAddress: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'location.change') return;
      const page = addressOf(event)?.page ?? readAdminActivePage(context.storage);
      enqueue({
        type: 'navigate',
        params: { to: adminPagePath(page, event.search), replace: true },
      });
    }),
    // A bare `/admin` or `/view-members` opened: the sub-page's own address in its place; a list's place.
    ...panelActions({
      listOf,
      pathOf: adminPagePath,
      canonical: ({ pathname }) => panelAddressOf(ADMIN_ADDRESSES, pathname)?.canonical === true,
    }),
    /** The shown sub-page's new query: its list's place, an application to open. */
    updateSubPage: enqueueActions(({ context, enqueue }) => {
      enqueue('updateList');
      if (context.page === 'applications') enqueue('openSubmission');
    }),
    /** `?open=<id>`: that application's details in Applications, once; the address then forgets it. */
    openSubmission: enqueueActions(({ context, enqueue }) => {
      const id = queryValue(context.search, OPEN_QUERY_KEY);
      if (!id) return;
      enqueue.sendTo('applicationsList', { type: 'dialog.open', dialog: 'details', row: { id } });
      enqueue({
        type: 'navigate',
        params: {
          to: adminPagePath('applications', withoutKey(context.search, OPEN_QUERY_KEY)),
          replace: true,
          keepScroll: true,
        },
      });
    }),
    openPage: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'page.select' && isAdminPage(event.page))
        enqueue({ type: 'navigate', params: { to: adminPagePath(event.page) } });
    }),
    /** Add Member's form, come (`loadAddMember`'s output), started: filled from the application, or blank. */
    startAddMember: enqueueActions(({ context, event, enqueue }) => {
      const logic = loadedChild(event);
      const from = queryValue(context.search, FROM_QUERY_KEY);
      if (!logic) return;
      // (Typed for a child of the machine's own actors: this one's code came later.)
      enqueue.spawnChild(logic, {
        id: from === null ? 'addMember' : 'addMemberFromApplication',
        input: from === null ? { api: context.api } : { api: context.api, from },
      } as never);
    }),
    createMemberFrom: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'member.createFrom') return;
      const search = searchOf(new URLSearchParams({ [FROM_QUERY_KEY]: event.submissionId }));
      enqueue({ type: 'navigate', params: { to: adminPagePath('add-member', search) } });
    }),
    /** Back to the application Add Member was filled from, open in Applications. */
    backToApplication: enqueueActions(({ context, enqueue }) => {
      const from = queryValue(context.search, FROM_QUERY_KEY) ?? '';
      const search = searchOf(new URLSearchParams({ [OPEN_QUERY_KEY]: from }));
      enqueue({ type: 'navigate', params: { to: adminPagePath('applications', search) } });
    }),
  },
  guards: {
    ...panelGuards<AdminPage>({
      resolve: ({ pathname, search }) => {
        const address = panelAddressOf(ADMIN_ADDRESSES, pathname);
        return address && { ...address, search };
      },
      sameSubPage,
    }),
    fromApplication: ({ context }) => queryValue(context.search, FROM_QUERY_KEY) !== null,
    /** Add Member's form came (`loadAddMember`'s output). */
    formCame: childCame,
    memberCreated: ({ event }) =>
      event.type === 'xstate.done.actor.addMemberFromApplication' && event.output.result != null,
  },
}).createMachine({
  id: 'adminPanel',
  context: ({ input }) => {
    const address = panelAddressOf(ADMIN_ADDRESSES, input.location.pathname);
    return {
      storage: input.storage,
      api: input.api,
      page: address?.page ?? readAdminActivePage(input.storage),
      search: input.location.search,
    };
  },
  entry: [
    // The navigation's count lives as long as the panel.
    spawnChild('applicationsCount', {
      id: 'applicationsCount',
      systemId: APPLICATIONS_COUNT_SYSTEM_ID,
      input: ({ context }) => ({ api: context.api }),
    }),
    // The Renewal requests entry's count of pending requests, as long as the panel too (issue 34).
    spawnChild('renewalRequestsCount', {
      id: 'renewalRequestsCount',
      systemId: RENEWAL_REQUESTS_COUNT_SYSTEM_ID,
      input: ({ context }) => ({ api: context.api }),
    }),
    'replaceOpeningAddress',
  ],
  initial: 'opening',
  on: {
    // A bare `/admin` or the spec's `/view-members`: the sub-page's own address instead (then followed). Add
    // Member for another application (`?from=`) is another sub-page.
    'location.change': locationTransitions(ADMIN_PAGES),
    'page.select': { actions: 'openPage' },
    'member.createFrom': { actions: 'createMemberFrom' },
    'list.setQuery': { actions: 'writeListPlace' },
  },
  states: {
    /** The address the panel opened at decides its sub-page (the remembered one for a bare `/admin`). */
    opening: {
      always: ADMIN_PAGES.map((page) => ({
        guard: { type: 'opensAt' as const, params: { page } },
        target: page,
      })),
    },
    overview: { entry: 'remember' },
    'view-members': listPage('view-members'),
    applications: {
      ...listPage('applications'),
      // The application the address names (`?open=`), in the list just started.
      entry: [...listPage('applications').entry, 'openSubmission'],
    },
    'renewal-requests': paymentListPage('renewal-requests'),
    payments: paymentListPage('payments'),
    'add-member': {
      entry: 'remember',
      initial: 'preparing',
      states: {
        /** The form's code and rules are fetched (the first time; then at once), then the form starts. */
        preparing: {
          invoke: {
            id: 'loadAddMember',
            src: 'loadAddMember',
            input: ({ context }) => queryValue(context.search, FROM_QUERY_KEY) !== null,
            onDone: [
              { guard: 'formCame', target: 'opening', actions: 'startAddMember' },
              { target: 'unavailable' },
            ],
            onError: 'unavailable',
          },
        },
        /** They could not be fetched (offline): the page says so, with a way to try again (as opening it again). */
        unavailable: { on: { 'addMember.retry': 'preparing' } },
        opening: {
          always: [{ guard: 'fromApplication', target: 'fromApplication' }, { target: 'blank' }],
        },
        /** The blank form: the child `addMember`. */
        blank: { exit: stopChild('addMember') },
        /** Filled from the application `?from=` names (the child `addMemberFromApplication`); created or left, back to it. */
        fromApplication: {
          exit: stopChild('addMemberFromApplication'),
          on: {
            'xstate.done.actor.addMemberFromApplication': [
              {
                guard: 'memberCreated',
                actions: [
                  sendTo('applicationsCount', { type: 'count.refresh' }),
                  'backToApplication',
                ],
              },
              { actions: 'backToApplication' },
            ],
          },
        },
      },
    },
    'import-members': { entry: 'remember' },
    'membership-history': listPage('membership-history'),
    'member-history': listPage('member-history'),
    'my-profile': { entry: 'remember' },
  },
});

export type AdminPanelActor = ActorRefFrom<typeof adminPanelMachine>;
export type AdminPanelSnapshot = SnapshotFrom<typeof adminPanelMachine>;
