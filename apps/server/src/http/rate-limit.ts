/**
 * Per-IP fixed-window rate limit kept in the database (so N server processes share it). Use as a preHandler:
 * `preHandler: rateLimit('login')`. Over the limit: 429 `{message}` with `Retry-After`.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyRequests } from './errors.ts';

export type RateLimitName = keyof ServerConfig['rateLimits'];

/** Counts one hit of `key`; returns the count in the current window and when the window started. */
async function hit(app: FastifyInstance, key: string, windowSeconds: number) {
  const now = app.clock.now();
  const windowFloor = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await app.db
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

export function rateLimit(name: RateLimitName) {
  return async function rateLimitHook(this: FastifyInstance, request: FastifyRequest) {
    const app = request.server;
    const rule = app.config.rateLimits[name];
    const { count, windowStart } = await hit(app, `${name}:${request.ip}`, rule.windowSeconds);
    if (count > rule.max) {
      const retryAfter =
        (windowStart.getTime() + rule.windowSeconds * 1000 - app.clock.now().getTime()) / 1000;
      throw tooManyRequests(retryAfter);
    }
  };
}
