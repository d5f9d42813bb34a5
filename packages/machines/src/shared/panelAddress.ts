/**
 * A panel's addresses (`/admin/view-members`): which sub-page an address names, and a sub-page's address. Apart
 * from the panels' machines (`./panel.ts`), so the app's route table reads them without loading a machine.
 */

/** Where the router is: the panel's input, and the event its route's adapter sends at every change. */
export interface PanelLocation {
  pathname: string;
  /** The query with its '?', or ''. */
  search: string;
}

/**
 * What an address names in a panel: one of its sub-pages, or the panel with none (`page: null`, a bare `/admin`);
 * `canonical` when it is the sub-page's own address (otherwise the panel replaces it with that one).
 */
export interface PanelAddress<Page extends string> {
  page: Page | null;
  canonical: boolean;
}

export interface PanelAddressConfig<Page extends string> {
  /** The panel's own address: `/admin`. */
  base: string;
  pages: readonly Page[];
  /** Other addresses of a sub-page (the spec's own routes: `/view-members`). */
  aliases?: Readonly<Record<string, Page>>;
}

/** An address as the router matches it: without a trailing slash, in any case. */
function normalized(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

/** What `pathname` names in the panel; null for an address that is not the panel's. */
export function panelAddressOf<Page extends string>(
  config: PanelAddressConfig<Page>,
  pathname: string,
): PanelAddress<Page> | null {
  const path = normalized(pathname);
  if (path === config.base) return { page: null, canonical: false };
  const alias = config.aliases?.[path];
  if (alias) return { page: alias, canonical: false };
  const page = path.startsWith(`${config.base}/`) ? path.slice(config.base.length + 1) : null;
  return (config.pages as readonly string[]).includes(page ?? '')
    ? { page: page as Page, canonical: pathname === `${config.base}/${page}` }
    : null;
}

/** A sub-page's address: `/admin/view-members`, with `search` ('' or '?…') after it. */
export function subPagePath(base: string, page: string, search = ''): string {
  return `${base}/${page}${search}`;
}
