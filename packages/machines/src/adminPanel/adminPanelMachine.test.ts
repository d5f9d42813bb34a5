import { STORAGE_KEYS, type ApplicationListResponse, type ApplicationDetails } from '@mijas/api';
import { describe, expect, it, vi, type Mock } from 'vitest';
import {
  createActor,
  createMachine,
  waitFor,
  type AnyActorRef,
  type AnyMachineSnapshot,
} from 'xstate';
import { createTestModel } from 'xstate/graph';
import { listState, openDialog } from '../searchableList/listSelectors.ts';
import { createMemoryStorage, type KeyValueStorage } from '../storage/storage.ts';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import { runPath, scriptedActors, unusedApi } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import {
  ADMIN_PAGES,
  DEFAULT_ADMIN_PAGE,
  readAdminActivePage,
  type AdminPage,
} from './adminPages.ts';
import { childLoader } from '../shared/childLoader.ts';
import {
  adminPanelMachine,
  type AdminPanelLazyPage,
  type AdminPanelApi,
  type AdminPanelEvent,
} from './adminPanelMachine.ts';

const ID = '00000000-0000-4000-8000-0000000000a1';

/** The lists of Renewal requests and Payments, whose code the app gives with their pages': here, their modules. */
const loadPanelList = childLoader((page: AdminPanelLazyPage) =>
  page === 'payments'
    ? import('../paymentsList/paymentsListMachine.ts').then((module) => module.paymentsListMachine)
    : import('../renewalRequestsList/renewalRequestsListMachine.ts').then(
        (module) => module.renewalRequestsListMachine,
      ),
);

/** What the panel's machine asked the router for (its injected `navigate`). */
type Navigation = { to: string; replace?: boolean; keepScroll?: boolean };

/**
 * The panel at `address`, as its route's adapter starts it: `navigate` recorded; `go` is the router following a
 * navigation (or Back): the location changes and the adapter says so.
 */
function open(
  address: string,
  {
    storage = createMemoryStorage(),
    api = {},
    actors = { loadPanelList },
  }: {
    storage?: KeyValueStorage;
    api?: Partial<AdminPanelApi>;
    actors?: { loadPanelList: typeof loadPanelList };
  } = {},
) {
  const navigations: Navigation[] = [];
  const [pathname = '', query = ''] = address.split('?');
  const never = () => deferred<never>().promise;
  const calls: Record<string, Mock> = {
    listMembers: vi.fn(never),
    listApplications: vi.fn(() => Promise.resolve({ forms: [], totalCount: 0, newCount: 2 })),
    listRenewalRequests: vi.fn(() => Promise.resolve({ renewalRequests: [], totalCount: 3 })),
    countPendingRenewalRequests: vi.fn(() => Promise.resolve(3)),
    getMembershipHistory: vi.fn(never),
    getMemberHistory: vi.fn(never),
    getApplicationDetails: vi.fn(never),
    suggestMembers: vi.fn(never),
    ...(api as Record<string, Mock>),
  };
  const machine = adminPanelMachine.provide({
    actions: { navigate: (_: unknown, params: Navigation) => void navigations.push(params) },
    actors,
  });
  const actor = createActor(machine, {
    input: {
      storage,
      api: { ...unusedApi<AdminPanelApi>(), ...calls } as AdminPanelApi,
      location: { pathname, search: query ? `?${query}` : '' },
    },
  }).start();
  const go = (to: string) => {
    const [path = '', search = ''] = to.split('?');
    actor.send({ type: 'location.change', pathname: path, search: search ? `?${search}` : '' });
  };
  return {
    actor,
    storage,
    calls,
    navigations,
    go,
    /** Follows the last navigation asked for, as the router does. */
    follow: () => go(navigations.at(-1)!.to),
    page: () => actor.getSnapshot().context.page,
    /** Whether the panel's state matches `value` (its states are made from the list of sub-pages). */
    matches: (value: unknown) => actor.getSnapshot().matches(value as never),
    child: (id: string) => actor.getSnapshot().children[id] as AnyActorRef | undefined,
  };
}

