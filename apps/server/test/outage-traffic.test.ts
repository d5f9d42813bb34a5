/**
 * A PostgreSQL outage under traffic (issue 19): two server processes on a PostgreSQL 15 of this test's own serve a
 * continuous loop of reads and writes while PostgreSQL is stopped for 10 s and started again. Every answer is a
 * 2xx or a 503 `{message}` (never a 500, never a dropped connection), the ready check says not ready during the
 * outage, the processes stay up, and service and mail come back without a restart.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { API_PREFIX, messages, type RenewMembershipResponse } from '@mijas/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { queueMail } from '../src/mail/queue.ts';
import { newMember, ROOT, SETUP_TIMEOUT_MS } from './app.ts';
import { backends } from './databases.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import {
  call,
  READY_PATH,
  startServers,
  stopServers,
  type Reply,
  type ServerProcess,
} from './server-process.ts';
import { startSmtpSink, type DeliveredMail, type SmtpSink } from './smtp-sink.ts';

/** How long PostgreSQL stays down. */
const OUTAGE_MS = 10_000;
/** The address of a mail that falls due while PostgreSQL is down. */
const DUE_DURING_OUTAGE = 'due.during.outage@example.org';
/** Request loops per process. */
const LOOPS_PER_PROCESS = 2;

const api = (path: string) => `${API_PREFIX}${path}`;

type Phase = 'before' | 'outage' | 'after';

interface Answer {
  phase: Phase;
  server: number;
  what: 'list' | 'renew' | 'info' | 'create';
  /** The reply, or what fetch threw (a reset or refused connection). */
  reply?: Reply<unknown>;
  error?: unknown;
  /** The member a 201 `create` added. */
  email?: string;
}

