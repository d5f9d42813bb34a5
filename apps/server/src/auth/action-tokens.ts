/**
 * Single-use tokens sent by mail (only SHA-256 hashes stored):
 * - `verify-email` (12 h): verifies the address (repeatable while unused) and, while the account awaits its
 *   first password (`awaitsPassword`), lets the password be set once; for an account that has its password (a
 *   changed email) it only verifies;
 * - `reset-password` (15 min): sets the password once; carries a 6-digit code for /reset-code.
 * Issuing a new token of a kind retires the user's older unused ones of that kind; changing the account's email
 * retires them all (`retireActionTokens`: they were mailed to the old address).
 */
import { REQUIRED_ACTIONS } from '@mijas/api/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { actionTokens } from '../db/schema.ts';
import { randomToken, sha256 } from './secrets.ts';

/** An account created by an admin that has not set its password yet (its verification mail sets it). */
export function awaitsPassword(user: {
  passwordHash: string | null;
  requiredActions: readonly string[];
}): boolean {
  return (
    user.passwordHash === null || user.requiredActions.includes(REQUIRED_ACTIONS.updatePassword)
  );
}

/** Retires every unused token of the user, of every kind. */
export async function retireActionTokens(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(actionTokens)
    .set({ consumedAt: now })
    .where(and(eq(actionTokens.userId, userId), isNull(actionTokens.consumedAt)));
}

export type ActionTokenKind = 'verify-email' | 'reset-password';
export type ActionTokenRow = typeof actionTokens.$inferSelect;

export async function issueActionToken(
  db: DbOrTx,
  options: {
    userId: string;
    kind: ActionTokenKind;
    ttlSeconds: number;
    now: Date;
    /** Stored hashed beside the token (the reset code). */
    code?: string;
  },
): Promise<string> {
  const { userId, kind, ttlSeconds, now, code } = options;
  await db
    .update(actionTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(actionTokens.userId, userId),
        eq(actionTokens.kind, kind),
        isNull(actionTokens.consumedAt),
      ),
    );
  const token = randomToken();
  await db.insert(actionTokens).values({
    userId,
    kind,
    tokenHash: sha256(token),
    codeHash: code ? sha256(`${userId}:${code}`) : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** The unused, unexpired token row for `token` among `kinds`, or undefined. */
export async function findActionToken(
  db: DbOrTx,
  token: string,
  kinds: readonly ActionTokenKind[],
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<ActionTokenRow | undefined> {
  const query = db
    .select()
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.tokenHash, sha256(token)),
        isNull(actionTokens.consumedAt),
        gt(actionTokens.expiresAt, now),
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row && kinds.includes(row.kind as ActionTokenKind) ? row : undefined;
}

export async function consumeActionToken(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(actionTokens).set({ consumedAt: now }).where(eq(actionTokens.id, id));
}
