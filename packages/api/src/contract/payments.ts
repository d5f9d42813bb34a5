/**
 * Renewals paid by CliQ, bank transfer or cash (issue 34): plans, a member's renewal request, the office's
 * confirmation, receipts and payments. Money is an integer of the currency's minor units (the Jordanian dinar has
 * three decimals: 25.000 JOD is 25000): `money.ts`, with the methods, statuses and limits. Messages:
 * `payment-messages.ts` (English and Arabic).
 */
import { z } from 'zod';
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

export const receiptNumberSchema = z.string(inLanguage(() => pay().receiptNumberInvalid)).regex(
  RECEIPT_NUMBER_PATTERN,
  inLanguage(() => pay().receiptNumberInvalid),
);
export const receiptNumberParamsSchema = z.object({ receiptNumber: receiptNumberSchema });

// --- Fields ---

function wholeNumber(name: keyof PaymentMessages['fields'], min: number, max: number) {
  const field = label(name);
  return z
    .number(inLanguage((v) => v.notANumber(field())))
    .int(inLanguage((v) => v.notWholeNumber(field())))
    .min(
      min,
      inLanguage((v) => (min > 0 ? v.positive(field()) : v.notNegative(field()))),
    )
    .max(
      max,
      inLanguage((v) => v.atMost(field(), max)),
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
  return typedText(field)
    .max(
      PAYMENT_LIMITS.referenceMax,
      inLanguage((v) => v.tooLong(field(), PAYMENT_LIMITS.referenceMax)),
    )
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const paymentMethodSchema = choice(PAYMENT_METHODS, label('method'));
export const renewalRequestStatusSchema = choice(
  RENEWAL_REQUEST_STATUSES,
  () => messages.validation.fields.status,
);
/** An amount in minor units of the club's currency. */
export const minorAmountSchema = z.number().int().min(0);

// --- Plans ---

/** A root admin's plan: `POST /RootAdmin/plans`, `PUT /RootAdmin/plans/{id}`. */
export const planRequestSchema = z.object({
  nameEn: requiredText(label('nameEn'), PAYMENT_LIMITS.nameMax),
  nameAr: requiredText(label('nameAr'), PAYMENT_LIMITS.nameMax),
  days: wholeNumber('days', 1, PAYMENT_LIMITS.maxDays),
  /** Minor units of the club's currency. */
  price: wholeNumber('price', 0, PAYMENT_LIMITS.maxAmount),
  /** False: retired (not offered to members; kept on the receipts that name it). */
  active: z.boolean(inLanguage((v) => v.notValid(label('active')()))).default(true),
});
export type PlanRequest = z.input<typeof planRequestSchema>;

export const planIdParamsSchema = z.object({ id: integerIdSchema });

export const planSchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  days: z.number().int(),
  price: minorAmountSchema,
  active: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** How the club is paid: its currency (and its minor units), CliQ alias and IBAN (null when not set). */
export const paymentSettingsSchema = z.object({
  currency: z.string(),
  exponent: z.number().int().min(0),
  cliqAlias: z.string().nullable(),
  iban: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** `GET /Member/plans` (active plans) and `GET /RootAdmin/plans` (every plan), with the club's settings. */
export const plansResponseSchema = paymentSettingsSchema.extend({ plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

// --- Renewal requests ---

/** `POST /Member/renewal-requests`. */
export const createRenewalRequestSchema = z.object({
  planId: z
    .number(inLanguage((v) => v.required(label('planId')())))
    .int()
    .min(1),
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
  memberFullName: z.string().nullable(),
  plan: planSchema,
  method: paymentMethodSchema,
  /** The short reference the member quotes with their transfer (unique to this request). */
  paymentReference: z.string(),
  transferReference: z.string().nullable(),
  /** What is due, minor units: the plan's price when the request was made. */
  amount: minorAmountSchema,
  currency: z.string(),
  /** A rejection's reason. */
  reason: z.string().nullable(),
  createdAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
  decidedByUserName: z.string().nullable(),
  /** The receipt of a confirmed request. */
  receiptNumber: z.string().nullable(),
});
export type RenewalRequest = z.infer<typeof renewalRequestSchema>;

export const memberRenewalRequestsSchema = z.object({ requests: z.array(renewalRequestSchema) });

/** `GET /Admin/renewal-requests` (pending first by default: `status=pending`), oldest first. */
export const renewalRequestListQuerySchema = z.object({
  status: renewalRequestStatusSchema.optional(),
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
});
export type RenewalRequestListQuery = z.input<typeof renewalRequestListQuerySchema>;

export const renewalRequestListSchema = z.object({
  renewalRequests: z.array(renewalRequestSchema),
  totalCount: z.number().int().min(0),
});

/** `PUT /Admin/renewal-requests/{id}/confirm`: the amount actually received (minor units), else the request's. */
export const confirmRenewalRequestSchema = z
  .object({ amountReceived: wholeNumber('amountReceived', 0, PAYMENT_LIMITS.maxAmount).optional() })
  .optional()
  .transform((body) => body ?? {});

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
  method: paymentMethodSchema.default('cash'),
  reference: optionalReference('reference'),
};

// --- Receipts and payments ---

export const receiptSchema = z.object({
  receiptNumber: receiptNumberSchema,
  issuedAt: timestampSchema,
  memberId: z.string(),
  memberUserName: z.string(),
  memberFullName: z.string().nullable(),
  /** The plan paid for; null for an admin's renewal of some days. */
  plan: planSchema.nullable(),
  days: z.number().int(),
  periodFrom: timestampSchema,
  periodTo: timestampSchema,
  amount: minorAmountSchema,
  currency: z.string(),
  method: paymentMethodSchema,
  /** The request's payment reference, or the reference an admin entered with a renewal. */
  paymentReference: z.string().nullable(),
  transferReference: z.string().nullable(),
  confirmedByUserName: z.string().nullable(),
  /**
   * The membership action (renewal) the payment paid for: Membership History's renewal id; null once the member
   * was deleted (the payment stays for the treasurer, their history does not).
   */
  renewalId: z.number().int().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const memberReceiptsSchema = z.object({ receipts: z.array(receiptSchema) });

const day = (name: keyof PaymentMessages['fields']) =>
  z.iso.date(inLanguage(() => pay().dayInvalid(label(name)()))).optional();

/** The filters of `GET /Admin/payments` and its export: days of the club's calendar (from, to inclusive). */
export const paymentFilterSchema = z.object({
  from: day('from'),
  to: day('to'),
  method: paymentMethodSchema.optional(),
  planId: integerIdSchema.optional(),
  memberUsername: usernameSchema.optional(),
});

const refinePeriod = <T extends { from?: string | undefined; to?: string | undefined }>(
  value: T,
  context: z.core.$RefinementCtx<T>,
) => {
  if (value.from && value.to && value.from > value.to) {
    context.addIssue({ code: 'custom', path: ['to'], message: pay().periodReversed });
  }
};

export const paymentExportQuerySchema = paymentFilterSchema.superRefine(refinePeriod);
export type PaymentFilter = z.output<typeof paymentFilterSchema>;

export const paymentListQuerySchema = paymentFilterSchema
  .extend({ pageNumber: pageNumberSchema, pageSize: pageSizeSchema })
  .superRefine(refinePeriod);
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

const totalSchema = z.object({ amount: minorAmountSchema, count: z.number().int().min(0) });

export const paymentListSchema = z.object({
  payments: z.array(receiptSchema),
  totalCount: z.number().int().min(0),
  currency: z.string(),
  /** Over every payment of the filters (not the page): all, by method, by month of the club's calendar. */
  totals: totalSchema.extend({
    byMethod: z.array(totalSchema.extend({ method: paymentMethodSchema })),
    byMonth: z.array(totalSchema.extend({ month: monthSchema })),
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
export const renewMembershipPaymentRequestSchema =
  renewMembershipRequestSchema.extend(renewalPaymentFields);
export type RenewMembershipPaymentRequest = z.input<typeof renewMembershipPaymentRequestSchema>;

/** The name a payments export is saved under: `mijas-payments-2026-11-26.csv` (the day on the club's calendar). */
export function paymentExportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(now);
  return `mijas-payments-${day}.csv`;
}