describe('admin panel machine: the address names the sub-page', () => {
  it.each(ADMIN_PAGES.map((page) => [page]))(
    '/admin/%s opens that sub-page, asks for no other address and remembers it',
    (page) => {
      const panel = open(`/admin/${page}`, {
        storage: createMemoryStorage({ adminActivePage: 'my-profile' }),
      });
      expect(panel.page()).toBe(page);
      expect(panel.matches(page)).toBe(true);
      expect(panel.navigations).toEqual([]);
      expect(panel.storage.getItem(STORAGE_KEYS.adminActivePage)).toBe(page);
    },
  );

  it('a bare /admin opens the remembered sub-page and asks for its address in place, the query kept', () => {
    const panel = open('/admin?lang=ar', {
      storage: createMemoryStorage({ adminActivePage: 'member-history' }),
    });
    expect(panel.page()).toBe('member-history');
    expect(panel.navigations).toEqual([{ to: '/admin/member-history?lang=ar', replace: true }]);
    // The address it asked for is the one shown: nothing moves.
    panel.follow();
    expect(panel.page()).toBe('member-history');
    expect(panel.navigations).toHaveLength(1);
  });

  it('a bare /admin with nothing (or something unknown) remembered opens View Members', () => {
    expect(open('/admin').page()).toBe(DEFAULT_ADMIN_PAGE);
    const storage = createMemoryStorage({ adminActivePage: 'superadmin' });
    expect(readAdminActivePage(storage)).toBe('view-members');
    const panel = open('/admin', { storage });
    expect(panel.page()).toBe('view-members');
    expect(panel.navigations).toEqual([{ to: '/admin/view-members', replace: true }]);
  });

  it("the spec's /view-members opens View Members with its search, at the panel's address", async () => {
    const panel = open('/view-members?by=username&q=hamza');
    expect(panel.page()).toBe('view-members');
    expect(panel.navigations).toEqual([
      { to: '/admin/view-members?by=username&q=hamza', replace: true },
    ]);
    expect(panel.calls.listMembers).toHaveBeenCalledWith(
      { pageNumber: 1, pageSize: 10, username: 'hamza' },
      expect.anything(),
    );
  });

  it('another sub-page is another address: the panel shows what the location names, and remembers it', () => {
    const panel = open('/admin/view-members');
    panel.actor.send({ type: 'page.select', page: 'applications' });
    // The choice asks for the address; the panel follows the location.
    expect(panel.navigations).toEqual([{ to: '/admin/applications' }]);
    expect(panel.page()).toBe('view-members');
    panel.follow();
    expect(panel.page()).toBe('applications');
    expect(panel.storage.getItem(STORAGE_KEYS.adminActivePage)).toBe('applications');
    // An address of another route (the router leaving the panel): nothing changes.
    panel.go('/update-admin');
    panel.go('/admin/no-such-page');
    expect(panel.page()).toBe('applications');
  });

  it('a search on View Members, Applications, then Back: View Members with that search again', () => {
    const panel = open('/admin/view-members');
    const members = panel.child('memberList')!;
    members.send({ type: 'search.byChange', searchBy: 'username' });
    members.send({ type: 'search.change', value: 'hamza' });
    members.send({ type: 'search.submit' });
    // The list asks the panel, the panel the router: a new entry in the history.
    expect(panel.navigations.at(-1)).toEqual({
      to: '/admin/view-members?by=username&q=hamza',
      replace: false,
      keepScroll: true,
    });
    panel.follow();
    expect(panel.child('memberList')!.getSnapshot().context.applied).toEqual({
      searchBy: 'username',
      value: 'hamza',
    });
    panel.go('/admin/applications');
    expect(panel.child('memberList')).toBeUndefined();
    expect(panel.child('applicationsList')).toBeDefined();
    // Back.
    panel.go('/admin/view-members?by=username&q=hamza');
    expect(panel.page()).toBe('view-members');
    expect(panel.child('memberList')!.getSnapshot().context).toMatchObject({
      applied: { searchBy: 'username', value: 'hamza' },
      searchBy: 'username',
      searchValue: 'hamza',
    });
    expect(panel.calls.listMembers).toHaveBeenLastCalledWith(
      { pageNumber: 1, pageSize: 10, username: 'hamza' },
      expect.anything(),
    );
  });

  it("a list's place is written into its address, any other key kept; the list follows the location", () => {
    const panel = open('/admin/member-history?lang=ar');
    const history = panel.child('memberHistory')!;
    history.send({ type: 'member.pick', username: 'sara.haddad' });
    expect(panel.navigations.at(-1)).toEqual({
      to: '/admin/member-history?lang=ar&by=member&username=sara.haddad',
      replace: true,
      keepScroll: true,
    });
    panel.follow();
    expect(panel.child('memberHistory')).toBe(history);
    expect(history.getSnapshot().context.applied).toEqual({
      searchBy: 'member',
      value: 'sara.haddad',
    });
    // Back to no search: the same list, its box emptied.
    panel.go('/admin/member-history?lang=ar');
    expect(history.getSnapshot().context.searchValue).toBe('');
  });

  it("View Members' filters are its list's: read from the address, changed through the list", () => {
    const panel = open('/admin/view-members?expiresWithinDays=30');
    expect(panel.calls.listMembers).toHaveBeenLastCalledWith(
      { pageNumber: 1, pageSize: 10, expiresWithinDays: 30 },
      expect.anything(),
    );
    panel.child('memberList')!.send({ type: 'filters.change', filters: {} });
    expect(panel.navigations.at(-1)?.to).toBe('/admin/view-members');
  });
});

