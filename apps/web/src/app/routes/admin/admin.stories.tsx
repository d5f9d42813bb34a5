import {
  STORAGE_KEYS,
  type MemberHistoryResponse,
  type MembershipHistoryResponse,
} from '@mijas/api';
import type {
  adminPanelMachine,
  AdminPage,
  LoadMemberHistoryInput,
  LoadMembershipHistoryInput,
  membershipHistoryMachine,
} from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminInfo,
  historySubjects,
  memberActions,
  membershipActions,
  pageOf,
  suggestionsActor,
} from '../../../features/admin/sub-page/fixtures.ts';
import { memberFlows } from '../../../features/admin/view-members/fixtures.ts';
import { answers, resolves } from '@mijas/flows/actors';
import {
  createTestSession,
  CURRENT_LOCATION,
  PageHarness,
} from '../../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { send } from '@mijas/flows/story-state';
import { Component as AdminRoute } from './admin.tsx';
import { desktopSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, storyText } from '../../../testing/story-locale.ts';

/** Every machine of the panel's sub-pages, answering from fixtures. */
const flows = {
  ...memberFlows(),
  membershipHistory: {
    actors: {
      loadPage: answers<MembershipHistoryResponse, LoadMembershipHistoryInput>(
        ({ applied, page }) =>
          pageOf(
            membershipActions(
              12,
              historySubjects(applied?.value ?? '', applied?.searchBy === 'member'),
            ),
            page,
          ),
      ),
      memberSuggestions: suggestionsActor(),
    },
  },
  memberHistory: {
    actors: {
      loadPage: answers<MemberHistoryResponse, LoadMemberHistoryInput>(({ applied, page }) =>
        pageOf(
          memberActions(3, historySubjects(applied?.value ?? '', applied?.searchBy === 'member')),
          page,
        ),
      ),
      memberSuggestions: suggestionsActor(),
    },
  },
  adminProfile: { actors: { loadAdmin: resolves(adminInfo) } },
};

/**
 * The /admin route at `url` (its addresses the route's: `/admin/*`, or `*` for a story of another address of it,
 * the spec's `/view-members`), with `remembered` under adminActivePage; any other address is shown as such.
 */
function Page({
  url = '/admin',
  path = '/admin/*',
  remembered,
}: {
  url?: string;
  path?: string;
  /** The sub-page remembered under adminActivePage. */
  remembered?: string;
}) {
  const appSession = useMemo(() => {
    const session = createTestSession('admin');
    if (remembered)
      session.session.getSnapshot().context.local.setItem(STORAGE_KEYS.adminActivePage, remembered);
    return session;
  }, [remembered]);
  return (
    <PageHarness path={path} url={url} appSession={appSession} flows={flows} trackLocation>
      <AdminRoute />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/Panel',
  component: Page,
  parameters: { bleed: true },
  args: {},
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('navigation', {
      name: storyText().text.admin.adminShell.navLabel,
    }),
  );

/** The address shown, once it is `expected`. */
const at = (canvasElement: HTMLElement, expected: string | RegExp) =>
  waitFor(() =>
    expect(within(canvasElement).getByTestId(CURRENT_LOCATION)).toHaveTextContent(expected),
  );

/** The panel shows the sub-page `page` (its address asked for, as the Overview's links do). */
const select = (page: AdminPage) =>
  send<typeof adminPanelMachine>('adminPanel', { type: 'page.select', page });

/** Membership History, searched for the members whose username has 'sara'. */
const historySearched = [
  select('membership-history'),
  send<typeof membershipHistoryMachine>('adminPanel/membershipHistory', {
    type: 'search.change',
    value: 'sara',
  }),
];

/** /admin opens on View Members, at its address: Home, the sub-pages (links to their addresses), Logout. */
export const ViewMembersByDefault: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: { chromatic: desktopSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await at(canvasElement, /^\/admin\/view-members$/);
    await expect(
      nav(canvasElement).getByRole('link', { name: copy.text.admin.adminShell.nav.home }),
    ).toHaveAttribute('href', '/');
    for (const [name, href] of [
      [copy.text.admin.adminShell.nav.viewMembers, '/admin/view-members'],
      [copy.text.admin.adminShell.nav.addMember, '/admin/add-member'],
      [copy.text.admin.adminShell.nav.membershipHistory, '/admin/membership-history'],
      [copy.text.admin.adminShell.nav.memberHistory, '/admin/member-history'],
      [copy.text.admin.adminShell.nav.profile, '/admin/my-profile'],
    ])
      await expect(nav(canvasElement).getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(
      nav(canvasElement).getByRole('button', { name: copy.text.admin.adminShell.nav.logout }),
    ).toBeVisible();
    await expect(
      nav(canvasElement).getByRole('link', { name: copy.text.admin.adminShell.nav.viewMembers }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.admin.adminShell.nav.viewMembers }),
    ).toBeVisible();
    await canvas.findByRole('cell', { name: 'rania.obeidat' });
  },
};

