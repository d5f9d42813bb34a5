/**
 * Renewals paid by CliQ, bank transfer or cash (issue 34): plans, a member's renewal requests, the office's
 * confirmation and rejection, receipts and payments. Every renewal (an admin's, a confirmed request, a bulk one)
 * records its payment and issues its receipt in the renewal's own transaction (`renewWithReceipt`,
 * `confirmRequest`); the receipt's number is taken there too (`takeReceiptNumber`), so numbers have no gap.
 */
import {
  CLUB_TIME_ZONE,
  PAYMENT_ERROR_CODES,
  decimalsWithin,
  messages,
  validationErrorCode,
  RECEIPT_NUMBER_FORMAT,
  arabicPaymentMessages,
  englishPaymentMessages,
  formatMoney,
  fullName,
  isLocale,
  paymentMessages,
  toMinorUnits,
  type Locale,
  type PaymentFilter,
  type PaymentMethod,
  type PaymentSettings,
  type PlanRequest,
  type Receipt,
  type RenewalRequestStatus,
} from '@mijas/api/contract';
import { and, count, desc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { uniqueViolation } from '../accounts/queries.ts';
import type { DbOrTx, Tx } from '../db/database.ts';
import { newestFirst, oldestFirst, pageOffset, type Paging } from '../db/paging.ts';
import {
  outboxMails,
  payments,
  plans,
  receiptCounters,
  renewalRequests,
  users,
  type UserRow,
} from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { queueMail } from '../mail/queue.ts';
import { receiptMail, renewalRejectedMail } from '../mail/templates.ts';
import { renewInTransaction, type Renewed } from '../membership/queries.ts';
import { zonedMidnight } from '../reminders/rules.ts';
import {
  clubYearMonth,
  newPaymentReference,
  toPlan,
  toReceipt,
  toRenewalRequest,
} from './rules.ts';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'config'>;
type PlanRow = typeof plans.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

// --- Plans ---

export async function listPlans(db: DbOrTx, settings: PaymentSettings, onlyActive: boolean) {
  const rows = await db
    .select()
    .from(plans)
    .where(onlyActive ? eq(plans.active, true) : undefined)
    .orderBy(desc(plans.active), plans.days, plans.id);
  return { ...settings, plans: rows.map(toPlan) };
}

export async function createPlan(db: DbOrTx, plan: Required<PlanRequest>, now: Date) {
  const [row] = await db
    .insert(plans)
    .values({ ...plan, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('plan insert returned nothing');
  return toPlan(row);
}

export async function updatePlan(db: DbOrTx, id: number, plan: Required<PlanRequest>, now: Date) {
  const [row] = await db
    .update(plans)
    .set({ ...plan, updatedAt: now })
    .where(eq(plans.id, id))
    .returning();
  if (!row) throw notFound(paymentMessages().planNotFound);
  return toPlan(row);
}

// --- Receipts ---

interface PaymentRecord {
  renewed: Renewed;
  days: number;
  amount: number;
  method: PaymentMethod;
  plan: PlanRow | null;
  requestId?: string;
  paymentReference: string | null;
  transferReference: string | null;
  confirmedBy: { id: string; username: string };
}

/** The member's page, where their receipts and requests are (the link of their mails). */
const memberPage = (config: App['config']) => `${config.publicUrl}/member`;

/** Stands for the receipt's number in its mail until the statement that takes the number writes it. */
const RECEIPT_SLOT = '\ue002receipt\ue003';

/**
 * The receipt number of `year` and the sequence `sequence` (an SQL expression) as `formatReceiptNumber` writes it,
 * from the contract's `RECEIPT_NUMBER_FORMAT`: the statement that takes the number writes it in the same breath.
 */
export function receiptNumberSql(year: number, sequence: SQL): SQL {
  const { separator, sequenceDigits } = RECEIPT_NUMBER_FORMAT;
  const digits = sql`${sequence}::text`;
  return sql`${year}::int::text || ${separator}::text || lpad(${digits}, greatest(${sequenceDigits}::int, length(${digits})), '0')`;
}

/**
 * Records a renewal's payment and issues its receipt, as the last statement of the renewal's transaction: ONE
 * statement takes the year's next number (the counter row `receipt_counters`, created or moved on, whose row lock
 * holds every other renewal of the year until this one commits or rolls back, which gives the number back: no
 * gap, no number twice, whatever the processes), writes the payment and queues the receipt mail with that number
 * in the member's language. The lock is held for that statement and the commit only.
 */
async function issueReceipt(
  tx: Tx,
  config: App['config'],
  record: PaymentRecord,
): Promise<Receipt> {
  const { renewed } = record;
  const member = renewed.member;
  const { year, month } = clubYearMonth(renewed.at);
  const row: Omit<PaymentRow, 'id' | 'receiptSequence' | 'receiptNumber'> = {
    receiptYear: year,
    memberId: member.id,
    memberUsername: member.username,
    memberFullName: fullName(member) || null,
    renewalId: renewed.id,
    requestId: record.requestId ?? null,
    planId: record.plan?.id ?? null,
    days: record.days,
    periodFrom: renewed.periodFrom,
    periodTo: renewed.expiresAt,
    amount: record.amount,
    currency: config.payments.currency,
    method: record.method,
    paymentReference: record.paymentReference,
    transferReference: record.transferReference,
    confirmedById: record.confirmedBy.id,
    confirmedByUsername: record.confirmedBy.username,
    clubMonth: month,
    createdAt: renewed.at,
  };
  const mail = receiptMailOf(config, member, { ...row, receiptNumber: RECEIPT_SLOT }, record.plan);
  const at = sql`${renewed.at.toISOString()}::timestamptz`;
  const filled = (text: string) => sql`replace(${text}::text, ${RECEIPT_SLOT}::text, n.number)`;
  const result = await tx.execute<{ id: string; sequence: number; number: string }>(sql`
    with n as (
      insert into ${receiptCounters} (year, last) values (${year}::int, 1)
      on conflict (year) do update set last = ${receiptCounters}.last + 1
      returning last, ${receiptNumberSql(year, sql.raw('last'))} as number
    ), p as (
      insert into ${payments} (
        receipt_year, receipt_sequence, receipt_number, member_id, member_username, member_full_name,
        renewal_id, request_id, plan_id, days, period_from, period_to, amount, currency, method,
        payment_reference, transfer_reference, confirmed_by_id, confirmed_by_username, club_month, created_at
      )
      select ${year}::int, n.last, n.number, ${row.memberId}::uuid, ${row.memberUsername}::text,
        ${row.memberFullName}::text, ${row.renewalId}::int, ${row.requestId}::uuid, ${row.planId}::int,
        ${row.days}::int, ${row.periodFrom.toISOString()}::timestamptz, ${row.periodTo.toISOString()}::timestamptz,
        ${row.amount}::bigint, ${row.currency}::text, ${row.method}::text, ${row.paymentReference}::text,
        ${row.transferReference}::text, ${row.confirmedById}::uuid, ${row.confirmedByUsername}::text,
        ${row.clubMonth}::text, ${at}
      from n
      returning id
    ), m as (
      insert into ${outboxMails} (id, "to", subject, text, html, links, status, attempts, next_attempt_at, created_at)
      select gen_random_uuid(), ${member.email}::text, ${filled(mail.subject)}, ${filled(mail.text)},
        ${filled(mail.html)}, ${JSON.stringify(mail.links)}::jsonb, 'pending', 0, ${at}, ${at}
      from n
    )
    select p.id, n.last as sequence, n.number from p, n
  `);
  const taken = (result as unknown as { rows: { id: string; sequence: number; number: string }[] })
    .rows[0];
  if (!taken) throw new Error('the receipt statement returned nothing');
  return toReceipt(
    { ...row, id: taken.id, receiptSequence: Number(taken.sequence), receiptNumber: taken.number },
    record.plan,
  );
}

/** The receipt mail of a payment, in its member's language. */
function receiptMailOf(
  config: App['config'],
  member: UserRow,
  payment: Pick<
    PaymentRow,
    | 'receiptNumber'
    | 'days'
    | 'periodFrom'
    | 'periodTo'
    | 'amount'
    | 'currency'
    | 'method'
    | 'paymentReference'
    | 'transferReference'
    | 'confirmedByUsername'
    | 'createdAt'
  >,
  plan: PlanRow | null,
) {
  const language = isLocale(member.language) ? member.language : 'en';
  return receiptMail(
    { username: member.username, firstName: member.firstName, language },
    {
      receiptNumber: payment.receiptNumber,
      planName: plan ? (language === 'ar' ? plan.nameAr : plan.nameEn) : null,
      days: payment.days,
      periodFrom: payment.periodFrom,
      periodTo: payment.periodTo,
      amount: formatMoney(payment.amount, payment.currency, language),
      method: paymentMessagesFor(language).methods[payment.method as PaymentMethod],
      paymentReference: payment.paymentReference,
      transferReference: payment.transferReference,
      confirmedBy: payment.confirmedByUsername,
      issuedAt: payment.createdAt,
      link: memberPage(config),
    },
  );
}

/** The payments' messages of a language (a mail's, whatever the request's). */
function paymentMessagesFor(language: Locale) {
  return language === 'ar' ? arabicPaymentMessages : englishPaymentMessages;
}

/**
 * Refuses (400 `InvalidAmount`) a renewal amount finer than the club's currency: the contract takes up to the
 * dinar's 3 decimals, a club in dollars (`CLUB_CURRENCY=USD`) 2. Nothing is rounded away unsaid.
 */
export function checkAmountDecimals(
  config: Pick<FastifyInstance['config'], 'payments'>,
  amount: number,
) {
  const { exponent } = config.payments;
  if (!decimalsWithin(amount, exponent)) {
    throw badRequest(
      validationErrorCode(['amount']),
      messages.validation.decimals(messages.validation.fields.amount, exponent),
    );
  }
}

/**
 * `PUT /Admin/members/renew-membership` (and each member of a bulk renewal): the spec's renewal (days, amount in
 * major units of the club's currency, `checkAmountDecimals` first) with its payment and receipt, in one
 * transaction.
 */
export async function renewWithReceipt(
  app: App,
  request: {
    memberId: string;
    numberOfDays: number;
    amount: number;
    method: PaymentMethod;
    reference?: string | undefined;
    madeBy: { id: string; username: string };
  },
): Promise<Renewed & { receipt: Receipt }> {
  return app.db.transaction(async (tx) => {
    const renewed = await renewInTransaction(tx, app.clock, {
      ...request,
      madeById: request.madeBy.id,
    });
    const receipt = await issueReceipt(tx, app.config, {
      renewed,
      days: request.numberOfDays,
      amount: toMinorUnits(request.amount, app.config.payments.exponent),
      method: request.method,
      plan: null,
      paymentReference: request.reference ?? null,
      transferReference: null,
      confirmedBy: request.madeBy,
    });
    return { ...renewed, receipt };
  });
}

// --- Renewal requests ---

const decidedBy = alias(users, 'decided_by');

function requestQuery(db: DbOrTx) {
  return db
    .select({
      request: renewalRequests,
      plan: plans,
      memberUsername: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      decidedByUsername: decidedBy.username,
      receiptNumber: payments.receiptNumber,
    })
    .from(renewalRequests)
    .innerJoin(plans, eq(plans.id, renewalRequests.planId))
    .innerJoin(users, eq(users.id, renewalRequests.memberId))
    .leftJoin(decidedBy, eq(decidedBy.id, renewalRequests.decidedById))
    .leftJoin(payments, eq(payments.requestId, renewalRequests.id));
}

type RequestJoined = Awaited<ReturnType<ReturnType<typeof requestQuery>['execute']>>[number];

const shape = (currency: string) => (row: RequestJoined) =>
  toRenewalRequest(row.request, row, currency);

async function findRequest(db: DbOrTx, id: string, currency: string) {
  const [row] = await requestQuery(db).where(eq(renewalRequests.id, id));
  return row ? shape(currency)(row) : undefined;
}

/** A member's own requests, newest first. */
export async function memberRequests(db: DbOrTx, memberId: string, currency: string) {
  const rows = await requestQuery(db)
    .where(eq(renewalRequests.memberId, memberId))
    .orderBy(...newestFirst(renewalRequests.createdAt, renewalRequests.id));
  return { requests: rows.map(shape(currency)) };
}

/** Tries a write that may meet a unique payment reference already given (about one in 887 million). */
const REFERENCE_ATTEMPTS = 3;

/**
 * `POST /Member/renewal-requests`: an active plan, one pending request per member (409 otherwise, also when two
 * arrive at once: the unique index on the pending ones), a fresh payment reference.
 */
export async function createRequest(
  app: App,
  memberId: string,
  body: { planId: number; method: PaymentMethod; transferReference?: string | undefined },
  now: Date,
) {
  const [plan] = await app.db.select().from(plans).where(eq(plans.id, body.planId));
  if (!plan) throw notFound(paymentMessages().planNotFound);
  if (!plan.active) {
    throw conflict(PAYMENT_ERROR_CODES.planRetired, paymentMessages().planRetired);
  }
  const pending = () =>
    conflict(PAYMENT_ERROR_CODES.requestAlreadyPending, paymentMessages().requestAlreadyPending);
  const [open] = await app.db
    .select({ id: renewalRequests.id })
    .from(renewalRequests)
    .where(and(eq(renewalRequests.memberId, memberId), eq(renewalRequests.status, 'pending')));
  if (open) throw pending();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [row] = await app.db
        .insert(renewalRequests)
        .values({
          memberId,
          planId: plan.id,
          method: body.method,
          paymentReference: newPaymentReference(),
          transferReference: body.transferReference ?? null,
          amount: plan.price,
          createdAt: now,
        })
        .returning({ id: renewalRequests.id });
      if (!row) throw new Error('renewal request insert returned nothing');
      const created = await findRequest(app.db, row.id, app.config.payments.currency);
      if (!created) throw new Error('renewal request vanished');
      return created;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      if (!constraint.includes('payment_reference') || attempt >= REFERENCE_ATTEMPTS)
        throw pending();
    }
  }
}

/** `DELETE /Member/renewal-requests/{id}`: the member's own pending request (another's: 404, as none). */
export async function cancelRequest(app: App, memberId: string, id: string, now: Date) {
  const [cancelled] = await app.db
    .update(renewalRequests)
    .set({ status: 'cancelled', decidedAt: now })
    .where(
      and(
        eq(renewalRequests.id, id),
        eq(renewalRequests.memberId, memberId),
        eq(renewalRequests.status, 'pending'),
      ),
    )
    .returning({ id: renewalRequests.id });
  if (cancelled) return;
  const [own] = await app.db
    .select({ id: renewalRequests.id })
    .from(renewalRequests)
    .where(and(eq(renewalRequests.id, id), eq(renewalRequests.memberId, memberId)));
  if (!own) throw notFound(paymentMessages().requestNotFound);
  throw conflict(PAYMENT_ERROR_CODES.requestNotPending, paymentMessages().requestNotPending);
}

/** `GET /Admin/renewal-requests`: by status (every status when none), oldest first (the queue's order). */
export async function listRequests(
  db: DbOrTx,
  status: RenewalRequestStatus | undefined,
  paging: Paging,
  currency: string,
) {
  const where = status ? eq(renewalRequests.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    requestQuery(db)
      .where(where)
      .orderBy(...oldestFirst(renewalRequests.createdAt, renewalRequests.id))
      .limit(paging.pageSize)
      .offset(pageOffset(paging)),
    db.select({ count: count() }).from(renewalRequests).where(where),
  ]);
  return { renewalRequests: rows.map(shape(currency)), totalCount: total?.count ?? 0 };
}

