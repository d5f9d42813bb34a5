import { ApiError, type MemberDetails, type MemberListResponse } from '@mijas/api';
import type { LoadMembersInput } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { CURRENT_LOCATION, PageHarness } from '../../../testing/page-harness.tsx';
import {
  activeMember,
  bareMember,
  demoMembers,
  inactiveMember,
  listActor,
  memberFlows,
  pageOfMembers,
  pending,
  serverError,
  unverifiedMember,
} from './fixtures.ts';
import { ViewMembers } from './view-members.tsx';
import {
  chooseOption,
  portal,
  visible,
  rowOf,
  rightClickMenu,
} from '../../../testing/story-helpers.ts';

/** Signed in as an admin (spread: `role` here is the harness's, not an ARIA role). */
const asAdmin = { role: 'admin' } as const;

function Harness({
  url = '/view-members',
  flows = memberFlows(),
  children = (
    <>
      <ViewMembers />
    </>
  ),
}: {
  url?: string;
  flows?: Record<string, FlowImplementations>;
  children?: ReactNode;
}) {
  return (
    <PageHarness path="/view-members" url={url} {...asAdmin} flows={flows} trackLocation>
      {children}
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/View Members',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const failing = (message: string, status = 500) => new ApiError({ status, body: { message } });

async function loadedTable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('cell', { name: activeMember.username });
  return canvas;
}

/** Right-clicks the member's row and waits for its menu. */
const openMenu = (canvasElement: HTMLElement, username: string) =>
  rightClickMenu(canvasElement, username, `Options for ${username}`);

async function choose(canvasElement: HTMLElement, username: string, item: string) {
  const menu = await openMenu(canvasElement, username);
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

const chooseSearchBy = (canvasElement: HTMLElement, field: string) =>
  chooseOption(canvasElement, 'Search by', field);

/** loading: skeleton rows under the header, the table busy. */
export const Loading: Story = {
  args: { flows: memberFlows({ list: fromPromise(() => pending<MemberListResponse>()) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search members' })).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading...')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Member list pages' })).toBeNull();
  },
};

/** loaded: ten members of thirteen, their statuses, a button per page. */
export const Loaded: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = await loadedTable(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('status')).toHaveTextContent('13 members');
    await expect(
      within(rowOf(canvasElement, unverifiedMember.username)).getByText('Not Verified'),
    ).toBeVisible();
    await expect(
      within(rowOf(canvasElement, inactiveMember.username)).getAllByText('Inactive'),
    ).toHaveLength(2);
    await expect(
      within(rowOf(canvasElement, bareMember.username)).getAllByText('N/A'),
    ).toHaveLength(2);
    const pages = canvas.getByRole('navigation', { name: 'Member list pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Search for' })).toBeDisabled();
  },
};

/** loaded with no rows: 'No members found.' and no page buttons. */
export const Empty: Story = {
  args: { flows: memberFlows({ list: listActor([]) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await visible(await canvas.findByText('No members found.'));
    await expect(canvas.queryByRole('navigation', { name: 'Member list pages' })).toBeNull();
  },
};

/** failed: the message and Try again, which loads again. */
export const Failed: Story = {
  args: {
    flows: (() => {
      let calls = 0;
      return memberFlows({
        list: fromPromise<MemberListResponse, LoadMembersInput>(async ({ input }) => {
          calls += 1;
          if (calls === 1) throw serverError;
          return pageOfMembers(demoMembers, input);
        }),
      });
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server down.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await loadedTable(canvasElement);
  },
};

/** searching: a field chosen, the text typed, the request under way; then the results and the URL. */
export const Searching: Story = {
  args: {
    flows: memberFlows({
      list: fromPromise<MemberListResponse, LoadMembersInput>(({ input }) =>
        input.applied
          ? new Promise((resolve) =>
              setTimeout(() => resolve(pageOfMembers(demoMembers, input)), 400),
            )
          : Promise.resolve(pageOfMembers(demoMembers, input)),
      ),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await loadedTable(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search for' });
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
    await chooseSearchBy(canvasElement, 'Username');
    await expect(input).toBeEnabled();
    await userEvent.type(input, 'dana{Enter}');
    await waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
    await canvas.findByRole('cell', { name: 'dana.azzam' });
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
      '/view-members?by=username&q=dana',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(11));
    await expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(/^\/view-members$/);
  },
};

/** A search opened from the URL (reload, a shared link): restored in the form and the table. */
export const SearchFromUrl: Story = {
  args: { url: '/view-members?by=phoneNumber&q=5551002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'dana.azzam' });
    await expect(canvas.getByRole('searchbox', { name: 'Search for' })).toHaveValue('5551002');
    await expect(canvas.getByRole('combobox', { name: 'Search by' })).toHaveTextContent(
      'Phone Number',
    );
  },
};

/** paginated: page 2 numbered from 11, in the URL. */
export const Paginated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await canvas.findByRole('cell', { name: 'alia.nsour' });
    await expect(canvas.getByRole('cell', { name: '13' })).toBeVisible();
    await expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent('/view-members?page=2');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The row menu by right-click: the actions that fit an unverified, active member. */
export const RowMenuByRightClick: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    const menu = await openMenu(canvasElement, unverifiedMember.username);
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'View Details',
      'Renew Membership',
      'Deactivate Membership',
      'Send Verification Email',
      'Deactivate Member',
      'Edit Member',
    ]);
  },
};

/** The row menu by keyboard: Tab to a row, Shift+F10, arrows, Escape. */
export const RowMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    const target = rowOf(canvasElement, inactiveMember.username);
    target.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await portal(canvasElement).findByRole('menu', {
      name: `Options for ${inactiveMember.username}`,
    });
    await visible(menu);
    await expect(within(menu).getByRole('menuitem', { name: 'Activate Member' })).toBeVisible();
    await expect(
      within(menu).queryByRole('menuitem', { name: 'Send Verification Email' }),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(portal(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** Member Details, loading. */
export const DetailsLoading: Story = {
  args: { flows: memberFlows({ details: () => pending<MemberDetails>() }) },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, activeMember.username, 'View Details');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Member Details' });
    await visible(within(dialog).getByText('Loading member details...'));
  },
};

/** Member Details, loaded: every field, N/A where missing; Escape closes. */
export const Details: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, bareMember.username, 'View Details');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Member Details' });
    const details = within(dialog);
    await visible(await details.findByText(bareMember.id));
    await expect(details.getByText(bareMember.email)).toBeVisible();
    await expect(details.getAllByText('N/A').length).toBeGreaterThanOrEqual(8);
    await expect(details.getByText(/4 April 2025/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Member Details, failed: the message and Try again. */
export const DetailsFailed: Story = {
  args: {
    flows: memberFlows({
      details: async () => {
        throw failing('Member not found.', 404);
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, activeMember.username, 'View Details');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Member Details' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Member not found.');
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Renew Membership, editing: the two fields and their limits. */
export const RenewEditing: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, activeMember.username, 'Renew Membership');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Renew Membership' });
    await visible(dialog);
    const days = within(dialog).getByRole('spinbutton', { name: /Number of Days/ });
    await expect(days).toHaveAttribute('min', '1');
    await expect(within(dialog).getByRole('spinbutton', { name: /Amount/ })).toHaveAttribute(
      'step',
      '0.01',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Renew' })).toBeVisible();
  },
};

/** Renew Membership, invalid values: the spec's alert, nothing sent. */
export const RenewInvalid: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, activeMember.username, 'Renew Membership');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Renew Membership' });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Number of Days/ }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '❌ Invalid input: days must be > 0 and amount must be >= 0',
    );
  },
};

/** Renew Membership, submitting: 'Renewing...' on a busy button. */
export const RenewSubmitting: Story = {
  args: { flows: memberFlows({ renew: () => pending() }) },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, activeMember.username, 'Renew Membership');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Renew Membership' });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Number of Days/ }), '30');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    await expect(await within(dialog).findByRole('button', { name: /Renewing/ })).toBeDisabled();
  },
};

