import '@mijas/api/jitless';
import { firstPaintOf, nextTask, prerenderedPanelFor } from '@mijas/api';
import { selectFirstPaintHint, type SessionActor } from '@mijas/machines';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createBrowserAppRouter, whenRouterReady, type AppRouter } from './app/router.tsx';
import type { AppSessionValue } from './lib/session.tsx';
import { startAppLanguage, startAppSession, type StartedLanguage } from './lib/start-app.ts';
import { noteTypedFields, replayTypedFields } from './lib/typed-before-hydration.ts';

let browserRouter: AppRouter | undefined;
/** One router for the page's life, on the browser's history. */
function router() {
  browserRouter ??= createBrowserAppRouter();
  return browserRouter;
}

/**
 * Renders the whole app (session, router, every page) into `root`, at the browser's current address, once the
 * page's module has loaded: what `root` showed (a prerendered page) stays until the page replaces it. The
 * session and language are those the page's island started (the sign-in page's), else started here.
 */
export async function renderApp(
  root: Root,
  started?: { appSession: AppSessionValue; language: StartedLanguage },
): Promise<void> {
  const appSession = started?.appSession ?? (await startAppSession());
  const [language] = await Promise.all([
    started?.language ?? startAppLanguage(appSession),
    whenRouterReady(router()),
  ]);
  root.render(
    <StrictMode>
      <App appSession={appSession} router={router()} {...language} />
    </StrictMode>,
  );
}

/** Starts the app in `container` (whatever it held is replaced). */
export function bootApp(container: HTMLElement): Promise<void> {
  return renderApp(createRoot(container));
}

/**
 * Whether `container` holds what this session renders there: a page prerendered for signed-out visitors; the
 * copy of `/` for a signed-in role (`data-first-paint`, chosen by the server from the first-paint cookies) when
 * that is what `/` is for this tab's session (its role, and for a member `allowHomeAccess`); or a panel's page
 * prerendered for its role (`data-first-paint` too), when it is the copy that stands for the address in this
 * tab's session (`prerenderedPanelFor`: a role that may open the panel, a root admin the admin's; no parameter
 * but the language's; the card's page for a session kept with Remember Me).
 */
function rendersAsPrerendered(container: HTMLElement, session: SessionActor): boolean {
  const copy = container.dataset.firstPaint;
  if (copy === undefined) return true;
  const hint = selectFirstPaintHint(session.getSnapshot());
  const { pathname, search } = window.location;
  if (pathname !== '/') return prerenderedPanelFor(hint, pathname, search) === copy;
  const firstPaint = firstPaintOf(hint);
  return firstPaint !== null && 'landing' in firstPaint && firstPaint.landing === copy;
}

/**
 * Hydrates a page the build prerendered (scripts/prerender.mjs): the router first loads the page's module, so
 * the first render is the prerendered page itself, node for node. Text typed before is handed to the page's
 * fields; then `onReady`. A copy of `/` made for another session (the cookies of another tab's, or of another
 * user's) is rendered over instead, once the page's module is there.
 */
export async function hydrateApp(
  container: HTMLElement,
  onReady?: () => void,
  /** The page's router (a test's own, at the address it sets). */
  pageRouter?: AppRouter,
): Promise<Root> {
  // This code's evaluation, the router (which starts loading the page's module) and the session each in a task
  // of its own: at a phone's pace each is some 100 ms of the main thread, and a press waited for all three.
  await nextTask();
  const appRouter = pageRouter ?? router();
  await nextTask();
  const appSession = await startAppSession();
  const [language] = await Promise.all([startAppLanguage(appSession), whenRouterReady(appRouter)]);
  if (!rendersAsPrerendered(container, appSession.session)) {
    const root = createRoot(container);
    root.render(
      <StrictMode>
        <App appSession={appSession} router={appRouter} onReady={onReady} {...language} />
      </StrictMode>,
    );
    return root;
  }
  const typed = noteTypedFields(container);
  const hydrate = () =>
    hydrateRoot(
      container,
      <StrictMode>
        <App
          appSession={appSession}
          router={appRouter}
          {...language}
          onReady={() => {
            replayTypedFields(typed);
            onReady?.();
          }}
        />
      </StrictMode>,
    );
  if (window.location.pathname === '/' || container.dataset.firstPaint === undefined)
    return hydrate();
  // A panel's page, whose code starts with the page rather than at a gesture: hydrated in a transition, which
  // React does in slices that give way to the browser (a phone's main thread is not held for the whole page).
  let root: Root | undefined;
  startTransition(() => {
    root = hydrate();
  });
  if (!root) throw new Error('The page was not hydrated');
  return root;
}
