/** `POST /api/v1/Forms`: the landing page's Join Us / Inquiry form (SPEC §2, §5). */
import { z } from 'zod/mini';
import {
  LANDING_FORM_LIMIT,
  LANDING_FORM_MESSAGE_MAX,
  LANDING_FORM_WINDOW_MS,
} from './constants.ts';
import { messageResponseSchema } from './errors.ts';
import {
  emailSchema,
  fieldLabel,
  inLanguage,
  majorSchema,
  personNameSchema,
  typedMultilineText,
  typedText,
} from './fields.ts';
import { formTypeSchema } from './form-type.ts';
import { normalizePhoneNumber } from './phone.ts';
import { isValidPhoneNumber } from 'libphonenumber-js/min';

export { formTypeSchema };

const mobile = fieldLabel('mobile');
const message = fieldLabel('message');

export const formSubmissionRequestSchema = z.object({
  type: formTypeSchema,
  major: majorSchema,
  name: personNameSchema(fieldLabel('fullName')),
  email: emailSchema,
  /** Optional (SPEC §5); when given it must be a valid phone number. */
  mobile: z.optional(
    typedText(mobile).check(
      z.maxLength(
        32,
        inLanguage((v) => v.tooLong(mobile(), 32)),
      ),
      z.refine(
        (value) => value === '' || isValidPhoneNumber(value, 'JO'),
        inLanguage((v) => v.mobileInvalid),
      ),
    ),
  ),
  /**
   * Optional (issue 30): the inquiry's question, or what a Join Us adds; lines kept, at most
   * `LANDING_FORM_MESSAGE_MAX` characters.
   */
  message: z.optional(
    typedMultilineText(message).check(
      z.maxLength(
        LANDING_FORM_MESSAGE_MAX,
        inLanguage((v) => v.tooLong(message(), LANDING_FORM_MESSAGE_MAX)),
      ),
    ),
  ),
});
export type FormSubmissionRequest = z.infer<typeof formSubmissionRequestSchema>;
export const formSubmissionResponseSchema = messageResponseSchema;

/** The stored form of an optional mobile: E.164, or null when blank. */
export function normalizeMobile(value: string | undefined): string | null {
  return value ? normalizePhoneNumber(value) : null;
}

/**
 * SPEC §5: at most `LANDING_FORM_LIMIT` submissions per type per address in `LANDING_FORM_WINDOW_MS`, counted by
 * the browser (its own log) and by the server (per email): submissions after this instant (ms) count.
 */
export function landingFormWindowStart(now: number): number {
  return now - LANDING_FORM_WINDOW_MS;
}

/** Whether `recent` submissions in the window leave no room for another. */
export function landingFormLimitReached(recent: number): boolean {
  return recent >= LANDING_FORM_LIMIT;
}
