import { expect, waitFor } from 'storybook/test';
import { portal } from './story-helpers.ts';
import { STORY_STEP_TIMEOUT_MS } from './story-state.tsx';

/**
 * Page stories' toasts. Their code loads with the first toast (`UIProvider`), and a page story's first toast
 * comes as soon as its events are taken, while the canvas may still be loading its modules (on a cold Storybook
 * dev server that took over a second): so these wait as long as a story's step may.
 */
const patience = { timeout: STORY_STEP_TIMEOUT_MS };

/** The toast saying `text` (and nothing else on the page says it), once shown. */
export async function shownToast(canvasElement: HTMLElement, text: string) {
  const toast = await portal(canvasElement).findByText(text, undefined, patience);
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
}

/** Waits until `text` is said `count` times on the page: e.g. a form's notice and its toast. */
export async function saidTimes(canvasElement: HTMLElement, text: string, count: number) {
  await waitFor(
    () => expect(portal(canvasElement).getAllByText(text)).toHaveLength(count),
    patience,
  );
}
