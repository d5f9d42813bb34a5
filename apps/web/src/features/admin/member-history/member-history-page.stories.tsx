import { MEMBER_ACTION_TYPES, type MemberHistoryResponse } from '@mijas/api';
import type { LoadMemberHistoryInput } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import type { FlowImplementations } from '../../../lib/flow-overrides.tsx';
import { typeSearch } from '@mijas/flows/list-story';
import { PageHarness, type TestRole } from '../../../testing/page-harness.tsx';
import { reached } from '@mijas/flows/story-helpers';
import { historySubjects, memberActions, pageOf, suggestionsActor } from '../sub-page/fixtures.ts';
import { answers } from '@mijas/flows/actors';
import { historyPageStories, rowOf, searchBox } from '../sub-page/history-stories.ts';
import { MemberHistoryPage } from './member-history-page.tsx';
import { AdminPanelRoute } from '../admin-shell/admin-panel.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { storyCatalogue, storyText } from '../../../testing/story-locale.ts';

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

/** The scenario: what the page's fake calls answer (made once per rendering of the page). */
function Harness({
  loadHistory,
  suggestions,
}: {
  loadHistory?: AnyActorLogic;
  suggestions?: AnyActorLogic;
}) {
  const [flows] = useState<Record<string, FlowImplementations>>(() => ({
    memberHistory: {
      actors: {
        loadPage: loadHistory ?? history(),
        memberSuggestions: suggestions ?? suggestionsActor(),
      },
    },
  }));
  return (
    <PageHarness path="/admin/member-history" role={ADMIN} flows={flows}>
      <AdminPanelRoute>
        <MemberHistoryPage showHeading />
      </AdminPanelRoute>
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

/** The page's machine, as the story's events name it. */
const LIST = 'adminPanel/memberHistory';
const memberSearch = typeSearch(LIST, 'member');

const stories = historyPageStories({
  list: LIST,
  firstId: 300,
  idleHint: () => storyText().text.admin.memberHistory.idleHint,
  noneFound: () => storyText().messages.lists.noMemberHistory,
  failed: () => storyText().messages.lists.memberHistoryFailed,
  loadHistory: history(),
  pagesLabel: () => storyText().text.admin.memberHistory.pagesLabel,
});

/** Nothing typed: nothing fetched, the hint says so. */
export const Idle: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.admin.adminShell.nav.memberHistory }),
    ).toBeVisible();
    await expect(canvas.getByText(copy.text.admin.memberHistory.idleHint)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Spaces are not a search: nothing fetched, the hint stays. */
export const BlankSearch: Story = stories.BlankSearch;

export const Loading: Story = stories.Loading;

const loadedHistory = history();

/** Create, Update, Activate, Deactivate, Delete and Unknown; Made By falls back to N/A; the text trimmed. */
export const Loaded: Story = {
  args: { loadHistory: loadedHistory },
  parameters: {
    chromatic: pageSnapshot,
    events: [typeSearch(LIST, ' member ')],
    // The rows and the member's suggestion come after the search.
    settled: (canvas: HTMLElement) =>
      Promise.all([
        within(canvas).findByRole('cell', { name: '300' }),
        within(canvas).findByRole('option'),
      ]),
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: '300' });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      copy.text.admin.memberHistory.total(12),
    );
    const expected = [
      copy.messages.historyLabels.memberActionTypes.create,
      copy.messages.historyLabels.memberActionTypes.update,
      copy.messages.historyLabels.memberActionTypes.activate,
      copy.messages.historyLabels.memberActionTypes.deactivate,
      copy.messages.historyLabels.memberActionTypes.delete,
      copy.messages.historyLabels.unknownActionType,
    ];
    for (const [index, label] of expected.entries())
      await expect(within(rowOf(canvasElement, 300 + index)).getByText(label)).toBeVisible();
    await expect(
      within(rowOf(canvasElement, 302)).getByText(copy.messages.historyLabels.madeByFallback),
    ).toBeVisible();
    // Whose row: the member's username and name.
    await expect(within(rowOf(canvasElement, 300)).getByText('Demo Member')).toBeVisible();
    // The username is sent trimmed.
    await expect(loadedHistory.calls.at(-1)).toMatchObject({
      applied: { searchBy: 'username', value: 'member' },
      page: 1,
    });
  },
};

/** Page 2 by its button, numbered from 11. */
export const SecondPage: Story = stories.SecondPage;

/** On page 2, a change of the search text goes back to page 1. */
export const PagesResetOnSearch: Story = stories.PagesResetOnSearch;

export const NoneFound: Story = stories.NoneFound;

/** The history cannot be fetched: the message, and a way to try again. */
export const Failed: Story = stories.Failed;

/**
 * The keyboard (the gesture is the subject): Escape closes the suggestions and keeps the text; a second Escape
 * clears the box, like the clear button.
 */
export const ClearWithEscape: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'member');
    await canvas.findByRole('cell', { name: '300' });
    await canvas.findByRole('listbox', { name: copy.text.admin.memberHistory.search.suggestions });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(searchBox(canvasElement)).toHaveValue('member');
    await userEvent.keyboard('{Escape}');
    await expect(searchBox(canvasElement)).toHaveValue('');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: copy.text.admin.memberHistory.search.clear }),
    ).toBeNull();
  },
};

/**
 * Issue 20's entries: a partner checked the member's card (6) and the member was reminded that the membership
 * ends (7). Nobody of the club made them: Made By shows the catalogue's fallback; Member History has no row
 * menu, so there is nothing to offer on them either.
 */
const cardAndReminder = answers<MemberHistoryResponse, LoadMemberHistoryInput>(({ page }) => {
  const [checked, reminded, updated] = memberActions(3);
  return pageOf(
    [
      { ...checked!, actionTypeId: MEMBER_ACTION_TYPES.cardChecked, madeByUserName: null },
      { ...reminded!, actionTypeId: MEMBER_ACTION_TYPES.reminderSent, madeByUserName: null },
      { ...updated!, actionTypeId: MEMBER_ACTION_TYPES.update, madeByUserName: 'admin' },
    ],
    page,
  ) as MemberHistoryResponse;
});

export const CardCheckedAndReminderSent: Story = {
  args: { loadHistory: cardAndReminder },
  parameters: { events: [memberSearch] },
  play: async ({ canvasElement, loaded }) => {
    const { messages } = storyCatalogue(loaded);
    const labels = messages.historyLabels;
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: '300' });
    const checked = within(rowOf(canvasElement, 300));
    await expect(checked.getByText(labels.memberActionTypes.cardChecked)).toBeVisible();
    await expect(checked.getByText(labels.madeByFallback)).toBeVisible();
    const reminded = within(rowOf(canvasElement, 301));
    await expect(reminded.getByText(labels.memberActionTypes.reminderSent)).toBeVisible();
    await expect(reminded.getByText(labels.madeByFallback)).toBeVisible();
    // An admin's own action beside them keeps its admin.
    await expect(within(rowOf(canvasElement, 302)).getByText('admin')).toBeVisible();
    // No row menu on a history of what was done: no options button, no menu on a right-click.
    await expect(checked.queryByRole('button')).toBeNull();
    await userEvent.pointer({ keys: '[MouseRight]', target: rowOf(canvasElement, 300) });
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
  },
};

/** The same rows in Arabic: the catalogue's Arabic labels and fallback. */
export const CardCheckedAndReminderSentInArabic: Story = {
  ...CardCheckedAndReminderSent,
  globals: { locale: 'ar' },
};
