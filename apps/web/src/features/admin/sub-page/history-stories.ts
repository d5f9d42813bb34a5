import { expect, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { goToPage, leaveSearch, listShowsPage, typeSearch } from '@mijas/flows/list-story';
import { reached } from '@mijas/flows/story-helpers';

/**
 * The stories both history pages tell alike (Membership History, Member History: one `HistoryPage`): only
 * spaces typed (nothing fetched), and of a search for 'member' (more than a page of rows) page 2 numbered from
 * 11, and a new search from page 2 back at page 1.
 */
export function historyPageStories({
  list,
  firstId,
  pagesLabel,
  idleHint,
  loadHistory,
}: {
  /** The page's machine (`membershipHistory`). */
  list: string;
  /** The Action ID of the search's first row (page 2 starts at `firstId + 10`). */
  firstId: number;
  /** Names the page buttons' navigation. */
  pagesLabel: string;
  /** What the page says while nothing is searched. */
  idleHint: string | RegExp;
  /** A fake history (the story's scenario) that records its calls. */
  loadHistory: AnyActorLogic & { calls: unknown[] };
}) {
  // The search typed, then the box left for the page buttons.
  const memberSearch = [typeSearch(list, 'member'), leaveSearch(list)];
  const pages = (canvasElement: HTMLElement) =>
    within(within(canvasElement).getByRole('navigation', { name: pagesLabel }));
  const row = (canvasElement: HTMLElement, actionId: number) =>
    within(
      within(canvasElement)
        .getByRole('cell', { name: String(actionId) })
        .closest('tr')!,
    );
  return {
    /** Spaces are not a search: nothing fetched, the hint stays. */
    BlankSearch: {
      args: { loadHistory },
      parameters: { events: [typeSearch(list, '   ')] },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = await reached(canvasElement);
        await expect(canvas.getByRole('combobox', { name: 'Username' })).toHaveValue('   ');
        await expect(canvas.getByText(idleHint)).toBeVisible();
        await expect(canvas.queryByRole('table')).toBeNull();
        await expect(loadHistory.calls).toHaveLength(0);
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
        await expect(pages(canvasElement).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
          'aria-current',
          'page',
        );
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
        await expect(canvas.getByRole('combobox', { name: 'Username' })).toHaveValue('memberx');
        await expect(pages(canvasElement).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
          'aria-current',
          'page',
        );
      },
    },
  };
}
