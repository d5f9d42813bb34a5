import type { ApiClient } from '@mijas/api';
import { ROLES } from '@mijas/api';
import { Card, Text } from '@mijas/ui';
import {
  createMemoryStorage,
  sessionMachine,
  type createAppSession,
  type SessionActor,
} from '@mijas/machines';
import { fakeJwt } from '@mijas/machines/testing';
import {
  createContext,
  Fragment,
  useContext,
  useMemo,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createActor, SimulatedClock, type InspectionEvent } from 'xstate';
import { useStoryDriver } from './story-state.tsx';

export type TestRole = 'member' | 'admin' | 'root' | 'anonymous';

/** The app's session actor and the client wired to it, as `createAppSession` makes them. */
export type AppSession = ReturnType<typeof createAppSession>;

type Inspect = (event: InspectionEvent) => void;

/** What the providers around a page are given (`HarnessApp.Providers`). */
export interface PageProvidersProps<TFlows> {
  appSession: AppSession;
  /** The page machines' implementations by machine id (the story's fakes). */
  flows: TFlows;
  /** The story driver's watcher of the page's machines. */
  inspect: Inspect;
  /** The delays' clock of the page's machines: one that stands still, or XState's own (undefined). */
  clock: SimulatedClock | undefined;
  children: ReactNode;
}

/**
 * What the harness needs of the app, passed in by the app (apps/web/src/testing/page-harness.tsx): the package
 * imports nothing of it.
 */
export interface HarnessApp<TFlows> {
  /** The app's providers around one page: its session, and what its machines are given (`useFlow`'s overrides). */
  Providers: ComponentType<PageProvidersProps<TFlows>>;
  /** The app's providers inside the router, around the page (what carries its machines' `navigate` out). */
  InRouter?: ComponentType<{ children: ReactNode }>;
  /** The `inspect` option of the actors the harness starts: the flow player's, when it runs. */
  inspectOption(): { inspect?: Inspect };
}

const roleNames = {
  member: [ROLES.member],
  admin: [ROLES.admin],
  root: [ROLES.rootAdmin],
} as const;
/** Where the page navigated to, shown by the harness's catch-all route. */
export const NAVIGATED_TO = 'navigated-to';

/** The page's own address (with `trackLocation`): a search kept in the URL shows here. */
export const CURRENT_LOCATION = 'current-location';

