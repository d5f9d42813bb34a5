/**
 * Every URL of the app (SPEC.md §2), built in one place: pages and tests never write a path by hand.
 */
function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: { path: '/', build: (hash?: 'partners' | 'join') => (hash ? `/#${hash}` : '/') },
  login: {
    path: '/login',
    build: (redirect?: string | null) => withQuery('/login', { redirect }),
  },
  forgot: { path: '/forgot', build: () => '/forgot' },
  resetCode: {
    path: '/reset-code',
    build: (email?: string | null) => withQuery('/reset-code', { email }),
  },
  resetPassword: {
    path: '/reset-password',
    build: (token?: string | null) => withQuery('/reset-password', { token }),
  },
  emailVerification: {
    path: '/email-verification',
    build: (key?: string | null) => withQuery('/email-verification', { key }),
  },
  verifyEmail: {
    path: '/verifyemail',
    build: (token?: string | null) => withQuery('/verifyemail', { token }),
  },
  /** `tab`: the member panel's sub-page kept in the address (Membership when absent). */
  member: {
    path: '/member',
    build: (tab?: 'membership' | 'profile' | null) =>
      withQuery('/member', { tab: tab === 'membership' ? null : tab }),
  },
  admin: { path: '/admin', build: () => '/admin' },
  superadmin: {
    path: '/superadmin',
    /**
     * The sub-page is in the query: View Admins by default, `?tab=create` for Create New Admin, `?tab=reminders`
     * for Expiry reminders.
     */
    build: (tab?: 'create' | 'reminders' | null) => withQuery('/superadmin', { tab }),
  },
  viewMembers: {
    path: '/view-members',
    build: (query: Record<string, string | null | undefined> = {}) =>
      withQuery('/view-members', query),
  },
  updateMember: {
    path: '/update-member',
    build: (id?: string | null) => withQuery('/update-member', { id }),
  },
  viewAdmins: {
    path: '/view-admins',
    build: (query: Record<string, string | null | undefined> = {}) =>
      withQuery('/view-admins', query),
  },
  updateAdmin: { path: '/update-admin', build: () => '/update-admin' },
} as const;

export type PathName = keyof typeof paths;
