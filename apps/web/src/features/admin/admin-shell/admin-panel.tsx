import { ADMIN_PAGES, adminPanelMachine, inboxCountMachine, type AdminPage } from '@mijas/machines';
import { Spinner } from '@mijas/ui';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useApi, useSession } from '../../../lib/session.tsx';
import { paths } from '../../../config/paths.ts';
import { useText } from '../../../i18n/index.ts';
import { useFlow } from '../../../lib/use-flow.ts';
import { PanelLayout, type PanelNavItem } from '../../../components/panel/PanelLayout.tsx';
import {
  ChartIcon,
  HistoryIcon,
  ImportIcon,
  InboxIcon,
  ListIcon,
  UserIcon,
  UserPlusIcon,
  UsersIcon,
} from '../../../components/panel/panel-icons.tsx';
import { ViewMembers } from '../view-members/view-members.tsx';

// The other sub-pages load when first shown: a visit to View Members downloads none of them.
const AddMemberPage = lazy(() =>
  import('../add-member/AddMemberPage.tsx').then((m) => ({ default: m.AddMemberPage })),
);
const MembershipHistoryPage = lazy(() =>
  import('../membership-history/MembershipHistoryPage.tsx').then((m) => ({
    default: m.MembershipHistoryPage,
  })),
);
const MemberHistoryPage = lazy(() =>
  import('../member-history/MemberHistoryPage.tsx').then((m) => ({
    default: m.MemberHistoryPage,
  })),
);
const OverviewPage = lazy(() =>
  import('../overview/OverviewPage.tsx').then((m) => ({ default: m.OverviewPage })),
);
const ApplicationsPage = lazy(() =>
  import('../applications/ApplicationsPage.tsx').then((m) => ({ default: m.ApplicationsPage })),
);
const ImportMembersPage = lazy(() =>
  import('../import-members/ImportMembersPage.tsx').then((m) => ({
    default: m.ImportMembersPage,
  })),
);
const AdminProfilePage = lazy(() =>
  import('../profile/AdminProfilePage.tsx').then((m) => ({ default: m.AdminProfilePage })),
);

const icons: Record<AdminPage, ReactNode> = {
  overview: <ChartIcon />,
  'view-members': <UsersIcon />,
  applications: <InboxIcon />,
  'add-member': <UserPlusIcon />,
  'import-members': <ImportIcon />,
  'membership-history': <HistoryIcon />,
  'member-history': <ListIcon />,
  'my-profile': <UserIcon />,
};

const order: readonly AdminPage[] = ADMIN_PAGES;

/** The admin's panel machine, on the session's local storage (`adminActivePage`). */
export function useAdminPanel() {
  const storage = useSession((s) => s.context.local);
  return useFlow(adminPanelMachine, { storage });
}

