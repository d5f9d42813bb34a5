import '@mijas/api/jitless';
import { createAppSession, createBrowserStorage } from '@mijas/machines';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes, whenRouterReady } from './app/router.tsx';
import { inspectOption, startInspector } from './lib/inspector.ts';
import { noteTypedFields, replayTypedFields } from './lib/typed-before-hydration.ts';

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;
/** One router for the page's life, on the browser's history. */
function router() {
  browserRouter ??= createBrowserRouter(routes);
  return browserRouter;
}

async function startSession() {
  await startInspector();
  return createAppSession({
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    local: createBrowserStorage('local'),
    session: createBrowserStorage('session'),
    ...inspectOption(),
  });
}

/** Renders the whole app (session, router, every page) into `root`, at the browser's current address. */
export async function renderApp(root: Root): Promise<void> {
  const appSession = await startSession();
  root.render(
    <StrictMode>
      <App appSession={appSession} router={router()} />
    </StrictMode>,
  );
}

/** Starts the app in `container` (whatever it held is replaced). */
export function bootApp(container: HTMLElement): Promise<void> {
  return renderApp(createRoot(container));
}

/**
 * Hydrates a page the build prerendered for a signed-out visitor (scripts/prerender.mjs): the router first loads
 * the page's module, so the first render is the prerendered page itself, node for node. Text typed before is
 * handed to the page's fields; then `onReady`.
 */
export async function hydrateApp(container: HTMLElement, onReady?: () => void): Promise<Root> {
  const appSession = await startSession();
  const appRouter = router();
  await whenRouterReady(appRouter);
  const typed = noteTypedFields(container);
  return hydrateRoot(
    container,
    <StrictMode>
      <App
        appSession={appSession}
        router={appRouter}
        onReady={() => {
          replayTypedFields(typed);
          onReady?.();
        }}
      />
    </StrictMode>,
  );
}
