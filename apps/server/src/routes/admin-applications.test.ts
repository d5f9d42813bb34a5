import { ERROR_CODES, messages, ADMIN_LIMITS } from '@mijas/api/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  login,
  newMember,
  ROOT,
  SETUP_TIMEOUT_MS,
  bearer,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { formSubmissions, outboxMails } from '../db/schema.ts';
import { manualClock } from '../clock.ts';

const INBOX = 'office@mijas.example.com';

/** A landing form's body. */
const landingForm = (name: string, email: string, type = 'Join Us', mobile?: string) => ({
  type,
  major: 'Law',
  name,
  email,
  ...(mobile ? { mobile } : {}),
});
const MINUTE = 60_000;

describe.each(backends)('Applications (GET/PUT /Admin/forms…, reply) on %s', (backend) => {
  let t: TestApp;
  let root: Client;
  let token: string;
  const clock = manualClock(new Date('2026-04-01T10:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp(backend, {
      clock,
      demo: false,
      env: {
        CLUB_INBOX_EMAIL: INBOX,
        PUBLIC_URL: 'https://club.example.com/',
        ACCESS_TOKEN_TTL_SECONDS: '86400',
        REFRESH_IDLE_SECONDS: '86400',
      },
    });
    token = (await login(t.app, ROOT)).token;
    root = client(t.app, token);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  /** A landing form sent (in English unless `language` says otherwise), with its message if any. */
  const submit = async (
    name: string,
    email: string,
    type = 'Join Us',
    mobile?: string,
    more: { message?: string; language?: string } = {},
  ) => {
    clock.advance(MINUTE);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Forms',
      headers: more.language ? { 'accept-language': more.language } : {},
      payload: {
        ...landingForm(name, email, type, mobile),
        ...(more.message ? { message: more.message } : {}),
      },
    });
    expect(response.statusCode).toBe(201);
  };
  const idOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.email, email));
    return row?.id ?? '';
  };
  const mailsTo = (to: string) =>
    t.database.db.select().from(outboxMails).where(eq(outboxMails.to, to));
  /** A request in Arabic (Accept-Language). */
  const inArabic = (method: InjectOptions['method'], path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { ...bearer(token), 'accept-language': 'ar' },
      ...(payload ? { payload } : {}),
    });

  it('mails each accepted submission to CLUB_INBOX_EMAIL with its fields, its message and a link to the inbox', async () => {
    await submit('Rana Khalil', 'rana@example.com', 'Join Us', '0791234567', {
      message: 'Do you have <script>alert(1)</script> courses?\nFor my <b>son</b> & me.',
    });
    const [mail, ...more] = await mailsTo(INBOX);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New Join Us submission from Rana Khalil');
    expect(mail?.text).toContain('Email: rana@example.com');
    expect(mail?.text).toContain('Mobile: +962791234567');
    expect(mail?.text).toContain('Major: Law');
    expect(mail?.text).toContain(
      'Message:\nDo you have <script>alert(1)</script> courses?\nFor my <b>son</b> & me.',
    );
    // In the HTML the visitor's words are text, never markup; their lines stay.
    expect(mail?.html).toContain(
      'Do you have &lt;script&gt;alert(1)&lt;/script&gt; courses?<br>For my &lt;b&gt;son&lt;/b&gt; &amp; me.',
    );
    expect(mail?.html).not.toMatch(/<script|<b>/);
    expect(mail?.links).toEqual(['https://club.example.com/admin']);
    expect(mail?.html).toContain('href="https://club.example.com/admin"');
    // A refused submission (over the limit) mails nothing.
    await submit('Rana Khalil', 'rana@example.com');
    clock.advance(MINUTE);
    const refused = await client(t.app).post(
      '/Forms',
      landingForm('Rana Khalil', 'rana@example.com'),
    );
    expect(refused.statusCode).toBe(409);
    expect(await mailsTo(INBOX)).toHaveLength(2);
  });

  it('lists newest first with search (name, email, mobile), type and status filters, stable pages and newCount', async () => {
    await submit('سارة العلي', 'sara@example.com', 'Inquiry', '0781112233', {
      message: 'هل يوجد اشتراك عائلي؟\nوما رسومه؟',
      language: 'ar',
    });
    await submit('Omar Haddad', 'omar@example.com', 'Join Us');
    const all = (await root.get('/Admin/forms?pageNumber=1&pageSize=10')).json();
    expect(all.forms.map((form: { email: string }) => form.email)).toEqual([
      'omar@example.com',
      'sara@example.com',
      'rana@example.com',
      'rana@example.com',
    ]);
    expect(all).toMatchObject({ totalCount: 4, newCount: 4 });
    expect(all.forms[0]).toMatchObject({
      status: 'new',
      memberId: null,
      mobile: null,
      message: null,
    });
    expect(all.forms[1]).toMatchObject({ message: 'هل يوجد اشتراك عائلي؟\nوما رسومه؟' });
    // The details say which language the applicant wrote in (the reply's).
    expect((await root.get(`/Admin/forms/${all.forms[1].id}`)).json()).toMatchObject({
      message: 'هل يوجد اشتراك عائلي؟\nوما رسومه؟',
      language: 'ar',
    });
    const names = async (query: string) =>
      (await root.get(`/Admin/forms?pageNumber=1&pageSize=10&${query}`))
        .json()
        .forms.map((form: { name: string }) => form.name);
    expect(await names('search=OMAR')).toEqual(['Omar Haddad']);
    expect(await names(`search=${encodeURIComponent('العلي')}`)).toEqual(['سارة العلي']);
    expect(await names('search=SARA%40EXAMPLE')).toEqual(['سارة العلي']);
    expect(await names('search=078%20111')).toEqual(['سارة العلي']);
    expect(await names('search=%2B96278111')).toEqual(['سارة العلي']);
    // The digits of a search that is no phone number are not a phone search (Sara's mobile holds a 1).
    expect(await names('search=omar1%40example.com')).toEqual([]);
    expect(await names('type=Inquiry')).toEqual(['سارة العلي']);
    expect(await names('search=100%25')).toEqual([]);
    // Pages: 2 + 2, nothing lost or repeated (two rows share a created_at only in order of id).
    const page = async (n: number) =>
      (await root.get(`/Admin/forms?pageNumber=${n}&pageSize=2`)).json();
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect([...first.forms, ...second.forms].map((form: { id: string }) => form.id)).toEqual(
      all.forms.map((form: { id: string }) => form.id),
    );
    expect(third).toMatchObject({ forms: [], totalCount: 4, newCount: 4 });
  });

  it('changes the status (who and when), filters by it, and counts only the new ones', async () => {
    const id = await idOf('omar@example.com');
    clock.advance(MINUTE);
    const response = await root.put(`/Admin/forms/${id}`, { status: 'archived' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'archived',
      statusChangedAt: clock.now().toISOString(),
      statusChangedByUserName: ROOT.username,
      memberUsername: null,
      replies: [],
    });
    const archived = (await root.get('/Admin/forms?status=archived')).json();
    expect(archived.forms.map((form: { id: string }) => form.id)).toEqual([id]);
    expect(archived).toMatchObject({ totalCount: 1, newCount: 3 });
    expect((await root.put(`/Admin/forms/${id}`, { status: 'new' })).json().status).toBe('new');
  });

  it('mails a reply wholly in the language the applicant wrote in, records it and marks the submission handled', async () => {
    const id = await idOf('sara@example.com');
    clock.advance(MINUTE);
    // Sara wrote in Arabic: her reply is Arabic, header and footer too, whatever the admin reads.
    const response = await root.post(`/Admin/forms/${id}/reply`, {
      subject: 'Welcome\r\nBcc: victim@example.com',
      body: 'Dear Sara,\r\n\r\n\r\nWe meet on <b>Sunday</b>.\nSee you!',
    });
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({
      status: 'handled',
      statusChangedByUserName: ROOT.username,
      replies: [
        {
          subject: 'Welcome  Bcc: victim@example.com',
          body: 'Dear Sara,\n\nWe meet on <b>Sunday</b>.\nSee you!',
          sentByUserName: ROOT.username,
          createdAt: clock.now().toISOString(),
        },
      ],
    });
    const [mail, ...more] = await mailsTo('sara@example.com');
    expect(more).toEqual([]);
    // No header can be smuggled in: the subject is one line.
    expect(mail?.subject).toBe('Welcome  Bcc: victim@example.com');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    expect(mail?.text).toContain('We meet on <b>Sunday</b>.\nSee you!');
    expect(mail?.text).toContain('مكتب نادي MIJAS');
    expect(mail?.text).toContain('«استفسار»');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain('We meet on &lt;b&gt;Sunday&lt;/b&gt;.<br>See you!');
    expect(mail?.html).not.toContain('<b>Sunday');
    // A second reply is listed after the first.
    clock.advance(MINUTE);
    const second = await inArabic('POST', `/Admin/forms/${id}/reply`, {
      subject: 'PS',
      body: 'One more thing.',
    });
    expect(second.json().replies.map((reply: { subject: string }) => reply.subject)).toEqual([
      'Welcome  Bcc: victim@example.com',
      'PS',
    ]);
    // Rana wrote in English: an admin reading Arabic replies to her in English.
    const rana = await idOf('rana@example.com');
    expect(
      (await inArabic('POST', `/Admin/forms/${rana}/reply`, { subject: 'Hi', body: 'Welcome!' }))
        .statusCode,
    ).toBe(200);
    const english = (await mailsTo('rana@example.com')).find((m) => m.subject === 'Hi');
    expect(english?.text).toContain(
      'This is a reply to the Join Us form you sent us on 1 April 2026.',
    );
    expect(english?.text).toContain('The MIJAS Club office');
    expect(english?.html).toContain('<html lang="en" dir="ltr">');
  });

  it('refuses hostile input with 400 or 404 bodies, never a 500, and changes nothing', async () => {
    const id = await idOf('omar@example.com');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const notFoundBody = { message: messages.api.submissionNotFound };
    for (const response of [
      await root.get(`/Admin/forms/${unknown}`),
      await root.put(`/Admin/forms/${unknown}`, { status: 'handled' }),
      await root.post(`/Admin/forms/${unknown}/reply`, { subject: 'Hi', body: 'Hello' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    const bad: [Promise<{ statusCode: number; json(): { code: string }[] }>, string][] = [
      [root.get('/Admin/forms/not-a-uuid'), 'InvalidId'],
      [root.get(`/Admin/forms/${id}'--`), 'InvalidId'],
      [root.get('/Admin/forms?status=deleted'), 'InvalidStatus'],
      [root.get('/Admin/forms?type=Spam'), 'InvalidType'],
      [root.get('/Admin/forms?pageSize=100000'), 'InvalidPageSize'],
      [root.get(`/Admin/forms?search=${'x'.repeat(500)}`), 'InvalidSearch'],
      [root.put(`/Admin/forms/${id}`, { status: 'deleted' }), 'InvalidStatus'],
      [root.put(`/Admin/forms/${id}`, {}), 'InvalidStatus'],
      [root.post(`/Admin/forms/${id}/reply`, { subject: '', body: 'Hello' }), 'InvalidSubject'],
      [root.post(`/Admin/forms/${id}/reply`, { subject: '\r\n', body: 'Hello' }), 'InvalidSubject'],
      [
        root.post(`/Admin/forms/${id}/reply`, {
          subject: 'x'.repeat(ADMIN_LIMITS.replySubjectMax + 1),
          body: 'Hello',
        }),
        'InvalidSubject',
      ],
      [
        root.post(`/Admin/forms/${id}/reply`, {
          subject: 'Hi',
          body: 'x'.repeat(ADMIN_LIMITS.replyBodyMax + 1),
        }),
        'InvalidBody',
      ],
      [root.post(`/Admin/forms/${id}/reply`, { subject: 'Hi', body: ' \n ' }), 'InvalidBody'],
    ];
    for (const [call, code] of bad) {
      const response = await call;
      expect(response.statusCode, code).toBe(400);
      expect(response.json()[0]?.code).toBe(code);
    }
    const [row] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id));
    expect(row?.status).toBe('new');
    expect(await mailsTo('omar@example.com')).toEqual([]);
  });

  it('creates a member from an application: linked and handled in one transaction, once', async () => {
    const id = await idOf('omar@example.com');
    clock.advance(MINUTE);
    const created = await root.post('/Admin/members', {
      ...newMember('omar', { email: 'omar@example.com' }),
      submissionId: id,
    });
    expect(created.statusCode).toBe(201);
    const memberId = created.json().id;
    expect((await root.get(`/Admin/forms/${id}`)).json()).toMatchObject({
      status: 'handled',
      memberId,
      memberUsername: 'test.omar',
      statusChangedAt: clock.now().toISOString(),
      statusChangedByUserName: ROOT.username,
    });
    expect((await mailsTo('omar@example.com')).map((mail) => mail.subject)).toEqual([
      'Verify your email and set your MIJAS Club password',
    ]);
    // Once: a second member from it is refused, and nothing of it is kept.
    const again = await root.post('/Admin/members', {
      ...newMember('omar2'),
      submissionId: id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual([
      {
        code: ERROR_CODES.submissionAlreadyLinked,
        description: messages.api.submissionAlreadyLinked,
      },
    ]);
    const unknown = await root.post('/Admin/members', {
      ...newMember('omar3'),
      submissionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.api.submissionNotFound });
    const bad = await root.post('/Admin/members', { ...newMember('omar4'), submissionId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0].code).toBe('InvalidSubmissionId');
    // Two at once from one application: one is created and linked, the other gets the 409 (and is not kept).
    await submit('Hala Nasser', 'hala@example.com');
    const hala = await idOf('hala@example.com');
    const racing = await Promise.all(
      ['omar5', 'omar6'].map((tag) =>
        root.post('/Admin/members', { ...newMember(tag), submissionId: hala }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const search = (await root.get('/Admin/members?pageNumber=1&username=test.omar')).json();
    expect(search.members.map((m: { username: string }) => m.username).sort()).toEqual(
      ['test.omar', racing[0]?.statusCode === 201 ? 'test.omar5' : 'test.omar6'].sort(),
    );
  });
});

describe('the inbox mail without CLUB_INBOX_EMAIL', () => {
  it(
    'queues no mail for a submission',
    async () => {
      const t = await createTestApp('pglite', { demo: false });
      try {
        const response = await client(t.app).post(
          '/Forms',
          landingForm('Nobody Told', 'quiet@example.com', 'Inquiry'),
        );
        expect(response.statusCode).toBe(201);
        expect(await t.database.db.select().from(outboxMails)).toEqual([]);
      } finally {
        await t.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('the inbox mail with CLUB_INBOX_LANGUAGE=ar', () => {
  it(
    "is written in the office's language, whatever the visitor's",
    async () => {
      const t = await createTestApp('pglite', {
        demo: false,
        env: { CLUB_INBOX_EMAIL: INBOX, CLUB_INBOX_LANGUAGE: 'ar' },
      });
      try {
        const response = await client(t.app).post(
          '/Forms',
          landingForm('Rana Khalil', 'rana@example.com', 'Join Us', '0791234567'),
        );
        expect(response.statusCode).toBe(201);
        const [mail, ...more] = await t.database.db
          .select()
          .from(outboxMails)
          .where(eq(outboxMails.to, INBOX));
        expect(more).toEqual([]);
        expect(mail?.subject).toBe('طلب «انضم إلينا» جديد من Rana Khalil');
        expect(mail?.text).toContain('البريد الإلكتروني: ');
        expect(mail?.html).toContain('dir="rtl"');
      } finally {
        await t.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
