import { namesParameterOf } from './mail-link-pages.ts';

/**
 * The pages whose address's query fills a field of their form: `/reset-code?email=`, where Forgot Password sends
 * the visitor with the address they typed. The build prerenders each with its form empty, as a visitor who opens
 * the bare address sees it; one prerender cannot match every address, so the server sends an address that names
 * such a parameter (not blank) the page's shell instead, whose first render fills the field. A module of its own:
 * the server and the build read it, no page's first script does.
 */
export const QUERY_FILLED_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/reset-code': ['email'],
};

/**
 * Whether `pathname` with `search` is one of `QUERY_FILLED_PAGES` (looked up without a trailing slash and in any
 * case, as the router matches) with a parameter that fills its form.
 */
export function fillsFromQuery(pathname: string, search: string): boolean {
  return namesParameterOf(QUERY_FILLED_PAGES, pathname, search);
}
