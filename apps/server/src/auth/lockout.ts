/**
 * Brute-force detection after Keycloak's: `maxFailures` wrong passwords within the failure window lock the
 * account for a wait that doubles with every lockout (up to `maxWaitSeconds`). While locked, login answers exactly
 * like a wrong password. A successful login clears it all.
 */
import { LOGIN_LOCKOUT } from '@mijas/api/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import { loginFailures } from '../db/schema.ts';

export type LockoutPolicy = typeof LOGIN_LOCKOUT;

export async function isLockedOut(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.userId, userId))
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

/** Counts a failed login; returns whether the account is now locked. */
export async function recordLoginFailure(
  db: Db,
  userId: string,
  now: Date,
  policy: LockoutPolicy = LOGIN_LOCKOUT,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Make sure the row exists, then lock it so concurrent failures are all counted.
    await tx
      .insert(loginFailures)
      .values({ userId, failures: 0, firstFailureAt: now, lastFailureAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.userId, userId))
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
        .where(eq(loginFailures.userId, userId));
      return true;
    }
    await tx
      .update(loginFailures)
      .set({
        failures,
        firstFailureAt: fresh ? now : row.firstFailureAt,
        lastFailureAt: now,
      })
      .where(eq(loginFailures.userId, userId));
    return false;
  });
}

export async function clearLoginFailures(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
}
