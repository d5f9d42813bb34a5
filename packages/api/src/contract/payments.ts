/**
 * Renewals paid by CliQ, bank transfer or cash (issue 34): plans, a member's renewal request, the office's
 * confirmation, receipts and payments. Money is an integer of the currency's minor units (the Jordanian dinar has
 * three decimals: 25.000 JOD is 25000): `money.ts`, with the methods, statuses and limits. Messages:
 * `payment-messages.ts` (English and Arabic).
 */
import { z } from 'zod/mini';
import { messages } from './messages.ts';
import { paymentMessages, type PaymentMessages } from './payment-messages.ts';
import {
  inLanguage,
  integerIdSchema,
  pageNumberSchema,
  pageSizeSchema,
  requiredText,
  timestampSchema,
  typedText,
  usernameSchema,
  type FieldLabel,
} from './fields.ts';
import { monthSchema } from './admin-members.ts';
import { CLUB_TIME_ZONE } from './admin-constants.ts';
import { renewMembershipRequestSchema } from './admin.ts';
import { RECEIPT_NUMBER_PATTERN } from './receipt-number.ts';
import { PAYMENT_LIMITS, PAYMENT_METHODS, RENEWAL_REQUEST_STATUSES } from './money.ts';

export * from './money.ts';

// --- Receipt numbers ---

export {
  formatReceiptNumber,
  RECEIPT_NUMBER_FORMAT,
  RECEIPT_NUMBER_PATTERN,
} from './receipt-number.ts';

const say = () => messages.validation;
const pay = () => paymentMessages();
const label =
  (name: keyof PaymentMessages['fields']): (() => string) =>
  () =>
    pay().fields[name];

export const receiptNumberSchema = z.string(inLanguage(() => pay().receiptNumberInvalid)).check(
  z.regex(
    RECEIPT_NUMBER_PATTERN,
    inLanguage(() => pay().receiptNumberInvalid),
  ),
);
export const receiptNumberParamsSchema = z.object({ receiptNumber: receiptNumberSchema });

// --- Fields ---

function wholeNumber(name: keyof PaymentMessages['fields'], min: number, max: number) {
  const field = label(name);
  return z.number(inLanguage((v) => v.notANumber(field()))).check(
    z.int(inLanguage((v) => v.notWholeNumber(field()))),
    z.gte(
      min,
      inLanguage((v) => (min > 0 ? v.positive(field()) : v.notNegative(field()))),
    ),
    z.lte(
      max,
      inLanguage((v) => v.atMost(field(), max)),
    ),
  );
}

function choice<const T extends readonly [string, ...string[]]>(choices: T, field: FieldLabel) {
  return z.enum(choices, {
    error: () =>
      say().choiceInvalid(typeof field === 'string' ? field : field(), choices.join(', ')),
  });
}

/** An optional reference quoted by a payer (a transfer's own, a receipt book's): blank is none. */
function optionalReference(name: keyof PaymentMessages['fields']) {
  const field = label(name);
  return z.pipe(
    z.optional(
      typedText(field).check(
        z.maxLength(
          PAYMENT_LIMITS.referenceMax,
          inLanguage((v) => v.tooLong(field(), PAYMENT_LIMITS.referenceMax)),
        ),
      ),
    ),
    z.transform((value) => (value ? value : undefined)),
  );
}

export const paymentMethodSchema = choice(PAYMENT_METHODS, label('method'));
export const renewalRequestStatusSchema = choice(
  RENEWAL_REQUEST_STATUSES,
  () => messages.validation.fields.status,
);
/** An amount in minor units of the club's currency. */
export const minorAmountSchema = z.number().check(z.int(), z.gte(0));

// --- Plans ---

/** A root admin's plan: `POST /RootAdmin/plans`, `PUT /RootAdmin/plans/{id}`. */
export const planRequestSchema = z.object({
  nameEn: requiredText(label('nameEn'), PAYMENT_LIMITS.nameMax),
  nameAr: requiredText(label('nameAr'), PAYMENT_LIMITS.nameMax),
  days: wholeNumber('days', 1, PAYMENT_LIMITS.maxDays),
  /** Minor units of the club's currency. */
  price: wholeNumber('price', 0, PAYMENT_LIMITS.maxAmount),
  /** False: retired (not offered to members; kept on the receipts that name it). */
  active: z._default(z.boolean(inLanguage((v) => v.notValid(label('active')()))), true),
});
export type PlanRequest = z.input<typeof planRequestSchema>;

