import {
  ADMIN_PAGES,
  adminPanelMachine,
  ADMIN_ADDRESSES,
  panelAddressOf,
  type AdminPage,
  type applicationsCountMachine,
  type renewalRequestsCountMachine,
} from '@mijas/machines';
import { Spinner } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useApi, useSession } from '../../../lib/session.tsx';
import { paths } from '../../../config/paths.ts';
import { useText } from '../../../i18n/index.ts';
import { usePanelRoute } from '../../../lib/panel-route.ts';
import { withBarePageCookie } from '../../../lib/bare-page-cookie.ts';
import { LoadingBoundary, preloadable, type LoadsLater } from '../../../lib/preloadable.tsx';
import { PanelLayout, type PanelNavItem } from '../../../components/panel/panel-layout.tsx';
import {
  ChartIcon,
  HistoryIcon,
  ImportIcon,
  TrayIcon,
  ListIcon,
  UserIcon,
  UserPlusIcon,
  UsersIcon,
} from '../../../components/panel/panel-icons.tsx';
import { ViewMembers } from '../view-members/view-members.tsx';
import { AdminPanelProvider, useAdminPanel, useAdminPanelChild } from './admin-panel-context.ts';

// The other sub-pages load when first shown: a visit to View Members downloads none of them.
const AddMemberPage = preloadable(() =>
  import('../add-member/add-member-page.tsx').then((m) => m.AddMemberPage),
);
const MembershipHistoryPage = preloadable(() =>
  import('../membership-history/membership-history-page.tsx').then((m) => m.MembershipHistoryPage),
);
const MemberHistoryPage = preloadable(() =>
  import('../member-history/member-history-page.tsx').then((m) => m.MemberHistoryPage),
);
const OverviewPage = preloadable(() =>
  import('../overview/overview-page.tsx').then((m) => m.OverviewPage),
);
const ApplicationsPage = preloadable(
  () => import('../applications/applications-page.tsx').then((m) => m.ApplicationsPage),
  ['countryNames'],
);
const RenewalRequestsPage = preloadable(
  () => import('../renewal-requests/renewal-requests-page.tsx').then((m) => m.RenewalRequestsPage),
  ['adminPayments'],
);
const PaymentsPage = preloadable(
  () => import('../payments/payments-page.tsx').then((m) => m.PaymentsPage),
  ['adminPayments', 'planChoice'],
);
const ImportMembersPage = preloadable(() =>
  import('../import-members/import-members-page.tsx').then((m) => m.ImportMembersPage),
);
const AdminProfilePage = preloadable(
  () => import('../profile/admin-profile-page.tsx').then((m) => m.AdminProfilePage),
  ['countryNames', 'passkeys'],
);

/** The sub-pages whose code loads when first shown. */
const loadedLater: Partial<Record<AdminPage, LoadsLater>> = {
  overview: OverviewPage,
  applications: ApplicationsPage,
  'renewal-requests': RenewalRequestsPage,
  payments: PaymentsPage,
  'add-member': AddMemberPage,
  'import-members': ImportMembersPage,
  'membership-history': MembershipHistoryPage,
  'member-history': MemberHistoryPage,
  'my-profile': AdminProfilePage,
};

/**
 * Loads the code of the sub-page at `pathname` (`/admin/<sub-page>`), if it loads later: the route's `preload`, so
 * the page is shown, and a prerendered page hydrated, whole.
 */
export function preloadSubPage(pathname: string): Promise<unknown> {
  const page = panelAddressOf(ADMIN_ADDRESSES, pathname)?.page;
  return (page ? loadedLater[page]?.preload() : undefined) ?? Promise.resolve();
}

const icons: Record<AdminPage, ReactNode> = {
  overview: <ChartIcon />,
  'view-members': <UsersIcon />,
  applications: <TrayIcon />,
  'renewal-requests': <HistoryIcon />,
  payments: <ListIcon />,
  'add-member': <UserPlusIcon />,
  'import-members': <ImportIcon />,
  'membership-history': <HistoryIcon />,
  'member-history': <ListIcon />,
  'my-profile': <UserIcon />,
};

const order: readonly AdminPage[] = ADMIN_PAGES;

/**
 * The admin's panel on its route (SPEC §2 /admin, `/admin/<sub-page>`, /view-members): `adminPanelMachine` on
 * the session's local storage (`adminActivePage`, which the first-paint hint's `page` cookie follows) and the
 * router's location (`usePanelRoute`, the one adapter), for the panel's pages below.
 */
export function AdminPanelRoute({ children }: { children: ReactNode }) {
  const local = useSession((s) => s.context.local);
  const storage = useMemo(() => withBarePageCookie(local), [local]);
  const panel = usePanelRoute(adminPanelMachine, { storage, api: useApi() });
  return <AdminPanelProvider value={panel}>{children}</AdminPanelProvider>;
}

