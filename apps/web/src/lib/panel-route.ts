import type { PanelLocation } from '@mijas/machines';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { AnyActorRef, AnyStateMachine, InputFrom } from 'xstate';
import { useFlow } from './use-flow.ts';

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
  return { Provider: Context.Provider, usePanel, usePanelChild };
}
