import { ROLES } from '@mijas/api';
import { ViewMembersRoutePage } from '../../../features/admin/admin-shell/admin-panel.tsx';
import { RequireRole } from '../../guards.tsx';

/** SPEC §2 /view-members: View Members on its own route, inside the admin's panel. */
export function Component() {
  return (
    <RequireRole role={ROLES.admin}>
      <ViewMembersRoutePage />
    </RequireRole>
  );
}
