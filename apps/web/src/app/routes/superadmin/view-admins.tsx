import { ROLES } from '@mijas/api';
import { paths } from '../../../config/paths.ts';
import { SuperadminPanel } from '../../../features/superadmin/superadmin-panel.tsx';
import { ViewAdmins } from '../../../features/superadmin/view-admins/view-admins.tsx';
import { RequireRole } from '../../guards.tsx';

/** SPEC §2 /view-admins: View Admins on its own route, inside the root admin's panel. */
export function Component() {
  return (
    <RequireRole role={ROLES.rootAdmin}>
      <SuperadminPanel active="view-admins" viewAdminsHref={paths.viewAdmins.build()}>
        <ViewAdmins />
      </SuperadminPanel>
    </RequireRole>
  );
}
