/**
 * The real server for the integration tests: in-process Fastify on an in-memory PGlite, seeded with the root
 * admin only, on a free port, with a clock the tests move.
 */
import type { AddressInfo } from 'node:net';
import { isLoginSecondStep, type LoginResponse, type LoginSecondStep } from '@mijas/api';
import { buildApp, loadConfig, openDatabase } from '../../apps/server/src/index.ts';
import { manualClock } from '../../apps/server/src/clock.ts';
import { seedDatabase } from '../../apps/server/src/seed/index.ts';

export async function startServer() {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', SEED_DEMO: '0' }),
    webDist: '/nonexistent',
  };
  const clock = manualClock(new Date('2026-05-01T08:00:00Z'));
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedDatabase(database.db, config, clock.now());
    const app = await buildApp({ config, database, clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      clock,
      config,
      database,
      root: config.seed.rootAdmin,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

/** SETUP: opening PGlite and migrating takes seconds on a busy 2-core machine. */
export const SETUP_TIMEOUT_MS = 60_000;

/** A password sign-in's tokens: no second step is owed here (the staff passkeys rule is off), one is a failure. */
export async function passwordTokens(
  answer: Promise<LoginResponse | LoginSecondStep>,
): Promise<LoginResponse> {
  const tokens = await answer;
  if (isLoginSecondStep(tokens)) throw new Error(`a second step was asked: ${tokens.secondStep}`);
  return tokens;
}
