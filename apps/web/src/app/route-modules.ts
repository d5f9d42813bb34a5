import { ADMIN_PAGES, SUPERADMIN_PAGES } from '@mijas/machines';
import { paths } from '../config/paths.ts';
import { verifyCardPath } from '../features/verify/verify-card-path.ts';

/**
 * Each page's route module (a file under `./routes` exporting `Component`), by its address (SPEC §2). One table
 * for the router, which loads the module when the page is visited, and for the build, which gives each address
 * a shell that fetches its page's code at once, beside the app's (scripts/prerender.mjs), and so for the server,
 * which answers each address with its shell. A panel is one module at every address of its: bare (`/admin`),
 * each sub-page's (`/admin/view-members`), and the spec's own route of one (`/view-members`); its machine reads
 * the address, and the panel stays mounted from one sub-page to the next.
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
  [paths.memberRenew.path, './routes/member/renew.tsx'],
  [paths.memberReceipts.path, './routes/member/receipts.tsx'],
  [paths.memberReceipt.path, './routes/member/receipt.tsx'],
  [paths.adminReceipt.path, './routes/admin/receipt.tsx'],
  ...panel('./routes/admin/admin.tsx', [
    paths.admin.path,
    ...ADMIN_PAGES.map((page) => paths.adminPage.build(page)),
    paths.viewMembers.path,
  ]),
  [paths.updateMember.path, './routes/admin/update-member.tsx'],
  [paths.updateAdmin.path, './routes/admin/update-admin.tsx'],
  ...panel('./routes/superadmin/superadmin.tsx', [
    paths.superadmin.path,
    ...SUPERADMIN_PAGES.map((page) => paths.superadminPage.build(page)),
    paths.viewAdmins.path,
  ]),
  // Public, for anyone, and never prerendered: the token is the address's own (no shell of its own either).
  [verifyCardPath.path, './routes/verify-card.tsx'],
  ['*', './routes/not-found.tsx'],
];

/** A panel's module at each of its addresses. */
function panel(module: string, addresses: readonly string[]) {
  return addresses.map((address) => [address, module] as const);
}
