import type { DataRouter, RouteObject } from 'react-router';
import { RootLayout, RouteError } from './root-layout.tsx';
import { routeModules } from './route-modules.ts';
import { loadPageTexts, type PageTextName } from '../i18n/page-texts.ts';

type RouteModule = Awaited<ReturnType<Extract<RouteObject['lazy'], () => unknown>>> & {
  /** The page texts the page shows (`i18n/page-texts.ts`): loaded before it renders. */
  pageTexts?: readonly PageTextName[];
};

/** The route files, each its own chunk (the tests and stories beside them are not pages). */
const modules = import.meta.glob<RouteModule>([
  './routes/**/*.tsx',
  '!./routes/**/*.test.tsx',
  '!./routes/**/*.stories.tsx',
]);

function lazyModule(file: string) {
  const load = modules[file];
  if (!load) throw new Error(`${file} is not a route file`);
  return async () => {
    const { pageTexts = [], ...route } = await load();
    await loadPageTexts(pageTexts);
    return route;
  };
}

/**
 * The route table of SPEC §2. Every page is its own lazy module (a route file exporting `Component`), so a
 * visitor of `/` downloads none of the dashboards.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: routeModules.map(([path, file]) => ({ path, lazy: lazyModule(file) })),
  },
];

/**
 * Resolves once `router` has loaded the modules of the page at its address: rendered from then on, it shows
 * that page at once (not `HydrateFallback`), so the prerendered HTML and the first render in the browser match.
 */
export function whenRouterReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