describe('admin panel machine: the hand-offs between sub-pages', () => {
  const submission = {
    id: ID,
    type: 'Join Us',
    name: 'Sara Haddad',
    email: 'sara@example.com',
    mobile: '+962791234567',
    major: 'Law',
    status: 'new',
  } as ApplicationDetails;

  it('Applications opens the application its address names, once, and drops it from the address', async () => {
    const panel = open(`/admin/applications?status=all&open=${ID}`);
    const applications = panel.child('applicationsList')!;
    expect(openDialog(applications.getSnapshot())).toBe('details');
    expect(applications.getSnapshot().context.target).toMatchObject({ row: { id: ID } });
    expect(panel.navigations).toEqual([
      { to: '/admin/applications?status=all', replace: true, keepScroll: true },
    ]);
    panel.follow();
    expect(panel.child('applicationsList')).toBe(applications);
    expect(panel.navigations).toHaveLength(1);
  });

  it('Create member from an application: Add Member filled from it; once created, back to it, the count asked again', async () => {
    const createMember = vi.fn(() => Promise.resolve({ id: ID, message: 'Created.' }));
    const panel = open('/admin/applications', {
      api: { getApplicationDetails: vi.fn(() => Promise.resolve(submission)), createMember },
    });
    await waitFor(panel.child('applicationsCount')!, (s) => s.matches('shown'));
    panel.actor.send({ type: 'member.createFrom', submissionId: ID });
    expect(panel.navigations.at(-1)).toEqual({ to: `/admin/add-member?from=${ID}` });
    panel.follow();
    // Add Member's rules fetched (the real ones), the form starts.
    expect(panel.matches({ 'add-member': 'preparing' })).toBe(true);
    await waitFor(panel.actor, (s) => s.matches({ 'add-member': 'fromApplication' }));
    const form = panel.child('addMemberFromApplication')!;
    await waitFor(form, (s) => s.matches('editing'));
    expect(form.getSnapshot().context.values).toMatchObject({
      firstName: 'Sara',
      lastName: 'Haddad',
    });
    for (const [field, value] of Object.entries({
      username: 'sara.h',
      gender: 'F',
      nationality: 'Jordan',
      city: 'Amman',
      addressDetails: 'Rainbow St 12',
      dateOfBirth: '1995-04-02',
    }))
      form.send({ type: 'field.change', field, value });
    form.send({ type: 'form.submit' });
    await waitFor(panel.actor, () => panel.navigations.length === 2);
    expect(createMember).toHaveBeenCalledOnce();
    expect(panel.navigations.at(-1)).toEqual({ to: `/admin/applications?open=${ID}` });
    // The count asked when the panel opened, and again now the application is handled.
    const counts = panel.calls.listApplications!.mock.calls.filter(
      ([query]) => JSON.stringify(query) === JSON.stringify({ status: 'new', pageSize: 1 }),
    );
    expect(counts).toHaveLength(2);
    panel.follow();
    expect(openDialog(panel.child('applicationsList')!.getSnapshot())).toBe('details');
  });

  it('Back to the application from Add Member: nothing created, the application open again', async () => {
    const panel = open(`/admin/add-member?from=${ID}`, {
      api: { getApplicationDetails: vi.fn(() => Promise.resolve(submission)) },
    });
    await waitFor(panel.actor, (s) => s.matches({ 'add-member': 'fromApplication' }));
    const form = panel.child('addMemberFromApplication')!;
    await waitFor(form, (s) => s.matches('editing'));
    form.send({ type: 'form.cancel' });
    expect(panel.navigations.at(-1)).toEqual({ to: `/admin/applications?open=${ID}` });
    // Add Member without an application is the blank form.
    panel.go('/admin/add-member');
    await waitFor(panel.actor, (s) => s.matches({ 'add-member': 'blank' }));
    expect(panel.child('addMember')).toBeDefined();
  });

  it("the navigation's count of new applications is asked again when Applications' dialog changes one", async () => {
    const updateApplication = vi.fn(() =>
      Promise.resolve({ ...submission, status: 'handled' } as ApplicationDetails),
    );
    const panel = open('/admin/applications', {
      api: {
        listApplications: vi.fn(() =>
          Promise.resolve({
            forms: [],
            totalCount: 0,
            newCount: 2,
          } as unknown as ApplicationListResponse),
        ),
        getApplicationDetails: vi.fn(() => Promise.resolve(submission)),
        updateApplication,
      },
    });
    const count = panel.child('applicationsCount')!;
    await waitFor(count, (s) => s.matches('shown'));
    expect(count.getSnapshot().context.count).toBe(2);
    const applications = panel.child('applicationsList')!;
    await waitFor(applications, (s) => listState(s) === 'loaded');
    applications.send({ type: 'dialog.open', dialog: 'details', row: { id: ID } });
    // The dialog's machine comes when it opens (issue 32).
    await waitFor(applications, (s) => s.children.details !== undefined);
    const details = applications.getSnapshot().children.details as AnyActorRef;
    await waitFor(details, (s) => s.matches('loaded'));
    const asked = panel.calls.listApplications!.mock.calls.length;
    details.send({ type: 'status.set', status: 'handled' });
    await waitFor(count, () => panel.calls.listApplications!.mock.calls.length > asked);
    expect(panel.calls.listApplications).toHaveBeenLastCalledWith(
      { status: 'new', pageSize: 1 },
      expect.anything(),
    );
  });
});