/**
 * Locks a request for its decision (`FOR UPDATE`): the second of two admins deciding at once waits for the first,
 * then finds it no longer pending (409).
 */
async function lockPending(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(renewalRequests)
    .where(eq(renewalRequests.id, id))
    .for('update');
  if (!row) throw notFound(paymentMessages().requestNotFound);
  if (row.status !== 'pending') {
    throw conflict(PAYMENT_ERROR_CODES.requestNotPending, paymentMessages().requestNotPending);
  }
  return row;
}

/**
 * `PUT /Admin/renewal-requests/{id}/confirm`: in one transaction, the membership renewed by the plan's days from
 * its running expiry (the admin renewal's own rule), the payment recorded (the amount received, else the
 * request's) and its receipt issued and mailed, the request confirmed.
 */
export async function confirmRequest(
  app: App,
  id: string,
  amountReceived: number | undefined,
  admin: { id: string; username: string },
) {
  return app.db.transaction(async (tx) => {
    const request = await lockPending(tx, id);
    const [plan] = await tx.select().from(plans).where(eq(plans.id, request.planId));
    if (!plan) throw notFound(paymentMessages().planNotFound);
    const amount = amountReceived ?? request.amount;
    const exponent = app.config.payments.exponent;
    // Before the renewal: its history row (the history's count, one row for every renewal) and the receipt's
    // number are held from their statements to the commit, so nothing else comes between them.
    await tx
      .update(renewalRequests)
      .set({ status: 'confirmed', decidedAt: app.clock.now(), decidedById: admin.id })
      .where(eq(renewalRequests.id, id));
    const renewed = await renewInTransaction(tx, app.clock, {
      memberId: request.memberId,
      numberOfDays: plan.days,
      amount: amount / 10 ** exponent,
      madeById: admin.id,
    });
    // Last: the receipt's number is held from here to the commit.
    const receipt = await issueReceipt(tx, app.config, {
      renewed,
      days: plan.days,
      amount,
      method: request.method as PaymentMethod,
      plan,
      requestId: request.id,
      paymentReference: request.paymentReference,
      transferReference: request.transferReference,
      confirmedBy: admin,
    });
    return { receiptNumber: receipt.receiptNumber, expiryDate: renewed.expiresAt.toISOString() };
  });
}

