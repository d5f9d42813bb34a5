import { ERROR_CODES, messages } from '@mijas/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/databases.ts';
import { client, createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/app.ts';
import { manualClock } from '../clock.ts';
import { formSubmissions } from '../db/schema.ts';

const HOUR = 60 * 60 * 1000;

describe.each(backends)('POST /Forms on %s', (backend) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-04-01T10:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, demo: false, env: { RATE_LIMIT_FORMS: '14' } });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const api = () => client(t.app);
  const submission = (email: string, type = 'Join Us') => ({
    type,
    major: 'Computer Science',
    name: 'Rana Khalil',
    email,
    mobile: '0791234567',
  });

  it('accepts 2 submissions per type per email per 24 h, then answers 409 with the spec message', async () => {
    const email = 'rana@example.com';
    for (let i = 0; i < 2; i += 1) {
      const response = await api().post('/Forms', submission(email));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: messages.api.formReceived });
    }
    const third = await api().post('/Forms', submission(email.toUpperCase()));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual([
      {
        code: ERROR_CODES.formLimitReached,
        description: 'You can send up to 2 Join Us submissions per 24 hours.',
      },
    ]);
    // The other type has its own allowance; the window slides.
    expect((await api().post('/Forms', submission(email, 'Inquiry'))).statusCode).toBe(201);
    clock.advance(24 * HOUR + 1000);
    expect((await api().post('/Forms', submission(email))).statusCode).toBe(201);
  });

  it('stores the mobile in E.164 and accepts a form without one', async () => {
    const { mobile: _mobile, ...withoutMobile } = submission('nomobile@example.com', 'Inquiry');
    expect((await api().post('/Forms', withoutMobile)).statusCode).toBe(201);
    expect((await api().post('/Forms', { ...withoutMobile, mobile: '' })).statusCode).toBe(201);
    const rows = await t.database.db.select().from(formSubmissions);
    expect(rows.find((row) => row.email === 'rana@example.com')?.mobile).toBe('+962791234567');
    expect(rows.filter((row) => row.email === 'nomobile@example.com').map((r) => r.mobile)).toEqual(
      [null, null],
    );
  });

  it('stores the message with its lines and the language the visitor wrote in (Accept-Language)', async () => {
    const message = 'Is there a family rate?\r\n\r\n\r\nAnd <b>parking</b>?';
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Forms',
      headers: { 'accept-language': 'ar' },
      payload: { ...submission('asks@example.com', 'Inquiry'), message },
    });
    expect(arabic.statusCode).toBe(201);
    // No message (or a blank one) is none; a request in no language of ours is English.
    expect(
      (await api().post('/Forms', { ...submission('asks@example.com'), message: ' \n ' }))
        .statusCode,
    ).toBe(201);
    const rows = (await t.database.db.select().from(formSubmissions)).filter(
      (row) => row.email === 'asks@example.com',
    );
    expect(rows.map(({ type, message, language }) => ({ type, message, language }))).toEqual([
      {
        type: 'Inquiry',
        message: 'Is there a family rate?\n\nAnd <b>parking</b>?',
        language: 'ar',
      },
      { type: 'Join Us', message: null, language: 'en' },
    ]);
  });

  it('rejects hostile input with 400 and stores nothing', async () => {
    const before = (await t.database.db.select().from(formSubmissions)).length;
    const cases: [unknown, string][] = [
      [{ ...submission('a@example.com'), type: 'Spam' }, 'InvalidType'],
      [{ ...submission('a@example.com'), name: '<script>alert(1)</script>' }, 'InvalidName'],
      [{ ...submission('a@example.com'), name: '' }, 'InvalidName'],
      [{ ...submission('not-an-email') }, 'InvalidEmail'],
      [{ ...submission('a@example.com'), mobile: '123' }, 'InvalidMobile'],
      [{ ...submission('a@example.com'), major: 'x'.repeat(101) }, 'InvalidMajor'],
      [{ ...submission('a@example.com'), message: 'x'.repeat(1001) }, 'InvalidMessage'],
      [{ ...submission('a@example.com'), message: ['x'] }, 'InvalidMessage'],
      [[submission('a@example.com')], 'InvalidRequest'],
    ];
    for (const [payload, code] of cases) {
      const response = await api().post('/Forms', payload as object);
      expect(response.statusCode).toBe(400);
      expect(response.json()[0].code).toBe(code);
    }
    expect((await t.database.db.select().from(formSubmissions)).length).toBe(before);
  });

  it('limits submissions per IP with 429 and Retry-After', async () => {
    let response;
    let n = 0;
    do {
      n += 1;
      response = await api().post('/Forms', submission(`ip${n}@example.com`));
    } while (response.statusCode === 201 && n < 30);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: messages.api.tooManyRequests });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(HOUR + 1000);
    expect((await api().post('/Forms', submission('after-window@example.com'))).statusCode).toBe(
      201,
    );
  });
});
