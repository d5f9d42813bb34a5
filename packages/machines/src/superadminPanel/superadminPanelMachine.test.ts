import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyMachineSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { flowGraph, transitionPaths } from '../testing/flows.ts';
import { runPath, scriptedActors, unusedApi } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import { deferred } from '../testing/tokens.ts';
import {
  superadminPanelMachine,
  type SuperadminPanelApi,
  type SuperadminPanelEvent,
} from './superadminPanelMachine.ts';
import { SUPERADMIN_DEFAULT_PAGE } from '@mijas/api';
import { DEFAULT_SUPERADMIN_PAGE, SUPERADMIN_PAGES } from './superadminPages.ts';

type Navigation = { to: string; replace?: boolean; keepScroll?: boolean };

/** The panel at `address`, `navigate` recorded; `go` is the router's location changing. */
function open(address: string) {
  const navigations: Navigation[] = [];
  const [pathname = '', query = ''] = address.split('?');
  const listAdmins = vi.fn(() => deferred<never>().promise);
  const listReminders = vi.fn(() => deferred<never>().promise);
  const actor = createActor(
    superadminPanelMachine.provide({
      actions: { navigate: (_: unknown, params: Navigation) => void navigations.push(params) },
    }),
    {
      input: {
        api: { ...unusedApi<SuperadminPanelApi>(), listAdmins, listReminders },
        location: { pathname, search: query ? `?${query}` : '' },
      },
    },
  ).start();
  const go = (to: string) => {
    const [path = '', search = ''] = to.split('?');
    actor.send({ type: 'location.change', pathname: path, search: search ? `?${search}` : '' });
  };
  return {
    actor,
    navigations,
    listAdmins,
    listReminders,
    go,
    follow: () => go(navigations.at(-1)!.to),
    page: () => actor.getSnapshot().context.page,
    child: (id: string) => actor.getSnapshot().children[id] as AnyActorRef | undefined,
  };
}

describe('superadmin panel machine: the sub-page a bare /superadmin opens', () => {
  // The server sends a bare /superadmin on to the contract's (`barePanelPageFor`): the panel opens the same one.
  // (Two constants: importing the contract's into this module reshuffled the app's chunks, 1 kB gzip more.)
  it("is the contract's, where the server sends that address", () => {
    expect(DEFAULT_SUPERADMIN_PAGE).toBe(SUPERADMIN_DEFAULT_PAGE);
  });
});

describe('superadmin panel machine: the address names the sub-page', () => {
  it.each(SUPERADMIN_PAGES.map((page) => [page]))(
    '/superadmin/%s opens that sub-page and asks for no other address',
    (page) => {
      const panel = open(`/superadmin/${page}`);
      expect(panel.page()).toBe(page);
      expect(panel.navigations).toEqual([]);
    },
  );

  it.each([
    ['/superadmin', '/superadmin/view-admins'],
    ['/superadmin?tab=create', '/superadmin/create-admin'],
    ['/superadmin?tab=reminders&page=2', '/superadmin/expiry-reminders?page=2'],
    [
      '/view-admins?searchBy=email&search=sara',
      '/superadmin/view-admins?searchBy=email&search=sara',
    ],
  ])('%s (a bare, old or spec address) opens %s, written in its place', (address, own) => {
    const panel = open(address);
    expect(panel.navigations).toEqual([{ to: own, replace: true }]);
    expect(panel.page()).toBe(own.split('/')[2]!.split('?')[0]);
    panel.follow();
    expect(panel.navigations).toHaveLength(1);
  });

  it("View Admins' search goes to its address; Back and Forward show each search", () => {
    const panel = open('/superadmin/view-admins');
    const list = panel.child('adminList')!;
    list.send({ type: 'search.change', value: 'sara' });
    list.send({ type: 'search.submit' });
    expect(panel.navigations.at(-1)).toEqual({
      to: '/superadmin/view-admins?searchBy=username&search=sara',
      replace: false,
      keepScroll: true,
    });
    panel.follow();
    expect(list.getSnapshot().context.applied).toEqual({ searchBy: 'username', value: 'sara' });
    panel.go('/superadmin/create-admin');
    expect(panel.child('adminList')).toBeUndefined();
    panel.go('/superadmin/view-admins?searchBy=username&search=sara');
    expect(panel.child('adminList')!.getSnapshot().context.searchValue).toBe('sara');
    expect(panel.listAdmins).toHaveBeenLastCalledWith(
      { pageNumber: 1, pageSize: 10, searchBy: 'username', search: 'sara' },
      expect.anything(),
    );
  });

  it("Expiry reminders' page of reminders sent is in its address, through its page machine", () => {
    const panel = open('/superadmin/expiry-reminders?page=2');
    expect(panel.listReminders).toHaveBeenCalledWith(
      { pageNumber: 2, pageSize: 10 },
      expect.anything(),
    );
    panel.go('/superadmin/expiry-reminders');
    expect(panel.listReminders).toHaveBeenLastCalledWith(
      { pageNumber: 1, pageSize: 10 },
      expect.anything(),
    );
  });
});

