import { ROLES } from '@mijas/api';
import {
  AdminPanelPage,
  AdminPanelRoute,
} from '../../../features/admin/admin-shell/admin-panel.tsx';
import { RequireRole } from '../../guards.tsx';

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