/** `PUT /Admin/renewal-requests/{id}/reject`: the reason recorded and mailed to the member in their language. */
export async function rejectRequest(
  app: App,
  id: string,
  reason: string,
  adminId: string,
  now: Date,
) {
  await app.db.transaction(async (tx) => {
    const request = await lockPending(tx, id);
    await tx
      .update(renewalRequests)
      .set({ status: 'rejected', reason, decidedAt: now, decidedById: adminId })
      .where(eq(renewalRequests.id, id));
    const [member] = await tx.select().from(users).where(eq(users.id, request.memberId));
    if (!member) return;
    const language = isLocale(member.language) ? member.language : 'en';
    const mail = renewalRejectedMail(
      { username: member.username, firstName: member.firstName, language },
      { paymentReference: request.paymentReference, reason, link: memberPage(app.config) },
    );
    await queueMail(tx, member.email, mail, now);
  });
  const rejected = await findRequest(app.db, id, app.config.payments.currency);
  if (!rejected) throw notFound(paymentMessages().requestNotFound);
  return rejected;
}

// --- Receipts and payments ---

function receiptQuery(db: DbOrTx) {
  return db
    .select({ payment: payments, plan: plans })
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId));
}

/** One receipt by number; `memberId` limits it to that member's (another's: 404, as none). */
export async function findReceipt(db: DbOrTx, receiptNumber: string, memberId?: string) {
  const [row] = await receiptQuery(db).where(
    and(
      eq(payments.receiptNumber, receiptNumber),
      memberId ? eq(payments.memberId, memberId) : undefined,
    ),
  );
  if (!row) throw notFound(paymentMessages().receiptNotFound);
  return toReceipt(row.payment, row.plan);
}

