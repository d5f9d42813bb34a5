/**
 * Renewals paid by CliQ, bank transfer or cash (issue 34), through HTTP on PGlite: plans, a member's renewal
 * request, the office's confirmation and rejection, receipts numbered per year, the admin's renewal as a payment,
 * the payments list, its totals and its CSV export. Concurrency across processes: `test/cluster.test.ts`.
 */
import {
  DAY_MS,
  PAYMENT_ERROR_CODES,
  formatReceiptNumber,
  receiptNumberSchema,
  arabicPaymentMessages,
  englishPaymentMessages,
  type PaymentList,
  type PlansResponse,
  type Receipt,
  type RenewalRequest,
} from '@mijas/api/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  createTestApp,
  loginClient,
  ROOT,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { insertUser, TEST_PASSWORD } from '../../test/users.ts';
import { manualClock } from '../clock.ts';
import { arabicMail, englishMail, type MailMessages } from '../mail/messages.ts';
import {
  membershipActions,
  memberships,
  outboxMails,
  payments,
  receiptCounters,
  users,
  type UserRow,
} from '../db/schema.ts';

describe('renewals paid by CliQ, bank transfer or cash', () => {
  let t: TestApp;
  let root: Client;
  let admin: Client;
  // 23:00 on 31 December 2026 in Amman (UTC+3): the year turns two hours later.
  const clock = manualClock(new Date('2026-12-31T20:00:00Z'));
  let year: { id: number };
  let month: { id: number };

  const memberClient = (member: UserRow) =>
    loginClient(t.app, { username: member.username, password: TEST_PASSWORD });

  async function signIn() {
    root = await loginClient(t.app, ROOT);
    admin = await loginClient(t.app, { username: 'admin', password: TEST_PASSWORD });
  }

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      clock,
      demo: false,
      env: { CLUB_CLIQ_ALIAS: 'MIJASCLUB', CLUB_IBAN: 'JO71CBJO0000000000001234567890' },
    });
    // The office: an admin of TEST_PASSWORD (no demo data).
    await insertUser(t, { username: 'admin', email: 'admin@example.com', role: 'mijas-admin' });
    await signIn();
    year = (
      await root.post('/RootAdmin/plans', {
        nameEn: 'One year',
        nameAr: 'سنة واحدة',
        days: 365,
        price: 25000,
      })
    ).json();
    month = (
      await root.post('/RootAdmin/plans', { nameEn: 'Month', nameAr: 'شهر', days: 30, price: 3500 })
    ).json();
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  });

  async function mailsTo(email: string) {
    return t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, email))
      .orderBy(desc(outboxMails.createdAt));
  }

  async function expiryOf(memberId: string): Promise<number | undefined> {
    const [row] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.memberId, memberId));
    return row?.expiresAt.getTime();
  }

  it('keeps plans for root admins (names in both languages, price in minor units) and offers members the active ones with the club settings', async () => {
    const retired = (
      await root.post('/RootAdmin/plans', {
        nameEn: 'Old',
        nameAr: 'قديمة',
        days: 10,
        price: 1000,
      })
    ).json() as { id: number };
    const update = await root.put(`/RootAdmin/plans/${retired.id}`, {
      nameEn: 'Old',
      nameAr: 'قديمة',
      days: 10,
      price: 1000,
      active: false,
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ id: retired.id, active: false });

    const member = await memberClient(await insertUser(t));
    const offered = (await member.get('/Member/plans')).json() as PlansResponse;
    expect(offered).toMatchObject({
      currency: 'JOD',
      exponent: 3,
      cliqAlias: 'MIJASCLUB',
      iban: 'JO71CBJO0000000000001234567890',
    });
    expect(offered.plans.map((plan) => plan.nameEn)).toEqual(['Month', 'One year']);
    const all = (await root.get('/RootAdmin/plans')).json() as PlansResponse;
    expect(all.plans.map((plan) => plan.nameEn)).toContain('Old');

    // A retired plan cannot be asked for; a plan that does not exist is 404.
    const refused = await member.post('/Member/renewal-requests', {
      planId: retired.id,
      method: 'cash',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual([
      { code: PAYMENT_ERROR_CODES.planRetired, description: englishPaymentMessages.planRetired },
    ]);
    expect(
      (await member.post('/Member/renewal-requests', { planId: 99999, method: 'cash' })).statusCode,
    ).toBe(404);
    expect(
      (await root.put('/RootAdmin/plans/99999', { nameEn: 'x', nameAr: 'x', days: 1, price: 0 }))
        .statusCode,
    ).toBe(404);

    // Validation in the caller's language: a price with decimals is no amount of minor units.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/RootAdmin/plans',
      headers: { authorization: root.authorization, 'accept-language': 'ar' },
      payload: { nameEn: 'Bad', nameAr: '', days: 0, price: 2.5 },
    });
    expect(bad.statusCode).toBe(400);
    const codes = (bad.json() as { code: string; description: string }[]).map((item) => item.code);
    expect(codes).toEqual(['InvalidNameAr', 'InvalidDays', 'InvalidPrice']);
    expect((bad.json() as { description: string }[])[0]?.description).toContain(
      arabicPaymentMessages.fields.nameAr,
    );
  });

  it('gives a member one pending request with a unique payment reference, which they may cancel while pending; others never see it', async () => {
    const omar = await insertUser(t);
    const huda = await insertUser(t);
    const asOmar = await memberClient(omar);
    const asHuda = await memberClient(huda);

    const made = await asOmar.post('/Member/renewal-requests', {
      planId: year.id,
      method: 'bank_transfer',
      transferReference: '  TRX-778  ',
    });
    expect(made.statusCode).toBe(201);
    const request = made.json() as RenewalRequest;
    expect(request).toMatchObject({
      status: 'pending',
      amount: 25000,
      currency: 'JOD',
      method: 'bank_transfer',
      transferReference: 'TRX-778',
      memberUserName: omar.username,
    });
    expect(request.paymentReference).toMatch(/^MJ[2-9A-HJKMNP-Z]{6}$/);

    // One pending request per member, in the caller's language.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Member/renewal-requests',
      headers: { authorization: asOmar.authorization, 'accept-language': 'ar' },
      payload: { planId: month.id, method: 'cash' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual([
      {
        code: PAYMENT_ERROR_CODES.requestAlreadyPending,
        description: arabicPaymentMessages.requestAlreadyPending,
      },
    ]);

    // Another member's request is none of theirs: 404, and not in their list.
    expect((await asHuda.delete(`/Member/renewal-requests/${request.id}`)).statusCode).toBe(404);
    expect(
      ((await asHuda.get('/Member/renewal-requests')).json() as { requests: [] }).requests,
    ).toEqual([]);
    const hudas = (
      await asHuda.post('/Member/renewal-requests', { planId: year.id, method: 'cliq' })
    ).json() as RenewalRequest;
    expect(hudas.paymentReference).not.toBe(request.paymentReference);

    expect((await asOmar.delete(`/Member/renewal-requests/${request.id}`)).statusCode).toBe(200);
    const twice = await asOmar.delete(`/Member/renewal-requests/${request.id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual([
      {
        code: PAYMENT_ERROR_CODES.requestNotPending,
        description: englishPaymentMessages.requestNotPending,
      },
    ]);
    const listed = (await asOmar.get('/Member/renewal-requests')).json() as {
      requests: RenewalRequest[];
    };
    expect(listed.requests.map((r) => r.status)).toEqual(['cancelled']);
    // Cancelled, they may ask again.
    expect(
      (await asOmar.post('/Member/renewal-requests', { planId: month.id, method: 'cash' }))
        .statusCode,
    ).toBe(201);
  });

  it("confirms a request once: the plan's days from the running expiry, the payment, a receipt mailed in the member's language", async () => {
    const member = await insertUser(t, { language: 'ar' });
    const other = await memberClient(await insertUser(t));
    const asMember = await memberClient(member);
    // A running membership of 10 days: the plan's year is added to its end.
    expect(
      (
        await admin.put('/Admin/members/renew-membership', {
          memberId: member.id,
          numberOfDays: 10,
          amount: 1,
        })
      ).statusCode,
    ).toBe(200);
    const running = (await expiryOf(member.id))!;
    clock.advance(1000);
    const request = (
      await asMember.post('/Member/renewal-requests', {
        planId: year.id,
        method: 'cliq',
        transferReference: 'CLQ-1',
      })
    ).json() as RenewalRequest;
    const pending = (await admin.get('/Admin/renewal-requests?status=pending')).json() as {
      renewalRequests: RenewalRequest[];
    };
    expect(pending.renewalRequests.map((r) => r.id)).toContain(request.id);

    const confirmed = await admin.put(`/Admin/renewal-requests/${request.id}/confirm`, {
      amountReceived: 24000,
    });
    expect(confirmed.statusCode).toBe(200);
    const { receiptNumber, expiryDate } = confirmed.json() as {
      receiptNumber: string;
      expiryDate: string;
    };
    expect(Date.parse(expiryDate)).toBe(running + 365 * DAY_MS);
    expect(await expiryOf(member.id)).toBe(running + 365 * DAY_MS);

    const second = await root.put(`/Admin/renewal-requests/${request.id}/confirm`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual([
      {
        code: PAYMENT_ERROR_CODES.requestNotPending,
        description: englishPaymentMessages.requestNotPending,
      },
    ]);
    expect(await expiryOf(member.id)).toBe(running + 365 * DAY_MS);

    const receipt = (await asMember.get(`/Member/receipts/${receiptNumber}`)).json() as Receipt;
    expect(receipt).toMatchObject({
      receiptNumber,
      amount: 24000,
      currency: 'JOD',
      method: 'cliq',
      days: 365,
      paymentReference: request.paymentReference,
      transferReference: 'CLQ-1',
      confirmedByUserName: 'admin',
      plan: { id: year.id, nameAr: 'سنة واحدة' },
      periodFrom: new Date(running).toISOString(),
      periodTo: expiryDate,
    });
    expect((await admin.get(`/Admin/receipts/${receiptNumber}`)).json()).toEqual(receipt);
    expect((await other.get(`/Member/receipts/${receiptNumber}`)).statusCode).toBe(404);
    const mine = (await asMember.get('/Member/receipts')).json() as { receipts: Receipt[] };
    expect(mine.receipts[0]?.receiptNumber).toBe(receiptNumber);
    const listed = (await asMember.get('/Member/renewal-requests')).json() as {
      requests: RenewalRequest[];
    };
    expect(listed.requests[0]).toMatchObject({
      status: 'confirmed',
      receiptNumber,
      decidedByUserName: 'admin',
    });

    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe(`إيصال نادي MIJAS رقم ${receiptNumber}`);
    expect(mail?.text).toContain(request.paymentReference);
    expect(mail?.html).toContain('lang="ar"');
  });

  it('rejects a request with a reason, mailed to the member; a rejected request cannot be confirmed', async () => {
    const member = await insertUser(t);
    const asMember = await memberClient(member);
    const request = (
      await asMember.post('/Member/renewal-requests', { planId: month.id, method: 'bank_transfer' })
    ).json() as RenewalRequest;
    const noReason = await admin.put(`/Admin/renewal-requests/${request.id}/reject`, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect((noReason.json() as { code: string }[])[0]?.code).toBe('InvalidReason');

    const rejected = await admin.put(`/Admin/renewal-requests/${request.id}/reject`, {
      reason: 'No transfer with this reference arrived.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reason: 'No transfer with this reference arrived.',
    });
    expect((await admin.put(`/Admin/renewal-requests/${request.id}/confirm`)).statusCode).toBe(409);
    expect(await expiryOf(member.id)).toBeUndefined();
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe('Your MIJAS Club renewal request was not accepted');
    expect(mail?.text).toContain('No transfer with this reference arrived.');
    expect(mail?.text).toContain(request.paymentReference);
    expect(
      (
        await admin.put('/Admin/renewal-requests/00000000-0000-4000-8000-000000000000/reject', {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it("records the admin's renewal as a payment (cash unless said) with the next receipt number of the club's year", async () => {
    const member = await insertUser(t);
    const renew = (body: object) =>
      admin.put('/Admin/members/renew-membership', {
        memberId: member.id,
        numberOfDays: 30,
        ...body,
      });
    // The spec's body as it was: days and amount (major units), a cash payment.
    expect((await renew({ amount: 12.5 })).statusCode).toBe(200);
    clock.advance(1000);
    expect(
      (await renew({ amount: 3, method: 'cliq', reference: '=HYPERLINK("x")' })).statusCode,
    ).toBe(200);
    expect((await renew({ amount: 3, method: 'card' })).statusCode).toBe(400);
    const asMember = await memberClient(member);
    const { receipts } = (await asMember.get('/Member/receipts')).json() as { receipts: Receipt[] };
    expect(receipts.map((r) => [r.method, r.amount, r.paymentReference, r.plan])).toEqual([
      ['cliq', 3000, '=HYPERLINK("x")', null],
      ['cash', 12500, null, null],
    ]);
    const [newer, older] = receipts.map((r) => r.receiptNumber.split('-').map(Number)) as [
      number[],
      number[],
    ];
    expect(newer[0]).toBe(2026);
    expect(newer[1]).toBe(older[1]! + 1);

    // The club's new year (Amman) starts its numbers again at 1.
    clock.advance(2 * 60 * 60 * 1000);
    await signIn();
    expect((await renew({ amount: 1 })).statusCode).toBe(200);
    const after = (await (await memberClient(member)).get('/Member/receipts')).json() as {
      receipts: Receipt[];
    };
    expect(after.receipts[0]?.receiptNumber).toBe('2027-000001');
  });

  it('lists payments with filters and totals per method and month, and exports them as CSV with formulas neutralised', async () => {
    const all = (await admin.get('/Admin/payments?pageNumber=1&pageSize=2')).json() as PaymentList;
    expect(all.payments).toHaveLength(2);
    expect(all.totalCount).toBeGreaterThan(2);
    expect(all.totals.byMonth.map((m) => m.month)).toEqual(['2026-12', '2027-01']);
    const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
    expect(sum(all.totals.byMethod)).toBe(all.totals.amount);
    expect(sum(all.totals.byMonth)).toBe(all.totals.amount);

    const cliq = (await admin.get('/Admin/payments?method=cliq')).json() as PaymentList;
    expect(cliq.payments.every((p) => p.method === 'cliq')).toBe(true);
    expect(cliq.totals.byMethod).toEqual([
      { method: 'cliq', amount: cliq.totals.amount, count: cliq.totalCount },
    ]);
    const byPlan = (await admin.get(`/Admin/payments?planId=${year.id}`)).json() as PaymentList;
    expect(byPlan.payments.map((p) => p.plan?.id)).toEqual([year.id]);
    const newYear = (
      await admin.get('/Admin/payments?from=2027-01-01&to=2027-01-01')
    ).json() as PaymentList;
    expect(newYear.payments.map((p) => p.receiptNumber)).toEqual(['2027-000001']);
    const member = newYear.payments[0]!.memberUserName;
    const ofMember = (
      await admin.get(`/Admin/payments?memberUsername=${member}`)
    ).json() as PaymentList;
    expect(new Set(ofMember.payments.map((p) => p.memberUserName))).toEqual(new Set([member]));
    expect((await admin.get('/Admin/payments?from=2027-01-02&to=2027-01-01')).statusCode).toBe(400);

    const csv = await admin.get('/Admin/payments/export?method=cliq');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/mijas-payments-2027-01-01\.csv/);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFreceiptNumber,issuedAt,memberUserName,memberFullName,plan,days,periodFrom,periodTo,amount,currency,method,paymentReference,transferReference,confirmedByUserName',
    );
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).toContain(',3.000,JOD,cliq,');
    expect(lines).toHaveLength(cliq.totalCount + 2);
  });

  it('adds the revenue of each month to the overview', async () => {
    const overview = (await admin.get('/Admin/overview')).json() as {
      revenueByMonth: { month: string; amount: number; count: number }[];
    };
    const payments = (await admin.get('/Admin/payments')).json() as PaymentList;
    expect(overview.revenueByMonth).toHaveLength(12);
    expect(overview.revenueByMonth.at(-1)).toEqual(payments.totals.byMonth.at(-1));
    expect(overview.revenueByMonth.at(-2)).toMatchObject(payments.totals.byMonth.at(-2)!);
  });

  it("answers the admin's renewal with the number of the receipt it issued, beside the spec's fields", async () => {
    const member = await insertUser(t);
    const response = await admin.put('/Admin/members/renew-membership', {
      memberId: member.id,
      numberOfDays: 30,
      amount: 5,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { receiptNumber: string; renewalId: number };
    expect(Object.keys(body).sort()).toEqual([
      'actionId',
      'expiryDate',
      'message',
      'receiptNumber',
      'renewalId',
    ]);
    const { receipts } = (await (await memberClient(member)).get('/Member/receipts')).json() as {
      receipts: Receipt[];
    };
    expect(receipts.map((r) => [r.receiptNumber, r.renewalId])).toEqual([
      [body.receiptNumber, body.renewalId],
    ]);
  });

  it("keeps a deleted member's payments and receipts for the treasurer, with the member's name as it was", async () => {
    const member = await insertUser(t, { firstName: 'Gone', lastName: 'Member' });
    const renewed = (
      await admin.put('/Admin/members/renew-membership', {
        memberId: member.id,
        numberOfDays: 30,
        amount: 7,
        method: 'cliq',
      })
    ).json() as { receiptNumber: string };
    const before = (await admin.get('/Admin/payments')).json() as PaymentList;

    await t.database.db.delete(users).where(eq(users.id, member.id));

    const receipt = await admin.get(`/Admin/receipts/${renewed.receiptNumber}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      receiptNumber: renewed.receiptNumber,
      memberUserName: member.username,
      memberFullName: 'Gone Member',
      amount: 7000,
      method: 'cliq',
      renewalId: null,
    });
    const after = (await admin.get('/Admin/payments')).json() as PaymentList;
    expect(after.totals).toEqual(before.totals);
    expect(after.totalCount).toBe(before.totalCount);
  });

  it("renews many members at once with a receipt mail each, in the member's language, queued (not sent) so SMTP being down fails nothing", async () => {
    const members = [
      await insertUser(t),
      await insertUser(t, { language: 'ar' }),
      await insertUser(t),
    ];
    const send = vi
      .spyOn(t.app.mailer.transport, 'send')
      .mockRejectedValue(new Error('SMTP is down'));
    const wake = vi.spyOn(t.app.mailer, 'wake');
    try {
      const response = await admin.post('/Admin/members/bulk', {
        action: 'renew',
        memberIds: members.map((m) => m.id),
        numberOfDays: 30,
        amount: 2,
      });
      expect(response.statusCode).toBe(200);
      const { results } = response.json() as { results: { ok: boolean }[] };
      expect(results.map((r) => r.ok)).toEqual([true, true, true]);
      // The mails wait in the outbox, one per member, in their language; the worker is woken once for them all.
      const subjects = await Promise.all(
        members.map(async (m) => (await mailsTo(m.email)).map((mail) => mail.subject)),
      );
      const subject = (mail: MailMessages) =>
        expect.stringMatching(new RegExp(`^${mail.receipt.subject('\\d{4}-\\d{6}')}$`));
      expect(subjects).toEqual([
        [subject(englishMail)],
        [subject(arabicMail)],
        [subject(englishMail)],
      ]);
      expect(wake).toHaveBeenCalledTimes(1);
      // SMTP down: the delivery fails and the mails stay queued for a retry.
      await t.app.mailer.runOnce();
      expect(send).toHaveBeenCalled();
      for (const m of members) {
        expect((await mailsTo(m.email)).map((mail) => mail.status)).toEqual(['pending']);
      }
    } finally {
      send.mockRestore();
      wake.mockRestore();
    }
  });

  it("writes receipt numbers with the contract's own format, past a million receipts in a year too", async () => {
    const member = await insertUser(t);
    const [counter] = await t.database.db
      .select()
      .from(receiptCounters)
      .orderBy(desc(receiptCounters.year));
    await t.database.db
      .update(receiptCounters)
      .set({ last: 999_999 })
      .where(eq(receiptCounters.year, counter!.year));
    const renewed = (
      await admin.put('/Admin/members/renew-membership', {
        memberId: member.id,
        numberOfDays: 30,
        amount: 1,
      })
    ).json() as { receiptNumber: string };
    expect(renewed.receiptNumber).toBe(formatReceiptNumber(counter!.year, 1_000_000));
    expect(receiptNumberSchema.safeParse(renewed.receiptNumber).success).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.receiptNumber, renewed.receiptNumber));
    expect(row?.receiptSequence).toBe(1_000_000);
  });

  it("takes renewal amounts to the currency's minor units: a plan of 12.345 dinars renews and is paid exactly, a fourth decimal is refused", async () => {
    const fils = (
      await root.post('/RootAdmin/plans', { nameEn: 'Fils', nameAr: 'فلس', days: 7, price: 12345 })
    ).json() as { id: number };
    const member = await insertUser(t);
    // The admin's renewal, filled from the plan (its price in major units).
    const renewed = await admin.put('/Admin/members/renew-membership', {
      memberId: member.id,
      numberOfDays: 7,
      amount: 12.345,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { renewalId } = renewed.json() as { renewalId: number };
    const details = (
      await admin.get(`/Admin/members/${renewalId}/membership-renewal-details`)
    ).json() as { amount: number; currency: string };
    expect(details).toMatchObject({ amount: 12.345, currency: 'JOD' });
    // A member's request for the plan, confirmed by the office: the history's renewal is the payment's amount.
    const asMember = await memberClient(member);
    const request = (
      await asMember.post('/Member/renewal-requests', { planId: fils.id, method: 'cash' })
    ).json() as RenewalRequest;
    expect((await admin.put(`/Admin/renewal-requests/${request.id}/confirm`, {})).statusCode).toBe(
      200,
    );
    const { receipts } = (await asMember.get('/Member/receipts')).json() as { receipts: Receipt[] };
    expect(receipts.map((r) => r.amount)).toEqual([12345, 12345]);
    const [latest] = await t.database.db
      .select({ amount: membershipActions.amount })
      .from(membershipActions)
      .where(eq(membershipActions.memberId, member.id))
      .orderBy(desc(membershipActions.id))
      .limit(1);
    expect(latest?.amount).toBe('12.345');

    for (const path of ['/Admin/members/renew-membership', '/Admin/members/bulk']) {
      const body =
        path === '/Admin/members/renew-membership'
          ? { memberId: member.id, numberOfDays: 7, amount: 12.3456 }
          : { action: 'renew', memberIds: [member.id], numberOfDays: 7, amount: 12.3456 };
      const refused = await admin[path.endsWith('bulk') ? 'post' : 'put'](path, body);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json(), path).toEqual([
        { code: 'InvalidAmount', description: 'Amount may have at most 3 decimals.' },
      ]);
    }
  });

  it(
    'refuses, in a club whose currency is the dollar, an amount finer than its cents (nothing is rounded unsaid)',
    async () => {
      const dollars = await createTestApp('pglite', { clock, env: { CLUB_CURRENCY: 'USD' } });
      try {
        const office = await loginClient(dollars.app, ADMIN);
        const [member] = await dollars.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'mijas-member'))
          .limit(1);
        const renew = (amount: number) =>
          office.put('/Admin/members/renew-membership', {
            memberId: member!.id,
            numberOfDays: 1,
            amount,
          });
        const refused = await renew(12.345);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual([
          { code: 'InvalidAmount', description: 'Amount may have at most 2 decimals.' },
        ]);
        const taken = await renew(12.34);
        expect(taken.statusCode, taken.body).toBe(200);
        const { renewalId } = taken.json() as { renewalId: number };
        expect(
          (await office.get(`/Admin/members/${renewalId}/membership-renewal-details`)).json(),
        ).toMatchObject({ amount: 12.34, currency: 'USD' });
      } finally {
        await dollars.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