function useTitles() {
  const { admin, overview, applications, importMembers } = useText();
  return {
    label: {
      overview: overview.nav,
      'view-members': admin.adminShell.nav.viewMembers,
      applications: applications.nav,
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
 * collapse toggle. The sub-page shown is remembered in local storage under `adminActivePage` (default View
 * Members), by `adminPanelMachine`.
 */
export function AdminPanelPage() {
  const panel = useAdminPanel();
  const page = useSelector(panel, (s) => s.context.page);
  const navigate = useNavigate();
  const titles = useTitles();
  const select = (id: AdminPage) => {
    panel.send({ type: 'page.select', page: id });
    // The query in the address belongs to the sub-page that was shown (its search and page); choosing the
    // sub-page on screen again starts it over.
    void navigate({ search: '' }, { replace: true });
  };
  const inbox = useInboxBadge();
  // Issue 21: from an application to Add Member filled from it (`?from=`), and back to it once created (`?open=`).
  const goTo = useCallback(
    (next: AdminPage, search: string) => {
      panel.send({ type: 'page.select', page: next });
      void navigate({ search }, { replace: false });
    },
    [panel, navigate],
  );
  const refreshInbox = useCallback(() => inbox.count.send({ type: 'count.refresh' }), [inbox]);
  const actions = useMemo(
    () => ({
      onCreateMember: (id: string) => goTo('add-member', `?from=${encodeURIComponent(id)}`),
      onCreatedFrom: (id: string) => {
        refreshInbox();
        goTo('applications', `?open=${encodeURIComponent(id)}`);
      },
      onBackTo: (id: string) => goTo('applications', `?open=${encodeURIComponent(id)}`),
      onInboxChange: refreshInbox,
    }),
    [goTo, refreshInbox],
  );
  const items: PanelNavItem[] = order.map((id) => ({
    id,
    label: titles.label[id],
    icon: icons[id],
    active: id === page,
    ...(id === 'applications' ? inbox.badge : {}),
    onSelect: () => select(id),
  }));
  return (
    <PanelLayout
      navLabel={useText().admin.adminShell.navLabel}
      items={items}
      title={titles.label[page]}
      description={titles.description[page]}
    >
      <SubPage page={page} select={select} actions={actions} />
    </PanelLayout>
  );
}

/** The Applications entry's count of new submissions (`inboxCountMachine`: on opening, after an inbox action). */
function useInboxBadge() {
  const count = useFlow(inboxCountMachine, { api: useApi() });
  const value = useSelector(count, (s) => s.context.count);
  const label = useText().applications.newBadge;
  return useMemo(
    () => ({ count, badge: value ? { badge: value, badgeLabel: label(value) } : {} }),
    [count, value, label],
  );
}

interface SubPageActions {
  onCreateMember: (submissionId: string) => void;
  onCreatedFrom: (submissionId: string) => void;
  onBackTo: (submissionId: string) => void;
  onInboxChange: () => void;
}

function SubPage({
  page,
  select,
  actions,
}: {
  page: AdminPage;
  select: (page: AdminPage) => void;
  actions: SubPageActions;
}) {
  const text = useText().admin.adminShell;
  if (page === 'view-members') return <ViewMembers showHeading={false} />;
  return (
    <Suspense fallback={<Spinner label={text.loadingPage} showLabel />}>
      {page === 'overview' ? <OverviewPage onOpenPage={select} /> : null}
      {page === 'applications' ? (
        <ApplicationsPage
          onCreateMember={actions.onCreateMember}
          onChange={actions.onInboxChange}
        />
      ) : null}
      {page === 'add-member' ? (
        <AddMemberPage onCreatedFrom={actions.onCreatedFrom} onBackTo={actions.onBackTo} />
      ) : null}
      {page === 'import-members' ? <ImportMembersPage /> : null}
      {page === 'membership-history' ? <MembershipHistoryPage /> : null}
      {page === 'member-history' ? <MemberHistoryPage /> : null}
      {page === 'my-profile' ? <AdminProfilePage /> : null}
    </Suspense>
  );
}

/**
 * A page of its own inside the admin's panel (/view-members, /update-admin, /update-member): the panel's entries
 * with `active` marked; View Members is its own route, the other entries open /admin on their sub-page
 * (remembered first, so /admin shows it).
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
  const panel = useAdminPanel();
  const navigate = useNavigate();
  const titles = useTitles();
  const items: PanelNavItem[] = order.map((id) =>
    id === 'view-members'
      ? {
          id,
          label: titles.label[id],
          icon: icons[id],
          active: id === active,
          href: paths.viewMembers.build(),
        }
      : {
          id,
          label: titles.label[id],
          icon: icons[id],
          active: id === active,
          onSelect: () => {
            panel.send({ type: 'page.select', page: id });
            void navigate(paths.admin.build());
          },
        },
  );
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

/** SPEC §2 /view-members: View Members on its own route in the same panel. */
export function ViewMembersRoutePage() {
  const titles = useTitles();
  return (
    <AdminRoutePanel
      active="view-members"
      title={titles.label['view-members']}
      description={titles.description['view-members']}
    >
      <ViewMembers showHeading={false} />
    </AdminRoutePanel>
  );
}
