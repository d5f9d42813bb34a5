import { STORAGE_KEYS } from '@mijas/api';
import type { KeyValueStorage } from '../storage/storage.ts';
import { subPagePath, type PanelAddressConfig } from '../shared/panelAddress.ts';

/**
 * The sub-pages of /admin (SPEC §2, and the admin tools of issue 21: overview, applications, import-members), as
 * stored under `adminActivePage` and named in their addresses (`/admin/<sub-page>`), in the navigation's order.
 */
export const ADMIN_PAGES = [
  'overview',
  'view-members',
  'applications',
  'renewal-requests',
  'payments',
  'add-member',
  'import-members',
  'membership-history',
  'member-history',
  'my-profile',
] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

/** SPEC §9: the admin dashboard opens on View Members. */
export const DEFAULT_ADMIN_PAGE: AdminPage = 'view-members';

export function isAdminPage(value: unknown): value is AdminPage {
  return (ADMIN_PAGES as readonly unknown[]).includes(value);
}

/** The remembered sub-page; the default when nothing (or something unknown) is stored. */
export function readAdminActivePage(storage: KeyValueStorage): AdminPage {
  const stored = storage.getItem(STORAGE_KEYS.adminActivePage);
  return isAdminPage(stored) ? stored : DEFAULT_ADMIN_PAGE;
}

/**
 * The panel's addresses: `/admin/<sub-page>`; a bare `/admin` is the remembered sub-page's, and the spec's own
 * `/view-members` is View Members'.
 */
export const ADMIN_ADDRESSES: PanelAddressConfig<AdminPage> = {
  base: '/admin',
  pages: ADMIN_PAGES,
  aliases: { '/view-members': 'view-members' },
};

/** A sub-page's address, with `search` ('' or '?…'): `/admin/view-members?by=username&q=hamza`. */
export function adminPagePath(page: AdminPage, search = ''): string {
  return subPagePath(ADMIN_ADDRESSES.base, page, search);
}

/** Add Member filled from an application of Applications: `/admin/add-member?from=<submissionId>`. */
export const FROM_QUERY_KEY = 'from';
/** An application shown at once in Applications: `/admin/applications?open=<submissionId>`. */
export const OPEN_QUERY_KEY = 'open';
