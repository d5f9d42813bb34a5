import { FIRST_PAINT_COOKIES, type FirstPaintHint } from './first-paint.ts';

// The browser's side of the first-paint hint (see first-paint.ts), apart so that a page that only reads the hint
// does not carry it.

/** A year and a month: Chromium's longest cookie life. */
const REMEMBERED_SECONDS = 400 * 24 * 60 * 60;

/** What every hint cookie carries after its value: the whole site, same-site navigations, HTTPS where it is. */
const attributesOf = (secure: boolean) => `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The cookies to write for `hint` (`document.cookie = …`, one by one). A session kept with "Remember Me" keeps its
 * panel and the kept flag as long as its storage does; a session without it has its panel end with the browser
 * session, as session storage does, and no kept flag; the home flag ends with the browser session. No hint: all
 * removed.
 */
export function firstPaintCookies(
  hint: FirstPaintHint | null,
  { secure }: { secure: boolean },
): string[] {
  const attributes = attributesOf(secure);
  const remove = (name: string) => `${name}=${attributes}; Max-Age=0`;
  if (!hint) return Object.values(FIRST_PAINT_COOKIES).map(remove);
  const kept = hint.kept ? `; Max-Age=${REMEMBERED_SECONDS}` : '';
  return [
    `${FIRST_PAINT_COOKIES.panel}=${hint.panel}${attributes}${kept}`,
    hint.homeAllowed && hint.panel === 'member'
      ? `${FIRST_PAINT_COOKIES.home}=1${attributes}`
      : remove(FIRST_PAINT_COOKIES.home),
    hint.kept
      ? `${FIRST_PAINT_COOKIES.kept}=1${attributes}${kept}`
      : remove(FIRST_PAINT_COOKIES.kept),
  ];
}

/**
 * The cookie naming the sub-page the admin's panel opens at its bare address, written whenever the panel
 * remembers one (`adminActivePage`); it is removed with the others when the session ends (`firstPaintCookies`),
 * as logging out clears local storage.
 */
export function barePageCookie(page: string, { secure }: { secure: boolean }): string {
  return `${FIRST_PAINT_COOKIES.page}=${encodeURIComponent(page)}${attributesOf(secure)}; Max-Age=${REMEMBERED_SECONDS}`;
}
