/**
 * The pages a mail's link opens (SPEC §4: the password reset and the verification mails), each with the
 * parameters its link may carry the token in. A module of its own: the server and the build read it, no page's
 * first script does.
 */
export const MAIL_LINK_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/reset-password': ['token', 'key'],
  '/verifyemail': ['token', 'key'],
  '/email-verification': ['key'],
};

/**
 * Whether `pathname` with `search` is a page as a mail's link opens it: one of `MAIL_LINK_PAGES` (looked up
 * without a trailing slash and in any case, as the router matches) with its token (a parameter not blank). The
 * build prerenders each such page so; the server sends that page for such an address, and the page's shell for
 * any other (without a token, the page's first render says the link is invalid).
 */
export function isMailLinkAddress(pathname: string, search: string): boolean {
  return namesParameterOf(MAIL_LINK_PAGES, pathname, search);
}

/**
 * Whether `pathname` is a page of `pages` (looked up without a trailing slash and in any case, as the router
 * matches) whose parameters `search` names one of, not blank.
 */
export function namesParameterOf(
  pages: Readonly<Record<string, readonly string[]>>,
  pathname: string,
  search: string,
): boolean {
  const names = pages[pathname.replace(/\/+$/, '').toLowerCase()];
  if (!names) return false;
  const params = new URLSearchParams(search);
  return names.some((name) => Boolean(params.get(name)?.trim()));
}
