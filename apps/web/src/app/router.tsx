import {
  Component,
  startTransition,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import {
  matchRoutes,
  Router,
  useRoutes,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type NavigateOptions,
  type Navigator,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router';
import { RootLayout, RouteError } from './root-layout.tsx';
import { routeModules } from './route-modules.ts';
import { loadPageTexts, type PageTextName } from '../i18n/page-texts.ts';

/** A route file (`./routes/**`): its page, and what the page needs before it is shown. */
export interface RouteModule {
  Component: ComponentType;
  /** The page texts the page shows (`i18n/page-texts.ts`): loaded before it first renders. */
  pageTexts?: readonly PageTextName[];
  /**
   * Runs before the page is shown at `url`, on every visit (each address and query of it): the code of the part
   * of the page the address names, its first data asked for ahead. The page shows once it has settled.
   */
  preload?: (url: URL) => unknown;
}

/** The route files, each its own chunk (the tests and stories beside them are not pages). */
const modules = import.meta.glob<RouteModule>([
  './routes/**/*.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/**/*.stories.tsx',
]);

const loadedModules = new Map<string, RouteModule>();

/**
 * Loads a route's module and its page texts, running `alongside` with the module meanwhile (a page's `preload`:
 * its texts and what it asks ahead come at once, not one after the other).
 */
async function loadModule(
  file: string,
  alongside: (module: RouteModule) => unknown = () => {},
): Promise<RouteModule> {
  const known = loadedModules.get(file);
  if (known) {
    await alongside(known);
    return known;
  }
  const load = modules[file];
  if (!load) throw new Error(`${file} is not a route file`);
  const module = await load();
  await Promise.all([loadPageTexts(module.pageTexts ?? []), alongside(module)]);
  loadedModules.set(file, module);
  return module;
}

/** A route's page: its module has loaded before the router shows its address. */
function RoutePage({ file }: { file: string }) {
  const module = loadedModules.get(file);
  if (!module) throw new Error(`${file} was shown before its code loaded`);
  return <module.Component />;
}

/** SPEC §2's route table: every page inside the root layout, each the page of its route file. */
const routeTable: RouteObject[] = [
  {
    element: <RootLayout />,
    children: routeModules.map(([path, file]) => ({
      path,
      element: <RoutePage file={file} />,
      handle: file,
    })),
  },
];

/** The route file of the page at `pathname` (the not-found page's, for an address that is no page). */
function routeFileOf(pathname: string): string {
  const match = matchRoutes(routeTable, { pathname })?.at(-1);
  if (!match) throw new Error(`No route at ${pathname}`);
  return match.route.handle as string;
}

/** Loads the page at `url` (its module, its texts) and runs its `preload` for that address. */
async function preparePage(url: URL): Promise<void> {
  await loadModule(routeFileOf(url.pathname), (module) => module.preload?.(url));
}

type History = ReturnType<typeof createBrowserHistory>;

export interface AppRouterState {
  /** Whether the page at the first address is ready (before, nothing is shown). */
  initialized: boolean;
  /** Whether this is the first page shown (the browser's own, or a prerendered page already on screen). */
  first: boolean;
  location: Location;
  action: NavigationType;
  /** Why the page at `location` could not load (its code did not come): the error page is shown. */
  error: unknown;
  /** The navigation asked to keep the scroll position (a list's query written into the address). */
  keepScroll: boolean;
}

/**
 * The app's router: the browser's history (or a memory one), whose every move first loads the page it goes to
 * (its module, its texts, its `preload`), while the page before stays on screen; then the address changes and
 * the page is shown. A move made meanwhile wins over the one before. React Router's components and hooks
 * (`useNavigate`, `useLocation`, `Link`, `Navigate`…) run on it through `<AppRoutes>`: its declarative `Router`,
 * without its data router (loaders, actions, fetchers: about half of its code, none of it used here).
 */
export interface AppRouter {
  readonly state: AppRouterState;
  subscribe(listener: (state: AppRouterState) => void): () => void;
  /** What React Router's `useNavigate` and `Link` move the history with. */
  readonly navigator: Navigator;
  /** Goes to `to` (a number: back or forward in the history); resolves once that page is shown. */
  navigate(to: To | number, options?: { replace?: boolean }): Promise<void>;
  dispose(): void;
}

function createAppRouter(history: History): AppRouter {
  let state: AppRouterState = {
    initialized: false,
    first: true,
    location: history.location,
    action: history.action,
    error: null,
    keepScroll: false,
  };
  const listeners = new Set<(state: AppRouterState) => void>();
  const committed = new Set<() => void>();
  let latest = 0;

  /** Prepares the page at `url`, then (unless another move came meanwhile) commits the move. */
  async function move(
    url: URL,
    commit: () => Pick<AppRouterState, 'location' | 'action'>,
    keepScroll = false,
  ): Promise<void> {
    const ticket = (latest += 1);
    let error: unknown = null;
    try {
      await preparePage(url);
    } catch (reason) {
      error = reason;
    }
    if (ticket !== latest) return;
    state = { initialized: true, first: !state.initialized, ...commit(), error, keepScroll };
    for (const listener of listeners) listener(state);
    for (const resolve of committed) resolve();
    committed.clear();
  }

  const urlOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
    history.createURL(location);

  const moveTo = (to: To, historyState: unknown, options: NavigateOptions = {}) =>
    move(
      history.createURL(to),
      () => {
        if (options.replace) history.replace(to, historyState);
        else history.push(to, historyState);
        return { location: history.location, action: history.action };
      },
      options.preventScrollReset === true,
    );

  const stopListening = history.listen(({ action, location }) => {
    void move(urlOf(location), () => ({ location, action }));
  });
  void move(urlOf(history.location), () => ({
    location: history.location,
    action: history.action,
  }));

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, historyState, options) =>
      void moveTo(to, historyState, { ...options, replace: false }),
    replace: (to, historyState, options) =>
      void moveTo(to, historyState, { ...options, replace: true }),
  };

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigator,
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        const shown = new Promise<void>((resolve) => committed.add(resolve));
        history.go(to);
        return shown;
      }
      return moveTo(to, null, options);
    },
    dispose() {
      stopListening();
      listeners.clear();
      latest += 1;
    },
  };
}