// --- Every transition, from the graph -----------------------------------------------------------------------

/** A storage that keeps nothing: the graph is walked on one input, a bare /admin always the default page. */
const forgetful = () => ({ ...createMemoryStorage(), setItem: () => undefined });
const inputAt = (pathname: string, search = '') => ({
  storage: forgetful(),
  api: unusedApi<AdminPanelApi>(),
  location: { pathname, search },
});
const location = (pathname: string, search = '') => ({
  type: 'location.change' as const,
  pathname,
  search,
});
/** Add Member's form as its code comes (a stand-in machine), named so in the paths' descriptions. */
const FORM_CODE = Object.assign(createMachine({ id: 'addMemberForm' }), {
  toJSON: () => "Add Member's form",
});

/**
 * The path's scripted actors, where Add Member's form that comes (`FORM_CODE`, the model's) is the path's
 * scripted form of the kind asked for (`addMember`, or `addMemberFromApplication` for `?from=`), whose end the
 * path's `xstate.done.actor.addMemberFromApplication` is.
 */
function withForms(scripted: ReturnType<typeof scriptedActors<string>>) {
  return {
    ...scripted,
    resolve: (name: string, output: unknown) => {
      const fromApplication = scripted.calls('loadAddMember').at(-1) === true;
      const form = fromApplication ? 'addMemberFromApplication' : 'addMember';
      return scripted.resolve(name, output === FORM_CODE ? scripted.actors[form] : output);
    },
  };
}

