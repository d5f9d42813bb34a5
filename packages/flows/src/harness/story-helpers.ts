import { createElement, type ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_STATE, STORY_STEP_TIMEOUT_MS } from './story-state.tsx';

/**
 * Gestures the page stories' play functions share. Overlays (menus, lists, dialogs, toasts) are portaled, so
 * they are looked for in the whole document, not in the story's canvas.
 */

/** Queries over the whole document: portaled content included. */
export const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until the element is shown. */
export const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** The table row that has a cell named `cell` (a username, an id). */
export const rowOf = (canvasElement: HTMLElement, cell: string) =>
  within(canvasElement).getByRole('cell', { name: cell }).closest('tr')!;

/** Opens the select named `label` and chooses `option`. */
export async function chooseOption(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  await userEvent.click(await portal(canvasElement).findByRole('option', { name: option }));
}

/** Types into the searchable list named `label` and chooses `option`. */
export async function pickFromList(
  canvasElement: HTMLElement,
  label: string,
  typed: string,
  option: string,
) {
  const input = within(canvasElement).getByRole('combobox', { name: label });
  await userEvent.clear(input);
  await userEvent.type(input, typed);
  await userEvent.click(await portal(canvasElement).findByRole('option', { name: option }));
}

/** Right-clicks the row with the cell `cell` and waits for its menu, named `menuName`. */
export async function rightClickMenu(canvasElement: HTMLElement, cell: string, menuName: string) {
  await userEvent.pointer({ keys: '[MouseRight]', target: rowOf(canvasElement, cell) });
  const menu = await portal(canvasElement).findByRole('menu', { name: menuName });
  await visible(menu);
  return menu;
}

/** The box of the form field (its label, control, hint and error) that holds `control`. */
function fieldBox(control: HTMLElement): DOMRect {
  const label = control.ownerDocument.querySelector(`label[for="${CSS.escape(control.id)}"]`);
  if (!label?.parentElement) throw new Error(`No label for the control #${control.id}`);
  return label.parentElement.getBoundingClientRect();
}

/** The vertical space between the field of `upper` and the field of `lower`, just under it. */
export function gapBetweenFields(upper: HTMLElement, lower: HTMLElement): number {
  return fieldBox(lower).top - fieldBox(upper).bottom;
}

/**
 * Waits until the harness has sent the story's events (`parameters.events`), and fails with the reason when one
 * could not be: a story's play function starts here, then asserts the state it reached.
 */
export async function reached(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const marker = canvas.queryByTestId(STORY_STATE);
  if (marker) {
    await waitFor(() => expect(marker.dataset.status).not.toBe('running'), {
      timeout: STORY_STEP_TIMEOUT_MS * 2,
    });
    if (marker.dataset.status === 'failed') throw new Error(marker.textContent ?? 'story failed');
  }
  return canvas;
}

/**
 * Waits for the toast that says `text` (portaled): a story's events may end before the app's toaster, loaded
 * on first use, has shown it, so it may take as long as a story step.
 */
/** Waits until `text` is said `count` times on the page (e.g. a form's notice and its toast), as long as a step may. */
export async function saidTimes(canvasElement: HTMLElement, text: string, count: number) {
  await waitFor(() => expect(portal(canvasElement).getAllByText(text)).toHaveLength(count), {
    timeout: STORY_STEP_TIMEOUT_MS,
  });
}

/**
 * The toaster's region, in any language: its name is the app's words for it followed by the key that focuses
 * it, 'Notifications (F8)' / 'الإشعارات (F8)'.
 */
const TOASTER_REGION = /\(F8\)$/;

/**
 * The toast saying `text`, once shown: looked for in the toaster's region only (the page may say the same in an
 * alert or under a field), as long as a story's step may wait (the toaster's code loads with the first toast).
 */
export async function toastShown(canvasElement: HTMLElement, text: string) {
  const patience = { timeout: STORY_STEP_TIMEOUT_MS };
  const region = await portal(canvasElement).findByRole(
    'region',
    { name: TOASTER_REGION, hidden: true },
    patience,
  );
  const toast = await within(region).findByText(text, {}, patience);
  await visible(toast);
  return toast;
}

/**
 * The width the admin panel gives a page at 1366 × 768 (issue 30): the window less the 15rem sidebar and the
 * main column's 2rem padding on either side. A story in a box of this width shows the page as that laptop does.
 */
export const LAPTOP_CONTENT_WIDTH = 'calc(1366px - 15rem - 4rem)';

/**
 * A page story in a laptop's panel (1366 × 768, issue 30): every table fits its box, and the columns `headers`
 * (who and what matters) are still there. `headers` may be read when the story plays (from the catalogue of its
 * language, `storyText()`), so the story passes in every language.
 */
export function atLaptopWidth(headers: readonly string[] | (() => readonly string[])) {
  return {
    decorators: [
      (Story: ComponentType) =>
        createElement('div', { style: { inlineSize: LAPTOP_CONTENT_WIDTH } }, createElement(Story)),
    ],
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = await reached(canvasElement);
      await canvas.findAllByRole('cell');
      await tablesFit(canvasElement);
      for (const header of typeof headers === 'function' ? headers() : headers)
        await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    },
  };
}

/** Every table of the page fits its box: nothing to scroll sideways (`scrollWidth` within `clientWidth`). */
export async function tablesFit(canvasElement: HTMLElement) {
  const regions = [
    ...canvasElement.querySelectorAll<HTMLElement>('[role="region"][tabindex="0"]'),
  ].filter((region) => region.querySelector('table'));
  await expect(regions.length).toBeGreaterThan(0);
  for (const region of regions)
    await waitFor(() =>
      expect(region.scrollWidth, region.getAttribute('aria-label') ?? '').toBeLessThanOrEqual(
        region.clientWidth,
      ),
    );
}
