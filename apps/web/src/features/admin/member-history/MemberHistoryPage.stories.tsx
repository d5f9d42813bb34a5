import type { MemberHistoryResponse } from '@mijas/api';
import type { LoadMemberHistoryInput } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { historySubjects, memberActions, pageOf, suggestionsActor } from '../sub-page/fixtures.ts';
import { answers, pending, rejects } from '../../../testing/actors.ts';
import { MemberHistoryPage } from './MemberHistoryPage.tsx';

const ADMIN: TestRole = 'admin';

/**
 * 12 actions of the members a search finds (their usernames contain it), none for 'nobody'; type 9 is not a
 * known action.
 */
const history = () =>
  answers<MemberHistoryResponse, LoadMemberHistoryInput>(({ applied, page }) => {
    if (applied?.value === 'nobody') return pageOf([], page);
    const actions = memberActions(
      12,
      historySubjects(applied?.value ?? '', applied?.searchBy === 'member'),
    );
    actions[5] = { ...actions[5]!, actionTypeId: 9 as never };
    return pageOf(actions, page) as MemberHistoryResponse;
  });

function Harness({
  loadHistory = history(),
  suggestions = suggestionsActor(),
}: {
  loadHistory?: AnyActorLogic;
  suggestions?: AnyActorLogic;
}) {
  const flows: Record<string, FlowImplementations> = {
    memberHistory: { actors: { loadPage: loadHistory, memberSuggestions: suggestions } },
  };
  return (
    <PageHarness path="/admin" role={ADMIN} flows={flows}>
      <MemberHistoryPage showHeading />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Admin/Member History',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Username' });
const rowOf = (canvasElement: HTMLElement, actionId: number) =>
  within(canvasElement)
    .getByRole('cell', { name: String(actionId) })
    .closest('tr')!;

/** Nothing typed (or only spaces): nothing fetched, the hint says so. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member History' })).toBeVisible();
    await expect(canvas.getByText(/Nothing is looked up while the box is empty/)).toBeVisible();
    await userEvent.type(searchBox(canvasElement), '  ');
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

/** Create, Update, Activate, Deactivate, Delete and Unknown; Made By falls back to N/A. */
export const Loaded: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), ' member ');
    await canvas.findByRole('cell', { name: '300' });
    await expect(canvas.getByRole('status')).toHaveTextContent('12 actions');
    const expected = ['Create', 'Update', 'Activate', 'Deactivate', 'Delete', 'Unknown'];
    for (const [index, label] of expected.entries())
      await expect(within(rowOf(canvasElement, 300 + index)).getByText(label)).toBeVisible();
    await expect(within(rowOf(canvasElement, 302)).getByText('N/A')).toBeVisible();
    // Whose row: the member's username and name.
    await expect(within(rowOf(canvasElement, 300)).getByText('Demo Member')).toBeVisible();
    // The username is sent trimmed.
    const fake = args.loadHistory as ReturnType<typeof history> | undefined;
    if (fake)
      await expect(fake.calls.at(-1)).toMatchObject({
        applied: { searchBy: 'username', value: 'member' },
        page: 1,
      });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await canvas.findByRole('cell', { name: '310' });
    await expect(within(rowOf(canvasElement, 310)).getByRole('cell', { name: '11' })).toBeVisible();
  },
};

export const NoneFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'nobody');
    await expect(await canvas.findByText('No member history found.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { loadHistory: rejects(new Error('offline')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'member');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to fetch member history.',
    );
  },
};

/** Escape closes the suggestions; a second Escape clears the box, like the clear button. */
export const ClearWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'member');
    await canvas.findByRole('cell', { name: '300' });
    await canvas.findByRole('listbox', { name: 'Members' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(searchBox(canvasElement)).toHaveValue('member');
    await userEvent.keyboard('{Escape}');
    await expect(searchBox(canvasElement)).toHaveValue('');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Page 2 by its button; a new search starts again at page 1. */
export const Pages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'member');
    await canvas.findByRole('cell', { name: '300' });
    const pages = canvas.getByRole('navigation', { name: 'Member history pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await canvas.findByRole('cell', { name: '310' });
    await expect(canvas.getByRole('cell', { name: '11' })).toBeVisible();
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.type(searchBox(canvasElement), 'x');
    await canvas.findByRole('cell', { name: '300' });
    await expect(
      within(canvas.getByRole('navigation', { name: 'Member history pages' })).getByRole('button', {
        name: 'Page 1',
      }),
    ).toHaveAttribute('aria-current', 'page');
  },
};
