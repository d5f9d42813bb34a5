import {
  panelAddressOf,
  SUPERADMIN_ADDRESSES,
  superadminPanelMachine,
  type SuperadminPage,
} from '@mijas/machines';
import { Spinner } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { useText } from '../../i18n/index.ts';
import { useApi } from '../../lib/session.tsx';
import { usePanelRoute } from '../../lib/panel-route.ts';
import { LoadingBoundary, preloadable, type LoadsLater } from '../../lib/preloadable.tsx';
import { PanelLayout } from '../../components/panel/panel-layout.tsx';
import { BellIcon, TagIcon, UserPlusIcon, UsersIcon } from '../../components/panel/panel-icons.tsx';
import { ExpiryReminders } from './expiry-reminders/expiry-reminders.tsx';
import { SuperadminPanelProvider, useSuperadminPanel } from './superadmin-panel-context.ts';
import { ViewAdmins } from './view-admins/view-admins.tsx';

// Create Admin (with its phone and country rules) loads when first shown: a visit to View Admins downloads none of it.
const CreateAdmin = preloadable(() =>
  import('./create-admin/create-admin.tsx').then((m) => m.CreateAdmin),
);

// Plans (issue 34) loads when first shown, with the payments' contract it reads; the staff passkeys setting
// (issue 35) with it.
const Plans = preloadable(
  () => import('./staff-passkeys/plans-and-settings.tsx').then((m) => m.PlansAndSettings),
  ['plans', 'staffPasskeys'],
);

/** The sub-pages whose code loads when first shown. */
const loadedLater: Partial<Record<SuperadminPage, LoadsLater>> = {
  'create-admin': CreateAdmin,
  plans: Plans,
};

/**
 * Loads the code of the sub-page at `pathname`, if it loads later (Create New Admin): the route's `preload`, so the
 * page is shown, and a prerendered page hydrated, whole.
 */
export function preloadSubPage(pathname: string): Promise<unknown> {
  const page = panelAddressOf(SUPERADMIN_ADDRESSES, pathname)?.page;
  return (page ? loadedLater[page]?.preload() : undefined) ?? Promise.resolve();
}

/**
 * The root admin's panel on its route (SPEC §2 /superadmin, `/superadmin/<sub-page>`, /view-admins):
 * `superadminPanelMachine` on the router's location (`usePanelRoute`, the one adapter), for the pages below.
 */
export function SuperadminPanelRoute({ children }: { children: ReactNode }) {
  const panel = usePanelRoute(superadminPanelMachine, { api: useApi() });
  return <SuperadminPanelProvider value={panel}>{children}</SuperadminPanelProvider>;
}

/**
 * The root admin's panel (SPEC §2 /superadmin): Home, View Admins (default), Create New Admin, Expiry reminders
 * (issue 20), Plans (issue 34), Logout. Each sub-page has its own address (`/superadmin/view-admins`, `/superadmin/create-admin`,
 * `/superadmin/expiry-reminders`), so it survives a reload and can be linked; the panel's machine says which
 * is shown.
 */
export function SuperadminPanelPage() {
  const page = useSelector(useSuperadminPanel(), (s) => s.context.page);
  const text = useText().common;
  return (
    <SuperadminPanel active={page}>
      <LoadingBoundary
        key={page}
        loaded={loadedLater[page]?.isLoaded() ?? true}
        fallback={<Spinner label={text.loadingPage} showLabel />}
      >
        {subPages[page]}
      </LoadingBoundary>
    </SuperadminPanel>
  );
}

const subPages: Record<SuperadminPage, ReactNode> = {
  'view-admins': <ViewAdmins />,
  'create-admin': <CreateAdmin />,
  'expiry-reminders': <ExpiryReminders />,
  plans: <Plans />,
};

/** The panel's layout with `active` marked: each entry a link to its sub-page's address. */
export function SuperadminPanel({
  active,
  children,
}: {
  active: SuperadminPage;
  children: ReactNode;
}) {
  const all = useText();
  const text = all.superadmin;
  const { title, description } = {
    'view-admins': text.viewAdmins,
    'create-admin': text.createAdmin,
    'expiry-reminders': all.expiryReminders,
    plans: all.paymentsFrame.plans,
  }[active];
  const entries: { id: SuperadminPage; label: string; icon: ReactNode }[] = [
    { id: 'view-admins', label: text.panel.nav.viewAdmins, icon: <UsersIcon /> },
    { id: 'create-admin', label: text.panel.nav.createAdmin, icon: <UserPlusIcon /> },
    { id: 'expiry-reminders', label: all.expiryReminders.nav, icon: <BellIcon /> },
    { id: 'plans', label: all.paymentsFrame.plans.nav, icon: <TagIcon /> },
  ];
  return (
    <PanelLayout
      navLabel={text.panel.navLabel}
      title={title}
      description={description}
      items={entries.map((entry) => ({
        ...entry,
        href: paths.superadminPage.build(entry.id),
        active: entry.id === active,
      }))}
    >
      {children}
    </PanelLayout>
  );
}