// --- Every transition, from the graph -----------------------------------------------------------------------

const inputAt = (pathname: string, search = '') => ({
  api: unusedApi<SuperadminPanelApi>(),
  location: { pathname, search },
});
const location = (pathname: string, search = '') => ({
  type: 'location.change' as const,
  pathname,
  search,
});
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.page, snapshot.context.search]);

describe('superadmin panel machine: a path through every transition', () => {
  const events: SuperadminPanelEvent[] = [
    ...SUPERADMIN_PAGES.map((page) => location(`/superadmin/${page}`)),
    location('/superadmin/view-admins', '?search=sara'),
    location('/superadmin', '?tab=reminders'),
    location('/login'),
    { type: 'list.setQuery', query: { page: 2 }, replace: false },
  ];
  const model = createTestModel(modelOf(superadminPanelMachine), {
    input: inputAt('/superadmin/view-admins'),
    events,
    serializeState,
  });
  const paths = transitionPaths(model);
  const openings = SUPERADMIN_PAGES.map((page) =>
    transitionPaths(
      createTestModel(modelOf(superadminPanelMachine), {
        input: inputAt(`/superadmin/${page}`),
        filterEvents: () => false,
        serializeState,
      }),
    ),
  );

  it('the paths take every transition of the machine', () => {
    const covered = new Set([...paths.covered, ...openings.flatMap((more) => [...more.covered])]);
    expect(
      flowGraph(superadminPanelMachine).transitions.filter((name) => !covered.has(name)),
    ).toEqual([]);
  });

  const all = [...paths, ...openings.flat()];
  it.each(all.map((path, n) => [`${n}: ${path.description}`, path] as const))(
    '%s',
    async (_, path) => {
      const opening = path.steps[0]!.state.context as { page: string };
      const navigations: Navigation[] = [];
      await runPath(path, {
        machine: superadminPanelMachine.provide({
          actions: { navigate: (_: unknown, params: Navigation) => void navigations.push(params) },
        }),
        input: inputAt(`/superadmin/${opening.page}`),
        scripted: scriptedActors(['adminList', 'runReminders']),
        contextKeys: ['page', 'search'],
        check: (actor, _, event) => {
          const { value, context, children } = actor.getSnapshot() as AnyMachineSnapshot;
          expect(value).toBe(context.page);
          // The sub-page an address names is the one shown.
          const step = event as SuperadminPanelEvent;
          const named =
            step.type === 'location.change' && /^\/superadmin\/([a-z-]+)$/.exec(step.pathname)?.[1];
          if (named && (SUPERADMIN_PAGES as readonly string[]).includes(named))
            expect(context.page).toBe(named);
          // The list of the sub-page shown, and no other.
          const own = { 'view-admins': 'adminList', 'expiry-reminders': 'runReminders' }[
            context.page as string
          ];
          expect(Object.keys(children)).toEqual(own ? [own] : []);
          for (const { to } of navigations)
            expect(to).toMatch(/^\/superadmin\/(view-admins|create-admin|expiry-reminders)(\?|$)/);
        },
      });
    },
  );
});
