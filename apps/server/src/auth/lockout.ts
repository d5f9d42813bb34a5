/**
 * Brute-force detection after Keycloak's, counted per account and client address (issue 30): `maxFailures` wrong
 * passwords from one client within the failure window lock that client out of that account for a wait that doubles
 * with every lockout (up to `maxWaitSeconds`); any other client, the owner's own device, still signs in. A slower
 * account-wide backstop (`LOGIN_ACCOUNT_LOCKOUT`) stops guessing spread over many addresses: only a client's first
 * round counts there, so no one address reaches it alone. While locked, login answers exactly like a wrong password.
 * A successful login clears that client's counter.
 *
 * Counters are kept by key: the account's (its id, or `failureKeyOf(name)` for a name typed that no account has, so
 * a login for an unknown name runs the same statements as a wrong password: nothing tells them apart), and the
 * account's for one client (`clientFailureKey`).
 */
import { LOGIN_ACCOUNT_LOCKOUT, LOGIN_LOCKOUT } from '@mijas/api/contract';
import { and, eq, gt, inArray, like, or } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { sha256 } from './secrets.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { loginFailures } from '../db/schema.ts';
import { metrics } from '../operations/metrics.ts';

export interface LockoutPolicy {
  maxFailures: number;
  failureWindowSeconds: number;
  waitIncrementSeconds: number;
  maxWaitSeconds: number;
}

/** The counter key of a login name no account has (hashed: what strangers type is not kept). */
export function failureKeyOf(emailOrUsername: string): string {
  return `name:${sha256(emailOrUsername.trim().toLowerCase())}`;
}

/**
 * The client a failure is counted for: an IPv4 address (also when written IPv4-mapped), or an IPv6 address's /64
 * network, which one subscriber usually holds whole (counting its addresses apart would give one client 2^64
 * rounds). Anything else is taken as written.
 */
export function clientOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  return parsed.kind() === 'ipv6'
    ? `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`
    : parsed.toString();
}

/** The counter key of an account (`accountKey`) for one client address. */
export function clientFailureKey(accountKey: string, address: string): string {
  return `${accountKey}@${clientOf(address)}`;
}

/** Whether `address` is locked out of the account of `accountKey`: for itself, or account-wide. */
export async function isLockedOut(
  db: DbOrTx,
  accountKey: string,
  address: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ key: loginFailures.key })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, [accountKey, clientFailureKey(accountKey, address)]),
        gt(loginFailures.lockedUntil, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The wait of the `lockouts`-th lockout (0-based), in seconds. */
export function lockoutWaitSeconds(
  lockouts: number,
  policy: LockoutPolicy = LOGIN_LOCKOUT,
): number {
  return Math.min(policy.waitIncrementSeconds * 2 ** Math.min(lockouts, 20), policy.maxWaitSeconds);
}

/** Counts a failure of `key` by `policy`: whether it is now locked, and its lockouts before this failure. */
async function countFailure(
  tx: DbOrTx,
  key: string,
  now: Date,
  policy: LockoutPolicy,
): Promise<{ locked: boolean; lockoutsBefore: number }> {
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
  if (!row) return { locked: false, lockoutsBefore: 0 };
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
    return { locked: true, lockoutsBefore: row.lockouts };
  }
  await tx
    .update(loginFailures)
    .set({ failures, firstFailureAt: fresh ? now : row.firstFailureAt, lastFailureAt: now })
    .where(eq(loginFailures.key, key));
  return { locked: false, lockoutsBefore: row.lockouts };
}

/** What a failure locked: the client out of the account, the account for everyone, or nothing. */
export type LockoutResult = 'client' | 'account' | null;

/** Counts a failed login of `address` on the account of `accountKey`, and account-wide in the client's first round. */
export async function recordLoginFailure(
  db: Db,
  accountKey: string,
  address: string,
  now: Date,
): Promise<LockoutResult> {
  return db.transaction(async (tx) => {
    const client = await countFailure(
      tx,
      clientFailureKey(accountKey, address),
      now,
      LOGIN_LOCKOUT,
    );
    // A client locked out before adds no more: no one address can lock the account for everyone.
    if (client.lockoutsBefore > 0) return client.locked ? 'client' : null;
    const account = await countFailure(tx, accountKey, now, LOGIN_ACCOUNT_LOCKOUT);
    if (account.locked) return 'account';
    return client.locked ? 'client' : null;
  });
}

/** A successful login: that client's failures are forgotten (the account-wide count runs out by its window). */
export async function clearClientFailures(
  db: DbOrTx,
  userId: string,
  address: string,
): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, clientFailureKey(userId, address)));
}

/**
 * A password reset: the owner proved the account's mail, so every counter of it goes, every client's and the
 * account-wide one (the key has no `%` or `_`: an id is a UUID).
 */
export async function clearLoginFailures(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(or(eq(loginFailures.key, userId), like(loginFailures.key, `${userId}@%`)));
}
