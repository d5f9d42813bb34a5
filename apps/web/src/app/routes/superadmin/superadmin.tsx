import { ROLES } from '@mijas/api';
import { superadminPanelMachine } from '@mijas/machines';
import {
  preloadSubPage,
  SuperadminPanelPage,
  SuperadminPanelRoute,
} from '../../../features/superadmin/superadmin-panel.tsx';
import { prefetchPanel } from '../../../lib/panel-route.ts';
import { RequireRole } from '../../guards.tsx';
import type { PageTextName } from '../../../i18n/page-texts.ts';

/** The admins' own texts load with it (`i18n/page-texts.ts`). */
export const pageTexts: readonly PageTextName[] = ['staff'];

/**
 * SPEC §2 /superadmin, at every address of the root admin's panel: `/superadmin/<sub-page>` (View Admins by
 * default, Create New Admin, Expiry reminders of issue 20), a bare `/superadmin` (and its old `?tab=create`,
 * `?tab=reminders`) and the spec's `/view-admins`, whose sub-page's address then replaces them.
 */
export function Component() {
  return (
    <RequireRole role={ROLES.rootAdmin}>
      <SuperadminPanelRoute>
        <SuperadminPanelPage />
      </SuperadminPanelRoute>
    </RequireRole>
  );
}

/**
 * The code of the sub-page at the address, if it loads later, before the page is shown: the page comes whole
 * (and a prerendered page is hydrated in one pass, before the panel's machines start). Meanwhile the panel's
 * first data is asked for (`prefetchPanel`), when the panel opens.
 */
export async function preload(url: URL) {
  prefetchPanel(superadminPanelMachine, ROLES.rootAdmin, url, ({ api }) => ({ api }));
  await preloadSubPage(url.pathname);
}
