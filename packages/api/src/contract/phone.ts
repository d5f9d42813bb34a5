/**
 * The phone field and the phone rules (libphonenumber-js's metadata): a module of its own, imported by the request
 * schemas and the code that read or store a phone number, never by an answer's schema, so the browser fetches the
 * library where a phone is typed (a form), not with every page.
 */
import {
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { z } from 'zod/mini';
import { fieldLabel, inLanguage, requiredText } from './fields.ts';

/** A phone number, valid for Jordan by default or in international form (`+…`). */
export const phoneNumberSchema = requiredText(fieldLabel('phoneNumber'), 32).check(
  z.refine(
    (value) => isValidPhoneNumber(value, 'JO'),
    inLanguage((v) => v.phoneInvalid),
  ),
);

/** The one stored form of a phone number: E.164 (`0791234567` → `+962791234567`). */
export function normalizePhoneNumber(value: string): string {
  return parsePhoneNumberFromString(value.trim(), 'JO')?.number ?? value.trim();
}

/** Jordan's calling code (`962`), which stored local numbers begin with after the `+`. */
export const LOCAL_CALLING_CODE: string = getCountryCallingCode('JO');

/**
 * The digit strings a phone search looks for in stored (E.164) numbers, any of which may match: the digits as
 * typed, leading zeros kept (`0001` finds …0001, not every number with a 1), and for local input its stored
 * form: a trunk 0 stands for Jordan's calling code (`079 123` → `96279123`), an international 00 for the `+`
 * (`00962 79` → `96279`).
 */
export function phoneSearchDigits(value: string): string[] {
  const digits = value.replace(/\D/g, '');
  if (!digits) return [];
  if (/^00[1-9]/.test(digits)) return [digits, digits.slice(2)];
  if (/^0[1-9]/.test(digits)) return [digits, `${LOCAL_CALLING_CODE}${digits.slice(1)}`];
  return [digits];
}
