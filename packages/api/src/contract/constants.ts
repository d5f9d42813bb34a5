/** Business constants of SPEC.md §9, defined once. */
export const PAGE_SIZE = 10;
// A module of its own, as the storage keys (below): the landing's first load shows toasts, and needs no other.
export { TOAST_DURATION_MS } from './toast-duration.ts';
export const LANDING_FORM_LIMIT = 2;
/** A day of 24 hours: a renewal's days, the reminders' days before the end, "expires within N days". */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const LANDING_FORM_WINDOW_MS = DAY_MS;
/** The landing form's optional message (issue 30: an inquiry's question), in characters. */
export const LANDING_FORM_MESSAGE_MAX = 1000;
export const PASSWORD_MIN_LENGTH = 8;

export const REDIRECT_DELAYS_MS = {
  resetPasswordToLogin: 2000,
  verificationToResetPassword: 2000,
  verificationToLogin: 3000,
  verifyEmailTokenToResetPassword: 800,
} as const;

/**
 * How long an answer asked for ahead (the client's `prefetch`) waits for the call it stands for: longer than a
 * panel's code takes to come and render on a slow phone, short enough that nobody is shown what it was a while ago.
 */
export const PREFETCH_KEEP_MS = 10_000;

export const CACHE_MS = {
  memberSelf: 2 * 60 * 1000,
  memberDetails: 5 * 60 * 1000,
} as const;

export const COUNTRY = 'Jordan';

export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

export const ROLES = {
  rootAdmin: 'mijas-root-admin',
  admin: 'mijas-admin',
  member: 'mijas-member',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

export const JORDAN_CITIES = [
  'Amman',
  'Irbid',
  'Zarqa',
  'Mafraq',
  'Jerash',
  'Ajloun',
  'Balqa',
  'Madaba',
  'Karak',
  'Tafilah',
  "Ma'an",
  'Aqaba',
] as const;
export type JordanCity = (typeof JORDAN_CITIES)[number];

// The storage keys have a module of their own (storage-keys.ts): every page's first script reads them (is
// somebody signed in?), and a module's chunk holds all of it.
export { STORAGE_KEYS } from './storage-keys.ts';

export const REQUIRED_ACTIONS = {
  verifyEmail: 'VERIFY_EMAIL',
  updatePassword: 'UPDATE_PASSWORD',
} as const;

/** Membership action types (SPEC §3): 0 renewal, 1 deactivation. */
export const MEMBERSHIP_ACTION_TYPES = { renewal: 0, deactivation: 1 } as const;

/** Our choice: the history pages search this long after the last keystroke (one request per pause). */
export const HISTORY_SEARCH_DEBOUNCE_MS = 300;

/** Our choice: how many members the history search suggests as one types (best matches first). */
export const MEMBER_SUGGESTIONS_LIMIT = 8;

/**
 * Member action types (SPEC §3): 1 to 5; ours (issue 20): 6 a partner checked the member's card, 7 a reminder
 * that the membership ends soon was mailed (both made by nobody: `madeByUserName` null).
 */
export const MEMBER_ACTION_TYPES = {
  create: 1,
  update: 2,
  activate: 3,
  deactivate: 4,
  delete: 5,
  cardChecked: 6,
  reminderSent: 7,
} as const;

/** Paging of every list endpoint: pages start at 1; `pageSize` defaults to PAGE_SIZE and is capped. */
export const PAGING = { firstPage: 1, maxPageSize: 100, maxPageNumber: 1_000_000 } as const;

/** Field limits enforced by the contract schemas (browser and server alike). */
export const FIELD_LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  emailMax: 254,
  nameMax: 100,
  majorMax: 100,
  addressMax: 300,
  passwordMax: 128,
  searchMax: 100,
  /** Oldest accepted date of birth. */
  dateOfBirthMin: '1900-01-01',
} as const;

/**
 * Renewal limits (SPEC §5: days an integer > 0, amount ≥ 0). The amount is money in the club's currency (issue
 * 34), to its minor units: the Jordanian dinar's three decimals (fils) at most, and no more than the club's own
 * currency has (the server checks that: `decimalsWithin`).
 */
export const RENEWAL_LIMITS = {
  minDays: 1,
  /** Ten years in one renewal. */
  maxDays: 3650,
  minAmount: 0,
  maxAmount: 1_000_000,
  /** The dinar's minor units (JOD, like BHD, KWD, OMR: 3); a club in dollars or euros takes 2 (its currency's). */
  maxDecimals: 3,
} as const;

/** Landing form types (SPEC §3). */
export const FORM_TYPES = ['Join Us', 'Inquiry'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The 6-digit code of a forgot-password mail. */
export const RESET_CODE_LENGTH = 6;

/** Token lifetimes of the auth flows (ARCHITECTURE.md "Runtime contract", issue 3). */
export const TOKEN_LIFETIMES = {
  accessTokenSeconds: 5 * 60,
  refreshIdleSeconds: 30 * 60,
  refreshMaxSeconds: 10 * 60 * 60,
  verificationTokenSeconds: 12 * 60 * 60,
  resetTokenSeconds: 15 * 60,
} as const;

/**
 * Brute-force detection on login (after Keycloak's), counted per account and client address (an IPv6 client is
 * its /64 network): 5 failures within 15 min lock that client out of that account for a while. Another client, the
 * owner's own device, still signs in (issue 30).
 */
export const LOGIN_LOCKOUT = {
  maxFailures: 5,
  failureWindowSeconds: 15 * 60,
  /** First wait; each further lockout doubles it, up to `maxWaitSeconds`. */
  waitIncrementSeconds: 60,
  maxWaitSeconds: 15 * 60,
} as const;

/**
 * The account-wide backstop against guessing spread over many addresses: a client's failures count here only in
 * its first round (up to `LOGIN_LOCKOUT.maxFailures`, until it signs in), so it takes 10 addresses, never one
 * alone; 50 such failures within an hour lock the account for every client for 15 minutes.
 */
export const LOGIN_ACCOUNT_LOCKOUT = {
  maxFailures: 50,
  failureWindowSeconds: 60 * 60,
  /** A fixed wait: every lockout of the backstop waits as long. */
  waitIncrementSeconds: 15 * 60,
  maxWaitSeconds: 15 * 60,
} as const;

/** Member search fields of `GET /Admin/members` (SPEC §2 View Members). */
export const MEMBER_SEARCH_FIELDS = ['username', 'email', 'phoneNumber'] as const;
export type MemberSearchField = (typeof MEMBER_SEARCH_FIELDS)[number];

/** `searchBy` values of `GET /RootAdmin/admins`. */
export const ADMIN_SEARCH_FIELDS = ['username', 'email', 'phoneNumber', 'fullName'] as const;
export type AdminSearchField = (typeof ADMIN_SEARCH_FIELDS)[number];

/**
 * The admins' tools' constants (issue 21) live in their own module: the bundler then leaves them out of the
 * landing's first load, which shares this module's session constants.
 */
export * from './admin-constants.ts';
