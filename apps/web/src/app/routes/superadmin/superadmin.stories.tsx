import type { CreatedResponse } from '@mijas/api';
import type { sessionMachine } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { demoAdmins, loadAdminsFrom } from '../../../features/superadmin/view-admins/fixtures.ts';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { NAVIGATED_TO, PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { send } from '@mijas/flows/story-state';
import { Component as SuperadminRoute } from './superadmin.tsx';
import { Component as ViewAdminsRoute } from './view-admins.tsx';
import { desktopSnapshot } from '@mijas/flows/page-snapshots';

const flows: Record<string, FlowImplementations> = {
  adminList: { actors: { loadPage: loadAdminsFrom(demoAdmins) } },
  createAdmin: {
    actors: {
      submit: fromPromise<CreatedResponse>(async () => ({
        id: '00000000-0000-4000-8000-000000000099',
        message: 'Admin created.',
      })),
    },
  },
};

function Page({
  route = 'superadmin',
  url,
  as = 'root',
}: {
  route?: 'superadmin' | 'view-admins';
  url?: string;
  as?: TestRole;
}) {
  const path = route === 'superadmin' ? '/superadmin' : '/view-admins';
  return (
    <PageHarness path={path} url={url ?? path} {...{ role: as }} flows={flows}>
      {route === 'superadmin' ? <SuperadminRoute /> : <ViewAdminsRoute />}
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Superadmin/Panel',
  component: Page,
  parameters: { bleed: true },
  args: {},
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Root admin' }));

/** /superadmin opens on View Admins: Home, View Admins (current), Create New Admin, Logout. */
export const ViewAdminsByDefault: Story = {
  parameters: { chromatic: desktopSnapshot },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(links.getByRole('link', { name: 'View Admins' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(links.getByRole('link', { name: 'Create New Admin' })).toHaveAttribute(
      'href',
      '/superadmin?tab=create',
    );
    await expect(links.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'View Admins' })).toBeVisible();
    await canvas.findByRole('cell', { name: 'lina.khalil' });
  },
};

/**
 * The sub-page is in the URL: the Create New Admin link (`?tab=create`) shows it in place, and View Admins goes
 * back. The router follows the links (no machine's event): this story clicks them.
 */
export const SwitchSubPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: 'lina.khalil' });
    await userEvent.click(nav(canvasElement).getByRole('link', { name: 'Create New Admin' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create New Admin' }),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Create New Admin' })).toBeVisible();
    await expect(
      nav(canvasElement).getByRole('link', { name: 'Create New Admin' }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav(canvasElement).getByRole('link', { name: 'View Admins' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'View Admins' }),
    ).toBeVisible();
    await canvas.findByRole('cell', { name: 'lina.khalil' });
  },
};

/** `?tab=create`: Create New Admin, marked in the navigation, its form ready. */
export const CreateAdminTab: Story = {
  args: { url: '/superadmin?tab=create' },
  parameters: { chromatic: desktopSnapshot },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create New Admin' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Create New Admin' })).toBeVisible();
    await expect(
      nav(canvasElement).getByRole('link', { name: 'Create New Admin' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(nav(canvasElement).getByRole('link', { name: 'View Admins' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('textbox', { name: 'Country' })).toHaveValue('Jordan');
  },
};

/** /view-admins: the same list on its own route, inside the same panel. */
export const ViewAdminsRoutePage: Story = {
  args: { route: 'view-admins', url: '/view-admins?searchBy=email&search=rana' },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'View Admins' })).toBeVisible();
    await expect(nav(canvasElement).getByRole('link', { name: 'View Admins' })).toHaveAttribute(
      'href',
      '/view-admins',
    );
    await canvas.findByRole('cell', { name: 'rana.haddad' });
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
  },
};

/**
 * A search is in the URL; the View Admins entry of the navigation (a link to the bare list, followed by the
 * router: clicked) shows every admin again.
 */
export const NavigationClearsSearch: Story = {
  args: { route: 'view-admins', url: '/view-admins?searchBy=email&search=rana' },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: 'rana.haddad' });
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('rana');
    await userEvent.click(nav(canvasElement).getByRole('link', { name: 'View Admins' }));
    await canvas.findByRole('cell', { name: 'lina.khalil' });
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(11));
  },
};

/** Logout ends the session; the guard then sends the visitor home. */
export const Logout: Story = {
  parameters: { events: [send<typeof sessionMachine>('session', { type: 'session.logout' })] },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/$/);
  },
};

/** An admin who opens /superadmin goes to their own panel. */
export const AdminIsSentToOwnPanel: Story = {
  args: { as: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent('/admin');
  },
};

/** Signed out: to the login page, coming back here afterwards. */
export const SignedOutGoesToLogin: Story = {
  args: { as: 'anonymous', url: '/superadmin?tab=create' },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByTestId(NAVIGATED_TO)).toHaveTextContent(
      `/login?redirect=${encodeURIComponent('/superadmin?tab=create')}`,
    );
  },
};
