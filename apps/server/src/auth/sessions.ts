/**
 * Refresh-token sessions. A login starts a family (10 h max); every refresh rotates the token (30 min idle);
 * presenting a token that was already rotated is reuse: the whole family is revoked.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { refreshTokens } from '../db/schema.ts';
import { familyExpiry, refreshTokenExpiry, refreshVerdict, secondsUntil } from './rules.ts';
import { randomToken, sha256 } from './secrets.ts';

export interface IssuedRefreshToken {
  refreshToken: string;
  familyId: string;
  /** Seconds until this token expires unless used. */
  expiresIn: number;
}

async function insertToken(
  db: DbOrTx,
  userId: string,
  familyId: string,
  familyExpiresAt: Date,
  now: Date,
  config: ServerConfig,
): Promise<IssuedRefreshToken> {
  const refreshToken = randomToken();
  const expiresAt = refreshTokenExpiry(now, familyExpiresAt, config.tokens.refreshIdleSeconds);
  await db.insert(refreshTokens).values({
    familyId,
    userId,
    tokenHash: sha256(refreshToken),
    createdAt: now,
    expiresAt,
    familyExpiresAt,
  });
  return {
    refreshToken,
    familyId,
    expiresIn: secondsUntil(expiresAt, now),
  };
}

/** Starts a new family for a login. */
export function startSession(
  db: DbOrTx,
  userId: string,
  now: Date,
  config: ServerConfig,
): Promise<IssuedRefreshToken> {
  const familyExpiresAt = familyExpiry(now, config.tokens.refreshMaxSeconds);
  return insertToken(db, userId, randomUUID(), familyExpiresAt, now, config);
}

export type RotateResult =
  | { ok: true; userId: string; token: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' | 'inactive' };

/**
 * Trades `presented` for a new token of the same family. `isActive(userId)` is asked inside the transaction so a
 * deactivated account cannot refresh.
 */
export async function rotateRefreshToken(
  db: Db,
  presented: string,
  now: Date,
  config: ServerConfig,
  isActive: (db: DbOrTx, userId: string) => Promise<boolean>,
): Promise<RotateResult> {
  const result = await db.transaction(async (tx): Promise<RotateResult> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(presented)))
      .limit(1)
      .for('update');
    if (!row) return { ok: false, reason: 'unknown' };
    const verdict = refreshVerdict(row, now);
    if (verdict === 'reused') await revokeFamily(tx, row.familyId, now);
    if (verdict !== 'live') return { ok: false, reason: verdict };
    if (!(await isActive(tx, row.userId))) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: 'inactive' };
    }
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
    const token = await insertToken(tx, row.userId, row.familyId, row.familyExpiresAt, now, config);
    return { ok: true, userId: row.userId, token };
  });
  return result;
}

export async function revokeFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Logout: revokes the whole family of `presented` (whichever of its tokens it is, rotated or current), so no
 * token of that session refreshes again. An unknown token changes nothing; the caller answers the same.
 */
export async function revokeFamilyOf(db: DbOrTx, presented: string, now: Date): Promise<void> {
  const family = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(presented)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(inArray(refreshTokens.familyId, family), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (deactivation, password change). */
export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
