/**
 * What the payments' pages and machines need of payments (issue 34) without a schema or a message: the methods,
 * the statuses, the limits, and money (an integer of the currency's minor units: 25.000 JOD is 25000; its exponent
 * the currency's own, `currencyExponent`; shown with `Intl`, `formatMoney`). A module of its own, so that a page
 * that writes an amount (the Overview) or offers a method (View Members' Renew) does not load the payments'
 * schemas and messages (`payments.ts`), which come with the pages and machines of payments.
 */
import { intlOnce } from '../i18n/intl-once.ts';
import { intlLocaleOf, type Locale } from '../i18n/locale.ts';

/** How a member pays: a CliQ transfer to the club's alias, a bank transfer to its IBAN, cash at the office. */
export const PAYMENT_METHODS = ['cliq', 'bank_transfer', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const RENEWAL_REQUEST_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;
export type RenewalRequestStatus = (typeof RENEWAL_REQUEST_STATUSES)[number];

/** Codes of the payments' business errors (the `code` of an error item). */
export const PAYMENT_ERROR_CODES = {
  planRetired: 'PlanRetired',
  requestAlreadyPending: 'RenewalRequestAlreadyPending',
  requestNotPending: 'RenewalRequestNotPending',
} as const;

export const PAYMENT_LIMITS = {
  nameMax: 100,
  referenceMax: 64,
  reasonMax: 500,
  /** A plan's days, as a renewal's (`RENEWAL_LIMITS.maxDays`). */
  maxDays: 36_500,
  /** Minor units: a billion (a million dinars) is far beyond any membership. */
  maxAmount: 1_000_000_000,
  /** Characters of a payment reference (`MJ` and 6 of `PAYMENT_REFERENCE_ALPHABET`). */
  paymentReferenceLength: 8,
} as const;

/** A payment reference's characters after `MJ`: no 0/O, 1/I/L, easy to read out and type in a bank's app. */
export const PAYMENT_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

// --- Money ---

/** The club's currency when `CLUB_CURRENCY` says none: the Jordanian dinar. */
export const CLUB_CURRENCY_DEFAULT = 'JOD';

/**
 * A currency's minor units (JOD 3, USD 2, JPY 0), as `Intl` knows them: the setting's currency decides. Asked
 * for each amount shown: found once a currency (it made a format each call, two an amount shown, issue 32).
 */
export function currencyExponent(currency: string): number {
  return intlOnce(
    `exponent ${currency}`,
    () =>
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits!,
  );
}

/** Whether `Intl` knows `currency` (an ISO 4217 code). */
export function isCurrency(currency: string): boolean {
  return /^[A-Z]{3}$/.test(currency) && Intl.supportedValuesOf('currency').includes(currency);
}

/** An amount in major units (the spec's renewal `amount`, 12.5) as minor units of `exponent` (12500 for JOD). */
export function toMinorUnits(amount: number, exponent: number): number {
  return Math.round(amount * 10 ** exponent);
}

/**
 * Whether `amount` (major units) has at most `decimals` decimals: 12.345 has 3, so it is money in dinars (exponent
 * 3) and not in dollars (2). Binary fractions are compared to a millionth of the last decimal.
 */
export function decimalsWithin(amount: number, decimals: number): boolean {
  const scaled = amount * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Minor units as the major amount (12500 → 12.5 for JOD). */
export function fromMinorUnits(minor: number, exponent: number): number {
  return minor / 10 ** exponent;
}

/** Minor units of `currency` as the language writes money: 'JOD 25.000' / '25.000 د.أ.‏' (Western digits in Arabic). */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const format = intlOnce(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency }),
  );
  return format.format(fromMinorUnits(minor, currencyExponent(currency)));
}
