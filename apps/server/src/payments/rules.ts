/**
 * Renewals paid by CliQ, bank transfer or cash (issue 34): what a plan, a request and a receipt look like in an
 * answer, the receipt's year and month on the club's calendar, a request's payment reference.
 */
import { randomInt } from 'node:crypto';
import {
  CLUB_TIME_ZONE,
  PAYMENT_LIMITS,
  PAYMENT_REFERENCE_ALPHABET,
  fullName,
  type PaymentMethod,
  type Plan,
  type Receipt,
  type RenewalRequest,
  type RenewalRequestStatus,
} from '@mijas/api/contract';
import type { payments, plans, renewalRequests } from '../db/schema.ts';
import { wallClock } from '../reminders/rules.ts';

type PlanRow = typeof plans.$inferSelect;
type RequestRow = typeof renewalRequests.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    days: row.days,
    price: row.price,
    active: row.active,
  };
}

/** A new payment reference: `MJ` and random characters easy to read out (about 887 million of them). */
export function newPaymentReference(): string {
  let reference = 'MJ';
  while (reference.length < PAYMENT_LIMITS.paymentReferenceLength) {
    reference += PAYMENT_REFERENCE_ALPHABET[randomInt(PAYMENT_REFERENCE_ALPHABET.length)];
  }
  return reference;
}

/** The year and `YYYY-MM` month of an instant on the club's calendar: a receipt's numbering year, its month. */
export function clubYearMonth(instant: Date): { year: number; month: string } {
  const { year, month } = wallClock(instant, CLUB_TIME_ZONE);
  return { year, month: `${year}-${String(month).padStart(2, '0')}` };
}

export function toRenewalRequest(
  row: RequestRow,
  joined: {
    plan: PlanRow;
    memberUsername: string;
    firstName: string | null;
    lastName: string | null;
    decidedByUsername: string | null;
    receiptNumber: string | null;
  },
  currency: string,
): RenewalRequest {
  return {
    id: row.id,
    status: row.status as RenewalRequestStatus,
    memberId: row.memberId,
    memberUserName: joined.memberUsername,
    memberFullName: fullName(joined) || null,
    plan: toPlan(joined.plan),
    method: row.method as PaymentMethod,
    paymentReference: row.paymentReference,
    transferReference: row.transferReference,
    amount: row.amount,
    currency,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByUserName: joined.decidedByUsername,
    receiptNumber: joined.receiptNumber,
  };
}

export function toReceipt(row: PaymentRow, plan: PlanRow | null): Receipt {
  return {
    receiptNumber: row.receiptNumber,
    issuedAt: row.createdAt.toISOString(),
    memberId: row.memberId ?? '',
    memberUserName: row.memberUsername,
    memberFullName: row.memberFullName,
    plan: plan ? toPlan(plan) : null,
    days: row.days,
    periodFrom: row.periodFrom.toISOString(),
    periodTo: row.periodTo.toISOString(),
    amount: row.amount,
    currency: row.currency,
    method: row.method as PaymentMethod,
    paymentReference: row.paymentReference,
    transferReference: row.transferReference,
    confirmedByUserName: row.confirmedByUsername,
    renewalId: row.renewalId,
  };
}
