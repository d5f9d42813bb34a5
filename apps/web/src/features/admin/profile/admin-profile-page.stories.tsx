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
import { signedInDevices } from '@mijas/machines/testing/sessions';
import { accountPasskeys } from '@mijas/machines/testing/passkeys';
import { AdminProfilePage } from './admin-profile-page.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, storyNames, storyText } from '../../../testing/story-locale.ts';

const ADMIN: TestRole = 'admin';

function Harness({ loadAdmin = resolves(adminInfo) }: { loadAdmin?: AnyActorLogic }) {
  const flows: Record<string, FlowImplementations> = {
    adminProfile: { actors: { loadAdmin } },
    // Signed-in devices under the card (issue 35).
    sessions: { actors: { loadSessions: resolves(signedInDevices) } },
    // Passkeys above them (issue 35).
    passkeys: { actors: { loadPasskeys: resolves(accountPasskeys) } },
  };
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
  within(
    within(canvasElement).getByRole('region', { name: storyText().text.admin.profile.cardTitle }),
  );

/** The page's card, once the story's events were sent. */
async function shown(canvasElement: HTMLElement) {
  await reached(canvasElement);
  return card(canvasElement);
}

/** Every field, the email marked Verified, F shown as Female; Edit leads to /update-admin. */
export const Loaded: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const info = await shown(canvasElement);
    await expect(await info.findByText('admin@mijas.example.com')).toBeVisible();
    await expect(info.getByText(copy.text.admin.profile.verified)).toBeVisible();
    await expect(info.getByText(copy.text.accountForm.genders.F)).toBeVisible();
    await expect(info.getByText(storyNames().major('Civil Engineering'))).toBeVisible();
    await expect(info.getByText('Shmeisani, Abdul Hameed Sharaf St. 12')).toBeVisible();
    for (const term of [
      copy.text.admin.profile.fields.username,
      copy.text.admin.profile.fields.email,
      copy.text.admin.profile.fields.firstName,
      copy.text.admin.profile.fields.lastName,
      copy.text.admin.profile.fields.gender,
      copy.text.admin.profile.fields.major,
      copy.text.admin.profile.fields.phoneNumber,
      copy.text.admin.profile.fields.nationality,
      copy.text.admin.profile.fields.country,
      copy.text.admin.profile.fields.city,
      copy.text.admin.profile.fields.address,
    ])
      await expect(info.getByText(term)).toBeVisible();
    // A plain link: the harness follows it to the card '→ /update-admin'.
    await expect(info.getByRole('link', { name: copy.text.admin.profile.edit })).toHaveAttribute(
      'href',
      '/update-admin',
    );
  },
};

/** An admin created with a username and an email only: N/A everywhere else, no Verified mark. */
export const MissingFields: Story = {
  args: { loadAdmin: resolves(sparseAdminInfo) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const info = await shown(canvasElement);
    await info.findByText('new.admin@mijas.example.com');
    await expect(info.getAllByText(copy.text.common.notAvailable)).toHaveLength(9);
    await expect(info.queryByText(copy.text.admin.profile.verified)).toBeNull();
  },
};

export const Loading: Story = {
  args: { loadAdmin: pending() },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await expect(
      (await shown(canvasElement)).getByText(copy.messages.adminInfo.loading),
    ).toBeVisible();
    await expect(
      card(canvasElement).queryByRole('link', { name: copy.text.admin.profile.edit }),
    ).toBeNull();
  },
};

/** Without the server's message: 'Failed to load admin data', and Try again. */
export const Failed: Story = {
  args: { loadAdmin: rejects(new Error('offline')) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const info = await shown(canvasElement);
    await expect(await info.findByRole('alert')).toHaveTextContent(
      copy.messages.adminInfo.loadFailed,
    );
    await expect(info.getByRole('button', { name: copy.text.admin.profile.retry })).toBeEnabled();
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
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await expect(
      await (await shown(canvasElement)).findByText(copy.messages.adminInfo.noData),
    ).toBeVisible();
  },
};
