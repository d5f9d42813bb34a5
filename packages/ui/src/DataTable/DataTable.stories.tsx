import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RowMenuItem } from '../RowMenu/RowMenu';
import { DataTable } from './DataTable';
import { sampleMemberColumns as columns, sampleMembers, type SampleMember } from './fixtures';

const onAction = fn();

/** The View Members menu: the rules (which items show) belong to the app; here a faithful sample. */
function memberActions(row: SampleMember): RowMenuItem[] {
  const item = (id: string, label: string, tone?: 'danger'): RowMenuItem => ({
    id,
    label,
    tone,
    onSelect: () => onAction(id, row.username),
  });
  return [
    item('details', 'View Details'),
    item('renew', 'Renew Membership'),
    item('deactivate-membership', 'Deactivate Membership', 'danger'),
    ...(row.emailIsVerified ? [] : [item('verify', 'Send Verification Email')]),
    row.isActiveUser
      ? item('deactivate', 'Deactivate Member', 'danger')
      : item('activate', 'Activate Member'),
  ];
}

const meta = {
  title: 'Data display/DataTable',
  component: DataTable<SampleMember>,
  args: {
    caption: 'Members',
    columns,
    rows: sampleMembers,
    getRowId: (row) => row.id,
    emptyText: 'No members found.',
    rowActions: memberActions,
    rowActionsLabel: (row) => `Options for ${row.username}`,
  },
} satisfies Meta<typeof DataTable<SampleMember>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Members/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleMembers.length + 1);
    // Wide table: the options column is for small screens only.
    await expect(
      within(table).getByRole('button', { name: 'Options for alice', hidden: true }),
    ).not.toBeVisible();
  },
};

export const RightClickOpensRowMenu: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const row = within(canvasElement).getByRole('row', { name: /omar/ });
    await userEvent.pointer({ keys: '[MouseRight]', target: row });
    const menu = await body.findByRole('menu', { name: 'Options for omar' });
    // Omar's email is not verified: the item shows; he is active: Deactivate, not Activate.
    await expect(
      within(menu).getByRole('menuitem', { name: 'Send Verification Email' }),
    ).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Activate Member' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Renew Membership' }));
    await expect(onAction).toHaveBeenCalledWith('renew', 'omar');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const KeyboardOpensRowMenu: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const row = within(canvasElement).getByRole('row', { name: /alice/ });
    row.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body.findByRole('menu', { name: 'Options for alice' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onAction).toHaveBeenCalledWith('renew', 'alice');
    // Escape on a reopened menu closes it without choosing.
    row.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};

/** In a narrow container (a phone) the options column shows; its button opens the same items. */
export const NarrowWithOptionsButton: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '360px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Options for lina' });
    await expect(button).toBeVisible();
    await userEvent.click(button);
    const menu = await body.findByRole('menu', { name: 'Options for lina' });
    // Lina's account is inactive: Activate is offered.
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Activate Member' }));
    await expect(onAction).toHaveBeenCalledWith('activate', 'lina');
  },
};

export const Loading: Story = {
  args: { loading: true },
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /Members/ });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByText('Loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No members found.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: 'Failed to fetch member history.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to fetch member history.',
    );
  },
};

export const WithoutActions: Story = {
  args: { rowActions: undefined, rows: sampleMembers.slice(0, 3) },
};

export const Dark: Story = { ...Members, globals: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { rows: sampleMembers.slice(0, 4) },
  globals: { dir: 'rtl' },
  parameters: { chromatic: { disableSnapshot: false } },
};
