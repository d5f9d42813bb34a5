/**
 * Fixed-window rate limits kept in the database (so N server processes share them).
 * - Per IP, as a preHandler: `preHandler: rateLimit('login')`. Over the limit: 429 `{message}` with `Retry-After`.
 * - Per subject (an email address): `withinLimit(db, rule, key, now)` counts a hit and says whether it is within
 *   the limit, so the route can answer exactly as it would otherwise (nothing revealed about the subject).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule, ServerConfig } from '../config.ts';
import type { DbOrTx } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyRequests } from './errors.ts';

export type RateLimitName = keyof ServerConfig['rateLimits'];

/** Counts one hit of `key`; returns the count in the current window and when the window started. */
async function hit(db: DbOrTx, key: string, windowSeconds: number, now: Date) {
  const windowFloor = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowFloor.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowFloor.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row ?? { count: 1, windowStart: now };
}

/**
 * Counts one hit of `key` under `rule` (inside the caller's transaction when given one) and tells whether it is
 * still within the limit.
 */
export async function withinLimit(
  db: DbOrTx,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<boolean> {
  const { count } = await hit(db, key, rule.windowSeconds, now);
  return count <= rule.max;
}

export function rateLimit(name: RateLimitName) {
  return async function rateLimitHook(this: FastifyInstance, request: FastifyRequest) {
    const app = request.server;
    const rule = app.config.rateLimits[name];
    const key = `${name}:${request.ip}`;
    const { count, windowStart } = await hit(app.db, key, rule.windowSeconds, app.clock.now());
    if (count > rule.max) {
      const retryAfter =
        (windowStart.getTime() + rule.windowSeconds * 1000 - app.clock.now().getTime()) / 1000;
      throw tooManyRequests(retryAfter);
    }
  };
}
