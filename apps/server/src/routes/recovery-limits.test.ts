/**
 * Password recovery is limited per email address as well as per IP (issue 16, point 6): many IPs asking for one
 * address get the same answer, but only a few mails an hour go out, and reset codes can only be tried a few times
 * an hour. The per-IP limit keeps its 429.
 */
import { API_PREFIX, ERROR_CODES, messages } from '@mijas/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { outboxMails } from '../db/schema.ts';
import { manualClock } from '../clock.ts';
import { insertUser } from '../../test/users.ts';

const HOUR = 60 * 60 * 1000;

describe.each(backends)('recovery limits per address on %s', (backend) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-02T09:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp(backend, {
      clock,
      demo: false,
      env: {
        RATE_LIMIT_FORGOT_PER_ADDRESS: '3',
        RATE_LIMIT_RESET_CODE_PER_ADDRESS: '4',
        RATE_LIMIT_RECOVERY: '5',
      },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  let ip = 0;
  /** A call from an IP no other call used (so only the per-address limit can bite). */
  function fromNewIp(path: string, payload: object) {
    ip += 1;
    return t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${path}`,
      remoteAddress: `198.51.${Math.floor(ip / 250)}.${ip % 250}`,
      payload,
    });
  }

  async function mailsTo(email: string) {
    return t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email));
  }

  it('forgot-password: 40 calls for one address from 40 IPs queue 3 mails and get the same answer', async () => {
    const user = await insertUser(t);
    const answers = [];
    for (let i = 0; i < 40; i += 1) {
      // The address in any case and spacing is one address.
      const email = i % 2 ? user.email.toUpperCase() : ` ${user.email} `;
      answers.push(await fromNewIp('/User/forgot-password', { email }));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: messages.api.forgotPasswordSent });
    }
    expect(await mailsTo(user.email)).toHaveLength(3);

    // Another address has its own allowance; the first gets one again an hour later.
    const other = await insertUser(t);
    expect((await fromNewIp('/User/forgot-password', { email: other.email })).statusCode).toBe(200);
    expect(await mailsTo(other.email)).toHaveLength(1);
    clock.advance(HOUR + 1000);
    await fromNewIp('/User/forgot-password', { email: user.email });
    expect(await mailsTo(user.email)).toHaveLength(4);
  });

  it('verify-reset-code: after 4 tries an hour for one address even the right code is refused', async () => {
    const user = await insertUser(t);
    await fromNewIp('/User/forgot-password', { email: user.email });
    const [mail] = await mailsTo(user.email);
    const code = /(\d{6})/.exec(mail!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = [ERROR_CODES.invalidResetCode, messages.resetCode.invalid];
    for (let i = 0; i < 4; i += 1) {
      const answer = await fromNewIp('/User/verify-reset-code', { email: user.email, code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual([{ code: refused[0], description: refused[1] }]);
    }
    const right = await fromNewIp('/User/verify-reset-code', { email: user.email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual([{ code: refused[0], description: refused[1] }]);

    clock.advance(HOUR + 1000);
    await fromNewIp('/User/forgot-password', { email: user.email });
    const [fresh] = await mailsTo(user.email).then((mails) =>
      mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    );
    const freshCode = /(\d{6})/.exec(fresh!.text)![1]!;
    const ok = await fromNewIp('/User/verify-reset-code', { email: user.email, code: freshCode });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps the per-IP limit and its 429', async () => {
    const fromOneIp = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/User/forgot-password`,
        remoteAddress: '203.0.113.77',
        payload: { email: `nobody${i}@example.com` },
      });
    for (let i = 0; i < 5; i += 1) expect((await fromOneIp(i)).statusCode).toBe(200);
    const limited = await fromOneIp(5);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.api.tooManyRequests });
  });
});
