import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, startWarnings, StartupError, type ServerConfig } from './config.ts';
import { databaseUnavailable, openDatabase, type Database } from './db/database.ts';
import { cleanUp } from './operations/housekeeping.ts';
import { seedDatabase } from './seed/index.ts';
import { retirePublishedPasswords } from './seed/published-passwords.ts';
import {
  announceReady,
  clusterMetricsText,
  listenAsWorker,
  runPrimary,
} from './process/cluster.ts';
import { setMetricsSource } from './operations/metrics.ts';
import { drainOnSignals } from './process/shutdown.ts';

/**
 * Why the start failed, in one line when it is a known reason (a setting, the data directory, a database out of
 * reach); anything else keeps its stack for whoever debugs it.
 */
function startFailure(error: unknown, config: ServerConfig | undefined): string {
  if (error instanceof StartupError) return error.message;
  const unavailable = databaseUnavailable(error);
  if (unavailable && config?.databaseUrl) {
    const where = new URL(config.databaseUrl);
    return `the database at ${where.host} cannot be reached: ${unavailable.message}`;
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `port ${config?.port} is in use by another program: stop it or set PORT`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** The settings, or one line and exit 1. */
function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`MIJAS Club cannot start: ${startFailure(error, undefined)}`);
    process.exit(1);
  }
}

/** Which database serves, for the start log. */
function databaseName(config: ServerConfig): string {
  return config.databaseUrl
    ? `PostgreSQL at ${new URL(config.databaseUrl).host}`
    : `embedded PGlite in ${config.dataDir}`;
}

/** Opens what the server needs, in order; on a failure closes what was opened and exits 1 with one line. */
async function start(config: ServerConfig) {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await openDatabase(config);
    app = await buildApp({ config, database });
    const seed = await seedDatabase(database.db, config);
    if (seed.seeded) app.log.info('seeded an empty database');
    for (const { username, outcome } of await retirePublishedPasswords(database.db, config)) {
      app.log.warn(
        { username },
        outcome === 'replaced'
          ? `the root admin ${username} had the password README publishes: it is now ROOT_ADMIN_PASSWORD`
          : `the demo account ${username} had the password README publishes: it was removed (Forgot Password sets a new one)`,
      );
    }
    await app.listen({ port: config.port, host: config.host });
    return { config, database, app, seed };
  } catch (error) {
    console.error(`MIJAS Club cannot start: ${startFailure(error, config)}`);
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    process.exit(1);
  }
}

const config = readConfig();
if (cluster.isPrimary && config.webConcurrency > 1) {
  // The primary only forks and watches: each worker runs the rest of this file.
  runPrimary(config, databaseName(config));
} else {
  await serve();
}

async function serve() {
  listenAsWorker();
  // Under node:cluster a scrape on any worker answers every worker's sum (the default registry's text otherwise).
  setMetricsSource(clusterMetricsText);
  const { database, app, seed } = await start(config);
  const log = app.log;

  // A safety net: every background task handles its own failures, but one that slips through is logged, and the
  // server carries on serving instead of dying (Node's default).
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection');
  });

  // Old rate-limit windows, counters and tokens are deleted every 10 minutes.
  const housekeeping = setInterval(
    () =>
      void cleanUp(database.db, new Date()).catch((error: unknown) => {
        const unavailable = databaseUnavailable(error);
        log.warn(
          unavailable ? { cause: unavailable } : { err: error },
          'housekeeping failed; trying again in 10 minutes',
        );
      }),
    10 * 60 * 1000,
  );
  housekeeping.unref();

  drainOnSignals({
    app,
    database,
    timeoutMs: config.shutdownTimeoutMs,
    readyDelayMs: config.shutdownReadyDelayMs,
    onStop: () => clearInterval(housekeeping),
  });

  for (const warning of startWarnings(config)) log.warn(warning);

  const url = `http://localhost:${config.port}`;
  const lines = [
    `MIJAS Club is running at ${url} (database: ${database.kind}, mail: ${config.mail.transport}, ` +
      `worker processes: ${config.webConcurrency})`,
    `API docs: ${url}/api/docs`,
  ];
  if (config.devRoutes) lines.push(`Dev mailbox: ${url}/dev/mailbox`);
  if (seed.accounts.length) {
    // A production log keeps no password: its root password is a real one.
    lines.push(config.production ? 'Accounts:' : 'Demo accounts:');
    for (const account of seed.accounts) {
      const login = config.production
        ? account.username
        : `${account.username.padEnd(10)} ${account.password}`;
      lines.push(`  ${account.role.padEnd(18)} ${login}`);
    }
  }
  log.info({ url, accounts: seed.accounts.map((a) => a.username) }, 'MIJAS Club is running');
  // The banner for people (the structured line above is for log collectors): a cluster's primary prints it once.
  const banner = `\n${lines.join('\n')}\n`;
  if (cluster.isWorker) announceReady(banner);
  else console.log(banner);
}