/** The router on the browser's history. */
export function createBrowserAppRouter(): AppRouter {
  return createAppRouter(createBrowserHistory());
}

/** A router on a history of its own at `url` (the build's prerender, tests, the journeys' stories). */
export function createMemoryAppRouter(url: string): AppRouter {
  return createAppRouter(createMemoryHistory({ initialEntries: [url] }));
}

/**
 * Resolves once `router` has loaded the page at its address: rendered from then on, it shows that page at once,
 * so the prerendered HTML and the first render in the browser match.
 */
export function whenRouterReady(router: Pick<AppRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Every page loads the modules of every route (the journeys' stories: each page at once when visited). */
export async function loadEveryPage(): Promise<void> {
  await Promise.all(routeModules.map(([, file]) => loadModule(file)));
}

/**
 * The scroll position of each entry of the history, for going back to it (a reload's, from session storage: the
 * browser restores none itself once the app has taken scrolling over).
 */
const SCROLL_POSITIONS = 'mijas.scrollPositions';
const scrollPositions = new Map<string, number>();

function readScrollPositions() {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS) ?? '{}');
    if (saved && typeof saved === 'object')
      for (const [key, y] of Object.entries(saved))
        if (typeof y === 'number') scrollPositions.set(key, y);
  } catch {
    // Nothing saved, or not readable: pages open at their top.
  }
}

/**
 * Where a page is scrolled once it is shown: back or forward, where it was left; to the address's `#anchor`;
 * nowhere else when the move keeps the scroll (a list's query) or is the first page (the browser's, or a
 * prerendered page the visitor may have scrolled already); else at the top.
 */
