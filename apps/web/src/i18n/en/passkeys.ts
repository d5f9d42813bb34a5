/**
 * Passkeys (issue 35): My Profile's Passkeys section (every role), a page text (`page-texts.ts`): it loads with My
 * Profile. The login page's button is in `passkey-sign-in.ts`.
 * What the server and the browser's prompt answer is in the contract (`passkeyMessages` of @mijas/api).
 */
export const passkeys = {
  title: 'Passkeys',
  description:
    'Sign in with your fingerprint, face or screen lock instead of your password. A passkey cannot be phished or reused on another site.',
  loading: 'Loading passkeys...',
  failed: 'The passkeys could not be loaded',
  retry: 'Try again',
  caption: 'Your passkeys',
  empty: 'You have no passkeys yet. Add one to sign in on this device without your password.',
  /** A browser without WebAuthn (an old one, or a page not served over https). */
  unsupported:
    'This browser cannot make passkeys. Open My Profile in an up-to-date browser to add one.',
  /** A passkey kept by a password manager and shared with the person's other devices. */
  synced: 'Synced',
  fields: {
    added: 'Added',
    lastUsed: 'Last used',
  },
  neverUsed: 'Not used yet',
  add: 'Add a passkey',
  rename: 'Rename',
  renameLabel: (name: string) => `Rename the passkey ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove the passkey ${name}`,
  done: {
    added: 'Passkey added. You can now sign in with it.',
    renamed: 'Passkey renamed.',
    removed: 'Passkey removed.',
  },
  /** The name's field, adding and renaming. */
  name: 'Passkey name',
  nameHint: 'So that you can tell your passkeys apart, e.g. "Office PC" or "My phone".',
  /** The name offered for a new passkey. */
  suggestedName: 'My passkey',
  adding: {
    title: 'Add a passkey',
    description:
      'Name it, then follow your browser: it asks for your fingerprint, face, screen lock or security key.',
    submit: 'Continue',
    /** While the browser's prompt is open. */
    working: 'Waiting for your device...',
    failed: 'The passkey was not added',
    cancel: 'Cancel',
    close: 'Close',
  },
  renaming: {
    title: 'Rename passkey',
    submit: 'Save',
    working: 'Saving...',
    failed: 'The passkey was not renamed',
    cancel: 'Cancel',
    close: 'Close',
  },
  removing: {
    title: 'Remove this passkey?',
    description: (name: string) =>
      `You will no longer be able to sign in with ${name}. Confirm with your password or with another of your passkeys.`,
    password: 'Your password',
    confirm: 'Remove passkey',
    working: 'Removing...',
    withPasskey: 'Confirm with a passkey',
    failed: 'The passkey was not removed',
    cancel: 'Cancel',
    close: 'Close',
  },
};
