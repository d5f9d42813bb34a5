import type { AdminInfo } from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise, type AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { NAVIGATED_TO, PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { adminInfo, sparseAdminInfo } from '../sub-page/fixtures.ts';
import { identityError, pending, rejects, resolves, serverError } from '../../../testing/actors.ts';
import { AdminProfilePage } from './AdminProfilePage.tsx';

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

/** Every field, the email marked Verified, F shown as Female; Edit leads to /update-admin. */
export const Loaded: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const info = card(canvasElement);
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
    await userEvent.click(info.getByRole('link', { name: 'Edit' }));
    await expect(await within(canvasElement).findByTestId(NAVIGATED_TO)).toHaveTextContent(
      '/update-admin',
    );
  },
};

/** An admin created with a username and an email only: N/A everywhere else, no Verified mark. */
export const MissingFields: Story = {
  args: { loadAdmin: resolves(sparseAdminInfo) },
  play: async ({ canvasElement }) => {
    const info = card(canvasElement);
    await info.findByText('new.admin@mijas.example.com');
    await expect(info.getAllByText('N/A')).toHaveLength(9);
    await expect(info.queryByText('Verified')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loadAdmin: pending() },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Loading...')).toBeVisible();
    await expect(card(canvasElement).queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/** The server's message when there is one, else 'Failed to load admin data'; Try again loads again. */
export const Failed: Story = {
  args: {
    loadAdmin: (() => {
      let calls = 0;
      return fromPromise<AdminInfo>(async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return adminInfo;
      });
    })(),
  },
  play: async ({ canvasElement }) => {
    const info = card(canvasElement);
    await expect(await info.findByRole('alert')).toHaveTextContent('Failed to load admin data');
    await userEvent.click(info.getByRole('button', { name: 'Try again' }));
    await expect(await info.findByText('admin@mijas.example.com')).toBeVisible();
  },
};

export const FailedWithServerMessage: Story = {
  args: { loadAdmin: rejects(serverError(500, 'The database is not reachable.')) },
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement).findByRole('alert')).toHaveTextContent(
      'The database is not reachable.',
    );
  },
};

export const NoData: Story = {
  args: { loadAdmin: rejects(identityError(404, 'NotFound', 'Admin not found.')) },
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement).findByText('No admin data found')).toBeVisible();
  },
};
