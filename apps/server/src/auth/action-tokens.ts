/**
 * Single-use tokens sent by mail (only SHA-256 hashes stored):
 * - `verify-email` (12 h): verifies the address (repeatable while unused) and, while the account awaits its
 *   first password (`awaitsPassword`, `rules.ts`), lets the password be set once; for an account that has its password (a
 *   changed email) it only verifies;
 * - `reset-password` (15 min): sets the password once; carries a 6-digit code for /reset-code.
 * Issuing a new token of a kind retires the user's older unused ones of that kind; changing the account's email
 * retires them all (`retireActionTokens`: they were mailed to the old address).
 */
import { ERROR_CODES, messages } from '@mijas/api/contract';
import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { insertedFields, timestampValue } from '../db/insert-select.ts';
import { actionTokens, users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { randomToken, sha256 } from './secrets.ts';

/** What is stored of a reset code: its hash, salted with the account's id. */
export function resetCodeHash(userId: string, code: string): string {
  return sha256(`${userId}:${code}`);
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
  await retireActionTokens(db, userId, now, kind);
  const token = randomToken();
  // Written from the user's row (`insert … select`): for an id no account has, the same statement writes nothing.
  await db.insert(actionTokens).select((qb) =>
    qb
      .select(
        insertedFields({
          id: sql`gen_random_uuid()`,
          userId: users.id,
          kind: sql`${kind}`,
          tokenHash: sql`${sha256(token)}`,
          codeHash: sql`${code ? resetCodeHash(userId, code) : null}`,
          codeAttempts: sql`0`,
          createdAt: timestampValue(now),
          expiresAt: timestampValue(new Date(now.getTime() + ttlSeconds * 1000)),
          consumedAt: timestampValue(null),
        }),
      )
      .from(users)
      .where(eq(users.id, userId)),
  );
  return token;
}

/**
 * Voids the user's unused tokens (of one kind, or all): a newer one replaces them, or the account was deactivated
 * and none of its links may work any more.
 */
export async function retireActionTokens(
  db: DbOrTx,
  userId: string,
  now: Date,
  kind?: ActionTokenKind,
): Promise<void> {
  await db
    .update(actionTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(actionTokens.userId, userId),
        kind ? eq(actionTokens.kind, kind) : undefined,
        isNull(actionTokens.consumedAt),
      ),
    );
}

/**
 * The unused, unexpired token row for `token` among `kinds`, or undefined. A token of a deactivated account is
 * refused too (deactivation retires them; this holds even for one issued while it was inactive).
 */
export async function findActionToken(
  db: DbOrTx,
  token: string,
  kinds: readonly ActionTokenKind[],
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<ActionTokenRow | undefined> {
  const query = db
    .select(getTableColumns(actionTokens))
    .from(actionTokens)
    .innerJoin(users, and(eq(users.id, actionTokens.userId), eq(users.isActive, true)))
    .where(
      and(
        eq(actionTokens.tokenHash, sha256(token)),
        isNull(actionTokens.consumedAt),
        gt(actionTokens.expiresAt, now),
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: actionTokens }) : await query;
  return row && kinds.includes(row.kind as ActionTokenKind) ? row : undefined;
}

/** The answer to a mailed link's token that is unknown, used, expired or of a deactivated account (400). */
export function invalidActionToken() {
  return badRequest(ERROR_CODES.invalidToken, messages.api.invalidActionToken);
}

export async function consumeActionToken(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(actionTokens).set({ consumedAt: now }).where(eq(actionTokens.id, id));
}
