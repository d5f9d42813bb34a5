/** Request validation with the contract schemas: a failure is a 400 `[{code, description}]`. */
import { currentLocale, toApiErrors } from '@mijas/api/contract';
import { z } from 'zod';
import { ApiError } from './errors.ts';

const arabicIssues = z.locales.ar().localeError;

/**
 * zod's own words for an issue no schema gave a message for, in the request's language (asked only when such an
 * issue occurs; English is zod's default). The contract's messages come first.
 */
const issueInRequestLanguage: z.core.$ZodErrorMap = (issue) =>
  currentLocale() === 'ar' ? arabicIssues(issue) : undefined;

/** Parses `value` (a body, query or params object) with `schema`; throws the 400 answer if it does not fit. */
export function parse<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value, { error: issueInRequestLanguage });
  if (!result.success) throw new ApiError(400, toApiErrors(result.error));
  return result.data;
}
