import {
  directionOf,
  LOCALES,
  MAIL_LINK_PAGES,
  QUERY_FILLED_PAGES,
  PANELS,
  panelOfPage,
  prerenderedPanelFor,
  type Locale,
  type PanelName,
} from '@mijas/api';
import { createAppSession, createMemoryStorage } from '@mijas/machines';
import { fakeJwt } from '@mijas/machines/testing';
import { prerender } from 'react-dom/static';
import { StrictMode, type ReactNode } from 'react';
import { App } from './app/app.tsx';
import { createMemoryAppRouter, whenRouterReady } from './app/router.tsx';
import { routeModules } from './app/route-modules.ts';
import { subPageModules } from './app/sub-page-modules.ts';
import { paths } from './config/paths.ts';
import { LoginIsland } from './features/auth/login-island.tsx';
import { LandingIsland } from './features/landing/landing-island.tsx';
import { landingTextOf } from './i18n/landing-switch.ts';
import { loadLocale } from './i18n/locale.tsx';

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{node}</StrictMode>, {
    // Every part in place, in document order: past this size React would send a Suspense boundary's part
    // (the landing's form) after the rest, put in place by an inline script (12.8 kB by default: the Arabic
    // landing is more than that).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // A part that fails to render would be left out silently: the build fails instead.
    onError: (error) => {
      throw error;
    },
  });
  return new Response(prelude).text();
}

/**
 * The landing's texts in `locale`, which its HTML carries (scripts/prerender.mjs) for the island to hydrate in.
 * The contract's messages are made `locale`'s too (the form's, rendered with the landing).
 */
export async function landingTextFor(locale: Locale) {
  const { text } = await loadLocale(locale);
  return landingTextOf(text);
}

/** The languages the build renders every page in: `dist/` in English, `dist/<locale>/` in each other. */
export const locales: readonly Locale[] = LOCALES;

/**
 * The landing page's HTML in `locale`, rendered at build time (scripts/prerender.mjs puts it into index.html):
 * what a visitor sees before any script runs. The form is rendered too (its code loads at once here).
 */
export async function renderLanding(locale: Locale = 'en'): Promise<string> {
  const text = await landingTextFor(locale);
  return html(
    <LandingIsland
      hydrating={false}
      language={{ locale, text }}
      loadForm={() => import('./features/landing/live-join-form.tsx')}
      setLocale={() => {}}
      prefetch={() => {}}
      navigate={() => {}}
    />,
  );
}

/**
 * The app's pages the build prerenders: those every signed-out visitor first sees the same (the server sends each
 * its own file; a signed-in visitor's browser starts the app over it). The sign-in page (its island takes it
 * over), Forgot Password and Reset Code (the app hydrates them at the first sign of use). Reset Code as its bare
 * address shows it: an address whose query fills its form gets its shell (`queryFilledPages`).
 */
export const prerenderedPages: readonly string[] = [
  paths.login.path,
  paths.forgot.path,
  paths.resetCode.path,
];

/**
 * The prerendered pages whose address's query fills a field (`QUERY_FILLED_PAGES` of the contract): the build
 * also writes each one's shell (`filled/reset-code.html`), which the server sends an address that fills it.
 */
export const queryFilledPages: readonly string[] = Object.keys(QUERY_FILLED_PAGES);

/**
 * The pages a mail's link opens (`MAIL_LINK_PAGES` of the contract), each prerendered as its link opens it: with
 * a token (whichever: the page shows none), its address as the build renders it. The server sends one for an
 * address with its token (`isMailLinkAddress`); the app's code starts on it at once (it checks the token).
 */
export const mailLinkPages: readonly (readonly [path: string, address: string])[] = Object.entries(
  MAIL_LINK_PAGES,
).map(([path, [parameter = 'token']]) => [path, `${path}?${parameter}=from-the-mail`] as const);

/**
 * The copies of `/` the build makes for signed-in visitors, one per role (the server sends the one the
 * first-paint cookies name: `firstPaintOf` in the contract): the landing with the role's panel link and Logout.
 * A member's copy is the landing a member may stay on (the member panel's Home); one who may not is sent to
 * /member by the server.
 */
export const signedInLandings: readonly PanelName[] = PANELS.map((panel) => panel.name);

/**
 * The panels' pages the build prerenders for their role, each with the panel it belongs to (every page of a
 * panel: `/member`, `/admin/overview`…): what a signed-in visitor's browser, whose first-paint
 * cookies name that panel, is sent for the address (apps/server/src/web-app.ts), and the page's code hydrates at
 * once. The frame is the same for every user of the role (navigation, title, description, the page's loading
 * state): the page's data comes when its code asks for it.
 */
