import { ROLES } from '@mijas/api';
import { adminPanelMachine } from '@mijas/machines';
import {
  AdminPanelPage,
  AdminPanelRoute,
  preloadSubPage,
} from '../../../features/admin/admin-shell/admin-panel.tsx';
import { prefetchPanel } from '../../../lib/panel-route.ts';
import { RequireRole } from '../../guards.tsx';
import type { PageTextName } from '../../../i18n/page-texts.ts';

/** The admins' own texts load with it (`i18n/page-texts.ts`). */
export const pageTexts: readonly PageTextName[] = ['staff'];

/**
 * SPEC §2 /admin, at every address of the admin's panel: `/admin/<sub-page>` (its list's place in the query), a
 * bare `/admin` (the remembered sub-page, whose address then replaces it) and the spec's `/view-members`.
 */
export function Component() {
  return (
    <RequireRole role={ROLES.admin}>
      <AdminPanelRoute>
        <AdminPanelPage />
      </AdminPanelRoute>
    </RequireRole>
  );
}

/**
 * The code of the sub-page at the address, if it loads later, before the page is shown: the page comes whole
 * (and a prerendered page is hydrated in one pass, before the panel's machines start). Meanwhile the panel's
 * first data is asked for (`prefetchPanel`), when the panel opens.
 */
export async function preload(url: URL) {
  prefetchPanel(adminPanelMachine, ROLES.admin, url, ({ api }, storage) => ({ api, storage }));
  await preloadSubPage(url.pathname);
}
