/** `POST /api/v1/Forms`: the landing page's Join Us / Inquiry form (SPEC §2, §5). */
import { z } from 'zod';
import { FORM_TYPES } from './constants.ts';
import { messageResponseSchema } from './errors.ts';
import {
  emailSchema,
  fieldLabel,
  inLanguage,
  majorSchema,
  normalizePhoneNumber,
  personNameSchema,
  typedText,
} from './fields.ts';
import { isValidPhoneNumber } from 'libphonenumber-js/min';

export const formTypeSchema = z.enum(
  FORM_TYPES,
  inLanguage((v) => v.formTypeInvalid),
);

const mobile = fieldLabel('mobile');

export const formSubmissionRequestSchema = z.object({
  type: formTypeSchema,
  major: majorSchema,
  name: personNameSchema(fieldLabel('fullName')),
  email: emailSchema,
  /** Optional (SPEC §5); when given it must be a valid phone number. */
  mobile: typedText(mobile)
    .max(
      32,
      inLanguage((v) => v.tooLong(mobile(), 32)),
    )
    .refine(
      (value) => value === '' || isValidPhoneNumber(value, 'JO'),
      inLanguage((v) => v.mobileInvalid),
    )
    .optional(),
});
export type FormSubmissionRequest = z.infer<typeof formSubmissionRequestSchema>;
export const formSubmissionResponseSchema = messageResponseSchema;

/** The stored form of an optional mobile: E.164, or null when blank. */
export function normalizeMobile(value: string | undefined): string | null {
  return value ? normalizePhoneNumber(value) : null;
}
