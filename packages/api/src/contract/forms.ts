/** `POST /api/v1/Forms`: the landing page's Join Us / Inquiry form (SPEC §2, §5). */
import { z } from 'zod';
import { FORM_TYPES } from './constants.ts';
import { messageResponseSchema } from './errors.ts';
import {
  emailSchema,
  majorSchema,
  normalizePhoneNumber,
  personNameSchema,
  typedText,
} from './fields.ts';
import { isValidPhoneNumber } from 'libphonenumber-js/min';

export const formTypeSchema = z.enum(FORM_TYPES, { error: 'Type must be Join Us or Inquiry.' });

export const formSubmissionRequestSchema = z.object({
  type: formTypeSchema,
  major: majorSchema,
  name: personNameSchema('Full name'),
  email: emailSchema,
  /** Optional (SPEC §5); when given it must be a valid phone number. */
  mobile: typedText('Mobile')
    .max(32, 'Mobile must be at most 32 characters.')
    .refine(
      (value) => value === '' || isValidPhoneNumber(value, 'JO'),
      'Please enter a valid mobile number (e.g. 0791234567 or +962791234567).',
    )
    .optional(),
});
export type FormSubmissionRequest = z.infer<typeof formSubmissionRequestSchema>;
export const formSubmissionResponseSchema = messageResponseSchema;

/** The stored form of an optional mobile: E.164, or null when blank. */
export function normalizeMobile(value: string | undefined): string | null {
  return value ? normalizePhoneNumber(value) : null;
}
