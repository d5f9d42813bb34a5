import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { readsLeftToRight } from '../Isolate/reading-order';
import { copyIn, filled, storyCopy, type StoryCopy } from '../storybook/story-copy';
import type { RowMenuItem } from '../RowMenu/RowMenu';
import { DataTable } from './DataTable';
import { sampleMemberColumns, sampleMembers, type SampleMember } from './fixtures';

/** The stories' copy, in English; shown in the story's language (`copyIn(globals)`). */
const copy = storyCopy.en.dataTable;

const onAction = fn();

/**
 * The View Members menu in a language's copy: the rules (which items show) belong to the app; here a faithful
 * sample.
 */
const memberActions =
  ({ dataTable: { actions } }: StoryCopy) =>
  (row: SampleMember): RowMenuItem[] => {
    const item = (id: string, label: string, tone?: 'danger'): RowMenuItem => ({
      id,
      label,
      tone,
      onSelect: () => onAction(id, row.username),
    });
    return [
      item('details', actions.details),
      item('renew', actions.renew),
      item('deactivate-membership', actions.deactivateMembership, 'danger'),
      ...(row.emailIsVerified ? [] : [item('verify', actions.verify)]),
      row.isActiveUser
        ? item('deactivate', actions.deactivate, 'danger')
        : item('activate', actions.activate),
    ];
  };

/** A row's options button and menu, named in a language's copy. */
const optionsFor =
  ({ dataTable }: StoryCopy) =>
  (row: SampleMember) =>
    filled(dataTable.optionsFor, { username: row.username });

/** A name that holds `text` (the table's, whose caption is followed by its hint). */
const holding = (text: string) => (name: string) => name.includes(text);

const meta = {
  title: 'Data display/DataTable',
  component: DataTable<SampleMember>,
  parameters: {
    usage: [
      'Lists of records: members, admins, membership history. Give it a `caption` naming the list.',
      'Pass `loading`, `error` and `emptyText`: the table shows each state in place, so the page does not jump.',
      'Row actions go in `rowActions`: one list feeds the right-click menu, Shift+F10 and the options button of the phone cards.',
      'Mark columns that can go first on narrow screens with a lower `priority`; under 36rem rows become cards with each value under its label. Page with `Pagination` below it.',
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: {
    caption: copy.caption,
    columns: sampleMemberColumns(storyCopy.en),
    rows: sampleMembers,
    getRowId: (row) => row.id,
    emptyText: storyCopy.en.emptyState.noMembers,
    loadingText: copy.loading,
    rowActions: memberActions(storyCopy.en),
    rowActionsLabel: optionsFor(storyCopy.en),
    optionsHeader: copy.options,
    rowActionsHint: copy.rowActionsHint,
  },
  /**
   * The columns, the row actions and their name in the story's language: functions and elements, which `argsIn`
   * passes on as they are (a story without row actions stays without).
   */
  render: (args, { globals }) => {
    const language = copyIn(globals);
    const columns = sampleMemberColumns(language);
    return args.rowActions ? (
      <DataTable
        {...args}
        columns={columns}
        rowActions={memberActions(language)}
        rowActionsLabel={optionsFor(language)}
      />
    ) : (
      <DataTable {...args} columns={columns} />
    );
  },
} satisfies Meta<typeof DataTable<SampleMember>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const language = copyIn(globals);
    const { dataTable: copy } = language;
    const region = within(canvasElement).getByRole('region', { name: copy.caption });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const table = within(region).getByRole('table', { name: holding(copy.caption) });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleMembers.length + 1);
    // Wide table: the options column is for small screens only.
    await expect(
      within(table).getByRole('button', {
        name: optionsFor(language)(sampleMembers[0]!),
        hidden: true,
      }),
    ).not.toBeVisible();
  },
};

export const RightClickOpensRowMenu: Story = {
  play: async ({ canvasElement, globals }) => {
    const { actions, optionsFor: options } = copyIn(globals).dataTable;
    onAction.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const row = within(canvasElement).getByRole('row', { name: /omar/ });
    await userEvent.pointer({ keys: '[MouseRight]', target: row });
    const menu = await body.findByRole('menu', { name: filled(options, { username: 'omar' }) });
    // Omar's email is not verified: the item shows; he is active: Deactivate, not Activate.
    await expect(within(menu).getByRole('menuitem', { name: actions.verify })).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: actions.activate })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: actions.renew }));
    await expect(onAction).toHaveBeenCalledWith('renew', 'omar');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const KeyboardOpensRowMenu: Story = {
  play: async ({ canvasElement, globals }) => {
    const { optionsFor: options } = copyIn(globals).dataTable;
    onAction.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const row = within(canvasElement).getByRole('row', { name: /alice/ });
    row.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body.findByRole('menu', { name: filled(options, { username: 'alice' }) });
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

/** A phone's width (390 px, less the page's margins): the card layout. */
const phone = (Story: () => React.ReactNode) => (
  <div style={{ inlineSize: '358px' }}>
    <Story />
  </div>
);

/**
 * At a phone's width every row is a card: each field under its label, nothing to scroll sideways, and the
 * options button in view in the card's corner, opening the same items.
 */
export const PhoneCards: Story = {
  decorators: [phone],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const { dataTable: copy } = copyIn(globals);
    const { columns, actions } = copy;
    onAction.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const region = within(canvasElement).getByRole('region', { name: copy.caption });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    // Still a table for assistive technology: rows, cells and their column headers.
    const table = within(region).getByRole('table', { name: holding(copy.caption) });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleMembers.length + 1);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toContain(columns.membershipStatus);
    const card = within(table).getByRole('row', { name: /lina/ });
    const frame = region.getBoundingClientRect();
    const cardBox = card.getBoundingClientRect();
    await expect(cardBox.right).toBeLessThanOrEqual(frame.right + 0.5);
    // Each field shows its label on the card (generated content, no part of the cell's text).
    const labels = within(card)
      .getAllByRole('cell')
      .map((cell) => getComputedStyle(cell, '::before').content);
    for (const label of [columns.username, columns.email, columns.membershipStatus])
      await expect(labels.some((content) => content.includes(`"${label}"`))).toBe(true);
    await expect(within(card).getByRole('cell', { name: 'lina' })).toBeVisible();
    const linaOptions = filled(copy.optionsFor, { username: 'lina' });
    const button = within(card).getByRole('button', { name: linaOptions });
    await expect(button).toBeVisible();
    const buttonBox = button.getBoundingClientRect();
    await expect(buttonBox.left).toBeGreaterThanOrEqual(cardBox.left);
    await expect(buttonBox.right).toBeLessThanOrEqual(cardBox.right);
    await userEvent.click(button);
    const menu = await body.findByRole('menu', { name: linaOptions });
    // Lina's account is inactive: Activate is offered.
    await userEvent.click(within(menu).getByRole('menuitem', { name: actions.activate }));
    await expect(onAction).toHaveBeenCalledWith('activate', 'lina');
  },
};

