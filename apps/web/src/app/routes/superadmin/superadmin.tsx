import { ROLES } from '@mijas/api';
import { useSearchParams } from 'react-router';
import { CreateAdmin } from '../../../features/superadmin/create-admin/create-admin.tsx';
import { ExpiryReminders } from '../../../features/superadmin/expiry-reminders/expiry-reminders.tsx';
import { SuperadminPanel } from '../../../features/superadmin/superadmin-panel.tsx';
import { ViewAdmins } from '../../../features/superadmin/view-admins/view-admins.tsx';
import { RequireRole } from '../../guards.tsx';

/**
 * SPEC §2 /superadmin: View Admins (default), Create New Admin (`?tab=create`) or Expiry reminders
 * (`?tab=reminders`, issue 20) in the root admin's panel.
 */
export function Component() {
  return (
    <RequireRole role={ROLES.rootAdmin}>
      <SuperadminPage />
    </RequireRole>
  );
}

function SuperadminPage() {
  const [search] = useSearchParams();
  const tab = search.get('tab');
  if (tab === 'create')
    return (
      <SuperadminPanel active="create-admin">
        <CreateAdmin />
      </SuperadminPanel>
    );
  if (tab === 'reminders')
    return (
      <SuperadminPanel active="reminders">
        <ExpiryReminders />
      </SuperadminPanel>
    );
  return (
    <SuperadminPanel active="view-admins">
      <ViewAdmins />
    </SuperadminPanel>
  );
}