function CurrentLocation() {
  const location = useLocation();
  return (
    <output data-testid={CURRENT_LOCATION} hidden>
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Where the page went, as a card: the page at that address is not part of this story. */
function Navigated() {
  const location = useLocation();
  return (
    <div style={{ maxWidth: '32rem', margin: '3rem auto', padding: '0 1rem' }}>
      <Card title="Redirected" description="The page sent you to another address." accent>
        <Text size="lg">
          <span aria-hidden="true">→ </span>
          <code data-testid={NAVIGATED_TO}>
            {location.pathname}
            {location.search}
          </code>
        </Text>
      </Card>
    </div>
  );
}

export interface PageHarnessProps<TFlows = Record<string, unknown>> {
  /** The page, rendered at `path`. */
  children: ReactNode;
  /** The route pattern of the page, e.g. '/login'. */
  path: string;
  /** The address the page opens at (default `path`), e.g. '/login?redirect=/admin'. */
  url?: string;
  role?: TestRole;
  appSession?: AppSession;
  /** Machine implementations by machine id (usually the actors). */
  flows?: TFlows;
  /** Router state of the first entry (e.g. the member passed to /update-member). */
  state?: unknown;
  /** Renders the page's address in a hidden `CURRENT_LOCATION` element, for tests of URL state. */
  trackLocation?: boolean;
  /**
   * Time stands still for the page's machines: a delayed step (a redirect 2 s after a success) never comes, so
   * the state before it stays on screen.
   */
  timeStands?: boolean;
}

const HarnessSession = createContext<AppSession | null>(null);

/** The session the harness made, for tests that look at it. */
export function useHarnessSession() {
  return useContext(HarnessSession);
}

/** The page harness and its test sessions, around the pages of `app`. */
export function createPageHarness<TFlows extends object>(app: HarnessApp<TFlows>) {
  const { Providers, InRouter = Fragment } = app;

  /**
   * A session for stories and component tests: in memory, signed in as `role` with an unsigned token. Its API
   * is `api` when given; otherwise every call fails loudly, so a story must provide its page machine's actors.
   */
  function createTestSession(
    role: TestRole = 'anonymous',
    api: Partial<ApiClient> = {},
  ): AppSession {
    const client = new Proxy(api as ApiClient, {
      get(target, name) {
        if (name in target) return target[name as keyof ApiClient];
        return () => Promise.reject(new Error(`The test API has no ${String(name)}`));
      },
    });
    const session: SessionActor = createActor(sessionMachine, {
      input: { api: client, local: createMemoryStorage(), session: createMemoryStorage() },
      // The flow player, when it runs (Storybook), shows the session beside the page's machines.
      ...app.inspectOption(),
    }).start();
    if (role !== 'anonymous') {
      const roles = [...roleNames[role]];
      session.send({
        type: 'session.login',
        token: fakeJwt({
          sub: `u-${role}`,
          preferred_username: role === 'root' ? 'root' : role,
          email: `${role}@mijas.example.com`,
          given_name: 'Sara',
          family_name: 'Haddad',
          name: 'Sara Haddad',
          realm_access: { roles },
          exp: 4_000_000_000,
        }),
        refreshToken: 'refresh',
        roles,
        remember: true,
      });
    }
    return { api: client, session };
  }

  /**
   * A session that just ended without the user's doing, as after a refused refresh (`selectSessionEnded`): a
   * member's session without refresh token, ended by a 401.
   */
  function createEndedTestSession(): AppSession {
    const appSession = createTestSession('member');
    const { token } = appSession.session.getSnapshot().context;
    if (token) appSession.session.send({ type: 'session.login', token, remember: true });
    appSession.session.send({ type: 'refresh.needed' });
    return appSession;
  }

  /**
   * One page with the app's session and a memory router; any navigation away from it lands on a route that
   * prints the new address (`NAVIGATED_TO`). The UI provider comes from Storybook's preview or `renderPage`.
   */
  function PageHarness({
    children,
    path,
    url,
    role = 'anonymous',
    appSession,
    flows = {} as TFlows,
    state,
    trackLocation = false,
    timeStands = false,
  }: PageHarnessProps<TFlows>) {
    const value = useMemo(() => appSession ?? createTestSession(role), [appSession, role]);
    // The story's events (its `parameters.events`), sent to the page's machines as they accept them.
    const { driver, marker } = useStoryDriver();
    useState(() => driver.register('session', value.session));
    // A simulated clock nobody advances.
    const [clock] = useState(() => (timeStands ? new SimulatedClock() : undefined));
    // The page is fixed for the harness's life.
    const [router] = useState(() =>
      createMemoryRouter(
        [
          {
            path,
            element: (
              <InRouter>
                {children}
                {trackLocation ? <CurrentLocation /> : null}
              </InRouter>
            ),
          },
          { path: '*', element: <Navigated /> },
        ],
        { initialEntries: [{ pathname: (url ?? path).split('?')[0], search: search(url), state }] },
      ),
    );
    return (
      <HarnessSession.Provider value={value}>
        <Providers appSession={value} flows={flows} inspect={driver.inspect} clock={clock}>
          {/* The design system's links are plain anchors here (no app link component): follow in-app ones
              with the memory router, so a story's click never unloads the page. */}
          <InAppLinks router={router}>
            <RouterProvider router={router} />
          </InAppLinks>
          {marker}
        </Providers>
      </HarnessSession.Provider>
    );
  }

  return { createTestSession, createEndedTestSession, PageHarness };
}

/**
 * A plain click on an anchor to a path of this app that nothing else handled goes through the memory router
 * (bubbling, so the anchor's own handlers run first).
 */
function InAppLinks({
  router,
  children,
}: {
  router: { navigate: (to: string) => unknown };
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current?.ownerDocument;
    if (!root) return;
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const href = anchor?.getAttribute('href');
      if (!anchor || !href?.startsWith('/') || anchor.target) return;
      // Another harness's link (several stories on one docs page) is that harness's business.
      const owner = anchor.closest('[data-page-harness]');
      if (owner && owner !== ref.current) return;
      event.preventDefault();
      void router.navigate(href);
    };
    // On the document: dialogs and menus portal outside this element.
    root.addEventListener('click', follow);
    return () => root.removeEventListener('click', follow);
  }, [router]);
  return (
    <div ref={ref} data-page-harness style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

function search(url: string | undefined): string {
  const index = url?.indexOf('?') ?? -1;
  return url && index >= 0 ? url.slice(index) : '';
}
