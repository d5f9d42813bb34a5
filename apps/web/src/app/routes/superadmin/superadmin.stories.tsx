import type { CreatedResponse } from '@mijas/api';
import type { sessionMachine } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { demoAdmins, loadAdminsFrom } from '../../../features/superadmin/view-admins/fixtures.ts';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import {
  CURRENT_LOCATION,
  NAVIGATED_TO,
  PageHarness,
  type TestRole,
} from '../../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { send } from '@mijas/flows/story-state';
import { Component as SuperadminRoute } from './superadmin.tsx';
import { desktopSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, storyNames, storyText } from '../../../testing/story-locale.ts';

const flows: Record<string, FlowImplementations> = {
  adminList: { actors: { loadPage: loadAdminsFrom(demoAdmins) } },
  createAdmin: {
    actors: {
      submit: fromPromise<CreatedResponse>(async () => ({
        id: '00000000-0000-4000-8000-000000000099',
        message: storyText().messages.createAdmin.success,
      })),
    },
  },
};

/**
 * The /superadmin route at `url`: its addresses are the route's (`/superadmin/*`, or `*` for a story of another
 * address of it, the spec's `/view-admins`); any other address the page goes to is shown as such.
 */
function Page({
  url = '/superadmin',
  path = '/superadmin/*',
  as = 'root',
}: {
  url?: string;
  path?: string;
  as?: TestRole;
}) {
  return (
    <PageHarness path={path} url={url} {...{ role: as }} flows={flows} trackLocation>
      <SuperadminRoute />
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
  within(
    within(canvasElement).getByRole('navigation', {
      name: storyText().text.superadmin.panel.navLabel,
    }),
  );

/**
 * /superadmin opens on View Admins, at its address: Home, View Admins (current), Create New Admin, Expiry
 * reminders, Logout.
 */
export const ViewAdminsByDefault: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: { chromatic: desktopSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await waitFor(() =>
      expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(/^\/superadmin\/view-admins$/),
    );
    const links = nav(canvasElement);
    await expect(
      links.getByRole('link', { name: copy.text.superadmin.panel.nav.home }),
    ).toHaveAttribute('href', '/');
    await expect(
      links.getByRole('link', { name: copy.text.superadmin.panel.nav.viewAdmins }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      links.getByRole('link', { name: copy.text.superadmin.panel.nav.createAdmin }),
    ).toHaveAttribute('href', '/superadmin/create-admin');
    await expect(links.getByRole('link', { name: copy.text.expiryReminders.nav })).toHaveAttribute(
      'href',
      '/superadmin/expiry-reminders',
    );
    await expect(
      links.getByRole('button', { name: copy.text.superadmin.panel.nav.logout }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.superadmin.panel.nav.viewAdmins }),
    ).toBeVisible();
    await canvas.findByRole('cell', { name: 'lina.khalil' });
  },
};

/**
 * Each sub-page has its address: the Create New Admin link (`/superadmin/create-admin`) shows it in place, and
 * View Admins goes back. The router follows the links (no machine's event): this story clicks them.
 */
export const SwitchSubPages: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: 'lina.khalil' });
    await userEvent.click(
      nav(canvasElement).getByRole('link', { name: copy.text.superadmin.panel.nav.createAdmin }),
    );
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: copy.text.superadmin.panel.nav.createAdmin,
      }),
    ).toBeVisible();
    await expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
      /^\/superadmin\/create-admin$/,
    );
    // The form's code (with its phone and country rules) loads when the sub-page is first shown.
    await expect(
      await canvas.findByRole('form', { name: copy.text.superadmin.panel.nav.createAdmin }),
    ).toBeVisible();
    await expect(
      nav(canvasElement).getByRole('link', { name: copy.text.superadmin.panel.nav.createAdmin }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.click(
      nav(canvasElement).getByRole('link', { name: copy.text.superadmin.panel.nav.viewAdmins }),
    );
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: copy.text.superadmin.panel.nav.viewAdmins,
      }),
    ).toBeVisible();
    await canvas.findByRole('cell', { name: 'lina.khalil' });
  },
};

/**
 * The old address of Create New Admin (`?tab=create`): the sub-page, marked in the navigation, its form ready,
 * at its own address.
 */
export const CreateAdminTab: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { url: '/superadmin?tab=create' },
  parameters: { chromatic: desktopSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await waitFor(() =>
      expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
        /^\/superadmin\/create-admin$/,
      ),
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.superadmin.panel.nav.createAdmin }),
    ).toBeVisible();
    // The form's code (with its phone and country rules) loads when the sub-page is first shown.
    await expect(
      await canvas.findByRole('form', { name: copy.text.superadmin.panel.nav.createAdmin }),
    ).toBeVisible();
    await expect(
      nav(canvasElement).getByRole('link', { name: copy.text.superadmin.panel.nav.createAdmin }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      nav(canvasElement).getByRole('link', { name: copy.text.superadmin.panel.nav.viewAdmins }),
    ).not.toHaveAttribute('aria-current');
    await expect(
      canvas.getByRole('textbox', { name: copy.text.superadmin.details.fields.country }),
    ).toHaveValue(storyNames().country('Jordan'));
  },
};

/** The spec's /view-admins: View Admins with its search, at the panel's address for it. */
export const ViewAdminsRoutePage: Story = {
  args: { path: '*', url: '/view-admins?searchBy=email&search=rana' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.superadmin.panel.nav.viewAdmins }),
    ).toBeVisible();
    await expect(
      nav(canvasElement).getByRole('link', { name: copy.text.superadmin.panel.nav.viewAdmins }),
    ).toHaveAttribute('href', '/superadmin/view-admins');
    await canvas.findByRole('cell', { name: 'rana.haddad' });
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
      '/superadmin/view-admins?searchBy=email&search=rana',
    );
  },
};

/**
 * A search is in the URL; the View Admins entry of the navigation (a link to the bare list, followed by the
 * router: clicked) shows every admin again.
 */
export const NavigationClearsSearch: Story = {
  args: { url: '/superadmin/view-admins?searchBy=email&search=rana' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: 'rana.haddad' });
    await expect(
      canvas.getByRole('searchbox', { name: copy.text.superadmin.viewAdmins.search.value }),
    ).toHaveValue('rana');
    await userEvent.click(
      nav(canvasElement).getByRole('link', { name: copy.text.superadmin.panel.nav.viewAdmins }),
    );
    await canvas.findByRole('cell', { name: 'lina.khalil' });
    await expect(
      canvas.getByRole('searchbox', { name: copy.text.superadmin.viewAdmins.search.value }),
    ).toHaveValue('');
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
