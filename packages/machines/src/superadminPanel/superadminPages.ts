import { subPagePath, type PanelAddressConfig } from '../shared/panelAddress.ts';

/** The sub-pages of /superadmin (SPEC §2, Expiry reminders of issue 20, Plans of issue 34), in the navigation's order. */
export const SUPERADMIN_PAGES = [
  'view-admins',
  'create-admin',
  'expiry-reminders',
  'plans',
] as const;
export type SuperadminPage = (typeof SUPERADMIN_PAGES)[number];

/** SPEC §2: View Admins is the default (the contract's `SUPERADMIN_DEFAULT_PAGE`, the server's for a bare `/superadmin`). */
export const DEFAULT_SUPERADMIN_PAGE: SuperadminPage = 'view-admins';

/** The panel's addresses: `/superadmin/<sub-page>`; the spec's own `/view-admins` is View Admins'. */
export const SUPERADMIN_ADDRESSES: PanelAddressConfig<SuperadminPage> = {
  base: '/superadmin',
  pages: SUPERADMIN_PAGES,
  aliases: { '/view-admins': 'view-admins' },
};

/** A sub-page's address, with `search` ('' or '?…'): `/superadmin/view-admins?searchBy=email&search=sara`. */
export function superadminPagePath(page: SuperadminPage, search = ''): string {
  return subPagePath(SUPERADMIN_ADDRESSES.base, page, search);
}
