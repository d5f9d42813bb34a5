import '@mijas/api/jitless';
import { SIGN_IN_PAGE, SIGN_IN_REDIRECT, STORAGE_KEYS } from '@mijas/api';
import { readSession } from '@mijas/machines';
import { wakeOnIntent } from './features/landing/wake-on-intent.ts';
import { readLandingLanguage } from './i18n/landing-text.ts';
import { addListedScripts, markCarriedSheets } from './lib/listed-scripts.ts';

/**
 * The entry of the pages the build prerendered (scripts/prerender.mjs): index.html, a visitor's first `/`, the
 * signed-out pages such as `/login`, and `/` as a signed-in role sees it (`data-first-paint` on #root: the server
 * chose that copy by the first-paint cookies). No React is loaded here: the page works as HTML, and its code
 * starts at the first sign of the visitor using it (wake-on-intent.ts): on a visitor's `/` the landing island
 * (no router, no session, the form's code later still), on the sign-in page its island (start-login.tsx: the
 * form and the session, no router; the app's code once the form runs), elsewhere the app, hydrating the page (or
 * rendering over a copy of `/` made for another session: `hydrateApp`). A signed-in user on a page for signed-out
 * visitors, a copy of `/` for a signed-in user in a tab where nobody is, or a page that was not prerendered (the
 * dev server answers every address with index.html), gets the app at once, which renders the right page (and puts
 * the cookies right).
 */
const container = document.getElementById('root');
if (!container) throw new Error('No #root');
// Before any code is asked for: the stylesheets the page carries are on it.
markCarriedSheets();

/**
 * A prerendered page sent for another address (`data-page` on #root: the page's own): the server answers a panel's
 * page with the sign-in page where nobody is signed in (apps/server/src/web-app.ts). Before anything reads the
 * address, it becomes the sign-in page's with a redirect back to the one asked for, as the app's guard does.
 */
const sentPage = container.dataset.page;
const asked = window.location.pathname;
if (sentPage !== undefined && sentPage !== asked.replace(/\/+$/, '').toLowerCase()) {
  const back = new URLSearchParams({ [SIGN_IN_REDIRECT]: asked + window.location.search });
  window.history.replaceState(window.history.state, '', `${sentPage}?${back}`);
}

const loadApp = () => import('./boot.tsx');
/** The sign-in page's own code: its form without the router (start-login.tsx), which hands over to the app. */
const loadLogin = () => import('./sign-in-entry.ts').then((entry) => entry.loadLogin());
/**
 * The page's language and landing texts: those the prerendered landing carries in its HTML (no request for
 * them); on the dev server (an empty page: no such code in the build), the visitor's language, fetched.
 */
function pageLanguage() {
  const language = readLandingLanguage();
  if (language) return Promise.resolve(language);
  if (import.meta.env.DEV)
    return import('./i18n/landing-switch.ts').then((module) => module.visitorLandingLanguage());
  return Promise.reject(new Error('No landing language'));
}

/** The island's code, and the page's language and landing texts. */
const loadLanding = () =>
  Promise.all([import('./features/landing/start-landing.tsx'), pageLanguage()]).then(
    ([module, language]) => ({ ...module, language }),
  );

/**
 * `/` as a signed-in role sees it, or a panel's page prerendered for its role, when the server sent such a copy
 * (chosen by the first-paint cookies).
 */
const copy = container.dataset.firstPaint;
const landing = window.location.pathname === '/';

/**
 * Whether the page sent is the one this tab sees: a page for signed-out visitors when nobody is signed in here,
 * a copy of `/` when somebody is. A member's copy is for a tab whose member may stay on `/` (`allowHomeAccess`,
 * kept per tab, while the cookie that chose the copy is the browser's). A copy for another role is put right
 * when the code starts (`hydrateApp`).
 */
function pageFits(): boolean {
  try {
    const signedIn = Boolean(readSession(localStorage) ?? readSession(sessionStorage));
    return (
      signedIn === (copy !== undefined) &&
      (copy !== 'member' ||
        !landing ||
        sessionStorage.getItem(STORAGE_KEYS.allowHomeAccess) === 'true')
    );
  } catch {
    // Storage refused (a privacy mode): nobody can be signed in.
    return copy === undefined;
  }
}

/**
 * The page's code (the landing island, or the app and the page's module), listed by the build in an inert
 * template (scripts/prerender.mjs), is prefetched once the page has loaded and the browser is idle: fetched, not
 * run, and nothing competes with the first paint.
 */
function prefetchAfterLoad() {
  const prefetch = () => void addListedScripts();
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(prefetch)
      : setTimeout(prefetch);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

// An empty page (nothing prerendered: the dev server's answer for every address but `/`, whose landing it renders
// below) is the app's to render.
const empty = !container.hasChildNodes() && !(import.meta.env.DEV && landing);
if (!pageFits() || empty) {
  void loadApp().then(({ bootApp }) => bootApp(container));
} else if (copy !== undefined || !landing) {
  // A panel's page prerendered for its role (its data comes when its code asks), or a page a mail's link opened
  // (`data-starts-now`: its code checks the link's token): the code starts as soon as the page is painted (its
  // scripts all asked for at once then, nothing competing with that paint), hydrating it; a press before it runs
  // is held and carried out then. Any other page waits for intent.
  const now = (copy !== undefined && !landing) || container.dataset.startsNow !== undefined;
  const signIn = copy === undefined && sentPage === SIGN_IN_PAGE;
  const wake = (listed?: Promise<void>) =>
    wakeOnIntent({
      container,
      now,
      start: (ready) =>
        void (signIn
          ? loadLogin().then(({ startLogin }) => startLogin({ container, onReady: ready, loadApp }))
          : (listed ?? Promise.resolve())
              .then(loadApp)
              .then(({ hydrateApp }) => hydrateApp(container, ready))),
    });
  if (now) {
    // Presses are held from now on (one before the code's start was lost); the code starts once the page has
    // been painted (the frame after the next one has begun), and is loaded once the page's listed code is all
    // asked for (`addListedScripts`: else its loader asks for the rest at once).
    wake(
      new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))).then(
        addListedScripts,
      ),
    );
  } else {
    prefetchAfterLoad();
    wake();
  }
} else if (import.meta.env.DEV && !container.hasChildNodes()) {
  // Nothing prerendered (the dev server): render the landing at once. (A build always sends it prerendered.)
  void loadLanding().then(({ startLanding, language }) =>
    startLanding({ container, hydrate: false, loadApp, language }),
  );
} else {
  prefetchAfterLoad();
  wakeOnIntent({
    container,
    start: (ready) =>
      void loadLanding().then(({ startLanding, language }) =>
        startLanding({ container, hydrate: true, loadApp, onReady: ready, language }),
      ),
  });
}
