/** A landing form's type (Join Us / Inquiry): apart from the form's request, whose phone rule the lists do not need. */
import { z } from 'zod/mini';
import { FORM_TYPES } from './constants.ts';
import { inLanguage } from './fields.ts';

export const formTypeSchema = z.enum(
  FORM_TYPES,
  inLanguage((v) => v.formTypeInvalid),
);
