/**
 * A PostgreSQL outage, for real: the server process runs on a PostgreSQL 15 of this test's own, which is stopped
 * (`pg_ctl stop -m fast` and `-m immediate`) and started again on the same port and data directory.
 */
import { API_PREFIX, messages } from '@mijas/api/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseUnavailable, openDatabase } from '../src/db/database.ts';
import { queueMail } from '../src/mail/queue.ts';
import { ROOT, SETUP_TIMEOUT_MS } from './app.ts';
import { backends } from './databases.ts';
import { startPostgres } from './postgres-server.ts';
import { startServer, type ServerProcess } from './server-process.ts';

async function call(server: ServerProcess, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.origin}${path}`, init);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe.runIf(backends.includes('postgres'))('a PostgreSQL outage', () => {
  it(
    'answers 503 while PostgreSQL is down, never ends the process, and serves and delivers mail when it is back',
    async () => {
      const postgres = await startPostgres();
      onTestFinished(() => postgres.stop());
      const server = await startServer({
        NODE_ENV: 'test',
        DATABASE_URL: postgres.url,
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        // The worker's own loop, fast: it runs through the outage and must keep running.
        MAIL_WORKER_INTERVAL_MS: '100',
      });

      const login = () =>
        call(server, `${API_PREFIX}/User/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ emailOrUsername: ROOT.username, password: ROOT.password }),
        });
      const signedIn = await login();
      expect(signedIn.status).toBe(200);
      const auth = { authorization: `Bearer ${(signedIn.body as { token: string }).token}` };
      const members = () =>
        call(server, `${API_PREFIX}/Admin/members?pageNumber=1`, { headers: auth });
      const unavailable = { message: messages.api.serviceUnavailable };

      for (const mode of ['fast', 'immediate'] as const) {
        const before = server.output().length;
        await postgres.shutDown(mode);
        // The worker meets the outage on its next round (this is where the process used to die).
        await server.waitFor(/mail worker: the database is unavailable/, before);

        for (const answer of [await members(), await login(), await call(server, '/api/health')]) {
          expect(answer.status, `${mode}: ${JSON.stringify(answer.body)}`).toBe(503);
          expect(answer.body).toEqual(unavailable);
          expect(answer.headers.get('retry-after')).toBe('5');
        }
        expect(server.exitCode()).toBeNull();

        await postgres.startAgain();
        expect((await members()).status).toBe(200);
        expect(await call(server, '/api/health')).toMatchObject({
          status: 200,
          body: { status: 'ok', database: 'postgres' },
        });
        // Mail queued by another process wakes nobody here: only the worker's own schedule delivers it.
        const other = await openDatabase({
          databaseUrl: postgres.url,
          dataDir: 'memory://',
          poolSize: 1,
        });
        const mailId = await queueMail(
          other.db,
          'after.outage@example.org',
          { subject: `After the ${mode} stop`, text: 'Back.', html: '<p>Back.</p>', links: [] },
          new Date(),
        );
        await other.close();
        await server.waitFor(new RegExp(`"mailId":"${mailId}".*"msg":"mail delivered"`), before);
      }

      // No failure went unhandled or ended as a 500.
      expect(server.output()).not.toMatch(/unhandled/i);
      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
    SETUP_TIMEOUT_MS * 3,
  );

  it(
    'fails a transaction whose connection drops between two queries as unavailable, without ending the process',
    async () => {
      const postgres = await startPostgres();
      onTestFinished(() => postgres.stop());
      const database = await openDatabase({
        databaseUrl: postgres.url,
        dataDir: 'memory://',
        onPoolError: () => {},
      });
      onTestFinished(() => database.close());
      // The connection is checked out and idle (no query running) when PostgreSQL goes: node-postgres then emits
      // 'error' on the client itself, which ends the process unless someone listens.
      const outcome = database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await postgres.shutDown('immediate');
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          (error: unknown) => databaseUnavailable(error),
        );
      expect(await outcome).toMatchObject({ message: expect.any(String) });
      await postgres.startAgain();
      expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    },
    SETUP_TIMEOUT_MS,
  );
});
