import { expect, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { pending, rejects } from '@mijas/flows/actors';
import { goToPage, leaveSearch, listShowsPage, typeSearch } from '@mijas/flows/list-story';
import { reached } from '@mijas/flows/story-helpers';
import { storyText } from '../../../testing/story-locale.ts';

/** Both history pages' texts alike (the search box's label, Try again), in the story's language. */
const pageText = () => storyText().text.admin.membershipHistory;

/** A text of the story's page: as it is, or read from the catalogue when the story runs (`storyText()`). */
type StoryText = string | RegExp | (() => string);
const read = (value: StoryText) => (typeof value === 'function' ? value() : value);

/** The history page's search box. */
export const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: pageText().search.username });

/** The row of an action, by its Action ID. */
export const rowOf = (canvasElement: HTMLElement, actionId: number) =>
  within(canvasElement)
    .getByRole('cell', { name: String(actionId) })
    .closest('tr')!;

/**
 * The stories both history pages tell alike (Membership History, Member History: one `HistoryPage`): only
 * spaces typed (nothing fetched), loading, nothing found, failed; and of a search for 'member' (more than a page
 * of rows) page 2 numbered from 11, and a new search from page 2 back at page 1.
 */
export function historyPageStories({
  list,
  firstId,
  pagesLabel,
  idleHint,
  noneFound,
  failed,
  loadHistory,
}: {
  /** The page's machine (`membershipHistory`). */
  list: string;
  /** The Action ID of the search's first row (page 2 starts at `firstId + 10`). */
  firstId: number;
  /** Names the page buttons' navigation. */
  pagesLabel: StoryText;
  /** What the page says while nothing is searched. */
  idleHint: StoryText;
  /** What the page says when a search finds nothing, and when the history cannot be fetched. */
  noneFound: StoryText;
  failed: StoryText;
  /** A fake history (the story's scenario) that records its calls. */
  loadHistory: AnyActorLogic & { calls: unknown[] };
}) {
  // The search typed, then the box left for the page buttons.
  const memberSearch = [typeSearch(list, 'member'), leaveSearch(list)];

  const pages = (canvasElement: HTMLElement) =>
    within(within(canvasElement).getByRole('navigation', { name: read(pagesLabel) }));
  const row = (canvasElement: HTMLElement, actionId: number) =>
    within(rowOf(canvasElement, actionId));
  const searched = typeSearch(list, 'member');
  return {
    /** Spaces are not a search: nothing fetched, the hint stays. */
    BlankSearch: {
      args: { loadHistory },
      parameters: { events: [typeSearch(list, '   ')] },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = await reached(canvasElement);
        await expect(searchBox(canvasElement)).toHaveValue('   ');
        await expect(canvas.getByText(read(idleHint))).toBeVisible();
        await expect(canvas.queryByRole('table')).toBeNull();
        await expect(loadHistory.calls).toHaveLength(0);
      },
    },
    Loading: {
      args: { loadHistory: pending() },
      parameters: { events: [searched] },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = await reached(canvasElement);
        await waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
        await expect(
          within(canvas.getByRole('table')).getByText(storyText().text.common.ui.loading),
        ).toBeInTheDocument();
      },
    },
    NoneFound: {
      parameters: { events: [typeSearch(list, 'nobody')] },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = await reached(canvasElement);
        await expect(await canvas.findByText(read(noneFound))).toBeVisible();
      },
    },
    /** The history cannot be fetched: the message, and a way to try again. */
    Failed: {
      args: { loadHistory: rejects(new Error('offline')) },
      parameters: { events: [searched] },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = await reached(canvasElement);
        await expect(await canvas.findByRole('alert')).toHaveTextContent(read(failed));
        await expect(canvas.getByRole('button', { name: pageText().retry })).toBeVisible();
      },
    },
    /** Page 2 by its button, numbered from 11. */
    SecondPage: {
      parameters: { events: [...memberSearch, goToPage(list, 2)] },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = await reached(canvasElement);
        await canvas.findByRole('cell', { name: String(firstId + 10) });
        await expect(
          row(canvasElement, firstId + 10).getByRole('cell', { name: '11' }),
        ).toBeVisible();
        await expect(
          pages(canvasElement).getByRole('button', { name: storyText().text.common.ui.page(2) }),
        ).toHaveAttribute('aria-current', 'page');
      },
    },
    /** On page 2, a change of the search text goes back to page 1. */
    PagesResetOnSearch: {
      parameters: {
        events: [...memberSearch, goToPage(list, 2), typeSearch(list, 'memberx', listShowsPage(2))],
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = await reached(canvasElement);
        await canvas.findByRole('cell', { name: String(firstId) });
        await expect(searchBox(canvasElement)).toHaveValue('memberx');
        await expect(
          pages(canvasElement).getByRole('button', { name: storyText().text.common.ui.page(1) }),
        ).toHaveAttribute('aria-current', 'page');
      },
    },
  };
}
