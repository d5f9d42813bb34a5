/**
 * A receipt's number (issue 34), defined once: `2026-000123`, the club's year, then the receipt's place in it (from
 * 1, no gap, never reused) in at least `sequenceDigits` digits. The browser and the mails read it with
 * `formatReceiptNumber`; the server's statement that takes the number writes the same form from these constants
 * (`receiptNumberSql` in `apps/server/src/payments/queries.ts`). Apart from `payments.ts` so that an answer's schema
 * (the admin's renewal) can name it without loading the payments' catalogue.
 */
import { z } from 'zod/mini';

export const RECEIPT_NUMBER_FORMAT = { separator: '-', sequenceDigits: 6 } as const;

export function formatReceiptNumber(year: number, sequence: number): string {
  const { separator, sequenceDigits } = RECEIPT_NUMBER_FORMAT;
  return `${year}${separator}${String(sequence).padStart(sequenceDigits, '0')}`;
}

export const RECEIPT_NUMBER_PATTERN = new RegExp(
  `^(\\d{4})${RECEIPT_NUMBER_FORMAT.separator}(\\d{${RECEIPT_NUMBER_FORMAT.sequenceDigits},})$`,
);

/** A receipt number in an answer (requests and their messages: `receiptNumberSchema`). */
export const issuedReceiptNumberSchema = z.string().check(z.regex(RECEIPT_NUMBER_PATTERN));
