import {
  FIELD_LIMITS,
  type AdminDetails,
  type AdminListResponse,
  type MessageResponse,
} from '@mijas/api';
import type { LoadAdminsInput } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { CURRENT_LOCATION, PageHarness } from '../../../testing/page-harness.tsx';
import { pending as never, failing } from '../../../testing/actors.ts';
import { demoAdmins, detailsOf, loadAdminsFrom, pageOfAdmins } from './fixtures.ts';
import { ViewAdmins } from './view-admins.tsx';
import { portal, visible, rowOf, rightClickMenu } from '../../../testing/story-helpers.ts';

const ok = fromPromise<MessageResponse, unknown>(async () => ({ message: 'OK' }));

function flows({
  list = loadAdminsFrom(demoAdmins),
  details = fromPromise<AdminDetails, { id: string }>(async ({ input }) =>
    detailsOf(demoAdmins.find((admin) => admin.id === input.id)!),
  ),
  action = ok,
}: {
  list?: unknown;
  details?: unknown;
  action?: unknown;
} = {}): Record<string, FlowImplementations> {
  return {
    adminList: { actors: { loadPage: list } },
    // The dialogs' machines, children of the page's machine.
    adminDetails: { actors: { loadDetails: details } },
    rowAction: { actors: { runAction: action } },
  };
}

/** Signed in as the root admin (spread: `role` here is the harness's, not an ARIA role). */
const asRoot = { role: 'root' } as const;

