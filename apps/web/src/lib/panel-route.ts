import { nextTask, type Role } from '@mijas/api';
import { selectPanelRedirect, type KeyValueStorage, type PanelLocation } from '@mijas/machines';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { createActor, type AnyActorRef, type AnyStateMachine, type InputFrom } from 'xstate';
import { whenAppSession } from './app-session-ref.ts';
import type { AppSessionValue } from './session.tsx';
import { useFlow } from './use-flow.ts';

/** The panels shown now, by their machines' ids (a count: a panel may be mounted twice for a moment). */
const shownPanels = new Map<string, number>();

/**
 * The route-level adapter of a panel's machine (`adminPanelMachine`, `superadminPanelMachine`), and the one place
 * where the router's location reaches the machines: the panel starts on the address it opens at
 * (`input.location`) and is told of every later change (`location.change`: a link, Back, Forward, the address
 * it asked for). Nothing else reads the location for them: the panel gives its sub-page's children their part
 * of the address (a list's search and page: `url.change`), and every address they want goes through its
 * injected `navigate` (the router's, from `useFlow`). Pages render the panel's snapshot and its children's, and
 * send them events.
 */
export function usePanelRoute<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: Omit<InputFrom<TMachine>, 'location'>,
) {
  const { pathname, search } = useLocation();
  const [opened] = useState<PanelLocation>(() => ({ pathname, search }));
  const panel = useFlow(machine, { ...input, location: opened } as InputFrom<TMachine>);
  // eslint-disable-next-line mijas/no-react-state -- code loading: which panels are shown, for their routes' data asked ahead (`prefetchPanel`)
  useEffect(() => {
    shownPanels.set(machine.id, (shownPanels.get(machine.id) ?? 0) + 1);
    return () => {
      const left = (shownPanels.get(machine.id) ?? 1) - 1;
      if (left > 0) shownPanels.set(machine.id, left);
      else shownPanels.delete(machine.id);
    };
  }, [machine]);
  // The address the machine knows already (it started on it): each other one is news.
  const known = useRef(`${opened.pathname}${opened.search}`);
  // eslint-disable-next-line mijas/no-react-state -- browser: the router's address (links, Back, Forward) to the panel's machine
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (here === known.current) return;
    known.current = here;
    panel.send({ type: 'location.change', pathname, search } as never);
  }, [panel, pathname, search]);
  return panel;
}

/**
 * A panel's actor for its sub-pages: the route's adapter provides it (`Provider`), a sub-page reads it
 * (`usePanel`) or the child of it that runs the sub-page (`usePanelChild`: its list, its form).
 */
export function createPanelContext<TActor extends AnyActorRef>(name: string) {
  const Context = createContext<TActor | null>(null);
  function usePanel(): TActor {
    const panel = useContext(Context);
    if (!panel) throw new Error(`This sub-page is shown inside the ${name} panel`);
    return panel;
  }
  /** The panel's child `id` while it runs (while its sub-page is shown). */
  function usePanelChild<TRef extends AnyActorRef>(id: string): TRef | undefined {
    return useSelector(usePanel(), (snapshot) => snapshot.children[id] as TRef | undefined);
  }
  /**
   * The panel's child `id`, deferred: the sub-page's first render of it (a list's filters and table, a form) comes
   * in slices that give way to the browser. The child's coming is a store's update, which React renders at once
   * and in one piece (at a phone's pace a task of 50–60 ms).
   */
  function useDeferredPanelChild<TRef extends AnyActorRef>(id: string): TRef | undefined {
    return useDeferredValue(usePanelChild<TRef>(id));
  }
  return { Provider: Context.Provider, usePanel, usePanelChild, useDeferredPanelChild };
}

/**
 * Asks for the first data of a panel's page at `url` while its code is still on the way, from its route's `preload`:
 * as the router starts on the address or comes to it from another page, not from one of the panel's own sub-pages
 * to another (the panel's machine, running, asks for what it needs then). Once the app's session has started and
 * holds `role`'s rights, the panel's machine is started on the address and stopped at once, with a storage it
 * cannot write, inside the client's `prefetch`: what it asks for first (its counts, its sub-page's list) goes out
 * now, and the machine the page starts once rendered takes those answers instead of asking again. The machine
 * decides what is asked, as it does when it runs: nothing here knows a query.
 */
export function prefetchPanel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  role: Role,
  url: URL,
  input: (appSession: AppSessionValue, storage: KeyValueStorage) => object,
): void {
  if (shownPanels.has(machine.id)) return;
  // In a task of its own: on a page's load the session starts in a task that is long enough already.
  void Promise.all([whenAppSession(), nextTask()]).then(([appSession]) => {
    const { session, api } = appSession;
    const snapshot = session.getSnapshot();
    // Signed in, with the panel's rights (nowhere else to go).
    const allowed =
      snapshot.hasTag('authenticated') && selectPanelRedirect(snapshot, { panelOf: role }) === null;
    if (shownPanels.has(machine.id) || !allowed) return;
    const location: PanelLocation = { pathname: url.pathname, search: url.search };
    api.prefetch(() => {
      const actor = createActor(machine, {
        input: {
          ...input(appSession, readOnly(snapshot.context.local)),
          location,
        } as InputFrom<TMachine>,
      });
      // What goes wrong here is the page's own machine's to meet when it runs.
      actor.subscribe({ error: () => {} });
      actor.start();
      actor.stop();
    });
  });
}

/** `storage` for reading: what a machine started to ask ahead writes is not kept. */
function readOnly(storage: KeyValueStorage): KeyValueStorage {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: () => {},
    removeItem: () => {},
    clear: () => {},
  };
}
