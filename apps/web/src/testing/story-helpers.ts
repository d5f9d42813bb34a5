import { expect, userEvent, waitFor, within } from 'storybook/test';

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