const events = [
  ...ADMIN_PAGES.map((page) => location(`/admin/${page}`)),
  location('/admin/view-members', '?by=username&q=hamza'),
  location('/admin/applications', `?open=${ID}`),
  location('/admin/add-member', `?from=${ID}`),
  location('/admin'),
  location('/view-members', '?by=username&q=hamza'),
  location('/update-admin'),
  { type: 'page.select', page: 'overview' },
  { type: 'member.createFrom', submissionId: ID },
  { type: 'list.setQuery', query: { searchBy: 'username', search: 'sara' }, replace: false },
  // Add Member's code and rules came (its form: the path's scripted one, `withForms`), or not (offline).
  { type: 'xstate.done.actor.loadAddMember', output: FORM_CODE },
  { type: 'xstate.done.actor.loadAddMember', output: undefined },
  { type: 'addMember.retry' },
  { type: 'xstate.done.actor.addMemberFromApplication', output: { result: { id: ID } } },
  { type: 'xstate.done.actor.addMemberFromApplication', output: { result: null } },
  // An office list's code has come (its list, started then, has tests of its own: none here).
  { type: 'xstate.done.actor.loadPanelList' },
] as AdminPanelEvent[];

/** A model state: the sub-page and its address's query (the storage and the API are not its state). */
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.page, snapshot.context.search]);

describe('admin panel machine: a path through every transition', () => {
  const model = createTestModel(modelOf(adminPanelMachine), {
    input: inputAt('/admin/view-members'),
    events,
    serializeState,
  });
  const paths = transitionPaths(model, { input: () => inputAt('/admin/view-members') });
  // The panel opened at each sub-page's address (and a bare /admin): the opening's other transitions.
  const openings = ADMIN_PAGES.map((page) =>
    transitionPaths(
      createTestModel(modelOf(adminPanelMachine), {
        input: inputAt(`/admin/${page}`),
        // Opened, and nothing more.
        filterEvents: () => false,
        serializeState,
      }),
    ),
  );

  it('the paths take every transition of the machine', () => {
    const covered = new Set([...paths.covered, ...openings.flatMap((more) => [...more.covered])]);
    expect(flowGraph(adminPanelMachine).transitions.filter((name) => !covered.has(name))).toEqual(
      [],
    );
  });

  const all = [...paths, ...openings.flat()];
  it.each(all.map((path, n) => [`${n}: ${path.description}`, path] as const))(
    '%s',
    async (_, path) => {
      const opening = path.steps[0]!.state.context as { page: AdminPage; search: string };
      const storage = createMemoryStorage();
      const navigations: Navigation[] = [];
      await runPath(path, {
        machine: adminPanelMachine.provide({
          actions: { navigate: (_: unknown, params: Navigation) => void navigations.push(params) },
        }),
        input: () => ({ ...inputAt(`/admin/${opening.page}`), storage }),
        // The children have tests of their own: here they never answer, but Add Member's ends as the path says.
        scripted: withForms(
          scriptedActors([
            'memberList',
            'applicationsList',
            'membershipHistory',
            'memberHistory',
            'loadAddMember',
            'addMember',
            'addMemberFromApplication',
            'applicationsCount',
            'loadPanelList',
          ]),
        ),
        contextKeys: ['page', 'search'],
        check: (actor, _, event) => {
          const { value, context, children } = actor.getSnapshot() as AnyMachineSnapshot;
          // The sub-page shown is its state, and the one remembered.
          expect(typeof value === 'string' ? value : Object.keys(value)[0]).toBe(context.page);
          expect(storage.getItem(STORAGE_KEYS.adminActivePage)).toBe(context.page);
          // The sub-page an address names is the one shown; a sub-page chosen is its address asked for.
          const step = event as AdminPanelEvent;
          if (step.type === 'location.change') {
            const named = /^\/admin\/([a-z-]+)$/.exec(step.pathname)?.[1];
            if (named && (ADMIN_PAGES as readonly string[]).includes(named))
              expect(context.page).toBe(named);
          }
          if (step.type === 'page.select')
            expect(navigations.at(-1)).toEqual({ to: `/admin/${step.page}` });
          // A list sub-page has its list as a child, and no other sub-page's.
          const lists = ['memberList', 'applicationsList', 'membershipHistory', 'memberHistory'];
          const own = {
            'view-members': 'memberList',
            applications: 'applicationsList',
            'membership-history': 'membershipHistory',
            'member-history': 'memberHistory',
          }[context.page as string];
          expect(lists.filter((id) => children[id])).toEqual(own ? [own] : []);
          // Add Member's form, once its code came: the blank one, or the one filled from an application.
          const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
          expect(children.addMember !== undefined).toBe(
            snapshot.matches({ 'add-member': 'blank' }),
          );
          expect(children.addMemberFromApplication !== undefined).toBe(
            snapshot.matches({ 'add-member': 'fromApplication' }),
          );
          expect(children.applicationsCount).toBeDefined();
          // Every address asked for is a sub-page's own.
          for (const { to } of navigations)
            expect(to).toMatch(
              /^\/admin\/(overview|view-members|applications|add-member|import-members|membership-history|member-history|my-profile)(\?|$)/,
            );
        },
      });
    },
  );
});

