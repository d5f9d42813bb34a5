import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/databases.ts';
import {
  client,
  createTestApp,
  PRODUCTION_TEST_ENV,
  SETUP_TIMEOUT_MS,
  type TestApp,
} from '../../test/app.ts';
import { manualClock } from '../clock.ts';
import { outboxMails } from '../db/schema.ts';
import { queueMail } from './queue.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';
import { retryDelayMs } from './worker.ts';

/** A transport that is down until `up` is set, and records what it delivered. */
function flakyTransport() {
  const delivered: OutgoingMail[] = [];
  let attempts = 0;
  const transport: MailTransport & { up: boolean } = {
    name: 'flaky',
    up: false,
    async send(mail) {
      attempts += 1;
      if (!transport.up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      delivered.push(mail);
    },
  };
  return { transport, delivered, attempts: () => attempts };
}

describe('retryDelayMs', () => {
  it('doubles from the base and stops at one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30, 30_000)).toBe(60 * 60 * 1000);
  });
});

describe.each(backends)('mail worker on %s', (backend) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-02-01T12:00:00Z'));
  const flaky = flakyTransport();

  beforeAll(async () => {
    t = await createTestApp(backend, {
      clock,
      demo: false,
      mailTransport: flaky.transport,
      env: { MAIL_MAX_ATTEMPTS: '4', MAIL_RETRY_BASE_MS: '1000' },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  async function row(id: string) {
    const [mail] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    return mail!;
  }

  it('keeps mail while the transport is down and delivers it, once, when it is back', async () => {
    // A real flow: the root admin asks for a reset link while SMTP is down.
    const response = await client(t.app).post('/User/forgot-password', {
      email: 'root@mijas.example.com',
    });
    expect(response.statusCode).toBe(200);
    const [queued] = await t.database.db.select().from(outboxMails);
    expect(queued).toBeDefined();

    expect(await t.app.mailer.runOnce()).toBe(1);
    let mail = await row(queued!.id);
    expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mail.lastError).toContain('ECONNREFUSED');
    expect(mail.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 1000);

    // Not due yet: nothing is tried.
    expect(await t.app.mailer.runOnce()).toBe(0);
    clock.advance(1000);
    expect(await t.app.mailer.runOnce()).toBe(1);
    expect((await row(queued!.id)).attempts).toBe(2);

    flaky.transport.up = true;
    clock.advance(2000);
    expect(await t.app.mailer.runOnce()).toBe(1);
    mail = await row(queued!.id);
    expect(mail).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(flaky.delivered.map((m) => m.id)).toEqual([queued!.id]);
    expect(await t.app.mailer.runOnce()).toBe(0);
  });

  it('marks mail failed after the last attempt, still kept in the outbox', async () => {
    flaky.transport.up = false;
    const id = await queueMail(
      t.database.db,
      'someone@example.com',
      { subject: 'S', text: 'T', html: '<p>T</p>', links: [] },
      clock.now(),
    );
    for (let i = 0; i < 4; i += 1) {
      await t.app.mailer.runOnce();
      clock.advance(60 * 60 * 1000);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 4 });
    expect(await t.app.mailer.runOnce()).toBe(0);
  });

  it('lists every mail newest first at /dev/mailbox.json and /dev/mailbox', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(json.statusCode).toBe(200);
    const mails = json.json();
    expect(mails.map((mail: { to: string }) => mail.to)).toEqual([
      'someone@example.com',
      'root@mijas.example.com',
    ]);
    expect(Object.keys(mails[0]).sort()).toEqual(
      ['createdAt', 'html', 'id', 'links', 'status', 'subject', 'text', 'to'].sort(),
    );
    const html = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Reset your MIJAS Club password');
    expect(html.body).toContain('/reset-password?token=');
  });
});

describe('/dev in production', () => {
  it(
    'does not exist',
    async () => {
      const t = await createTestApp('pglite', {
        demo: false,
        env: PRODUCTION_TEST_ENV,
      });
      try {
        expect(t.config.production).toBe(true);
        const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
        expect(response.statusCode).toBe(404);
      } finally {
        await t.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('mail worker loop', () => {
  it(
    'delivers queued mail on its own, woken by the request that queued it',
    async () => {
      let delivered!: (mail: OutgoingMail) => void;
      const arrived = new Promise<OutgoingMail>((resolve) => {
        delivered = resolve;
      });
      const t = await createTestApp('pglite', {
        demo: false,
        // A long poll interval: only `wake()` can explain a prompt delivery.
        env: { MAIL_WORKER_INTERVAL_MS: '600000' },
        mailTransport: { name: 'recording', send: async (mail) => delivered(mail) },
      });
      try {
        const response = await client(t.app).post('/User/forgot-password', {
          email: 'root@mijas.example.com',
        });
        expect(response.statusCode).toBe(200);
        const mail = await arrived;
        expect(mail.to).toBe('root@mijas.example.com');
        expect(mail.subject).toBe('Reset your MIJAS Club password');
      } finally {
        await t.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