export const planIdParamsSchema = z.object({ id: integerIdSchema });

export const planSchema = z.object({
  id: z.number().check(z.int()),
  nameEn: z.string(),
  nameAr: z.string(),
  days: z.number().check(z.int()),
  price: minorAmountSchema,
  active: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** How the club is paid: its currency (and its minor units), CliQ alias and IBAN (null when not set). */
export const paymentSettingsSchema = z.object({
  currency: z.string(),
  exponent: z.number().check(z.int(), z.gte(0)),
  cliqAlias: z.nullable(z.string()),
  iban: z.nullable(z.string()),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** `GET /Member/plans` (active plans) and `GET /RootAdmin/plans` (every plan), with the club's settings. */
export const plansResponseSchema = z.extend(paymentSettingsSchema, { plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

// --- Renewal requests ---

/** `POST /Member/renewal-requests`. */
export const createRenewalRequestSchema = z.object({
  planId: z.number(inLanguage((v) => v.required(label('planId')()))).check(z.int(), z.gte(1)),
  method: paymentMethodSchema,
  transferReference: optionalReference('transferReference'),
});
export type CreateRenewalRequest = z.input<typeof createRenewalRequestSchema>;

export const renewalRequestIdParamsSchema = z.object({
  id: z.uuid(inLanguage((v) => v.idInvalid)),
});

export const renewalRequestSchema = z.object({
  id: z.string(),
  status: renewalRequestStatusSchema,
  memberId: z.string(),
  memberUserName: z.string(),
  memberFullName: z.nullable(z.string()),
  plan: planSchema,
  method: paymentMethodSchema,
  /** The short reference the member quotes with their transfer (unique to this request). */
  paymentReference: z.string(),
  transferReference: z.nullable(z.string()),
  /** What is due, minor units: the plan's price when the request was made. */
  amount: minorAmountSchema,
  currency: z.string(),
  /** A rejection's reason. */
  reason: z.nullable(z.string()),
  createdAt: timestampSchema,
  decidedAt: z.nullable(timestampSchema),
  decidedByUserName: z.nullable(z.string()),
  /** The receipt of a confirmed request. */
  receiptNumber: z.nullable(z.string()),
});
export type RenewalRequest = z.infer<typeof renewalRequestSchema>;

export const memberRenewalRequestsSchema = z.object({ requests: z.array(renewalRequestSchema) });

/** `GET /Admin/renewal-requests` (pending first by default: `status=pending`), oldest first. */
export const renewalRequestListQuerySchema = z.object({
  status: z.optional(renewalRequestStatusSchema),
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
});
export type RenewalRequestListQuery = z.input<typeof renewalRequestListQuerySchema>;

export const renewalRequestListSchema = z.object({
  renewalRequests: z.array(renewalRequestSchema),
  totalCount: z.number().check(z.int(), z.gte(0)),
});

/** `PUT /Admin/renewal-requests/{id}/confirm`: the amount actually received (minor units), else the request's. */
export const confirmRenewalRequestSchema = z.pipe(
  z.optional(
    z.object({
      amountReceived: z.optional(wholeNumber('amountReceived', 0, PAYMENT_LIMITS.maxAmount)),
    }),
  ),
  z.transform((body) => body ?? {}),
);

export const confirmRenewalResponseSchema = z.object({
  receiptNumber: receiptNumberSchema,
  expiryDate: timestampSchema,
});

/** `PUT /Admin/renewal-requests/{id}/reject`: the reason is mailed to the member. */
export const rejectRenewalRequestSchema = z.object({
  reason: requiredText(label('reason'), PAYMENT_LIMITS.reasonMax),
});

/**
 * What the spec's renewal body (`PUT /Admin/members/renew-membership`: days, amount) gains: how it was paid
 * (cash when not said) and the payer's reference.
 */
export const renewalPaymentFields = {
  method: z._default(paymentMethodSchema, 'cash'),
  reference: optionalReference('reference'),
};

// --- Receipts and payments ---

export const receiptSchema = z.object({
  receiptNumber: receiptNumberSchema,
  issuedAt: timestampSchema,
  memberId: z.string(),
  memberUserName: z.string(),
  memberFullName: z.nullable(z.string()),
  /** The plan paid for; null for an admin's renewal of some days. */
  plan: z.nullable(planSchema),
  days: z.number().check(z.int()),
  periodFrom: timestampSchema,
  periodTo: timestampSchema,
  amount: minorAmountSchema,
  currency: z.string(),
  method: paymentMethodSchema,
  /** The request's payment reference, or the reference an admin entered with a renewal. */
  paymentReference: z.nullable(z.string()),
  transferReference: z.nullable(z.string()),
  confirmedByUserName: z.nullable(z.string()),
  /**
   * The membership action (renewal) the payment paid for: Membership History's renewal id; null once the member
   * was deleted (the payment stays for the treasurer, their history does not).
   */
  renewalId: z.nullable(z.number().check(z.int())),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const memberReceiptsSchema = z.object({ receipts: z.array(receiptSchema) });

const day = (name: keyof PaymentMessages['fields']) =>
  z.optional(z.iso.date(inLanguage(() => pay().dayInvalid(label(name)()))));

/** The filters of `GET /Admin/payments` and its export: days of the club's calendar (from, to inclusive). */
export const paymentFilterSchema = z.object({
  from: day('from'),
  to: day('to'),
  method: z.optional(paymentMethodSchema),
  planId: z.optional(integerIdSchema),
  memberUsername: z.optional(usernameSchema),
});

const refinePeriod = <T extends { from?: string | undefined; to?: string | undefined }>(
  value: T,
  context: z.core.$RefinementCtx<T>,
) => {
  if (value.from && value.to && value.from > value.to) {
    context.addIssue({ code: 'custom', path: ['to'], message: pay().periodReversed });
  }
};

export const paymentExportQuerySchema = paymentFilterSchema.check(z.superRefine(refinePeriod));
export type PaymentFilter = z.output<typeof paymentFilterSchema>;

export const paymentListQuerySchema = z
  .extend(paymentFilterSchema, { pageNumber: pageNumberSchema, pageSize: pageSizeSchema })
  .check(z.superRefine(refinePeriod));
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

const totalSchema = z.object({
  amount: minorAmountSchema,
  count: z.number().check(z.int(), z.gte(0)),
});

export const paymentListSchema = z.object({
  payments: z.array(receiptSchema),
  totalCount: z.number().check(z.int(), z.gte(0)),
  currency: z.string(),
  /** Over every payment of the filters (not the page): all, by method, by month of the club's calendar. */
  totals: z.extend(totalSchema, {
    byMethod: z.array(z.extend(totalSchema, { method: paymentMethodSchema })),
    byMonth: z.array(z.extend(totalSchema, { month: monthSchema })),
  }),
});
export type PaymentList = z.infer<typeof paymentListSchema>;

/** The payments export's columns. */
export const PAYMENT_CSV_COLUMNS = [
  'receiptNumber',
  'issuedAt',
  'memberUserName',
  'memberFullName',
  'plan',
  'days',
  'periodFrom',
  'periodTo',
  'amount',
  'currency',
  'method',
  'paymentReference',
  'transferReference',
  'confirmedByUserName',
] as const;

/**
 * `PUT /Admin/members/renew-membership`'s body: the spec's (member, days, amount in major units), plus how it was
 * paid (`method`, cash when not said) and an optional `reference`. Every renewal is a payment with a receipt.
 */
export const renewMembershipPaymentRequestSchema = z.extend(
  renewMembershipRequestSchema,
  renewalPaymentFields,
);
export type RenewMembershipPaymentRequest = z.input<typeof renewMembershipPaymentRequestSchema>;

/** The name a payments export is saved under: `mijas-payments-2026-11-26.csv` (the day on the club's calendar). */
export function paymentExportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(now);
  return `mijas-payments-${day}.csv`;
}
