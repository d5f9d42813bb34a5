/**
 * The sign-in rules as pure functions (SPEC §4 login and session; ARCHITECTURE.md sessions): what a right password
 * still refuses, when a refresh token ends, and what presenting one leads to. The statements that apply them are
 * `login.ts`, `sessions.ts` and `sign-in.ts`.
 */
import { isRole, messages, needsNewPassword, type Role } from '@mijas/api/contract';

/** A stored role as the contract's `Role` (a row holding anything else is a bug, not a caller's mistake). */
export function toRole(value: string): Role {
  if (isRole(value)) return value;
  throw new Error(`Unknown role ${value}`);
}

/**
 * Why a login with the right password is still refused (403), or undefined: a deactivated account first, then
 * a pending password update (the verification mail's link sets it).
 */
export function loginRefusal(user: {
  isActive: boolean;
  requiredActions: readonly string[];
}): string | undefined {
  if (!user.isActive) return messages.login.accountDisabled;
  if (needsNewPassword(user.requiredActions)) return messages.login.passwordUpdateRequired;
  return undefined;
}

/** An account created by an admin that has not set its password yet (its verification mail sets it). */
export function awaitsPassword(user: {
  passwordHash: string | null;
  requiredActions: readonly string[];
}): boolean {
  return user.passwordHash === null || needsNewPassword(user.requiredActions);
}

/** The end of a session family started at `now` (a login): `maxSeconds` later, however often it refreshes. */
export function familyExpiry(now: Date, maxSeconds: number): Date {
  return new Date(now.getTime() + maxSeconds * 1000);
}

/** The end of a refresh token issued at `now`: `idleSeconds` unused, never past its family's end. */
export function refreshTokenExpiry(now: Date, familyExpiresAt: Date, idleSeconds: number): Date {
  const idleEnd = new Date(now.getTime() + idleSeconds * 1000);
  return idleEnd < familyExpiresAt ? idleEnd : familyExpiresAt;
}

/** Whole seconds from `now` to `end`, never negative (the answers' `refreshExpiresIn`). */
export function secondsUntil(end: Date, now: Date): number {
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
}

/** A stored refresh token as the rotation rule reads it. */
export interface RefreshTokenState {
  revokedAt: Date | null;
  rotatedAt: Date | null;
  expiresAt: Date;
  familyExpiresAt: Date;
}

/**
 * What presenting a refresh token leads to: `live` may rotate (if its account is still active); `reused` (a token
 * already traded for a newer one) revokes its whole family; the others are refused and change nothing.
 */
export type RefreshVerdict = 'revoked' | 'reused' | 'expired' | 'live';

export function refreshVerdict(token: RefreshTokenState, now: Date): RefreshVerdict {
  if (token.revokedAt) return 'revoked';
  if (token.rotatedAt) return 'reused';
  if (token.expiresAt <= now || token.familyExpiresAt <= now) return 'expired';
  return 'live';
}
