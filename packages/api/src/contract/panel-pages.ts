/**
 * The pages of the panels, by address: which need a signed-in user, which panel each belongs to, and which the
 * build prerendered for the panel's role. Apart from `first-paint.ts`, whose names the pages' entry reads
 * before any page's code: these read the panels (and their catalogue), which that entry never needs.
 */
import { LOCALE_QUERY } from '../i18n/locale.ts';
import type { FirstPaintHint } from './first-paint.ts';
import { PANELS, roleSatisfies, type PanelName } from './roles.ts';

/** SPEC §2's own routes of panel pages, beside the panels' addresses. */
const PANEL_ROUTES = ['/view-members', '/update-member', '/view-admins', '/update-admin'];

/**
 * Whether `pathname` is a page only a signed-in user sees (SPEC §2, §6): a panel's address or one under it, or
 * one of SPEC §2's own routes of panel pages. In a browser with no hint (nobody signed in there), the server
 * answers such an address with the sign-in page itself, painted at once, whose code then names the address it
 * stands for as its `redirect` (apps/web/src/landing-main.tsx), as the app's guard would have.
 */
export function isSignedInPage(pathname: string): boolean {
  return PANEL_ROUTES.includes(pageAddress(pathname)) || panelOfPage(pathname) !== null;
}

/** An address as the router matches it: without a trailing slash, in any case. */
const pageAddress = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase();

/**
 * The panel whose page `pathname` is: the panel at that address or above it (`/admin/overview` → `admin`), or
 * null. A browser whose first-paint hint names that panel is sent the page as the build prerendered it for the
 * panel's role (its frame: navigation, title, the page's loading state), which the page's code then hydrates.
 */
export function panelOfPage(pathname: string): PanelName | null {
  const page = pageAddress(pathname);
  return (
    PANELS.find((panel) => page === panel.path || page.startsWith(`${panel.path}/`))?.name ?? null
  );
}

/**
 * The panel whose prerendered page stands for this address (`search` included), or null: a panel's page
 * (`panelOfPage`) asked for with no parameter but the language's (`?lang=ar`). A page's other parameters (a
 * search, a tab: `/member?tab=profile`) change what it shows from its first render, so such an address gets the
 * page's shell instead, and the prerendered page is never hydrated there.
 */
export function prerenderedPanelOf(pathname: string, search: string): PanelName | null {
  const parameters = [...new URLSearchParams(search).keys()];
  return parameters.every((name) => name === LOCALE_QUERY) ? panelOfPage(pathname) : null;
}

/**
 * The pages whose prerendered copy shows what a session kept on this device shows (the build renders each
 * panel's pages for a session logged in with Remember Me): the membership card's note says the card is kept
 * here. A session without Remember Me gets these pages' shell.
 */
const KEPT_SESSION_PAGES = ['/member'];

/**
 * The panel whose prerendered page stands for this address in a browser with `hint`, or null: the page's own
 * panel (`prerenderedPanelOf`) when the hint's role may open it (roles are hierarchical, `roleSatisfies`: a root
 * admin's browser gets the admin panel's pages as the build rendered them for an admin, which are the same
 * before their data), and for the card's page a session kept with Remember Me. The server sends that page
 * (apps/server/src/web-app.ts) and the page's code hydrates it (apps/web/src/boot.tsx) only then.
 */
export function prerenderedPanelFor(
  hint: FirstPaintHint | null,
  pathname: string,
  search: string,
): PanelName | null {
  const page = PANELS.find((panel) => panel.name === prerenderedPanelOf(pathname, search));
  const held = PANELS.find((panel) => panel.name === hint?.panel);
  if (!hint || !page || !held || !roleSatisfies(held.role, page.role)) return null;
  return hint.kept || !KEPT_SESSION_PAGES.includes(pageAddress(pathname)) ? page.name : null;
}

/** Whether a page prerendered for a panel stands for this address in a browser with `hint` (`prerenderedPanelFor`). */
export function prerenderedPageFits(
  hint: FirstPaintHint | null,
  pathname: string,
  search: string,
): boolean {
  return prerenderedPanelFor(hint, pathname, search) !== null;
}

/** SPEC §2: the root admin's panel opens View Admins, its bare address (`/superadmin`) included. */
export const SUPERADMIN_DEFAULT_PAGE = 'view-admins';

/**
 * The sub-page a panel's bare address opens: the one it always opens (`superadmin`), or the one its browser
 * remembers (`admin`: `adminActivePage` in local storage, which the hint's `page` cookie mirrors; without it,
 * no server knows).
 */
const BARE_ADDRESS_PAGES: Record<PanelName, (hint: FirstPaintHint) => string | undefined> = {
  superadmin: () => SUPERADMIN_DEFAULT_PAGE,
  admin: (hint) => hint.page,
  member: () => undefined,
};

/**
 * Where the server sends a panel's bare address (`/superadmin`, no parameter but the language's) for a browser
 * whose hint's role may open that panel (`prerenderedPanelFor`: a root admin the admin's too): the sub-page it
 * opens (`/superadmin/view-admins`; the admin's remembered one), whose page the build prerendered, rather than the
 * app's shell that would open that sub-page and then put its address right. Null for any other address, hint or
 * panel. The server sends it on only to a page it has.
 */
export function barePanelPageFor(
  hint: FirstPaintHint | null,
  pathname: string,
  search: string,
): string | null {
  const panel = PANELS.find((each) => each.path === pageAddress(pathname));
  if (!hint || !panel || prerenderedPanelFor(hint, pathname, search) !== panel.name) return null;
  const page = BARE_ADDRESS_PAGES[panel.name](hint);
  return page ? `${panel.path}/${page}${search}` : null;
}
