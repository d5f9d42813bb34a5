import { paths } from '../config/paths.ts';
import { verifyCardPath } from '../features/verify/verify-card-path.ts';

/**
 * Each page's route module (a file under `./routes` exporting `Component`), by its address (SPEC §2). One table
 * for the router, which loads the module when the page is visited, and for the build, which gives each address
 * a shell that fetches its page's code at once, beside the app's (scripts/prerender.mjs).
 */
export const routeModules: readonly (readonly [path: string, module: string])[] = [
  [paths.home.path, './routes/landing.tsx'],
  [paths.login.path, './routes/auth/login.tsx'],
  [paths.forgot.path, './routes/auth/forgot.tsx'],
  [paths.resetCode.path, './routes/auth/reset-code.tsx'],
  [paths.resetPassword.path, './routes/auth/reset-password.tsx'],
  [paths.emailVerification.path, './routes/auth/email-verification.tsx'],
  [paths.verifyEmail.path, './routes/auth/verify-email.tsx'],
  [paths.member.path, './routes/member/member.tsx'],
  [paths.admin.path, './routes/admin/admin.tsx'],
  [paths.viewMembers.path, './routes/admin/view-members.tsx'],
  [paths.updateMember.path, './routes/admin/update-member.tsx'],
  [paths.updateAdmin.path, './routes/admin/update-admin.tsx'],
  [paths.superadmin.path, './routes/superadmin/superadmin.tsx'],
  [paths.viewAdmins.path, './routes/superadmin/view-admins.tsx'],
  // Public, for anyone, and never prerendered: the token is the address's own (no shell of its own either).
  [verifyCardPath.path, './routes/verify-card.tsx'],
  ['*', './routes/not-found.tsx'],
];
