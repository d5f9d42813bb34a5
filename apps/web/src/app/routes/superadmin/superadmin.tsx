import { ROLES } from '@mijas/api';
import { useSearchParams } from 'react-router';
import { CreateAdmin } from '../../../features/superadmin/create-admin/create-admin.tsx';
import { SuperadminPanel } from '../../../features/superadmin/superadmin-panel.tsx';
import { ViewAdmins } from '../../../features/superadmin/view-admins/view-admins.tsx';
import { RequireRole } from '../../guards.tsx';

/** SPEC §2 /superadmin: View Admins (default) or Create New Admin (`?tab=create`) in the root admin's panel. */
export function Component() {
  return (
    <RequireRole role={ROLES.rootAdmin}>
      <SuperadminPage />
    </RequireRole>
  );
}

function SuperadminPage() {
  const [search] = useSearchParams();
  const create = search.get('tab') === 'create';
  return (
    <SuperadminPanel active={create ? 'create-admin' : 'view-admins'}>
      {create ? <CreateAdmin /> : <ViewAdmins />}
    </SuperadminPanel>
  );
}
