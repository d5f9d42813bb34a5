/**
 * Email verification's rules as pure functions (SPEC §4 "a verification email can be sent only while
 * unverified"; §6): who may have a verification mail sent to whom.
 */
import { ROLES } from '@mijas/api/contract';

/** Admins may mail members; root admins members and admins (a root admin's address is nobody's to re-check). */
export function maySendVerification(callerRoles: readonly string[], targetRole: string): boolean {
  if (targetRole === ROLES.member) return true;
  return targetRole === ROLES.admin && callerRoles.includes(ROLES.rootAdmin);
}
