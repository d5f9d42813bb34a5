/**
 * Deletes rows that can no longer matter, so the auth tables stay small: rate-limit windows and login-failure
 * counters long past, refresh tokens past their session limit, action tokens long expired or used.
 * `main.ts`-started apps run it every `intervalMs`; it is safe to run from several processes at once.
 */
import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { DAY_MS } from '@mijas/api/contract';
import type { Db } from '../db/database.ts';
import { actionTokens, loginFailures, rateLimits, refreshTokens } from '../db/schema.ts';

export interface HousekeepingReport {
  rateLimits: number;
  loginFailures: number;
  refreshTokens: number;
  actionTokens: number;
}

export async function cleanUp(db: Db, now: Date): Promise<HousekeepingReport> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const deletedRateLimits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, dayAgo))
    .returning({ key: rateLimits.key });
  const deletedFailures = await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.lastFailureAt, dayAgo),
        or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, now)),
      ),
    )
    .returning({ key: loginFailures.key });
  const deletedRefresh = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.familyExpiresAt, dayAgo))
    .returning({ id: refreshTokens.id });
  const deletedActions = await db
    .delete(actionTokens)
    .where(
      or(
        lt(actionTokens.expiresAt, weekAgo),
        and(isNotNull(actionTokens.consumedAt), lt(actionTokens.consumedAt, weekAgo)),
      ),
    )
    .returning({ id: actionTokens.id });
  return {
    rateLimits: deletedRateLimits.length,
    loginFailures: deletedFailures.length,
    refreshTokens: deletedRefresh.length,
    actionTokens: deletedActions.length,
  };
}
