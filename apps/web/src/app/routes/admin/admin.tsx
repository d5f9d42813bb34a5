import { AdminPanelPage } from '../../../features/admin/admin-shell/admin-panel.tsx';
import { ADMIN_PANELS, RequirePanel } from '../../guards.tsx';

/** SPEC §2 /admin: the admin's panel, on the remembered sub-page (View Members by default). */
export function Component() {
  return (
    <RequirePanel panels={ADMIN_PANELS}>
      <AdminPanelPage />
    </RequirePanel>
  );
}
