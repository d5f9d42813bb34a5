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
  NAVIGATED_TO,
  PageHarness,
} from '../../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { send } from '@mijas/flows/story-state';
import { Component as AdminRoute } from './admin.tsx';
import { Component as ViewMembersRoute } from './view-members.tsx';
import { desktopSnapshot } from '@mijas/flows/page-snapshots';

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

function Page({
  route = 'admin',
  url,
  remembered,
}: {
  route?: 'admin' | 'view-members';
  url?: string;
  /** The sub-page remembered under adminActivePage. */
  remembered?: string;
}) {
  const path = route === 'admin' ? '/admin' : '/view-members';
  const appSession = useMemo(() => {
    const session = createTestSession('admin');
    if (remembered)
      session.session.getSnapshot().context.local.setItem(STORAGE_KEYS.adminActivePage, remembered);
    return session;
  }, [remembered]);
  return (
    <PageHarness path={path} url={url ?? path} appSession={appSession} flows={flows} trackLocation>
      {route === 'admin' ? <AdminRoute /> : <ViewMembersRoute />}
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
  within(within(canvasElement).getByRole('navigation', { name: 'Admin' }));

/** The panel shows the sub-page `page` (its entry chosen). */
const select = (page: AdminPage) =>
  send<typeof adminPanelMachine>('adminPanel', { type: 'page.select', page });

/** Membership History, searched for the members whose username has 'sara'. */
const historySearched = [
  select('membership-history'),
  send<typeof membershipHistoryMachine>('membershipHistory', {
    type: 'search.change',
    value: 'sara',
  }),
];

/** /admin opens on View Members: Home, the five sub-pages, Logout. */
export const ViewMembersByDefault: Story = {
  parameters: { chromatic: desktopSnapshot },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(nav(canvasElement).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/',
    );
    for (const name of [
      'View Members',
      'Add Member',
      'Membership History',
      'Member History',
      'My Profile',
      'Logout',
    ])
      await expect(nav(canvasElement).getByRole('button', { name })).toBeVisible();
    await expect(nav(canvasElement).getByRole('button', { name: 'View Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'View Members' })).toBeVisible();
    await canvas.findByRole('cell', { name: 'rania.obeidat' });
  },
};

/** The remembered sub-page (adminActivePage) opens first. */
export const RememberedSubPage: Story = {
  args: { remembered: 'my-profile' },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Admin Information' })).toBeVisible();
  },
};

/** An entry chosen: its sub-page in place (Add Member's form), the entry marked. */
export const SubPageChosen: Story = {
  parameters: { events: [select('add-member')] },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Add Member' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Add Member' })).toBeVisible();
    await expect(nav(canvasElement).getByRole('button', { name: 'Add Member' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A history's search goes to the address: Membership History for 'sara', at /admin?username=sara. */
export const HistorySearched: Story = {
  parameters: { events: historySearched },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Membership History' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Username' })).toHaveValue('sara');
    await canvas.findByRole('cell', { name: '100' });
    await waitFor(() =>
      expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent('/admin?username=sara'),
    );
  },
};

/**
 * From a searched history, choosing another entry leaves the address clean: the page's entry does that beside
 * the panel's page.select (the router's, not the machine's), so this story clicks it.
 */
export const SwitchLeavesAddressClean: Story = {
  parameters: { events: historySearched },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await waitFor(() =>
      expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent('/admin?username=sara'),
    );
    await userEvent.click(nav(canvasElement).getByRole('button', { name: 'Member History' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Member History' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Username' })).toHaveValue('');
    await waitFor(() =>
      expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(/^\/admin$/),
    );
  },
};

/** The panel collapsed to its icons (the layout's own toggle, clicked); every entry keeps its name. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse navigation' }));
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
    await expect(nav(canvasElement).getByRole('button', { name: 'Member History' })).toBeVisible();
  },
};

/**
 * /view-members: the list on its own route; another entry opens /admin on that sub-page (the entry navigates
 * beside the panel's page.select: clicked).
 */
export const ViewMembersRoutePage: Story = {
  args: { route: 'view-members', url: '/view-members?by=username&q=rania' },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: 'rania.obeidat' });
    await userEvent.click(nav(canvasElement).getByRole('button', { name: 'Member History' }));
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/admin$/);
  },
};
