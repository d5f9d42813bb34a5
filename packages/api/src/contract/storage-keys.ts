/**
 * Storage keys of SPEC.md §3 and §9. A module of its own: the entry of every prerendered page reads them (is
 * somebody signed in here?) before any other of the contract's constants is needed, and the bundler puts a module
 * whole in one chunk (constants.ts' limits and lists were 0.4 kB of the landing's first load).
 */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userId: 'userId',
  user: 'user',
  roles: 'roles',
  adminActivePage: 'adminActivePage',
  landingFormLog: 'landingFormSubmissions',
  /** The member's last card fetched, with its time and user id (issue 20: shown offline; logout clears it). */
  memberCard: 'memberCard',
  /** session storage */
  allowHomeAccess: 'allowHomeAccess',
} as const;