function useTitles() {
  const { admin, overview, applications, importMembers, paymentsFrame } = useText();
  return {
    label: {
      overview: overview.nav,
      'view-members': admin.adminShell.nav.viewMembers,
      applications: applications.nav,
      'renewal-requests': paymentsFrame.renewalRequests.nav,
      payments: paymentsFrame.payments.nav,
      'add-member': admin.adminShell.nav.addMember,
      'import-members': importMembers.nav,
      'membership-history': admin.adminShell.nav.membershipHistory,
      'member-history': admin.adminShell.nav.memberHistory,
      'my-profile': admin.adminShell.nav.profile,
    } satisfies Record<AdminPage, string>,
    description: {
      overview: overview.description,
      'view-members': admin.viewMembers.description,
      applications: applications.description,
      'renewal-requests': paymentsFrame.renewalRequests.description,
      payments: paymentsFrame.payments.description,
      'add-member': admin.addMember.description,
      'import-members': importMembers.description,
      'membership-history': admin.membershipHistory.description,
      'member-history': admin.memberHistory.description,
      'my-profile': undefined,
    } satisfies Record<AdminPage, string | undefined>,
  };
}

/**
 * SPEC §2 /admin: Home, View Members, Add Member, Membership History, Member History, My Profile, Logout and the
 * collapse toggle (and the admin tools: Overview, Applications and Import Members). Each entry is a link to its
 * sub-page's address; the sub-page shown is the panel machine's (which remembers it under `adminActivePage`).
 */
export function AdminPanelPage() {
  const panel = useAdminPanel();
  const page = useSelector(panel, (s) => s.context.page);
  const titles = useTitles();
  const badge = useApplicationsBadge();
  const pending = useRenewalRequestsBadge();
  const items: PanelNavItem[] = order.map((id) => ({
    id,
    label: titles.label[id],
    icon: icons[id],
    active: id === page,
    href: paths.adminPage.build(id),
    ...(id === 'applications' ? badge : {}),
    ...(id === 'renewal-requests' ? pending : {}),
  }));
  return (
    <PanelLayout
      navLabel={useText().admin.adminShell.navLabel}
      items={items}
      title={titles.label[page]}
      description={titles.description[page]}
    >
      <SubPage page={page} />
    </PanelLayout>
  );
}

/** The Applications entry's count of new submissions: the panel's child `applicationsCount`. */
function useApplicationsBadge() {
  const count =
    useAdminPanelChild<ActorRefFrom<typeof applicationsCountMachine>>('applicationsCount');
  const value = useSelector(count, (s) => s?.context.count ?? null);
  const label = useText().applications.newBadge;
  return useMemo(() => (value ? { badge: value, badgeLabel: label(value) } : {}), [value, label]);
}

/** The Renewal requests entry's count of pending requests: the panel's child `renewalRequestsCount`. */
function useRenewalRequestsBadge() {
  const count =
    useAdminPanelChild<ActorRefFrom<typeof renewalRequestsCountMachine>>('renewalRequestsCount');
  const value = useSelector(count, (s) => s?.context.count ?? null);
  const label = useText().paymentsFrame.renewalRequests.pendingBadge;
  return useMemo(() => (value ? { badge: value, badgeLabel: label(value) } : {}), [value, label]);
}

function SubPage({ page }: { page: AdminPage }) {
  const text = useText().admin.adminShell;
  const panel = useAdminPanel();
  if (page === 'view-members') return <ViewMembers showHeading={false} />;
  return (
    <LoadingBoundary
      key={page}
      loaded={loadedLater[page]?.isLoaded() ?? true}
      fallback={<Spinner label={text.loadingPage} showLabel />}
    >
      {page === 'overview' ? (
        <OverviewPage onOpenPage={(next) => panel.send({ type: 'page.select', page: next })} />
      ) : null}
      {page === 'applications' ? <ApplicationsPage /> : null}
      {page === 'renewal-requests' ? <RenewalRequestsPage /> : null}
      {page === 'payments' ? <PaymentsPage /> : null}
      {page === 'add-member' ? <AddMemberPage /> : null}
      {page === 'import-members' ? <ImportMembersPage /> : null}
      {page === 'membership-history' ? <MembershipHistoryPage /> : null}
      {page === 'member-history' ? <MemberHistoryPage /> : null}
      {page === 'my-profile' ? <AdminProfilePage /> : null}
    </LoadingBoundary>
  );
}

/**
 * A page of its own inside the admin's panel (/update-admin, /update-member): the panel's entries, `active`
 * marked, each a link to its sub-page's address.
 */
export function AdminRoutePanel({
  active,
  title,
  description,
  children,
}: {
  active: AdminPage;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titles = useTitles();
  const items: PanelNavItem[] = order.map((id) => ({
    id,
    label: titles.label[id],
    icon: icons[id],
    active: id === active,
    href: paths.adminPage.build(id),
  }));
  return (
    <PanelLayout
      navLabel={useText().admin.adminShell.navLabel}
      items={items}
      title={title}
      description={description}
    >
      {children}
    </PanelLayout>
  );
}
