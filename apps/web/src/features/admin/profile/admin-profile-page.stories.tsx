import type { adminProfileMachine } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { send } from '@mijas/flows/story-state';
import { adminInfo, sparseAdminInfo } from '../sub-page/fixtures.ts';
import {
  failsOnce,
  identityError,
  pending,
  rejects,
  resolves,
  serverError,
} from '@mijas/flows/actors';
import { AdminProfilePage } from './admin-profile-page.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';

const ADMIN: TestRole = 'admin';

function Harness({ loadAdmin = resolves(adminInfo) }: { loadAdmin?: AnyActorLogic }) {
  const flows: Record<string, FlowImplementations> = { adminProfile: { actors: { loadAdmin } } };
  return (
    <PageHarness path="/admin" role={ADMIN} flows={flows}>
      <AdminProfilePage showHeading />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/My Profile',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Admin Information' }));

/** The page's card, once the story's events were sent. */
async function shown(canvasElement: HTMLElement) {
  await reached(canvasElement);
  return card(canvasElement);
}

/** Every field, the email marked Verified, F shown as Female; Edit leads to /update-admin. */
export const Loaded: Story = {
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement }) => {
    const info = await shown(canvasElement);
    await expect(await info.findByText('admin@mijas.example.com')).toBeVisible();
    await expect(info.getByText('Verified')).toBeVisible();
    await expect(info.getByText('Female')).toBeVisible();
    await expect(info.getByText('Civil Engineering')).toBeVisible();
    await expect(info.getByText('Shmeisani, Abdul Hameed Sharaf St. 12')).toBeVisible();
    for (const term of [
      'Username',
      'Email',
      'First Name',
      'Last Name',
      'Gender',
      'Major/Field',
      'Phone Number',
      'Nationality',
      'Country',
      'City',
      'Address',
    ])
      await expect(info.getByText(term)).toBeVisible();
    // A plain link: the harness follows it to the card '→ /update-admin'.
    await expect(info.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/update-admin');
  },
};

/** An admin created with a username and an email only: N/A everywhere else, no Verified mark. */
export const MissingFields: Story = {
  args: { loadAdmin: resolves(sparseAdminInfo) },
  play: async ({ canvasElement }) => {
    const info = await shown(canvasElement);
    await info.findByText('new.admin@mijas.example.com');
    await expect(info.getAllByText('N/A')).toHaveLength(9);
    await expect(info.queryByText('Verified')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loadAdmin: pending() },
  play: async ({ canvasElement }) => {
    await expect((await shown(canvasElement)).getByText('Loading...')).toBeVisible();
    await expect(card(canvasElement).queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/** Without the server's message: 'Failed to load admin data', and Try again. */
export const Failed: Story = {
  args: { loadAdmin: rejects(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const info = await shown(canvasElement);
    await expect(await info.findByRole('alert')).toHaveTextContent('Failed to load admin data');
    await expect(info.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Failed, then Try again: the admin's information. */
export const Retried: Story = {
  args: { loadAdmin: failsOnce(new Error('offline'), adminInfo) },
  parameters: {
    events: [send<typeof adminProfileMachine>('adminProfile', { type: 'profile.reload' })],
  },
  play: async ({ canvasElement }) => {
    const info = await shown(canvasElement);
    await expect(await info.findByText('admin@mijas.example.com')).toBeVisible();
    await expect(info.queryByRole('alert')).toBeNull();
  },
};

export const FailedWithServerMessage: Story = {
  parameters: { chromatic: pageSnapshot },
  args: { loadAdmin: rejects(serverError(500, 'The database is not reachable.')) },
  play: async ({ canvasElement }) => {
    await expect(await (await shown(canvasElement)).findByRole('alert')).toHaveTextContent(
      'The database is not reachable.',
    );
  },
};

export const NoData: Story = {
  args: { loadAdmin: rejects(identityError(404, 'NotFound', 'Admin not found.')) },
  play: async ({ canvasElement }) => {
    await expect(
      await (await shown(canvasElement)).findByText('No admin data found'),
    ).toBeVisible();
  },
};
