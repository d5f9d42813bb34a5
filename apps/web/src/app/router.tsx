import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout, RouteError } from './root-layout.tsx';

/**
 * The route table of SPEC §2. Every page is its own lazy module (a route file exporting `Component`), so a
 * visitor of `/` downloads none of the dashboards.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { path: paths.home.path, lazy: () => import('./routes/landing.tsx') },
      { path: paths.login.path, lazy: () => import('./routes/auth/login.tsx') },
      { path: paths.forgot.path, lazy: () => import('./routes/auth/forgot.tsx') },
      { path: paths.resetCode.path, lazy: () => import('./routes/auth/reset-code.tsx') },
      { path: paths.resetPassword.path, lazy: () => import('./routes/auth/reset-password.tsx') },
      {
        path: paths.emailVerification.path,
        lazy: () => import('./routes/auth/email-verification.tsx'),
      },
      { path: paths.verifyEmail.path, lazy: () => import('./routes/auth/verify-email.tsx') },
      { path: paths.member.path, lazy: () => import('./routes/member/member.tsx') },
      { path: paths.admin.path, lazy: () => import('./routes/admin/admin.tsx') },
      { path: paths.viewMembers.path, lazy: () => import('./routes/admin/view-members.tsx') },
      { path: paths.updateMember.path, lazy: () => import('./routes/admin/update-member.tsx') },
      { path: paths.updateAdmin.path, lazy: () => import('./routes/admin/update-admin.tsx') },
      { path: paths.superadmin.path, lazy: () => import('./routes/superadmin/superadmin.tsx') },
      { path: paths.viewAdmins.path, lazy: () => import('./routes/superadmin/view-admins.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];
