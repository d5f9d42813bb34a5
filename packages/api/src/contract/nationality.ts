/**
 * The nationality field (one of i18n-iso-countries' names): a module of its own, imported by the request schemas
 * that take a nationality, never by an answer's schema, so the browser fetches the country list where one is
 * chosen (a form).
 */
import { z } from 'zod/mini';
import { isNationality } from './countries.ts';
import { fieldLabel, inLanguage, typedText } from './fields.ts';

export const nationalitySchema = typedText(fieldLabel('nationality')).check(
  z.minLength(
    1,
    inLanguage((v) => v.nationalityRequired),
  ),
  z.refine(
    isNationality,
    inLanguage((v) => v.nationalityInvalid),
  ),
);