/** Renew Membership, failed: the error in the modal and the toast; the values stay. */
export const RenewFailed: Story = {
  args: {
    flows: memberFlows({
      renew: async () => {
        throw failing('Member not found.', 404);
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, activeMember.username, 'Renew Membership');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Renew Membership' });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Number of Days/ }), '30');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '❌ Error renewing membership: Member not found.',
    );
    await visible(await portal(canvasElement).findByText('Renewal failed'));
    await expect(within(dialog).getByRole('spinbutton', { name: /Amount/ })).toHaveValue(15);
  },
};

/** Renew Membership, renewed: the modal closes, the toast, the row's membership Active at once. */
export const Renewed: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, bareMember.username, 'Renew Membership');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Renew Membership' });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Number of Days/ }), '365');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '40.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    await visible(await portal(canvasElement).findByText('Membership renewed'));
    await expect(
      portal(canvasElement).getByText('✅ Membership renewed successfully'),
    ).toBeVisible();
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      within(rowOf(canvasElement, bareMember.username)).getAllByText('Active'),
    ).toHaveLength(2);
  },
};

/** Deactivate Member asks first (confirmation dialog). */
export const ConfirmDeactivateMember: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, activeMember.username, 'Deactivate Member');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Deactivate member?' });
    await visible(dialog);
    await expect(dialog).toHaveTextContent(
      `Deactivate the account of ${activeMember.username}? They will no longer be able to log in.`,
    );
  },
};

/** Deactivate Member confirmed: the toast, the row Inactive at once, the menu now offers Activate. */
export const DeactivatedMember: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, activeMember.username, 'Deactivate Member');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Deactivate member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate Member' }));
    await visible(await portal(canvasElement).findByText('Member deactivated'));
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
    const menu = await openMenu(canvasElement, activeMember.username);
    await expect(within(menu).getByRole('menuitem', { name: 'Activate Member' })).toBeVisible();
  },
};

/** Deactivate Membership: confirmation, then the toast and the row's membership Inactive. */
export const DeactivatedMembership: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, activeMember.username, 'Deactivate Membership');
    const dialog = await portal(canvasElement).findByRole('dialog', {
      name: 'Deactivate membership?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate Membership' }));
    await visible(await portal(canvasElement).findByText('Membership deactivated'));
    await waitFor(() =>
      expect(
        within(rowOf(canvasElement, activeMember.username)).getAllByText('Inactive'),
      ).toHaveLength(1),
    );
  },
};

/** Activate Member and Send Verification Email run at once and report by toast. */
export const ActivateAndSendVerification: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, inactiveMember.username, 'Activate Member');
    await visible(await portal(canvasElement).findByText('Member activated'));
    await choose(canvasElement, unverifiedMember.username, 'Send Verification Email');
    await visible(await portal(canvasElement).findByText('Verification email sent'));
  },
};

/** An action that fails: the failure toast with the server's reason; the row unchanged. */
export const ActionFailed: Story = {
  args: {
    flows: memberFlows({
      action: async () => {
        throw failing('This email address is already verified.', 400);
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await choose(canvasElement, unverifiedMember.username, 'Send Verification Email');
    await visible(await portal(canvasElement).findByText('Failed to send verification email'));
    await expect(
      portal(canvasElement).getByText('This email address is already verified.'),
    ).toBeVisible();
  },
};
