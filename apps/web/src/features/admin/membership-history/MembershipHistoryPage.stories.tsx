import type { MembershipHistoryResponse, RenewalDetails } from '@mijas/api';
import type { LoadMembershipHistoryInput } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import {
  historySubjects,
  membershipActions,
  pageOf,
  renewalDetails,
  suggestionsActor,
} from '../sub-page/fixtures.ts';
import { answers, pending, rejects } from '../../../testing/actors.ts';
import { MembershipHistoryPage } from './MembershipHistoryPage.tsx';

const ADMIN: TestRole = 'admin';

/** 25 actions of the members a search finds (their usernames contain it), none for 'nobody'. */
const history = () =>
  answers<MembershipHistoryResponse, LoadMembershipHistoryInput>(({ applied, page }) =>
    pageOf(
      applied?.value === 'nobody'
        ? []
        : membershipActions(
            25,
            historySubjects(applied?.value ?? '', applied?.searchBy === 'member'),
          ),
      page,
    ),
  );
const details = () => answers<RenewalDetails, { id: number }>(({ id }) => renewalDetails(id));

function Harness({
  loadHistory = history(),
  loadDetails = details(),
  suggestions = suggestionsActor(),
}: {
  loadHistory?: AnyActorLogic;
  loadDetails?: AnyActorLogic;
  suggestions?: AnyActorLogic;
}) {
  const flows: Record<string, FlowImplementations> = {
    membershipHistory: { actors: { loadPage: loadHistory, memberSuggestions: suggestions } },
    renewalDetails: { actors: { loadDetails } },
  };
  return (
    <PageHarness path="/admin" role={ADMIN} flows={flows}>
      <MembershipHistoryPage showHeading />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/Membership History',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Username' });
const rowOf = (canvasElement: HTMLElement, actionId: number) =>
  within(canvasElement)
    .getByRole('cell', { name: String(actionId) })
    .closest('tr')!;

async function searchFor(canvasElement: HTMLElement, username: string) {
  await userEvent.type(searchBox(canvasElement), username);
  await within(canvasElement).findByRole('cell', { name: '100' });
}

/** Nothing typed: nothing fetched, a hint says what to do. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Membership History' }),
    ).toBeVisible();
    await expect(canvas.getByRole('search', { name: 'Search membership history' })).toBeVisible();
    await expect(canvas.getByText('Type a username to see its membership history.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    // Spaces are not a search.
    await userEvent.type(searchBox(canvasElement), '   ');
    await expect(canvas.queryByRole('table')).toBeNull();
    const fake = args.loadHistory as ReturnType<typeof history> | undefined;
    if (fake) await expect(fake.calls).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { loadHistory: pending() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'member');
    await waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvas.getByRole('table')).getByText('Loading...')).toBeInTheDocument();
  },
};

/** Results: #, Action ID, Made By (N/A), Date, Action Type; 3 page buttons for 25 actions. */
export const Loaded: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvasElement, 'member');
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('status')).toHaveTextContent('25 actions');
    const first = within(rowOf(canvasElement, 100));
    await expect(first.getByRole('cell', { name: '1' })).toBeVisible();
    await expect(first.getByText('Renewal')).toBeVisible();
    await expect(first.getByText('admin')).toBeVisible();
    await expect(within(rowOf(canvasElement, 101)).getByText('N/A')).toBeVisible();
    await expect(within(rowOf(canvasElement, 103)).getByText('Deactivation')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Membership history pages' });
    await expect(within(pages).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);
  },
};

/**
 * A partial search mixes members, each row naming its member; the members are suggested as one types, and
 * picking one (arrows and Enter) shows that member's rows only.
 */
export const PickAMember: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'ra');
    await canvas.findByRole('cell', { name: '100' });
    await expect(within(rowOf(canvasElement, 100)).getByText('Rania Khalil')).toBeVisible();
    await expect(within(rowOf(canvasElement, 101)).getByText('Rami Nasser')).toBeVisible();
    const list = await canvas.findByRole('listbox', { name: 'Members' });
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(searchBox(canvasElement)).toHaveValue('rania.k');
    await waitFor(() => expect(canvas.queryByText('Rami Nasser')).toBeNull());
    await expect(within(rowOf(canvasElement, 101)).getByText('Rania Khalil')).toBeVisible();
    await expect(canvas.getByText(/Only the actions of rania\.k/)).toBeVisible();
  },
};

/** Page 2, then a change of the search text goes back to page 1. */
export const PagesResetOnSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvasElement, 'member');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await canvas.findByRole('cell', { name: '110' });
    await expect(canvas.getByRole('cell', { name: '11' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.type(searchBox(canvasElement), 'x');
    await canvas.findByRole('cell', { name: '100' });
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Right-click on a renewal: 'More Details' opens 'Membership Renewal' (Expiry Date, Amount Paid); Close. */
export const MoreDetails: Story = {
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, 'member');
    await userEvent.pointer({ keys: '[MouseRight]', target: rowOf(canvasElement, 100) });
    const menu = await body(canvasElement).findByRole('menu', { name: 'Options for action 100' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'More Details' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Membership Renewal' });
    await expect(await within(dialog).findByText('$150.50')).toBeVisible();
    await expect(within(dialog).getByText('Expiry Date')).toBeVisible();
    await expect(within(dialog).getByText('Amount Paid')).toBeVisible();
    await expect(within(dialog).getByText('1 January 2027')).toBeVisible();
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The keyboard way: focus the row, Shift+F10, Enter; Escape closes the modal. */
export const MoreDetailsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, 'member');
    rowOf(canvasElement, 102).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body(canvasElement).findByRole('menu', { name: 'Options for action 102' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'More Details' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Membership Renewal' });
    await within(dialog).findByText('$150.50');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A deactivation has no details: no menu opens. */
export const NoDetailsForDeactivation: Story = {
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, 'member');
    await userEvent.pointer({ keys: '[MouseRight]', target: rowOf(canvasElement, 103) });
    await expect(body(canvasElement).queryByRole('menu')).toBeNull();
  },
};

export const DetailsLoading: Story = {
  args: { loadDetails: pending() },
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, 'member');
    await userEvent.pointer({ keys: '[MouseRight]', target: rowOf(canvasElement, 100) });
    await userEvent.click(
      await body(canvasElement).findByRole('menuitem', { name: 'More Details' }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Membership Renewal' });
    await expect(await within(dialog).findByText('Loading renewal details...')).toBeVisible();
  },
};

export const DetailsFailed: Story = {
  args: { loadDetails: rejects(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, 'member');
    await userEvent.pointer({ keys: '[MouseRight]', target: rowOf(canvasElement, 100) });
    await userEvent.click(
      await body(canvasElement).findByRole('menuitem', { name: 'More Details' }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Membership Renewal' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error loading details.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NoneFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'nobody');
    await expect(await canvas.findByText('No membership history found.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { loadHistory: rejects(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'member');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch membership history.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The clear button empties the box, keeps the focus there, and the results go. */
export const Clear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchFor(canvasElement, 'member');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(searchBox(canvasElement)).toHaveValue('');
    await expect(searchBox(canvasElement)).toHaveFocus();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
