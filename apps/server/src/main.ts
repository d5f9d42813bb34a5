import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { databaseUnavailable, openDatabase } from './db/database.ts';
import { cleanUp } from './db/housekeeping.ts';
import { seedDatabase } from './seed/index.ts';

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ config, database });

const seed = await seedDatabase(database.db, config);
if (seed.seeded) app.log.info('seeded an empty database');

// A safety net: every background task handles its own failures, but one that slips through is logged, and the
// server carries on serving instead of dying (Node's default).
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled promise rejection');
});

// Old rate-limit windows, counters and tokens are deleted every 10 minutes.
const housekeeping = setInterval(
  () =>
    void cleanUp(database.db, new Date()).catch((error: unknown) => {
      const unavailable = databaseUnavailable(error);
      app.log.warn(
        unavailable ? { cause: unavailable } : { err: error },
        'housekeeping failed; trying again in 10 minutes',
      );
    }),
  10 * 60 * 1000,
);
housekeeping.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  clearInterval(housekeeping);
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const lines = [
  `MIJAS Club is running at ${url} (database: ${database.kind}, mail: ${config.mail.transport})`,
  `API docs: ${url}/api/docs`,
];
if (config.devRoutes) lines.push(`Dev mailbox: ${url}/dev/mailbox`);
if (seed.accounts.length) {
  lines.push('Demo accounts:');
  for (const account of seed.accounts) {
    lines.push(`  ${account.role.padEnd(18)} ${account.username.padEnd(10)} ${account.password}`);
  }
}
app.log.info({ url, accounts: seed.accounts.map((a) => a.username) }, 'MIJAS Club is running');
// The banner for people (the structured line above is for log collectors).
console.log(`\n${lines.join('\n')}\n`);
if (config.production && config.seed.rootAdmin.password === 'Root#Mijas2026') {
  app.log.warn('ROOT_ADMIN_PASSWORD is the documented default: set your own before going live');
}
