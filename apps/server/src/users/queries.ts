/**
 * A user's own account: the row by id, whether it is active, its language. The admin side's member and admin
 * records are `members/` and `admins/`.
 */
import { isRole, type Locale, type RequiredAction } from '@mijas/api/contract';
import { and, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import type { AuthUser } from '../http/context.ts';
import { refreshTokens, users, type UserRow } from '../db/schema.ts';

export async function findUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/**
 * The caller of an access token as the guard admits it: an account that exists, is active and holds one of our
 * roles, in a session (`sessionId`, the token's refresh family) that is not revoked; undefined otherwise (401).
 * One primary-key read per request, with the session's family looked up by its index in the same statement: a
 * deactivated account, a logout and a revoked family (reuse, password change) cut the token off at once, in every
 * process.
 */
export async function activeAccount(
  db: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<AuthUser | undefined> {
  const liveSession = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
      ),
    );
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
    })
    .from(users)
    .where(and(eq(users.id, userId), exists(liveSession)))
    .limit(1);
  if (!user || !user.isActive || !isRole(user.role)) return undefined;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    roles: [user.role],
    sessionId,
  };
}

/** Whether the account exists and is active (a refresh asks it inside its transaction). */
export async function isActiveUser(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.isActive);
}

/**
 * Stores the language the user reads. Mail already queued keeps its language; what is queued from now on is
 * written in this one.
 */
export async function setLanguage(
  db: DbOrTx,
  userId: string,
  language: Locale,
  now: Date,
): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

/** `required_actions` without `action`, as an SQL value (for an update's `set`). */
export function withoutRequiredAction(
  action: RequiredAction,
  from: SQL | typeof users.requiredActions = users.requiredActions,
) {
  return sql`array_remove(${from}, ${action})`;
}
