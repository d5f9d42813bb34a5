/** Signed-in devices on My Profile (issue 35): the user's sessions, ending one or all the others. */
export const devices = {
  title: 'Signed-in devices',
  description:
    'Where your account is signed in. End a session you do not recognise, or one on a computer you no longer use.',
  loading: 'Loading signed-in devices...',
  failed: 'The signed-in devices could not be loaded',
  retry: 'Try again',
  caption: 'Signed-in devices',
  thisDevice: 'This device',
  /** A session whose user agent names no browser or system. */
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'unknown system',
  /** "Chrome 131 on Windows 10". */
  browserOn: (browser: string, os: string) => `${browser} on ${os}`,
  deviceTypes: {
    desktop: 'Computer',
    mobile: 'Phone',
    tablet: 'Tablet',
    other: 'Device',
  },
  fields: {
    address: 'Signed in from',
    created: 'Signed in',
    lastUsed: 'Last used',
  },
  unknownAddress: 'Unknown address',
  end: 'End',
  endLabel: (device: string) => `End the session on ${device}`,
  endOthers: 'Sign out everywhere else',
  onlyThis: 'This is the only device signed in to your account.',
  /** Sessions past the list's ten (the ones used longest ago). */
  more: (count: number) =>
    `${count === 1 ? 'One more session is' : `${count} more sessions are`} signed in, used longer ago. Sign out everywhere else ends them too.`,
  done: {
    one: 'Signed out on that device.',
    others: 'Signed out on every other device.',
  },
  endFailed: 'The session was not ended',
  confirmOne: {
    title: 'End this session?',
    description: (device: string) =>
      `${device} will be signed out at its next step and will need your password to sign in again.`,
    confirm: 'End session',
    working: 'Ending...',
    cancel: 'Cancel',
    close: 'Close',
  },
  confirmOthers: {
    title: 'Sign out everywhere else?',
    description:
      'Every other device signed in to your account will be signed out. This device stays signed in.',
    confirm: 'Sign out everywhere else',
    working: 'Signing out...',
    cancel: 'Cancel',
    close: 'Close',
  },
};