describe('admin panel machine: no relay through React', () => {
  it('Add Member from an application is a child of the panel, not a machine of the page', async () => {
    const panel = open(`/admin/add-member?from=${ID}`);
    await waitFor(panel.actor, (s) => s.matches({ 'add-member': 'fromApplication' }));
    expect(panel.child('addMemberFromApplication')).toBeDefined();
    // A sub-page without a machine of the panel's has no child but the counts.
    panel.go('/admin/overview');
    expect(Object.keys(panel.actor.getSnapshot().children)).toEqual([
      'applicationsCount',
      'renewalRequestsCount',
    ]);
  });
});

describe('admin panel machine: the office (issue 34)', () => {
  it('counts the pending renewal requests for the nav; Renewal requests and Payments are lists in the address', async () => {
    const listPayments = vi.fn(() => deferred<never>().promise);
    const panel = open('/admin/renewal-requests?status=all', { api: { listPayments } });
    await waitFor(panel.child('renewalRequestsCount')!, (s) => s.matches('shown'));
    expect(panel.child('renewalRequestsCount')!.getSnapshot().context.count).toBe(3);
    expect(panel.calls.countPendingRenewalRequests).toHaveBeenCalledWith(expect.anything());
    expect(panel.page()).toBe('renewal-requests');
    // The office's lists start once their code has come (it loads with their page, not the panel's).
    await waitFor(panel.actor, (s) => s.children.renewalRequestsList !== undefined);
    await waitFor(panel.child('renewalRequestsList')!, (s) => listState(s) === 'loaded');
    // Every status, as the address says.
    expect(panel.calls.listRenewalRequests).toHaveBeenCalledWith(
      { pageNumber: 1, pageSize: 10 },
      expect.anything(),
    );
    panel.go('/admin/payments?method=cash&member=sara&from=2026-11-01');
    expect(panel.page()).toBe('payments');
    await waitFor(panel.actor, (s) => s.children.paymentsList !== undefined);
    expect(listPayments).toHaveBeenCalledWith(
      { pageNumber: 1, pageSize: 10, method: 'cash', memberUsername: 'sara', from: '2026-11-01' },
      expect.anything(),
    );
  });

  it('a list whose code does not come leaves its page without a list, and the panel going', async () => {
    const offline = deferred<never>();
    const panel = open('/admin/payments', {
      actors: { loadPanelList: childLoader(() => offline.promise) },
    });
    offline.reject(new Error('offline'));
    await offline.promise.catch(() => undefined);
    await waitFor(panel.actor, (s) => s.children.loadPanelList?.getSnapshot().status !== 'active');
    expect(panel.actor.getSnapshot().status).toBe('active');
    expect(panel.child('paymentsList')).toBeUndefined();
    panel.go('/admin/view-members');
    expect(panel.child('memberList')).toBeDefined();
  });

  it('an address met while an office list’s code loads is the one it starts on', async () => {
    const listPayments = vi.fn(() => deferred<never>().promise);
    const panel = open('/admin/payments', { api: { listPayments } });
    panel.go('/admin/payments?method=cliq');
    expect(panel.child('paymentsList')).toBeUndefined();
    await waitFor(panel.actor, (s) => s.children.paymentsList !== undefined);
    expect(listPayments).toHaveBeenCalledTimes(1);
    expect(listPayments).toHaveBeenCalledWith(
      { pageNumber: 1, pageSize: 10, method: 'cliq' },
      expect.anything(),
    );
    // Left before its code came: no list.
    panel.go('/admin/renewal-requests');
    panel.go('/admin/overview');
    // Its code here (the import settled) and every promise job run since.
    await import('../renewalRequestsList/renewalRequestsListMachine.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Object.keys(panel.actor.getSnapshot().children).sort()).toEqual([
      'applicationsCount',
      'renewalRequestsCount',
    ]);
  });
});
