/** Business constants of SPEC.md §9, defined once. */
export const PAGE_SIZE = 10;
export const TOAST_DURATION_MS = 3500;
export const LANDING_FORM_LIMIT = 2;
export const LANDING_FORM_WINDOW_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;

export const REDIRECT_DELAYS_MS = {
  resetPasswordToLogin: 2000,
  verificationToResetPassword: 2000,
  verificationToLogin: 3000,
  verifyEmailTokenToResetPassword: 800,
} as const;

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

/** Storage keys of SPEC.md §3 and §9. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userId: 'userId',
  user: 'user',
  roles: 'roles',
  adminActivePage: 'adminActivePage',
  landingFormLog: 'landingFormSubmissions',
  /** session storage */
  allowHomeAccess: 'allowHomeAccess',
} as const;

export const REQUIRED_ACTIONS = {
  verifyEmail: 'VERIFY_EMAIL',
  updatePassword: 'UPDATE_PASSWORD',
} as const;

/** Membership action types (SPEC §3): 0 renewal, 1 deactivation. */
export const MEMBERSHIP_ACTION_TYPES = { renewal: 0, deactivation: 1 } as const;

/** Member action types (SPEC §3): 1 to 5. */
export const MEMBER_ACTION_TYPES = {
  create: 1,
  update: 2,
  activate: 3,
  deactivate: 4,
  delete: 5,
} as const;