export async function memberReceipts(db: DbOrTx, memberId: string) {
  const rows = await receiptQuery(db)
    .where(eq(payments.memberId, memberId))
    .orderBy(...newestFirst(payments.createdAt, payments.id));
  return { receipts: rows.map((row) => toReceipt(row.payment, row.plan)) };
}

/** The first instant of a `YYYY-MM-DD` day (`after` days later) on the club's calendar. */
function dayStart(day: string, after = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = new Date(Date.UTC(year, month - 1, date + after));
  return zonedMidnight(
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    CLUB_TIME_ZONE,
  );
}

/** The payments list's filters as conditions: the period's days inclusive, on the club's calendar. */
export function paymentConditions(filter: PaymentFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.from ? gte(payments.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(payments.createdAt, dayStart(filter.to, 1)) : undefined,
    filter.method ? eq(payments.method, filter.method) : undefined,
    filter.planId ? eq(payments.planId, filter.planId) : undefined,
    filter.memberUsername ? eq(payments.memberUsername, filter.memberUsername) : undefined,
  ];
  return and(...conditions);
}

/** `GET /Admin/payments`: newest first, with totals over every match by method and by club month. */
export async function listPayments(
  db: DbOrTx,
  filter: PaymentFilter,
  paging: Paging,
  currency: string,
) {
  const where = paymentConditions(filter);
  const amount = sql<string>`coalesce(${sum(payments.amount)}, 0)`;
  const [rows, byMethod, byMonth] = await Promise.all([
    receiptQuery(db)
      .where(where)
      .orderBy(...newestFirst(payments.createdAt, payments.id))
      .limit(paging.pageSize)
      .offset(pageOffset(paging)),
    db
      .select({ method: payments.method, amount, count: count() })
      .from(payments)
      .where(where)
      .groupBy(payments.method)
      .orderBy(payments.method),
    db
      .select({ month: payments.clubMonth, amount, count: count() })
      .from(payments)
      .where(where)
      .groupBy(payments.clubMonth)
      .orderBy(payments.clubMonth),
  ]);
  const totals = byMethod.map((row) => ({
    method: row.method as PaymentMethod,
    amount: Number(row.amount),
    count: row.count,
  }));
  return {
    payments: rows.map((row) => toReceipt(row.payment, row.plan)),
    totalCount: totals.reduce((all, row) => all + row.count, 0),
    currency,
    totals: {
      amount: totals.reduce((all, row) => all + row.amount, 0),
      count: totals.reduce((all, row) => all + row.count, 0),
      byMethod: totals,
      byMonth: byMonth.map((row) => ({
        month: row.month,
        amount: Number(row.amount),
        count: row.count,
      })),
    },
  };
}

/** Every payment of the filters, newest first (the export). */
export async function allPayments(db: DbOrTx, filter: PaymentFilter) {
  const rows = await receiptQuery(db)
    .where(paymentConditions(filter))
    .orderBy(...newestFirst(payments.createdAt, payments.id));
  return rows.map((row) => toReceipt(row.payment, row.plan));
}

/** The receipt number of a renewal's payment (Membership History's details link to it); null when it has none. */
export async function receiptOfRenewal(db: DbOrTx, renewalId: number): Promise<string | null> {
  const [row] = await db
    .select({ receiptNumber: payments.receiptNumber })
    .from(payments)
    .where(eq(payments.renewalId, renewalId));
  return row?.receiptNumber ?? null;
}
