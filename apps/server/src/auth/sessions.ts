/**
 * Refresh-token sessions. A login starts a family (10 h max); every refresh rotates the token (30 min idle);
 * presenting a token that was already rotated is reuse: the whole family is revoked.
 */
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
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

/** Where a login came from: its browser's user agent and the client's address as the server saw it. */
export interface SessionClient {
  userAgent: string | null;
  clientIp: string | null;
}

/** A user agent longer than this is cut: a header is the client's to fill. */
const USER_AGENT_MAX = 512;

async function insertToken(
  db: DbOrTx,
  userId: string,
  familyId: string,
  familyExpiresAt: Date,
  now: Date,
  config: ServerConfig,
  client: SessionClient,
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
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    clientIp: client.clientIp,
  });
  return {
    refreshToken,
    familyId,
    expiresIn: secondsUntil(expiresAt, now),
  };
}

/** Starts a new family for a login from `client`. */
export function startSession(
  db: DbOrTx,
  userId: string,
  now: Date,
  config: ServerConfig,
  client: SessionClient = { userAgent: null, clientIp: null },
): Promise<IssuedRefreshToken> {
  const familyExpiresAt = familyExpiry(now, config.tokens.refreshMaxSeconds);
  return insertToken(db, userId, randomUUID(), familyExpiresAt, now, config, client);
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
    const token = await insertToken(
      tx,
      row.userId,
      row.familyId,
      row.familyExpiresAt,
      now,
      config,
      {
        userAgent: row.userAgent,
        clientIp: row.clientIp,
      },
    );
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

/** A live session of a user (a family none of whose tokens was revoked, within its limits), as its list shows it. */
export interface LiveSession {
  id: string;
  userAgent: string | null;
  clientIp: string | null;
  /** When its login was. */
  createdAt: Date;
  /** When it was last refreshed (its login, if never). */
  lastUsedAt: Date;
}

/**
 * The user's live sessions, the one used last first: each family whose current token (neither rotated nor
 * revoked) has not expired.
 */
export async function liveSessions(db: DbOrTx, userId: string, now: Date): Promise<LiveSession[]> {
  const rows = await db
    .select({
      id: refreshTokens.familyId,
      userAgent: refreshTokens.userAgent,
      clientIp: refreshTokens.clientIp,
      lastUsedAt: refreshTokens.createdAt,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(refreshTokens.createdAt), refreshTokens.familyId);
  if (rows.length === 0) return [];
  const started = await db
    .select({ id: refreshTokens.familyId, createdAt: refreshTokens.createdAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        inArray(
          refreshTokens.familyId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const loginOf = new Map<string, Date>();
  for (const { id, createdAt } of started) {
    const known = loginOf.get(id);
    if (!known || createdAt < known) loginOf.set(id, createdAt);
  }
  return rows.map(({ id, userAgent, clientIp, lastUsedAt }) => ({
    id,
    userAgent,
    clientIp,
    createdAt: loginOf.get(id) ?? lastUsedAt,
    lastUsedAt,
  }));
}

/** Ends the user's session `familyId`; false when it is none of theirs (or already ended). */
export async function endSession(
  db: DbOrTx,
  userId: string,
  familyId: string,
  now: Date,
): Promise<boolean> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return ended.length > 0;
}

/** Ends every session of the user but `keep` (the one asking). */
export async function endOtherSessions(
  db: DbOrTx,
  userId: string,
  keep: string,
  now: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        ne(refreshTokens.familyId, keep),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
