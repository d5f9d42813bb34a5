/**
 * Brute-force detection after Keycloak's: `maxFailures` wrong passwords within the failure window lock the
 * account for a wait that doubles with every lockout (up to `maxWaitSeconds`). While locked, login answers exactly
 * like a wrong password. A successful login clears it all.
 *
 * Counters are kept by key: an account's id, or `failureKeyOf(name)` for a name typed that no account has, so a
 * login for an unknown name runs the same statements as a wrong password (nothing tells them apart).
 */
import { LOGIN_LOCKOUT } from '@mijas/api/contract';
import { eq } from 'drizzle-orm';
import { sha256 } from './secrets.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { loginFailures } from '../db/schema.ts';
import { metrics } from '../operations/metrics.ts';

export type LockoutPolicy = typeof LOGIN_LOCKOUT;

/** The counter key of a login name no account has (hashed: what strangers type is not kept). */
export function failureKeyOf(emailOrUsername: string): string {
  return `name:${sha256(emailOrUsername.trim().toLowerCase())}`;
}

export async function isLockedOut(db: DbOrTx, key: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.key, key))
    .limit(1);
  return Boolean(row?.lockedUntil && row.lockedUntil > now);
}

/** The wait of the `lockouts`-th lockout (0-based), in seconds. */
export function lockoutWaitSeconds(
  lockouts: number,
  policy: LockoutPolicy = LOGIN_LOCKOUT,
): number {
  return Math.min(policy.waitIncrementSeconds * 2 ** Math.min(lockouts, 20), policy.maxWaitSeconds);
}

/** Counts a failed login of `key`; returns whether it is now locked. */
export async function recordLoginFailure(
  db: Db,
  key: string,
  now: Date,
  policy: LockoutPolicy = LOGIN_LOCKOUT,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Make sure the row exists, then lock it so concurrent failures are all counted.
    await tx
      .insert(loginFailures)
      .values({ key, failures: 0, firstFailureAt: now, lastFailureAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, key))
      .for('update');
    if (!row) return false;
    const windowStart = new Date(now.getTime() - policy.failureWindowSeconds * 1000);
    const fresh = row.failures === 0 || row.firstFailureAt < windowStart;
    const failures = fresh ? 1 : row.failures + 1;
    if (failures >= policy.maxFailures) {
      const lockedUntil = new Date(now.getTime() + lockoutWaitSeconds(row.lockouts, policy) * 1000);
      await tx
        .update(loginFailures)
        .set({ failures: 0, lastFailureAt: now, lockedUntil, lockouts: row.lockouts + 1 })
        .where(eq(loginFailures.key, key));
      metrics().loginLockouts.inc();
      return true;
    }
    await tx
      .update(loginFailures)
      .set({
        failures,
        firstFailureAt: fresh ? now : row.firstFailureAt,
        lastFailureAt: now,
      })
      .where(eq(loginFailures.key, key));
    return false;
  });
}

export async function clearLoginFailures(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, userId));
}
