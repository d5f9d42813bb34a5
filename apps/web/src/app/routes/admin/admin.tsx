import { ROLES } from '@mijas/api';
import { AdminPanelPage } from '../../../features/admin/admin-shell/admin-panel.tsx';
import { RequireRole } from '../../guards.tsx';

/** SPEC §2 /admin: the admin's panel, on the remembered sub-page (View Members by default). */
export function Component() {
  return (
    <RequireRole role={ROLES.admin}>
      <AdminPanelPage />
    </RequireRole>
  );
}
