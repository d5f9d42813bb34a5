import {
  API_PREFIX,
  CARD_TOKEN_MAX_LENGTH,
  endpoints,
  ERROR_CODES,
  fastifyPath,
  messages,
} from '@mijas/api/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { registerAuthGuard } from './auth/guard.ts';
import { createTokenService } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { registerDevRoutes } from './dev/mailbox.ts';
import { systemClock, type Clock } from './clock.ts';
import { serializeError, serializeRequest } from './http/log.ts';
import { registerRequestsInFlight } from './http/in-flight.ts';
import { registerHttp, requestId } from './http/plugin.ts';
import { createImportReader, type ImportReader } from './import/reader.ts';
import { createTransport, type MailTransport } from './mail/transport.ts';
import { createMailWorker } from './mail/worker.ts';
import { registerOpenApi } from './openapi/index.ts';
import { registerOperations } from './operations/index.ts';
import { registerDrain } from './process/drain.ts';
import { createReminderJob } from './reminders/job.ts';
import { registerWebApp } from './web-app.ts';
import adminRoutes from './routes/admin.ts';
import adminApplicationRoutes from './routes/admin-applications.ts';
import adminImportRoutes from './routes/admin-import.ts';
import adminMemberRoutes from './routes/admin-members.ts';
import landingFormRoutes from './routes/landing-form.ts';
import memberRoutes from './routes/member.ts';
import publicRoutes from './routes/public.ts';
import rootAdminRoutes from './routes/root-admin.ts';
import paymentRoutes from './routes/payments.ts';
import userRoutes from './routes/user.ts';

/** How much lower the import's worker threads' CPU priority is in production (`import/reader.ts`). */
const PRODUCTION_IMPORT_NICE = 10;

/** The addresses of the card check, `/api/v1/Public/verify/…`. */
const CARD_CHECK_PREFIX = `${API_PREFIX}${fastifyPath(endpoints.verifyCard.path)}`.replace(
  /:token$/,
  '',
);

/**
 * Fastify's `trustProxy` for `TRUST_PROXY`: the listed proxies' addresses as they are; a number of proxies as a
 * trust function of the hop (this Fastify trusts no hop for a number, since the peer's address is not checked:
 * docs/operations.md "Production" says to list the addresses when clients can reach the server other than through the proxies).
 */
export function proxyTrust(
  trust: ServerConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust;
  return trust > 0 ? (_address, hop) => hop < trust : false;
}

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  /** Time source (tests pass a controllable clock). */
  clock?: Clock;
  /** Mail transport instead of the configured one (tests pass a failing or recording one). */
  mailTransport?: MailTransport;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The module the import's worker threads run instead of `import/read-task.ts` (tests: one that waits or fails). */
  importTask?: URL;
  /**
   * Import worker threads shared with other apps (tests: a thread starts from the TypeScript sources in seconds),
   * which this app uses but does not close. Without it the app has its own, closed with it.
   */
  importReader?: ImportReader;
}

/**
 * Builds the HTTP app: the API under /api/v1, the JWKS, /healthz, /readyz and /metrics (`operations/`), /dev/*
 * outside production and, when built, the SPA with history fallback. Does not listen: `main.ts` does, tests use `app.inject`.
 */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  mailTransport,
  logStream,
  importTask,
  importReader,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Mail links carry their token in the address: its value never reaches a log line.
      serializers: { req: serializeRequest, err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    trustProxy: proxyTrust(config.trustProxy),
    genReqId: requestId,
    // A request that reaches a closing server (on a connection accepted before the port closed) is answered, with
    // `Connection: close`, not refused with Fastify's own 503 (`process/drain.ts`).
    return503OnClosing: false,
    // A card token (`/Public/verify/{token}`) is a few hundred characters; one past the longest accepted reaches
    // its route, which refuses it as it refuses any bad token.
    routerOptions: { maxParamLength: CARD_TOKEN_MAX_LENGTH + 1 },
    // A longer parameter matches no route: a 404 `{message}` like any other; an address the router cannot decode
    // is a 400; on a card check's address, either is a bad token ("card not recognised", 404). Never Fastify's
    // own body, which quotes the address.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (request.url.startsWith(CARD_CHECK_PREFIX)) {
        return void reply.code(404).send({ message: messages.api.cardNotRecognised });
      }
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        return void reply.code(404).send({ message: messages.api.notFound });
      }
      const item = { code: ERROR_CODES.invalidRequest, description: messages.api.invalidRequest };
      return void reply.code(400).send([item]);
    },
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  app.decorate('tokens', await createTokenService(database.db, config, clock));
  app.decorate(
    'mailer',
    createMailWorker({
      db: database.db,
      config,
      clock,
      transport: mailTransport ?? createTransport(config),
      log: app.log.child({ component: 'mail' }),
    }),
  );
  app.decorate(
    'reminders',
    createReminderJob({
      db: database.db,
      config,
      clock,
      log: app.log.child({ component: 'reminders' }),
      onQueued: () => app.mailer.wake(),
    }),
  );
  const ownImportReader = importReader
    ? undefined
    : createImportReader({
        log: app.log.child({ component: 'import' }),
        nice: config.production ? PRODUCTION_IMPORT_NICE : 0,
        ...(importTask ? { task: importTask } : {}),
      });
  app.decorate('importReader', importReader ?? ownImportReader!);
  app.addHook('onClose', async () => {
    await Promise.all([app.reminders.stop(), app.mailer.stop(), ownImportReader?.close()]);
  });

  registerDrain(app);
  await registerHttp(app);
  registerRequestsInFlight(app);
  // Before every other route: its hook counts each request by route pattern.
  await registerOperations(app);
  registerAuthGuard(app);

  // Asks the database, so an outage answers 503 `{message}` (the error handler) instead of claiming all is well.
  app.get('/api/health', async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok', database: database.kind };
  });
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.tokens.jwks();
  });

  await app.register(
    async (api) => {
      await api.register(userRoutes);
      await api.register(memberRoutes);
      await api.register(landingFormRoutes);
      await api.register(adminRoutes);
      await api.register(adminApplicationRoutes);
      await api.register(adminMemberRoutes);
      await api.register(adminImportRoutes);
      await api.register(rootAdminRoutes);
      await api.register(paymentRoutes);
      await api.register(publicRoutes);
    },
    { prefix: API_PREFIX },
  );
  await registerOpenApi(app);
  if (config.devRoutes) await app.register(registerDevRoutes);

  await registerWebApp(app, config.webDist, config.publicUrl);

  return app;
}