/** A bare /admin opens the remembered sub-page (adminActivePage), and its address replaces it. */
export const RememberedSubPage: Story = {
  args: { remembered: 'my-profile' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: copy.text.admin.adminShell.nav.profile,
      }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('region', { name: copy.text.admin.profile.cardTitle }),
    ).toBeVisible();
    await at(canvasElement, /^\/admin\/my-profile$/);
  },
};

/** A sub-page chosen: its address, its sub-page in place (Add Member's form), the entry marked. */
export const SubPageChosen: Story = {
  parameters: { events: [select('add-member')] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: copy.text.admin.adminShell.nav.addMember,
      }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('form', { name: copy.text.admin.adminShell.nav.addMember }),
    ).toBeVisible();
    await expect(
      nav(canvasElement).getByRole('link', { name: copy.text.admin.adminShell.nav.addMember }),
    ).toHaveAttribute('aria-current', 'page');
    await at(canvasElement, /^\/admin\/add-member$/);
  },
};

/** A history's search goes to its address: Membership History for 'sara'. */
export const HistorySearched: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: { events: historySearched },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: copy.text.admin.adminShell.nav.membershipHistory,
      }),
    ).toBeVisible();
    // (The page's code may still be loading: the list, the panel's child, took the search already.)
    await expect(
      await canvas.findByRole('combobox', {
        name: copy.text.admin.membershipHistory.search.username,
      }),
    ).toHaveValue('sara');
    await canvas.findByRole('cell', { name: '100' });
    await at(canvasElement, '/admin/membership-history?username=sara');
  },
};

/** From a searched history, another entry (a link, clicked) is another address, its sub-page from its start. */
export const SwitchLeavesAddressClean: Story = {
  parameters: { events: historySearched },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await at(canvasElement, '/admin/membership-history?username=sara');
    const entry = nav(canvasElement).getByRole('link', {
      name: copy.text.admin.adminShell.nav.memberHistory,
    });
    await userEvent.click(entry);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: copy.text.admin.adminShell.nav.memberHistory,
      }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('combobox', { name: copy.text.admin.memberHistory.search.username }),
    ).toHaveValue('');
    await at(canvasElement, /^\/admin\/member-history$/);
    // The panel stays: the entry followed keeps the focus.
    await expect(entry).toHaveFocus();
  },
};

/** The panel collapsed to its icons (the layout's own toggle, clicked); every entry keeps its name. */
export const Collapsed: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.text.common.panel.collapse }));
    await expect(canvas.getByRole('button', { name: copy.text.common.panel.expand })).toBeVisible();
    await expect(
      nav(canvasElement).getByRole('link', { name: copy.text.admin.adminShell.nav.memberHistory }),
    ).toBeVisible();
  },
};

/**
 * The spec's /view-members: View Members with its search, at the panel's address for it; another entry opens
 * its sub-page in the same panel.
 */
export const ViewMembersRoutePage: Story = {
  args: { path: '*', url: '/view-members?by=username&q=rania' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: 'rania.obeidat' });
    await at(canvasElement, '/admin/view-members?by=username&q=rania');
    await userEvent.click(
      nav(canvasElement).getByRole('link', { name: copy.text.admin.adminShell.nav.memberHistory }),
    );
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: copy.text.admin.adminShell.nav.memberHistory,
      }),
    ).toBeVisible();
    await at(canvasElement, /^\/admin\/member-history$/);
  },
};
