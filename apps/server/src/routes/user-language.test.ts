/**
 * `PUT /User/language` and the mail that follows the stored language (issue 18), through HTTP: a signed-in user
 * stores 'en' or 'ar'; mail to them is written in it when it is queued.
 */
import { ERROR_CODES, messagesFor, ROLES } from '@mijas/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, login, SETUP_TIMEOUT_MS, type TestApp } from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { users } from '../db/schema.ts';
import { manualClock } from '../clock.ts';
import { arabicMail, englishMail } from '../mail/messages.ts';
import { insertUser, TEST_PASSWORD } from '../../test/users.ts';

interface Mail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

describe.each(backends)('the user’s language on %s', (backend) => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-01T09:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp(backend, { demo: false, clock });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(role: string = ROLES.member) {
    const user = await insertUser(t, { role, firstName: 'Lina' });
    const { token } = await login(t.app, { username: user.username, password: TEST_PASSWORD });
    return { user, api: client(t.app, token) };
  }

  async function storedLanguage(id: string) {
    const [row] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, id));
    return row?.language;
  }

  async function mailsTo(email: string): Promise<Mail[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Mail[];
  }

  function forgotPassword(email: string, language?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/User/forgot-password',
      payload: { email },
      headers: language ? { 'accept-language': language } : {},
    });
  }

  it('is English until the user chooses, then what they chose', async () => {
    for (const role of [ROLES.member, ROLES.admin, ROLES.rootAdmin]) {
      const { user, api } = await signedIn(role);
      expect(await storedLanguage(user.id), role).toBe('en');
      const response = await api.put('/User/language', { language: 'ar' });
      expect(response.statusCode, role).toBe(200);
      expect(response.json(), role).toEqual({ language: 'ar' });
      expect(await storedLanguage(user.id), role).toBe('ar');
    }
  });

  it('is refused to a caller who is not signed in (401)', async () => {
    const response = await client(t.app).put('/User/language', { language: 'ar' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a language the club does not speak (400), in the language of the request', async () => {
    const { user, api } = await signedIn();
    for (const body of [{ language: 'fr' }, { language: 'AR' }, {}, { language: 3 }]) {
      const response = await api.put('/User/language', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual([
        { code: 'InvalidLanguage', description: messagesFor('en').api.invalidRequest },
      ]);
    }
    // The schema's message, read when the request is refused: in Arabic for an Arabic request.
    const { token } = await login(t.app, { username: user.username, password: TEST_PASSWORD });
    const arabic = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/User/language',
      payload: { language: 'fr' },
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar-JO' },
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual([
      { code: 'InvalidLanguage', description: messagesFor('ar').api.invalidRequest },
    ]);
    expect(messagesFor('ar').api.invalidRequest).not.toBe(messagesFor('en').api.invalidRequest);
    expect(arabic.headers['content-language']).toBe('ar');
    expect(await storedLanguage(user.id)).toBe('en');
  });

  it('writes the reset mail of a user who chose Arabic in Arabic, right to left', async () => {
    const { user, api } = await signedIn();
    expect((await api.put('/User/language', { language: 'ar' })).statusCode).toBe(200);
    // Asked from an English page: the mail follows the account, not the request.
    expect((await forgotPassword(user.email, 'en-US')).statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe(arabicMail.passwordReset.subject);
    expect(mail?.text).toContain(arabicMail.passwordReset.requested);
    expect(mail?.text).toContain(arabicMail.passwordReset.validFor(15));
    expect(mail?.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail?.html).toContain(`<h1 style="font-size:20px;margin:0 0 16px">نادي MIJAS</h1>`);
    // The link and the code read left to right inside the Arabic sentences.
    const [link] = mail?.links ?? [];
    expect(mail?.html).toContain(`dir="ltr">${link?.replace(/&/g, '&amp;')}</a>`);
    expect(mail?.html).toMatch(/<strong dir="ltr"[^>]*>\d{6}<\/strong>/);
    expect(mail?.text).toMatch(/\u2066\d{6}\u2069/);
  });

  it('writes the reset mail of a user who never chose in English, whatever the request’s language', async () => {
    const { user } = await signedIn();
    expect((await forgotPassword(user.email, 'ar-JO')).statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe(englishMail.passwordReset.subject);
    expect(mail?.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(mail?.text).toContain(
      `${englishMail.passwordReset.requested} ${englishMail.passwordReset.openLink}`,
    );
    expect(mail?.text).not.toMatch(/[\u2066-\u2069]/);
  });

  it('decides the language when the mail is queued: a later change leaves it as written', async () => {
    const { user, api } = await signedIn();
    await api.put('/User/language', { language: 'ar' });
    await forgotPassword(user.email);
    await api.put('/User/language', { language: 'en' });
    await t.app.mailer.runOnce();
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe(arabicMail.passwordReset.subject);
    clock.advance(60_000);
    await forgotPassword(user.email);
    const [next] = await mailsTo(user.email);
    expect(next?.subject).toBe(englishMail.passwordReset.subject);
  });

  it('answers a wrong reset code in the language of the request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/User/verify-reset-code',
      payload: { email: 'nobody@example.org', code: '000000' },
      headers: { 'accept-language': 'ar-JO' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { code: ERROR_CODES.invalidResetCode, description: messagesFor('ar').resetCode.invalid },
    ]);
  });
});