export const signedInPanelPages: readonly (readonly [path: string, panel: PanelName])[] =
  routeModules.flatMap(([path, module]) => {
    const panel = panelOfPage(path);
    // A bare panel address whose module has sub-pages of its own (`/admin`) is replaced by a sub-page's (the
    // one the browser remembers): no build knows which. (`/member` is not: its pages under it are their own.)
    const replaced = routeModules.some(
      ([other, its]) => its === module && other.startsWith(`${path}/`),
    );
    // A page of one record (`/member/receipts/:receiptNumber`) is nobody's until its address names one.
    const parametrised = path.includes(':');
    return panel && !replaced && !parametrised ? [[path, panel] as const] : [];
  });

/**
 * The other panels whose browsers the server sends the copy of a panel's page at `path` (`prerenderedPanelFor`:
 * a root admin's, the admins' pages): the build renders the page for each and refuses to build where one differs
 * from the copy, which their browsers would hydrate.
 */
export function panelsSharingCopyOf(path: string): PanelName[] {
  const own = panelOfPage(path);
  return PANELS.map((panel) => panel.name).filter(
    (name) =>
      name !== own &&
      prerenderedPanelFor({ panel: name, homeAllowed: false, kept: true }, path, '') === own,
  );
}

/**
 * The modules that take a prerendered page over in the browser where it is not the app (`hydrateApp`), in the
 * order they load: the sign-in page's island (start-login.tsx, its form without the router), asked for through
 * sign-in-entry.ts. Relative to src/.
 */
export const pageIslands: Readonly<Record<string, readonly string[]>> = {
  [paths.login.path]: ['sign-in-entry.ts', 'features/auth/start-login.tsx'],
};

/** The HTML of a page that has an island (`pageIslands`), as that island renders it. */
export function renderIsland(page: string, locale: Locale = 'en'): Promise<string> {
  if (page !== paths.login.path) throw new Error(`${page} has no island to render it`);
  return renderLogin(locale);
}

/** A session with nothing stored, which makes no request: nobody's. */
function prerenderSession() {
  return createAppSession({
    baseUrl: '',
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    fetch: () => Promise.reject(new Error('No request is made while prerendering')),
  });
}

/**
 * The sign-in page as a signed-out visitor first sees it, as its island renders it (start-login.tsx hydrates
 * it): the app's /login, node for node (hydrate-login.test.tsx compares them).
 */
export async function renderLogin(locale: Locale = 'en'): Promise<string> {
  const catalogue = await loadLocale(locale);
  const appSession = prerenderSession();
  try {
    return await html(
      <LoginIsland
        appSession={appSession}
        language={{ language: { locale, catalogue } }}
        redirect={null}
        leave={() => {}}
        prefetchApp={() => {}}
      />,
    );
  } finally {
    appSession.session.stop();
  }
}

/**
 * The app's page at `path` as a visitor first sees it: the tree `hydrateApp` (boot.tsx) hydrates in the
 * browser, rendered with a router at that address and a session with nothing stored, or (`signedIn`) a session
 * of that role. Such a session is nobody's: an unsigned token with the role alone (the page shows no more).
 */
export async function renderPage(
  path: string,
  signedIn?: PanelName,
  locale: Locale = 'en',
): Promise<string> {
  const catalogue = await loadLocale(locale);
  const router = createMemoryAppRouter(path);
  await whenRouterReady(router);
  const appSession = prerenderSession();
  if (signedIn) {
    const roles = PANELS.filter((panel) => panel.name === signedIn).map((panel) => panel.role);
    const token = fakeJwt({ sub: 'prerendered', realm_access: { roles } });
    // Kept with Remember Me: the server sends a page that shows it (`prerenderedPageFits`) only to such a session.
    appSession.session.send({ type: 'session.login', token, roles, remember: true });
    if (signedIn === 'member') appSession.session.send({ type: 'home.allow' });
  }
  try {
    return await html(
      <App appSession={appSession} router={router} language={{ locale, catalogue }} />,
    );
  } finally {
    appSession.session.stop();
    router.dispose();
  }
}

/**
 * The head of the pages in `locale`: the direction, title and description of every page's HTML, and the title of the
 * not-found page's shell (`404.html`), as the page itself sets it.
 */
export async function documentHead(locale: Locale) {
  const { common } = (await loadLocale(locale)).text;
  return {
    dir: directionOf(locale),
    title: common.brand,
    description: common.description,
    notFoundTitle: common.panel.documentTitle(common.notFound.title),
  };
}

/** The pages' route modules: the build gives each address a shell that fetches its page's code at once. */
export { routeModules, subPageModules };