/** On a card, a right-click and Shift+F10 open the row's menu as in the table. */
export const PhoneCardsKeyboard: Story = {
  decorators: [phone],
  play: async ({ canvasElement, globals }) => {
    const { actions, optionsFor: options } = copyIn(globals).dataTable;
    const omarOptions = filled(options, { username: 'omar' });
    onAction.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const card = within(canvasElement).getByRole('row', { name: /omar/ });
    card.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body.findByRole('menu', { name: omarOptions });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.pointer({ keys: '[MouseRight]', target: card });
    await userEvent.click(
      within(await body.findByRole('menu', { name: omarOptions })).getByRole('menuitem', {
        name: actions.details,
      }),
    );
    await expect(onAction).toHaveBeenCalledWith('details', 'omar');
  },
};

/**
 * A narrower desktop (a laptop with the panel's sidebar open): the lower-priority columns give way, the
 * statuses stay whole, nothing scrolls sideways.
 */
export const NarrowDesktop: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '720px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const { dataTable: copy } = copyIn(globals);
    const { columns } = copy;
    const region = within(canvasElement).getByRole('region', { name: copy.caption });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const headers = within(region).getAllByRole('columnheader');
    await expect(headers.map((th) => th.textContent)).toEqual([
      columns.username,
      columns.fullName,
      columns.emailStatus,
      columns.accountStatus,
      columns.membershipStatus,
    ]);
    // The options column is for cards only: here rows open their menu by right-click or Shift+F10.
    await expect(
      within(region).getByRole('button', {
        name: filled(copy.optionsFor, { username: 'alice' }),
        hidden: true,
      }),
    ).not.toBeVisible();
  },
};

/**
 * Wider than its box though the box is wide (a wide font, long names: issue 30, a laptop's panel at 1366 px):
 * the lower-priority columns give way one by one, the last 'low' one first, until it fits; who and the statuses
 * stay.
 */
export const TooWideGivesWayOneByOne: Story = {
  args: {
    rows: sampleMembers.map((member, index) => ({
      ...member,
      username: `${member.username}.rawashdeh${100 + index}`,
      fullName: `${member.fullName} Abdelrahman Al-Rawashdeh`,
    })),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '62rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const { dataTable: copy } = copyIn(globals);
    const { columns } = copy;
    const region = within(canvasElement).getByRole('region', { name: copy.caption });
    await waitFor(() => expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth));
    const shown = within(region)
      .getAllByRole('columnheader')
      .filter((th) => th.offsetWidth > 0)
      .map((th) => th.textContent);
    for (const kept of [columns.username, columns.fullName, columns.membershipStatus])
      await expect(shown).toContain(kept);
    // The phone number (the last 'low' column) went first.
    await expect(shown).not.toContain(columns.phoneNumber);
  },
};

export const Loading: Story = {
  args: { loading: true },
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, globals }) => {
    const { dataTable: copy } = copyIn(globals);
    const table = within(canvasElement).getByRole('table', { name: holding(copy.caption) });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByText(copy.loading)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, globals }) => {
    // The story copy's, shown in the story's language.
    await expect(
      within(canvasElement).getByText(copyIn(globals).emptyState.noMembers),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { error: copy.loadFailed },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      copyIn(globals).dataTable.loadFailed,
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [member] = sampleMembers;
    // The phone column says `isolate: 'ltr'`: its number reads "+962 ...", not "... 962+", in a right-to-left table.
    const phone = canvas.getByText(member!.phoneNumber).closest('td')!;
    await expect(phone.querySelector('bdi[dir="ltr"]')).toHaveTextContent(member!.phoneNumber);
    await expect(readsLeftToRight(phone, '+', '9')).toBe(true);
    // Usernames and emails (`isolate: true`) keep their own direction in a <bdi>.
    const email = canvas.getByText(member!.email).closest('td')!;
    await expect(email.querySelector('bdi')).toHaveTextContent(member!.email);
    await expect(canvas.getByText(member!.username).closest('bdi')).not.toBeNull();
  },
};
