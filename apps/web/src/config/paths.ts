import type { AdminPage, SuperadminPage } from '@mijas/machines';
import { home, login, withQuery } from './landing-paths.ts';

/**
 * Every URL of the app (SPEC.md §2), built in one place: pages and tests never write a path by hand. The landing's
 * own two (`home`, `login`) are in landing-paths.ts, which the landing's island imports without the rest.
 */
export const paths = {
  home,
  login,
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
  /** A member's renewal without a visit (issue 34): plan, how to pay, what to do; or their pending request. */
  memberRenew: { path: '/member/renew', build: () => '/member/renew' },
  /** A member's receipts, and one of them, printable. */
  memberReceipts: { path: '/member/receipts', build: () => '/member/receipts' },
  memberReceipt: {
    path: '/member/receipts/:receiptNumber',
    build: (receiptNumber: string) => `/member/receipts/${encodeURIComponent(receiptNumber)}`,
  },
  /** Any member's receipt, printable, for the office. */
  adminReceipt: {
    path: '/admin/receipts/:receiptNumber',
    build: (receiptNumber: string) => `/admin/receipts/${encodeURIComponent(receiptNumber)}`,
  },
  /** The admin's panel, bare: it opens the sub-page remembered under `adminActivePage` (at its address). */
  admin: { path: '/admin', build: () => '/admin' },
  /**
   * A sub-page of the admin's panel, its list's place in the query: `/admin/view-members?by=username&q=ali`
   * (`adminPanelMachine` reads these addresses).
   */
  adminPage: {
    path: '/admin/:page',
    build: (page: AdminPage, query: Record<string, string | null | undefined> = {}) =>
      withQuery(`/admin/${page}`, query),
  },
  /** The root admin's panel, bare: it opens View Admins (at its address). */
  superadmin: { path: '/superadmin', build: () => '/superadmin' },
  /** A sub-page of the root admin's panel: `/superadmin/create-admin` (`superadminPanelMachine`). */
  superadminPage: {
    path: '/superadmin/:page',
    build: (page: SuperadminPage, query: Record<string, string | null | undefined> = {}) =>
      withQuery(`/superadmin/${page}`, query),
  },
  /** SPEC §2's own route of View Members: the admin panel's `/admin/view-members` (the address is replaced). */
  viewMembers: {
    path: '/view-members',
    build: (query: Record<string, string | null | undefined> = {}) =>
      withQuery('/view-members', query),
  },
  updateMember: {
    path: '/update-member',
    build: (id?: string | null) => withQuery('/update-member', { id }),
  },
  /** SPEC §2's own route of View Admins: the root panel's `/superadmin/view-admins` (the address is replaced). */
  viewAdmins: {
    path: '/view-admins',
    build: (query: Record<string, string | null | undefined> = {}) =>
      withQuery('/view-admins', query),
  },
  updateAdmin: { path: '/update-admin', build: () => '/update-admin' },
} as const;

export type PathName = keyof typeof paths;
