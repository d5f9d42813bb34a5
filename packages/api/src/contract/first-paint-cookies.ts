import { FIRST_PAINT_COOKIES, type FirstPaintHint } from './first-paint.ts';

// The browser's side of the first-paint hint (see first-paint.ts), apart so that a page that only reads the hint
// does not carry it.

/** A year and a month: Chromium's longest cookie life. */
const REMEMBERED_SECONDS = 400 * 24 * 60 * 60;

/**
 * The cookies to write for `hint` (`document.cookie = …`, one by one). A remembered session's panel lasts as
 * long as its storage does; a session without "Remember Me" and the home flag end with the browser session,
 * as session storage does. No hint: both removed.
 */
export function firstPaintCookies(
  hint: FirstPaintHint | null,
  { remember, secure }: { remember: boolean; secure: boolean },
): string[] {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const remove = (name: string) => `${name}=${attributes}; Max-Age=0`;
  if (!hint) return [remove(FIRST_PAINT_COOKIES.panel), remove(FIRST_PAINT_COOKIES.home)];
  return [
    `${FIRST_PAINT_COOKIES.panel}=${hint.panel}${attributes}${remember ? `; Max-Age=${REMEMBERED_SECONDS}` : ''}`,
    hint.homeAllowed && hint.panel === 'member'
      ? `${FIRST_PAINT_COOKIES.home}=1${attributes}`
      : remove(FIRST_PAINT_COOKIES.home),
  ];
}
