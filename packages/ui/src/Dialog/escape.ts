/**
 * Escape above a dialog (issue 30). A toast raised while a dialog is open is the topmost dismissable layer, so
 * Radix gives it the Escape key: the first Escape closed the toast and the dialog stayed. The toast hands an
 * Escape pressed inside a dialog to the dialog instead (`dismissDialogAround`), and the dialog closes as if it had
 * had the key itself.
 */

/** The event a dialog's content listens for: close, as Escape would. */
export const DIALOG_DISMISS_EVENT = 'mijas-dialog-dismiss';

/** Marks the content of our dialogs. */
export const DIALOG_ATTRIBUTE = 'data-mijas-dialog';

/** Asks the dialog holding `target` (the element that had the key) to close; false when none holds it. */
export function dismissDialogAround(target: EventTarget | null): boolean {
  const element = target as Partial<Element> | null;
  const dialog = element?.closest?.(`[${DIALOG_ATTRIBUTE}]`);
  if (!dialog) return false;
  dialog.dispatchEvent(new Event(DIALOG_DISMISS_EVENT));
  return true;
}
