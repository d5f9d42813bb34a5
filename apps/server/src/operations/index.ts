/**
 * What an operator's tools ask a server process (outside `/api/v1` and the contract's endpoint table):
 *
 * - `GET /healthz`: 200 `{ status: 'ok' }` whenever the process answers (no database call): liveness.
 * - `GET /readyz`: 200 `{ status: 'ready', database }` when the database answers and holds every migration of
 *   this build, else 503 `{ message }` with `Retry-After` (never a 500): readiness, for a load balancer. 503 too
 *   from SIGTERM on (`process/drain.ts`).
 * - `GET /metrics`: Prometheus text (`metrics.ts`; the workers' sum under node:cluster, `process/cluster.ts`), only
 *   with `METRICS_TOKEN` set (else no such route: 404) and for `Authorization: Bearer <METRICS_TOKEN>` (else 401).
 *
 * Probes are polled every few seconds: neither is rate-limited or cached, and their request lines are not logged
 * at info (a readiness change is, once). `/metrics` is limited per IP (`RATE_LIMIT_METRICS` a minute, token or
 * not: a token cannot be guessed at speed), counted in the process's memory so that it answers while the database
 * is down. Every request is counted here by route pattern and status.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../auth/guard.ts';
import { serviceUnavailable, tooManyRequests, unauthorized } from '../http/errors.ts';
import {
  METRICS_CONTENT_TYPE,
  metrics,
  metricsText,
  trackDatabase,
  UNMATCHED_ROUTE,
} from './metrics.ts';
import { notReadyReason, readJournal } from './readiness.ts';

/** Probes and scrapes log at warn and above only: no line per poll. */
const QUIET = { logLevel: 'warn' } as const;

/** Constant-time: compares digests of equal length, whatever the lengths of the texts. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function registerOperations(app: FastifyInstance): Promise<void> {
  const { httpRequests, httpDuration } = metrics();
  const untrack = trackDatabase(app.database);
  app.addHook('onClose', async () => untrack());

  // The route's pattern (`/api/v1/Admin/members/:id`), never the address: no ids or tokens in a label.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const { method } = request;
    httpRequests.inc({ method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
  });

  app.get('/healthz', QUIET, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  const journal = readJournal();
  let ready = true;
  app.get('/readyz', QUIET, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Leaving (SIGTERM): the load balancer is to send nothing more, while the process still answers.
    if (app.drain.draining) throw serviceUnavailable();
    const reason = await notReadyReason(app.database, journal);
    if (reason) {
      // The app's logger, not the route's (warn and above): a change of state is said once, at its level.
      if (ready) app.log.warn({ reqId: request.id, reason }, 'not ready');
      ready = false;
      throw serviceUnavailable();
    }
    if (!ready) app.log.info({ reqId: request.id }, 'ready again');
    ready = true;
    return { status: 'ready', database: app.database.kind };
  });

  const token = app.config.metricsToken;
  if (token) {
    // Only the routes that ask for it; over the limit, the contract's 429 (its own Retry-After, no other header).
    await app.register(rateLimit, {
      global: false,
      addHeaders: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
        'retry-after': false,
      },
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });
    const { max, windowSeconds } = app.config.rateLimits.metrics;
    const limited = { rateLimit: { max, timeWindow: windowSeconds * 1000 } };
    app.get('/metrics', { ...QUIET, config: limited }, async (request, reply) => {
      const given = bearerToken(request);
      if (given === undefined || !sameSecret(given, token)) throw unauthorized();
      let text: string;
      try {
        text = await metricsText();
      } catch (error) {
        // The cluster's sum without an answer from the primary or a worker: try again at the next scrape.
        request.log.warn({ err: error }, 'metrics unavailable');
        throw serviceUnavailable();
      }
      return reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE).send(text);
    });
  }
}
