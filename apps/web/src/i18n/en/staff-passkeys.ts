/**
 * Staff must use passkeys, if the club says so (issue 35): the login page's second step of a staff member's password
 * sign-in, and the root admin's setting. Page texts (`page-texts.ts`): they load with the views that show them.
 */
export const staffPasskeys = {
  /** The login page's second step: the password was right, a passkey of the account confirms it. */
  confirm: {
    title: 'Confirm with your passkey',
    description:
      'The club asks staff to confirm each sign-in with a passkey. Use the passkey you added to your account.',
    action: 'Confirm with your passkey',
  },
  /** The second step of an account without a passkey: it adds one before reaching the panel. */
  add: {
    title: 'Add a passkey to continue',
    description:
      'The club asks staff to sign in with a passkey. Add one on this device (your fingerprint, face, screen lock or a security key): you will use it at each sign-in.',
    action: 'Add a passkey',
    /** The new passkey's name (renamed in My Profile). */
    defaultName: 'Added at sign-in',
  },
  waiting: 'Waiting for your passkey...',
  back: 'Back to sign in',
  /** The root admin's setting. */
  setting: {
    title: 'Staff sign-in',
    label: 'Staff must use passkeys',
    description:
      'When on, admins and root admins sign in with a passkey, or with their password followed by a passkey. Staff without a passkey are asked to add one at their next sign-in. Members are not affected.',
    loading: 'Loading the setting...',
    failed: 'The setting could not be loaded',
    retry: 'Try again',
    saved: "Saved. It applies at each staff member's next sign-in.",
  },
};
