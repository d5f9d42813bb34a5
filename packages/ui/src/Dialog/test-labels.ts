/** The toaster's and the overlays' words (`UIProvider`) of the dialog's jsdom tests, in English. */
export const toastLabels = {
  region: 'Notifications ({hotkey})',
  toast: 'Notification',
  dismiss: 'Dismiss',
};
export const overlayLabels = {
  loadFailed: 'This could not be loaded. Check your connection and try again.',
  retry: 'Try again',
};
