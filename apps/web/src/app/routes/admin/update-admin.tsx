import { ROLES } from '@mijas/api';
import { AdminRoutePanel } from '../../../features/admin/admin-shell/admin-panel.tsx';
import { UpdateAdminForm } from '../../../features/admin/update-admin/update-admin-form.tsx';
import { useText } from '../../../i18n/index.ts';
import { RequireRole } from '../../guards.tsx';
import type { PageTextName } from '../../../i18n/page-texts.ts';

/** The admins' own texts load with it (`i18n/page-texts.ts`). */
export const pageTexts: readonly PageTextName[] = ['staff'];

/** SPEC §2 /update-admin: 'Edit Admin Information' inside the admin's panel (My Profile marked). */
export function Component() {
  const text = useText().admin.updateAdmin;
  return (
    <RequireRole role={ROLES.admin}>
      <AdminRoutePanel active="my-profile" title={text.title} description={text.description}>
        <UpdateAdminForm />
      </AdminRoutePanel>
    </RequireRole>
  );
}
