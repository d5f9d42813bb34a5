import { createVar } from '@vanilla-extract/css';

/**
 * How far down the window the toasts reach (unset while there are none): the Toaster sets it on the provider's
 * root, and an open dialog stands below it, so a toast never covers the dialog's close button (issue 30). Its own
 * module, with no styles: the dialog reads it without loading the toaster's.
 */
export const toastStackEnd = createVar();

/** The custom property's name, for `style.setProperty` (`createVar` gives `var(--name)`). */
export const toastStackEndProperty = toastStackEnd.replace(/^var\((--[^,)]+)\)$/, '$1');
