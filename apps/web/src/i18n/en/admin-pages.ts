/**
 * Texts of the admin sub-pages Add Member, Membership History, Member History, My Profile and of the
 * /update-admin and /update-member forms, read as `useText().admin.addMember` ... (the spec's messages themselves
 * come from the contract's `messages`).
 */

/** The history pages' search: typed text finds usernames containing it; a suggestion picks one member. */
const memberSearch = {
  suggestions: 'Members',
  placeholder: 'Username or name, e.g. member',
  partialHint:
    'Every member whose username contains the text. Choose one from the list for theirs only.',
  pickedHint: (username: string) => `Only the actions of ${username}. Type to search again.`,
} as const;

export const addMember = {
  title: 'Add Member',
  description:
    'Create a member account. The member gets an email to verify the address and choose a password.',
  required: 'All fields are required.',
  countryHint: 'Members are registered in Jordan.',
  /** Its rules could not be fetched: fetch them again. */
  retry: 'Try again',
} as const;

const historyColumns = {
  number: '#',
  member: 'Member',
  actionId: 'Action ID',
  madeBy: 'Made By',
  date: 'Date',
  actionType: 'Action Type',
  options: 'Options',
} as const;

export const membershipHistory = {
  title: 'Membership History',
  description: 'Renewals and deactivations of a member’s membership.',
  search: {
    label: 'Search membership history',
    username: 'Username',
    clear: 'Clear search',
    ...memberSearch,
  },
  idleHint: 'Type a username to see its membership history.',
  caption: 'Membership history',
  columns: historyColumns,
  pagesLabel: 'Membership history pages',
  total: (count: number) => (count === 1 ? '1 action' : `${count} actions`),
  rowActions: (actionId: number) => `Options for action ${actionId}`,
  retry: 'Try again',
  renewal: {
    expiryDate: 'Expiry Date',
    amountPaid: 'Amount Paid',
    numberOfDays: 'Number of Days',
    days: (count: number) => (count === 1 ? '1 day' : `${count} days`),
    close: 'Close',
    retry: 'Try again',
  },
} as const;

export const memberHistory = {
  title: 'Member History',
  description:
    'What admins did to a member’s account: created, updated, activated, deactivated, deleted.',
  search: {
    label: 'Search member history',
    username: 'Username',
    clear: 'Clear search',
    ...memberSearch,
  },
  idleHint:
    'Type a username to see its member history. Nothing is looked up while the box is empty.',
  caption: 'Member history',
  columns: historyColumns,
  pagesLabel: 'Member history pages',
  total: (count: number) => (count === 1 ? '1 action' : `${count} actions`),
  retry: 'Try again',
} as const;

export const profile = {
  title: 'My Profile',
  cardTitle: 'Admin Information',
  fields: {
    username: 'Username',
    email: 'Email',
    firstName: 'First Name',
    lastName: 'Last Name',
    gender: 'Gender',
    major: 'Major/Field',
    phoneNumber: 'Phone Number',
    nationality: 'Nationality',
    country: 'Country',
    city: 'City',
    address: 'Address',
  },
  verified: 'Verified',
  notVerified: 'Not Verified',
  edit: 'Edit',
  retry: 'Try again',
} as const;

export const updateAdmin = {
  title: 'Edit Admin Information',
  description:
    'Your phone number, city, address and field. Other details are changed by a root admin.',
  /** Its own word for the major (the other fields are the account form's). */
  fields: { major: 'Major/Field' },
  back: 'Back to My Profile',
  retry: 'Try again',
} as const;

export const updateMember = {
  title: 'Update Member',
  description: (username: string) => `Change the details of ${username}.`,
  /** The Active switch (the profile fields are the account form's). */
  fields: { isActive: 'Active' },
  hints: {
    username: 'The username is the login name and cannot be changed.',
    email: 'A new email is unverified until its owner follows the link mailed to it.',
    isActive: 'An inactive member cannot log in.',
  },
  loading: 'Loading member...',
  cancel: 'Cancel',
  back: 'Back to View Members',
} as const;
