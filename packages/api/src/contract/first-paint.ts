/**
 * The first paint of `/` for a signed-in visitor (issue 16). The session lives in the browser's storage, which
 * the server cannot read, and the CSP allows no inline script; so the app keeps a small hint in two cookies
 * that say which page `/` should be, and the server sends the build's copy of the landing for that role (its
 * navbar with the panel link and Logout), or sends a member who may not stay on `/` on to `/member` (SPEC §2).
 *
 * The hint is not a credential (SPEC §7: no credential is sent as a cookie): no token, no user; the server uses
 * it for nothing but choosing which static page to send, and the page's own code checks the stored session
 * before it trusts what was sent.
 */

import { PANELS, type PanelName } from './roles.ts';

export const FIRST_PAINT_COOKIES = {
  /** The signed-in role's panel, by its name in `PANELS`: `superadmin`, `admin` or `member`. */
  panel: 'mijas_panel',
  /** `1` while the member panel's Home allows `/` in this browser session (SPEC §2 `allowHomeAccess`). */
  home: 'mijas_home',
  /** `1` while the session is kept on this device (logged in with Remember Me), as long as its storage. */
  kept: 'mijas_kept',
  /**
   * The sub-page the admin's panel opens at its bare address (`/admin`): the one remembered in local storage
   * (SPEC §2 `adminActivePage`), so that the server sends its prerendered page at once (`barePanelPageFor`).
   */
  page: 'mijas_page',
} as const;

export interface FirstPaintHint {
  panel: PanelName;
  /** A member may stay on `/` (admins always may). */
  homeAllowed: boolean;
  /** The session is kept on this device after the browser is closed (Remember Me). */
  kept: boolean;
  /** The sub-page the panel's bare address opens (the admin's remembered one), where there is one. */
  page?: string;
}

/** What a sub-page's name in the `page` cookie may be: a sub-page's last segment (`view-members`). */
const PAGE_NAME = /^[a-z][a-z-]{0,39}$/;

/** What `/` is for this hint: the landing as the role sees it, or `/member` (none: the signed-out landing). */
export type FirstPaint = { landing: PanelName } | { redirect: '/member' } | null;

export function firstPaintOf(hint: FirstPaintHint | null): FirstPaint {
  if (!hint) return null;
  if (hint.panel === 'member' && !hint.homeAllowed) return { redirect: '/member' };
  return { landing: hint.panel };
}

const isPanel = (value: unknown): value is PanelName =>
  PANELS.some((panel) => panel.name === value);

/** The hint in a request's cookies (parsed: name → value); anything unexpected is no hint. */
export function firstPaintHintFrom(
  cookies: Readonly<Record<string, string | undefined>>,
): FirstPaintHint | null {
  const panel = cookies[FIRST_PAINT_COOKIES.panel];
  if (!isPanel(panel)) return null;
  const page = cookies[FIRST_PAINT_COOKIES.page];
  return {
    panel,
    homeAllowed: cookies[FIRST_PAINT_COOKIES.home] === '1',
    kept: cookies[FIRST_PAINT_COOKIES.kept] === '1',
    ...(page !== undefined && PAGE_NAME.test(page) ? { page } : {}),
  };
}

/** The sign-in page (SPEC §2 /login): where a visitor who opens a page for signed-in users goes. */
export const SIGN_IN_PAGE = '/login';
/** Its parameter naming the page to go back to once signed in (SPEC §2 post-login redirect). */
export const SIGN_IN_REDIRECT = 'redirect';
