/**
 * The expiry reminders on three server processes and one PostgreSQL (issue 20's acceptance): members ending in
 * 30 and 7 days and today each get exactly one mail when `POST /RootAdmin/reminders/run` is called on the three
 * processes at once, several times; a member ending in 31 days and a deactivated one get nothing; the mailbox (an
 * SMTP sink) and the member history agree; a second round queues nothing.
 */
import {
  API_PREFIX,
  DAY_MS,
  MEMBER_ACTION_TYPES,
  type MemberHistoryResponse,
  type RunRemindersResponse,
} from '@mijas/api/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { memberships, outboxMails } from '../src/db/schema.ts';
import { startOfNextDay } from '../src/reminders/rules.ts';
import { ROOT, SETUP_TIMEOUT_MS, testConfig } from './app.ts';
import { backends, createPostgresDatabase } from './databases.ts';
import {
  call,
  startServer,
  startServers,
  stopServers,
  type ServerProcess,
} from './server-process.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { insertUser } from './users.ts';

const PROCESSES = 3;
const HOUR_MS = 60 * 60 * 1000;
const api = (path: string) => `${API_PREFIX}${path}`;

describe.runIf(backends.includes('postgres'))('reminders on three server processes', () => {
  let servers: ServerProcess[] = [];
  let sink: SmtpSink;
  let database: Database;
  let dropDatabase: () => Promise<void> = async () => {};
  let token: string;
  let env: NodeJS.ProcessEnv;
  /** The members by name: their address and whether a reminder is due. */
  const members: { name: string; email: string; due: boolean }[] = [];

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    sink = await startSmtpSink();
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: created.url,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: sink.url,
      MAIL_WORKER_INTERVAL_MS: '100',
      // Only the calls below run the job (the schedule is tested in the unit suite).
      REMINDER_INTERVAL_MS: '0',
    };
    servers = await startServers(PROCESSES, env);
    database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://', poolSize: 2 });
    const signedIn = await call<{ token: string }>(servers[0]!, 'POST', api('/User/login'), {
      body: { emailOrUsername: ROOT.username, password: ROOT.password },
    });
    expect(signedIn.status).toBe(200);
    token = signedIn.body.token;

    const now = Date.now();
    const add = async (
      name: string,
      expiresAt: number,
      due: boolean,
      extra: { deactivated?: boolean; language?: 'ar' } = {},
    ) => {
      const user = await insertUser(
        { database, config: testConfig() },
        {
          username: `cluster.${name}`,
          email: `cluster.${name}@example.org`,
          language: extra.language ?? 'en',
        },
      );
      await database.db.insert(memberships).values({
        memberId: user.id,
        expiresAt: new Date(expiresAt),
        deactivatedAt: extra.deactivated ? new Date(now) : null,
      });
      members.push({ name, email: user.email, due });
    };
    for (let i = 0; i < 4; i += 1) {
      await add(`month${i}`, now + 30 * DAY_MS - (i + 1) * HOUR_MS, true);
      await add(
        `week${i}`,
        now + 7 * DAY_MS - (i + 1) * HOUR_MS,
        true,
        i === 0 ? { language: 'ar' } : {},
      );
    }
    await add('today', startOfNextDay(new Date(now)).getTime(), true);
    await add('later', now + 31 * DAY_MS, false);
    await add('deactivated', now + 7 * DAY_MS - HOUR_MS, false, { deactivated: true });
  }, SETUP_TIMEOUT_MS * 2);

  afterAll(async () => {
    await stopServers(servers);
    await database?.close();
    await sink?.close();
    await dropDatabase();
  });

  /** Three runs on each process, all at once: the queued counts. */
  async function runEverywhere(): Promise<number[]> {
    const runs = await Promise.all(
      Array.from({ length: 3 * PROCESSES }, (_, i) =>
        call<RunRemindersResponse>(
          servers[i % PROCESSES]!,
          'POST',
          api('/RootAdmin/reminders/run'),
          {
            token,
          },
        ),
      ),
    );
    for (const run of runs) expect(run.status, JSON.stringify(run.body)).toBe(200);
    return runs.map((run) => run.body.queued);
  }

  async function reminderHistory(name: string) {
    const history = await call<MemberHistoryResponse>(
      servers[members.length % PROCESSES]!,
      'GET',
      api(`/Admin/members/member-history?memberUsername=cluster.${name}&pageSize=50`),
      { token },
    );
    expect(history.status).toBe(200);
    return history.body.membershipActions.filter(
      (action) => action.actionTypeId === MEMBER_ACTION_TYPES.reminderSent,
    );
  }

  it(
    'mails each due member exactly once whatever the processes and runs; mailbox and history agree',
    async () => {
      const queued = await runEverywhere();
      const due = members.filter((member) => member.due);
      expect(queued.reduce((sum, n) => sum + n, 0)).toBe(due.length);

      const addresses = members.map((member) => member.email);
      const ours = () =>
        sink.mails().filter((mail) => mail.to.some((to) => addresses.includes(to)));
      await sink.waitFor(() => ours().length >= due.length, `${due.length} reminders`);
      // Every outbox row of theirs is delivered (so nothing is still on its way), then count.
      await expect
        .poll(
          async () =>
            (
              await database.db
                .select({ status: outboxMails.status })
                .from(outboxMails)
                .where(inArray(outboxMails.to, addresses))
            ).every((row) => row.status === 'sent'),
          { timeout: 30_000, interval: 100 },
        )
        .toBe(true);

      const delivered = ours();
      for (const member of members) {
        const mails = delivered.filter((mail) => mail.to.includes(member.email));
        const history = await reminderHistory(member.name);
        expect([member.name, mails.length], 'mails').toEqual([member.name, member.due ? 1 : 0]);
        expect([member.name, history.length], 'history').toEqual([member.name, member.due ? 1 : 0]);
      }
      // In each member's language (the sink sees the encoded headers: read the outbox's text).
      const subjects = new Map(
        (
          await database.db
            .select({ to: outboxMails.to, subject: outboxMails.subject })
            .from(outboxMails)
            .where(inArray(outboxMails.to, addresses))
        ).map((row) => [row.to, row.subject]),
      );
      expect(subjects.get('cluster.week0@example.org')).toMatch(
        /^تنتهي عضويتك في نادي MIJAS بتاريخ /,
      );
      expect(subjects.get('cluster.week1@example.org')).toMatch(
        /^Your MIJAS Club membership ends on /,
      );
      expect(subjects.get('cluster.today@example.org')).toBe(
        'Your MIJAS Club membership ends today',
      );

      // A second round finds nothing left to send.
      expect(await runEverywhere()).toEqual(Array.from({ length: 3 * PROCESSES }, () => 0));
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'runs on its own every REMINDER_INTERVAL_MS in a process, which still exits 0 on SIGTERM',
    async () => {
      const user = await insertUser(
        { database, config: testConfig() },
        { username: 'cluster.scheduled', email: 'cluster.scheduled@example.org' },
      );
      await database.db
        .insert(memberships)
        .values({ memberId: user.id, expiresAt: new Date(Date.now() + 2 * DAY_MS) });
      const scheduled = await startServer({ ...env, REMINDER_INTERVAL_MS: '50' });
      servers.push(scheduled);
      await sink.waitFor(
        (mails) => mails.some((mail) => mail.to.includes(user.email)),
        'the scheduled reminder',
      );
      scheduled.kill('SIGTERM');
      expect(await scheduled.exited).toEqual({ code: 0, signal: null });
      servers.pop();
      expect(
        sink.mails().filter((mail) => mail.to.includes(user.email)),
        'one mail, however many ticks',
      ).toHaveLength(1);
    },
    SETUP_TIMEOUT_MS,
  );
});