export function scrollTarget(
  state: Pick<AppRouterState, 'location' | 'action' | 'keepScroll' | 'first'>,
  saved: (key: string) => number | undefined,
): { y: number } | { anchor: string } | null {
  const { location, action, keepScroll, first } = state;
  const y = action === 'POP' ? saved(location.key) : undefined;
  if (y !== undefined) return { y };
  if (location.hash.length > 1) return { anchor: decodeURIComponent(location.hash.slice(1)) };
  if (keepScroll || first) return null;
  return { y: 0 };
}

/** What the visitor does that takes the scrolling over from a restore still waiting. */
const TAKES_SCROLL_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window to `y`; if the page is not yet that tall (a list whose rows are on their way back), again
 * as it grows, until it is, the visitor scrolls or presses something, or a few seconds have passed. Answers
 * what stops it.
 */
function scrollWhenReachable(y: number): () => void {
  const reached = () =>
    document.documentElement.scrollHeight - window.innerHeight >= y || window.scrollY >= y;
  window.scrollTo(0, y);
  if (reached() || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (reached()) stop();
  });
  const timer = setTimeout(() => stop(), 3000);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of TAKES_SCROLL_OVER) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of TAKES_SCROLL_OVER) window.addEventListener(type, stop, { passive: true });
  return stop;
}

function useScrollOnNavigation(state: AppRouterState) {
  // eslint-disable-next-line mijas/no-react-state -- browser: the app scrolls the pages itself (the history's scroll restoration is manual)
  useLayoutEffect(() => {
    readScrollPositions();
    const manual = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      scrollPositions.set(window.history.state?.key ?? 'default', window.scrollY);
      try {
        sessionStorage.setItem(
          SCROLL_POSITIONS,
          JSON.stringify(Object.fromEntries(scrollPositions)),
        );
      } catch {
        // Storage full or refused: a reload opens at the top.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = manual;
    };
  }, []);
  // eslint-disable-next-line mijas/no-react-state -- browser: where a page is scrolled once it is shown
  useLayoutEffect(() => {
    const target = scrollTarget(state, (key) => scrollPositions.get(key));
    if (!target) return;
    if ('y' in target) return scrollWhenReachable(target.y);
    document.getElementById(target.anchor)?.scrollIntoView();
  }, [state]);
}

/** A page that threw while rendering: the error page, until the address changes. */
class PageBoundary extends Component<
  { location: Location; children: ReactNode },
  { error: unknown; location: Location }
> {
  override state = { error: null as unknown, location: this.props.location };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(
    props: { location: Location },
    state: { error: unknown; location: Location },
  ) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed', error, info.componentStack);
  }
  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

function Pages() {
  return useRoutes(routeTable);
}

/**
 * The app's pages on `router`: the page at its address inside the root layout, React Router's hooks and links
 * on its history, each move in a transition (React renders the next page in slices, the page before on screen).
 */
export function AppRoutes({ router }: { router: AppRouter }) {
  // eslint-disable-next-line mijas/no-react-state -- code loading: the page shown is the one whose code the router loaded
  const [state, setState] = useState(router.state);
  // eslint-disable-next-line mijas/no-react-state -- code loading: each page the router has loaded, shown in a transition
  useLayoutEffect(() => {
    const show = (next: AppRouterState) => {
      // Where the page being left was scrolled, before the next one is rendered.
      scrollPositions.set(state.location.key, typeof window === 'undefined' ? 0 : window.scrollY);
      startTransition(() => setState(next));
    };
    if (router.state !== state) show(router.state);
    return router.subscribe(show);
  }, [router, state]);
  useScrollOnNavigation(state);
  if (!state.initialized) return null;
  return (
    <Router location={state.location} navigationType={state.action} navigator={router.navigator}>
      <PageBoundary location={state.location}>
        {state.error ? <RouteError /> : <Pages />}
      </PageBoundary>
    </Router>
  );
}
