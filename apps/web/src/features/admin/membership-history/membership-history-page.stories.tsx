import {
  CLUB_CURRENCY_DEFAULT,
  type MembershipHistoryResponse,
  type RenewalDetails,
} from '@mijas/api';
import type { LoadMembershipHistoryInput } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import {
  clearSearch,
  leaveSearch,
  listEvent,
  listShowsPage,
  openRowDialog,
  typeSearch,
} from '@mijas/flows/list-story';
import { PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { portal, reached } from '@mijas/flows/story-helpers';
import {
  historySubjects,
  membershipActions,
  pageOf,
  renewalDetails,
  suggestionsActor,
} from '../sub-page/fixtures.ts';
import { answers, pending, rejects } from '@mijas/flows/actors';
import { historyPageStories, rowOf, searchBox } from '../sub-page/history-stories.ts';
import { MembershipHistoryPage } from './membership-history-page.tsx';
import { AdminPanelRoute } from '../admin-shell/admin-panel.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, storyFormats, storyText } from '../../../testing/story-locale.ts';

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

/** The scenario: what the page's fake calls answer (made once per rendering of the page). */
function Harness({
  loadHistory,
  loadDetails,
  suggestions,
}: {
  loadHistory?: AnyActorLogic;
  loadDetails?: AnyActorLogic;
  suggestions?: AnyActorLogic;
}) {
  const [flows] = useState<Record<string, FlowImplementations>>(() => ({
    membershipHistory: {
      actors: {
        loadPage: loadHistory ?? history(),
        memberSuggestions: suggestions ?? suggestionsActor(),
      },
    },
    renewalDetails: { actors: { loadDetails: loadDetails ?? details() } },
  }));
  return (
    <PageHarness path="/admin/membership-history" role={ADMIN} flows={flows}>
      <AdminPanelRoute>
        <MembershipHistoryPage showHeading />
      </AdminPanelRoute>
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

/** The page's machine, as the story's events name it. */
const LIST = 'adminPanel/membershipHistory';
/** The rows a search for 'member' shows first: a renewal (action 100) and a deactivation (action 103). */
const [renewal, , , deactivation] = membershipActions(25, historySubjects('member'));
const memberSearch = typeSearch(LIST, 'member');
/** The search typed, then the box left for the table (its suggestions closed). */
const memberSearched = [memberSearch, leaveSearch(LIST)];

const stories = historyPageStories({
  list: LIST,
  firstId: 100,
  idleHint: () => storyText().text.admin.membershipHistory.idleHint,
  noneFound: () => storyText().messages.lists.noMembershipHistory,
  failed: () => storyText().messages.lists.membershipHistoryFailed,
  loadHistory: history(),
  pagesLabel: () => storyText().text.admin.membershipHistory.pagesLabel,
});

/**
 * The renewal's Amount Paid as the page writes it, in the club's currency the details name (none here: the
 * club's default, the dinar), Intl's spaces as the DOM queries read them.
 */
const amountPaid = () => storyFormats().money(150.5, CLUB_CURRENCY_DEFAULT).replace(/\s+/g, ' ');

/** The rows for 'member' shown. */
async function searched(canvasElement: HTMLElement) {
  const canvas = await reached(canvasElement);
  await canvas.findByRole('cell', { name: '100' });
  return canvas;
}

/** The 'Membership Renewal' modal open over the rows (which it hides from assistive technology). */
async function renewalDialog(canvasElement: HTMLElement) {
  const canvas = await reached(canvasElement);
  const dialog = await portal(canvasElement).findByRole('dialog', {
    name: storyText().messages.historyLabels.renewalModalTitle,
  });
  // The rows are rendered in the background (the table defers them): they come under the open dialog.
  await expect(await canvas.findByRole('cell', { name: '100', hidden: true })).toBeInTheDocument();
  return within(dialog);
}

/** Nothing typed: nothing fetched, a hint says what to do. */
export const Idle: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: copy.text.admin.adminShell.nav.membershipHistory,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('search', { name: copy.text.admin.membershipHistory.search.label }),
    ).toBeVisible();
    await expect(canvas.getByText(copy.text.admin.membershipHistory.idleHint)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Spaces are not a search: nothing fetched, the hint stays. */
export const BlankSearch: Story = stories.BlankSearch;

export const Loading: Story = stories.Loading;

/** Results: #, Action ID, Made By (N/A), Date, Action Type; 3 page buttons for 25 actions. */
export const Loaded: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: {
    chromatic: pageSnapshot,
    events: [memberSearch],
    // The member's suggestion comes after the rows.
    settled: (canvas: HTMLElement) => within(canvas).findByRole('option'),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await searched(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      copy.text.admin.membershipHistory.total(25),
    );
    const first = within(rowOf(canvasElement, 100));
    await expect(first.getByRole('cell', { name: '1' })).toBeVisible();
    await expect(
      first.getByText(copy.messages.historyLabels.membershipActionTypes.renewal),
    ).toBeVisible();
    await expect(first.getByText('admin')).toBeVisible();
    await expect(
      within(rowOf(canvasElement, 101)).getByText(copy.messages.historyLabels.madeByFallback),
    ).toBeVisible();
    await expect(
      within(rowOf(canvasElement, 103)).getByText(
        copy.messages.historyLabels.membershipActionTypes.deactivation,
      ),
    ).toBeVisible();
    const pages = canvas.getByRole('navigation', {
      name: copy.text.admin.membershipHistory.pagesLabel,
    });
    for (const page of [1, 2, 3])
      await expect(
        within(pages).getByRole('button', { name: copy.text.common.ui.page(page) }),
      ).toBeVisible();
    await expect(
      within(pages).queryByRole('button', { name: copy.text.common.ui.page(4) }),
    ).toBeNull();
  },
};

/** A partial search mixes members, each row naming its member; the members are suggested as one types. */
export const Suggestions: Story = {
  parameters: {
    chromatic: pageSnapshot,
    events: [typeSearch(LIST, 'ra')],
    // The two members' suggestions come after the rows.
    settled: (canvas: HTMLElement) =>
      waitFor(() => expect(within(canvas).getAllByRole('option')).toHaveLength(2)),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await searched(canvasElement);
    await expect(within(rowOf(canvasElement, 100)).getByText('Rania Khalil')).toBeVisible();
    await expect(within(rowOf(canvasElement, 101)).getByText('Rami Nasser')).toBeVisible();
    const list = await canvas.findByRole('listbox', {
      name: copy.text.admin.membershipHistory.search.suggestions,
    });
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
  },
};

/** A suggested member picked: that member's rows only, the box holding the username. */
export const MemberPicked: Story = {
  parameters: {
    events: [
      typeSearch(LIST, 'ra'),
      listEvent(LIST, { type: 'member.pick', username: 'rania.k' }, listShowsPage(1)),
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(searchBox(canvasElement)).toHaveValue('rania.k');
    await waitFor(() =>
      expect(within(rowOf(canvasElement, 101)).getByText('Rania Khalil')).toBeVisible(),
    );
    await expect(canvas.queryByText('Rami Nasser')).toBeNull();
    await expect(
      canvas.getByText(copy.text.admin.membershipHistory.search.pickedHint('rania.k')),
    ).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** Page 2 by its button, numbered from 11. */
export const SecondPage: Story = stories.SecondPage;

/** On page 2, a change of the search text goes back to page 1. */
export const PagesResetOnSearch: Story = stories.PagesResetOnSearch;

/** A renewal's 'More Details': 'Membership Renewal' with its Expiry Date and Amount Paid. */
export const MoreDetails: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  parameters: {
    chromatic: pageSnapshot,
    events: [...memberSearched, openRowDialog(LIST, 'details', renewal)],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const dialog = await renewalDialog(canvasElement);
    await expect(await dialog.findByText(amountPaid())).toBeVisible();
    await expect(
      dialog.getByText(copy.text.admin.membershipHistory.renewal.expiryDate),
    ).toBeVisible();
    await expect(
      dialog.getByText(copy.text.admin.membershipHistory.renewal.amountPaid),
    ).toBeVisible();
    await expect(
      dialog.getByText(storyFormats().date(renewalDetails(100).expiresAt)!),
    ).toBeVisible();
  },
};

/** The keyboard way (the gesture is the subject): focus the row, Shift+F10, Enter on More Details. */
export const MoreDetailsByKeyboard: Story = {
  parameters: { events: memberSearched },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await searched(canvasElement);
    rowOf(canvasElement, 102).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await portal(canvasElement).findByRole('menu', {
      name: copy.text.admin.membershipHistory.rowActions(102),
    });
    await waitFor(() =>
      expect(
        within(menu).getByRole('menuitem', { name: copy.messages.historyLabels.moreDetails }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await renewalDialog(canvasElement);
    await expect(await dialog.findByText(amountPaid())).toBeVisible();
  },
};

/** A deactivation has no details (the right-click is the subject): no menu opens. */
export const NoDetailsForDeactivation: Story = {
  parameters: { events: memberSearched },
  play: async ({ canvasElement }) => {
    const canvas = await searched(canvasElement);
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: rowOf(canvasElement, deactivation!.actionId),
    });
    await expect(portal(canvasElement).queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('cell', { name: '103' })).toBeVisible();
  },
};

export const DetailsLoading: Story = {
  args: { loadDetails: pending() },
  parameters: { events: [...memberSearched, openRowDialog(LIST, 'details', renewal)] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const dialog = await renewalDialog(canvasElement);
    await expect(await dialog.findByText(copy.messages.renewalDetails.loading)).toBeVisible();
  },
};

export const DetailsFailed: Story = {
  args: { loadDetails: rejects(new Error('offline')) },
  parameters: { events: [...memberSearched, openRowDialog(LIST, 'details', renewal)] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const dialog = await renewalDialog(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      copy.messages.renewalDetails.failed,
    );
    await expect(
      dialog.getByRole('button', { name: copy.text.admin.membershipHistory.renewal.retry }),
    ).toBeVisible();
  },
};

export const NoneFound: Story = stories.NoneFound;

/** The history cannot be fetched: the message, and a way to try again. */
export const Failed: Story = {
  ...stories.Failed,
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
};

/** The search cleared: the box empty, the results gone, the hint again. */
export const Cleared: Story = {
  parameters: { events: [memberSearch, clearSearch(LIST)] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(searchBox(canvasElement)).toHaveValue('');
    await waitFor(() => expect(canvas.queryByRole('table')).toBeNull());
    await expect(canvas.getByText(copy.text.admin.membershipHistory.idleHint)).toBeVisible();
  },
};
