/** Request validation with the contract schemas: a failure is a 400 `[{code, description}]`. */
import { toApiErrors } from '@mijas/api/contract';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

/** Parses `value` (a body, query or params object) with `schema`; throws the 400 answer if it does not fit. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, toApiErrors(result.error));
  return result.data;
}
