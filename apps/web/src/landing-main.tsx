import '@mijas/api/jitless';
import { readSession } from '@mijas/machines';
import { wakeOnIntent } from './features/landing/wake-on-intent.ts';

/**
 * index.html: a visitor's first `/`, prerendered at build time (scripts/prerender.mjs). No React is loaded here:
 * the page works as HTML, and its code (the landing island: no router, no session, the form's code later still)
 * starts at the first sign of the visitor using it. A signed-in user, or any other address (the dev server
 * answers every page with this file), gets the app.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const loadApp = () => import('./boot.tsx');
const loadLanding = () => import('./features/landing/start-landing.tsx');

function signedIn(): boolean {
  try {
    return Boolean(readSession(localStorage) ?? readSession(sessionStorage));
  } catch {
    // Storage refused (a privacy mode): nobody can be signed in.
    return false;
  }
}

/**
 * The island's scripts, listed by the build in an inert template (scripts/prerender.mjs), are prefetched once the
 * page has loaded and the browser is idle: fetched, not run, and nothing competes with the first paint.
 */
function prefetchIslandAfterLoad() {
  const prefetch = () => {
    const template = document.getElementById('island-prefetch');
    if (template instanceof HTMLTemplateElement)
      document.head.append(template.content.cloneNode(true));
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(prefetch)
      : setTimeout(prefetch);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

if (window.location.pathname !== '/' || signedIn()) {
  void loadApp().then(({ bootApp }) => bootApp(container));
} else if (!container.hasChildNodes()) {
  // Nothing prerendered (the dev server): render the landing at once.
  void loadLanding().then(({ startLanding }) =>
    startLanding({ container, hydrate: false, loadApp }),
  );
} else {
  prefetchIslandAfterLoad();
  wakeOnIntent({
    container,
    start: (ready) =>
      void loadLanding().then(({ startLanding }) =>
        startLanding({ container, hydrate: true, loadApp, onReady: ready }),
      ),
  });
}
