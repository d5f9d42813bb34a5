/**
 * The nationality field (one of i18n-iso-countries' names): a module of its own, imported by the request schemas
 * that take a nationality, never by an answer's schema, so the browser fetches the country list where one is
 * chosen (a form).
 */
import { isNationality } from './countries.ts';
import { fieldLabel, inLanguage, typedText } from './fields.ts';

export const nationalitySchema = typedText(fieldLabel('nationality'))
  .min(
    1,
    inLanguage((v) => v.nationalityRequired),
  )
  .refine(
    isNationality,
    inLanguage((v) => v.nationalityInvalid),
  );