function Harness({
  url = '/view-admins',
  flows: implementations = flows(),
  children = <ViewAdmins />,
}: {
  url?: string;
  flows?: Record<string, FlowImplementations>;
  children?: ReactNode;
}) {
  return (
    <PageHarness path="/view-admins" url={url} {...asRoot} flows={implementations} trackLocation>
      {children}
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Superadmin/View Admins',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loadedTable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('cell', { name: 'lina.khalil' });
  return canvas;
}

/** Waits for the row's menu item and chooses it, from a right-click on the row. */
async function chooseFromRowMenu(canvasElement: HTMLElement, username: string, item: string) {
  const menu = await rightClickMenu(canvasElement, username, `Options for ${username}`);
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

export const Loading: Story = {
  args: { flows: flows({ list: never<AdminListResponse, LoadAdminsInput>() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search admins' })).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading...')).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Admin list pages' })).toBeNull();
  },
};

export const Loaded: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = await loadedTable(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('status')).toHaveTextContent('12 admins');
    const omar = within(rowOf(canvasElement, 'omar.saleh'));
    await expect(omar.getByText('Inactive')).toBeVisible();
    await expect(omar.getByText('Verified')).toBeVisible();
    const rana = within(rowOf(canvasElement, 'rana.haddad'));
    await expect(rana.getByText('Not Verified')).toBeVisible();
    const emailOnly = within(rowOf(canvasElement, 'yousef.nasser'));
    await expect(emailOnly.getAllByText('N/A')).toHaveLength(2);
    const pages = canvas.getByRole('navigation', { name: 'Admin list pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await canvas.findByRole('cell', { name: 'hala.masri' });
    await expect(canvas.getByRole('cell', { name: '11' })).toBeVisible();
    await expect(canvas.queryByRole('cell', { name: 'lina.khalil' })).toBeNull();
    await expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent('/view-admins?page=2');
  },
  args: {
    children: (
      <>
        <ViewAdmins />
      </>
    ),
  },
};

export const OnePageHasNoPageButtons: Story = {
  args: { flows: flows({ list: loadAdminsFrom(demoAdmins.slice(0, 3)) }) },
  play: async ({ canvasElement }) => {
    const canvas = await loadedTable(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 admins');
    await expect(canvas.queryByRole('navigation', { name: 'Admin list pages' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { flows: flows({ list: loadAdminsFrom([]) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No admins found.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { flows: flows({ list: failing<AdminListResponse, LoadAdminsInput>() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch admins.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const RetryAfterFailure: Story = {
  args: {
    flows: flows({
      list: (() => {
        let calls = 0;
        return fromPromise<AdminListResponse, LoadAdminsInput>(async ({ input }) => {
          calls += 1;
          if (calls === 1) throw new Error('offline');
          return pageOfAdmins(demoAdmins, input);
        });
      })(),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await canvas.findByRole('cell', { name: 'lina.khalil' });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SearchByFullName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedTable(canvasElement);
    const search = canvas.getByRole('search', { name: 'Search admins' });
    await userEvent.click(within(search).getByRole('combobox', { name: 'Search by' }));
    await userEvent.click(await portal(canvasElement).findByRole('option', { name: 'Full Name' }));
    await userEvent.type(
      within(search).getByRole('searchbox', { name: 'Search' }),
      'rana had{Enter}',
    );
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'lina.khalil' })).toBeNull());
    await expect(canvas.getByRole('cell', { name: 'rana.haddad' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 admin');
    await userEvent.click(within(search).getByRole('button', { name: 'Clear' }));
    await canvas.findByRole('cell', { name: 'lina.khalil' });
    await expect(within(search).getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  },
};

export const SearchFindsNothing: Story = {
  args: { url: '/view-admins?searchBy=email&search=nobody' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No admins found.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody');
    // The box takes no more than the contract's search limit.
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'maxLength',
      String(FIELD_LIMITS.searchMax),
    );
    await expect(canvas.getByRole('combobox', { name: 'Search by' })).toHaveTextContent('Email');
  },
};

export const DetailsLoading: Story = {
  args: { flows: flows({ details: never<AdminDetails, { id: string }>() }) },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await chooseFromRowMenu(canvasElement, 'lina.khalil', 'View Details');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Admin Details' });
    await visible(within(dialog).getByText('Loading admin details...'));
  },
};

export const Details: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await chooseFromRowMenu(canvasElement, 'yousef.nasser', 'View Details');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Admin Details' });
    const details = within(dialog);
    await details.findByText('yousef.nasser@mijas.example.com');
    await visible(details.getByText(demoAdmins[3]!.id));
    await expect(details.getAllByText('N/A').length).toBeGreaterThanOrEqual(8);
    await expect(details.getAllByText('No')).toHaveLength(1);
    await visible(details.getByText('Yes'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const DetailsFailed: Story = {
  args: {
    flows: flows({ details: failing<AdminDetails, { id: string }>('Admin not found.', 404) }),
  },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await chooseFromRowMenu(canvasElement, 'lina.khalil', 'View Details');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Admin Details' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Admin not found.');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const DeactivateAfterConfirming: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await chooseFromRowMenu(canvasElement, 'lina.khalil', 'Deactivate Admin');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Deactivate admin?' });
    await expect(dialog).toHaveTextContent(
      'Deactivate the admin account of lina.khalil? They will no longer be able to log in.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await visible(await portal(canvasElement).findByText('Admin deactivated'));
    await waitFor(() =>
      expect(within(rowOf(canvasElement, 'lina.khalil')).getByText('Inactive')).toBeVisible(),
    );
    await expect(portal(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const DeactivateCancelled: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await chooseFromRowMenu(canvasElement, 'lina.khalil', 'Deactivate Admin');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Deactivate admin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(portal(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(rowOf(canvasElement, 'lina.khalil')).getByText('Active')).toBeVisible();
  },
};

export const DeactivateFails: Story = {
  args: {
    flows: flows({
      action: failing<MessageResponse>('You cannot change the status of your own account.', 400),
    }),
  },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await chooseFromRowMenu(canvasElement, 'lina.khalil', 'Deactivate Admin');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Deactivate admin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await visible(await portal(canvasElement).findByText('Failed to deactivate admin'));
    await visible(
      portal(canvasElement).getByText('You cannot change the status of your own account.'),
    );
    await expect(within(rowOf(canvasElement, 'lina.khalil')).getByText('Active')).toBeVisible();
  },
};

export const Activate: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await chooseFromRowMenu(canvasElement, 'omar.saleh', 'Activate Admin');
    await visible(await portal(canvasElement).findByText('Admin activated'));
    await waitFor(() =>
      expect(within(rowOf(canvasElement, 'omar.saleh')).getByText('Active')).toBeVisible(),
    );
  },
};

export const ActivateFails: Story = {
  args: { flows: flows({ action: failing<MessageResponse>() }) },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await chooseFromRowMenu(canvasElement, 'omar.saleh', 'Activate Admin');
    await visible(await portal(canvasElement).findByText('Failed to activate admin'));
    await expect(within(rowOf(canvasElement, 'omar.saleh')).getByText('Inactive')).toBeVisible();
  },
};

export const SendVerificationEmail: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    // Offered only while the email is unverified.
    await userEvent.pointer({ keys: '[MouseRight]', target: rowOf(canvasElement, 'lina.khalil') });
    const menu = await portal(canvasElement).findByRole('menu', {
      name: 'Options for lina.khalil',
    });
    await expect(
      within(menu).queryByRole('menuitem', { name: 'Send Verification Email' }),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');
    await chooseFromRowMenu(canvasElement, 'rana.haddad', 'Send Verification Email');
    await visible(await portal(canvasElement).findByText('Verification email sent'));
  },
};

export const SendVerificationEmailFails: Story = {
  args: { flows: flows({ action: failing<MessageResponse>() }) },
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    await chooseFromRowMenu(canvasElement, 'rana.haddad', 'Send Verification Email');
    await visible(await portal(canvasElement).findByText('Failed to send verification email'));
  },
};

/** A phone-narrow table: the options button opens the same menu, from the keyboard too. */
export const PhoneOptionsButton: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await loadedTable(canvasElement);
    const button = canvas.getByRole('button', { name: 'Options for omar.saleh' });
    await expect(button).toBeVisible();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await portal(canvasElement).findByRole('menu', { name: 'Options for omar.saleh' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Details', 'Activate Admin']);
  },
};

/** Shift+F10 on a focused row opens its menu, as a right-click does. */
export const KeyboardRowMenu: Story = {
  play: async ({ canvasElement }) => {
    await loadedTable(canvasElement);
    rowOf(canvasElement, 'rana.haddad').focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await portal(canvasElement).findByRole('menu', {
      name: 'Options for rana.haddad',
    });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Details', 'Send Verification Email', 'Deactivate Admin']);
  },
};
