/**
 * What every route can reach through the Fastify instance (`app.db`, `app.config`, …) and the request
 * (`request.user` after `app.authenticate` / `app.requireRole`).
 */
import type { Role } from '@mijas/api/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import type { ImportReader } from '../import/reader.ts';
import type { MailWorker } from '../mail/worker.ts';
import type { ReminderJob } from '../reminders/job.ts';

/** The authenticated caller, set by the auth guard. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  roles: Role[];
  /** The session the request's token belongs to (its refresh family, the token's `sid`). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: Database;
    db: Db;
    clock: Clock;
    tokens: TokenService;
    mailer: MailWorker;
    /** The membership expiry reminders (`reminders/job.ts`): `runOnce()`, `stop()`. */
    reminders: ReminderJob;
    /** The import's worker threads (`import/reader.ts`): `read(request, locale)`, closed with the app. */
    importReader: ImportReader;
    /** Requests being answered now, the caller's included (`http/in-flight.ts`). */
    requestsInFlight(): number;
    /** preHandler: a valid access token of an active user; sets `request.user`. 401 otherwise. */
    authenticate: preHandlerAsyncHookHandler;
    /**
     * preHandler: authenticated and holding one of `roles` (a root admin counts as an admin); 403 otherwise.
     * E.g. `{ preHandler: app.requireRole('mijas-admin') }`.
     */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `authenticate` / `requireRole`; null on public routes. */
    user: AuthUser | null;
  }
}
