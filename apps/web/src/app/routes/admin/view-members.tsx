import { ViewMembersRoutePage } from '../../../features/admin/admin-shell/admin-panel.tsx';
import { ADMIN_PANELS, RequirePanel } from '../../guards.tsx';

/** SPEC §2 /view-members: View Members on its own route, inside the admin's panel. */
export function Component() {
  return (
    <RequirePanel panels={ADMIN_PANELS}>
      <ViewMembersRoutePage />
    </RequirePanel>
  );
}