describe.runIf(backends.includes('postgres'))('a 10 s PostgreSQL outage under traffic', () => {
  let postgres: PostgresServer | undefined;
  let sink: SmtpSink | undefined;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    sink = await startSmtpSink();
    servers = await startServers(2, {
      NODE_ENV: 'test',
      DATABASE_URL: postgres.url,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: sink.url,
      MAIL_WORKER_INTERVAL_MS: '100',
    });
  }, SETUP_TIMEOUT_MS * 2);

  afterAll(async () => {
    await stopServers(servers);
    await sink?.close();
    await postgres?.stop();
  });

  it(
    'answers 2xx or 503 {message} throughout, stays up, says not ready, and resumes service and mail',
    async () => {
      const pg = postgres!;
      const mailSink = sink!;
      const signedIn = await call<{ token: string }>(servers[0]!, 'POST', api('/User/login'), {
        body: { emailOrUsername: ROOT.username, password: ROOT.password },
      });
      expect(signedIn.status).toBe(200);
      const { token } = signedIn.body;
      const created = await call<{ id: string }>(servers[1]!, 'POST', api('/Admin/members'), {
        token,
        body: newMember('outage.renewed'),
      });
      expect(created.status).toBe(201);
      const memberId = created.body.id;

      let phase: Phase = 'before';
      let running = true;
      const answers: Answer[] = [];
      /** Listeners told of each answer (to await "a write succeeded after the restart"). */
      const listeners = new Set<(answer: Answer) => void>();
      const until = (done: (answer: Answer) => boolean) =>
        new Promise<void>((resolve) => {
          const check = (answer: Answer) => {
            if (!done(answer)) return;
            listeners.delete(check);
            resolve();
          };
          listeners.add(check);
        });

      let sequence = 0;
      async function loop(server: number) {
        const target = servers[server]!;
        while (running) {
          sequence += 1;
          const step = sequence;
          const at = phase;
          const what = (['list', 'renew', 'info', 'create'] as const)[step % 4]!;
          const email = newMember(`outage${step}`).email;
          const answer: Answer = { phase: at, server, what };
          try {
            answer.reply =
              what === 'list'
                ? await call(target, 'GET', api('/Admin/members?pageNumber=1'), { token })
                : what === 'renew'
                  ? await call<RenewMembershipResponse>(
                      target,
                      'PUT',
                      api('/Admin/members/renew-membership'),
                      { token, body: { memberId, numberOfDays: 1, amount: 5 } },
                    )
                  : what === 'info'
                    ? await call(
                        target,
                        'GET',
                        api(`/Member/membership-info?memberId=${memberId}`),
                        {
                          token,
                        },
                      )
                    : await call(target, 'POST', api('/Admin/members'), {
                        token,
                        body: newMember(`outage${step}`),
                      });
            if (what === 'create' && answer.reply.status === 201) answer.email = email;
          } catch (error) {
            answer.error = error;
          }
          answers.push(answer);
          for (const listener of listeners) listener(answer);
        }
      }
      const ok = (answer: Answer) => (answer.reply?.status ?? 0) < 300 && !answer.error;
      const servedWrites = (wanted: Phase) =>
        Promise.all(
          servers.map((_, server) =>
            until(
              (answer) =>
                answer.phase === wanted &&
                answer.server === server &&
                (answer.what === 'create' || answer.what === 'renew') &&
                ok(answer),
            ),
          ),
        );
      const ready = (server: ServerProcess) => call(server, 'GET', READY_PATH);

      const loops = servers.flatMap((_, server) =>
        Array.from({ length: LOOPS_PER_PROCESS }, () => loop(server)),
      );
      try {
        // Traffic flows on both processes, then PostgreSQL goes, with a mail falling due in the middle of it.
        await servedWrites('before');
        const other = await openDatabase({
          databaseUrl: pg.url,
          dataDir: 'memory://',
          poolSize: 1,
        });
        await queueMail(
          other.db,
          DUE_DURING_OUTAGE,
          { subject: 'Due during the outage', text: 'Late.', html: '<p>Late.</p>', links: [] },
          new Date(Date.now() + OUTAGE_MS / 2),
        );
        await other.close();
        phase = 'outage';
        const down = Date.now();
        await pg.shutDown('fast');
        for (const server of servers) {
          await expect.poll(async () => (await ready(server)).status, { interval: 100 }).toBe(503);
        }
        // Both processes answer the traffic during the outage (with 503s).
        await Promise.all(
          servers.map((_, server) =>
            until((answer) => answer.phase === 'outage' && answer.server === server),
          ),
        );
        // The outage's length (the scenario itself, not a wait for something to happen).
        await delay(Math.max(0, OUTAGE_MS - (Date.now() - down)));
        for (const server of servers) expect((await ready(server)).status).toBe(503);
        expect(mailSink.mails().filter((mail) => mail.to.includes(DUE_DURING_OUTAGE))).toEqual([]);

        await pg.startAgain();
        phase = 'after';
        for (const server of servers) {
          await expect.poll(async () => (await ready(server)).status, { interval: 100 }).toBe(200);
        }
        await servedWrites('after');
      } finally {
        running = false;
        await Promise.all(loops);
      }

      // Never a dropped connection, never a 500: 2xx, or 503 with the catalogue's message and a Retry-After.
      expect(
        answers.filter((answer) => answer.error).map((answer) => String(answer.error)),
      ).toEqual([]);
      for (const answer of answers) {
        const { status, body, headers } = answer.reply!;
        if (status < 300) continue;
        expect({ phase: answer.phase, what: answer.what, status, body }).toEqual({
          phase: answer.phase,
          what: answer.what,
          status: 503,
          body: { message: messages.api.serviceUnavailable },
        });
        expect(headers.get('retry-after')).toBeTruthy();
      }
      const during = answers.filter((answer) => answer.phase === 'outage');
      for (const server of servers.keys()) {
        expect(
          during.filter((answer) => answer.server === server && answer.reply?.status === 503),
          `503s of process ${server} during the outage`,
        ).not.toHaveLength(0);
      }
      // Both processes stayed up (no restart) and no failure went unhandled.
      for (const server of servers) {
        expect(server.exitCode()).toBeNull();
        expect(server.output()).not.toMatch(/unhandled|"level":50/i);
      }

      // Mail resumes by itself: the mail that fell due during the outage and the verification mail of every
      // member acknowledged (before, and after the restart on both processes) reach the SMTP sink.
      const addresses = [
        DUE_DURING_OUTAGE,
        ...answers.flatMap((answer) => (answer.email ? [answer.email] : [])),
      ];
      expect(
        answers.filter((answer) => answer.phase === 'after' && answer.email).length,
      ).toBeGreaterThan(0);
      const arrived = (mails: DeliveredMail[], address: string) =>
        mails.some((mail) => mail.to.includes(address));
      await mailSink
        .waitFor(
          (mails) => addresses.every((address) => arrived(mails, address)),
          `a mail to each of ${addresses.length} addresses`,
        )
        .catch((error: Error) => {
          const missing = addresses.filter((address) => !arrived(mailSink.mails(), address));
          throw new Error(`${error.message}; none reached ${missing.join(', ')}`);
        });
    },
    SETUP_TIMEOUT_MS * 2,
  );
});
