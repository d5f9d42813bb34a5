import {
  ADMIN_PAGES,
  SUPERADMIN_PAGES,
  type AdminPage,
  type SuperadminPage,
} from '@mijas/machines';
import { paths } from '../config/paths.ts';

/**
 * The sub-pages whose code their panel loads when first shown (`loadedLater` in admin-panel.tsx and
 * superadmin-panel.tsx), each its module, relative to this folder as in `routeModules`. Read by the build alone
 * (prerender.tsx, never the app's code): it lists a sub-page's scripts and stylesheets in its address's page,
 * prerendered or shell (scripts/prerender.mjs), so they come with the panel's code rather than a round trip after
 * it runs, and the first paint has the sub-page's own styles. The build fails where a panel does not load one of
 * these; sub-page-modules.test.ts, where a panel loads a sub-page later that is not here.
 */
export const adminSubPageModules: Readonly<Partial<Record<AdminPage, string>>> = {
  overview: '../features/admin/overview/overview-page.tsx',
  applications: '../features/admin/applications/applications-page.tsx',
  'renewal-requests': '../features/admin/renewal-requests/renewal-requests-page.tsx',
  payments: '../features/admin/payments/payments-page.tsx',
  'add-member': '../features/admin/add-member/add-member-page.tsx',
  'import-members': '../features/admin/import-members/import-members-page.tsx',
  'membership-history': '../features/admin/membership-history/membership-history-page.tsx',
  'member-history': '../features/admin/member-history/member-history-page.tsx',
  'my-profile': '../features/admin/profile/admin-profile-page.tsx',
};

export const superadminSubPageModules: Readonly<Partial<Record<SuperadminPage, string>>> = {
  'create-admin': '../features/superadmin/create-admin/create-admin.tsx',
  plans: '../features/superadmin/staff-passkeys/plans-and-settings.tsx',
};

/** Each address of a sub-page whose code its panel loads later, and that code's module. */
export const subPageModules: readonly (readonly [path: string, module: string])[] = [
  ...ADMIN_PAGES.flatMap((page) => {
    const module = adminSubPageModules[page];
    return module ? [[paths.adminPage.build(page), module] as const] : [];
  }),
  ...SUPERADMIN_PAGES.flatMap((page) => {
    const module = superadminSubPageModules[page];
    return module ? [[paths.superadminPage.build(page), module] as const] : [];
  }),
];
