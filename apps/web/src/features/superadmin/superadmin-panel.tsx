import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { useText } from '../../i18n/index.ts';
import { PanelLayout } from '../../components/panel/PanelLayout.tsx';
import { BellIcon, UserPlusIcon, UsersIcon } from '../../components/panel/panel-icons.tsx';

export type SuperadminPage = 'view-admins' | 'create-admin' | 'reminders';

/**
 * The root admin's panel (SPEC §2 /superadmin): Home, View Admins (default), Create New Admin, Expiry reminders
 * (issue 20), Logout. The sub-page is in the URL (`/superadmin`, `/superadmin?tab=create`,
 * `/superadmin?tab=reminders`), so it survives a reload and can be linked.
 */
export function SuperadminPanel({
  active,
  viewAdminsHref = paths.superadmin.build(),
  children,
}: {
  active: SuperadminPage;
  /** Where View Admins leads: `/superadmin`, or `/view-admins` on that route. */
  viewAdminsHref?: string;
  children: ReactNode;
}) {
  const all = useText();
  const text = all.superadmin;
  const { title, description } = {
    'view-admins': text.viewAdmins,
    'create-admin': text.createAdmin,
    reminders: all.expiryReminders,
  }[active];
  return (
    <PanelLayout
      navLabel={text.panel.navLabel}
      title={title}
      description={description}
      items={[
        {
          id: 'view-admins',
          label: text.panel.nav.viewAdmins,
          icon: <UsersIcon />,
          href: viewAdminsHref,
          active: active === 'view-admins',
        },
        {
          id: 'create-admin',
          label: text.panel.nav.createAdmin,
          icon: <UserPlusIcon />,
          href: paths.superadmin.build('create'),
          active: active === 'create-admin',
        },
        {
          id: 'reminders',
          label: all.expiryReminders.nav,
          icon: <BellIcon />,
          href: paths.superadmin.build('reminders'),
          active: active === 'reminders',
        },
      ]}
    >
      {children}
    </PanelLayout>
  );
}
