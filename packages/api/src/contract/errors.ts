import { z } from 'zod/mini';
import { validationErrorCode } from './error-body.ts';

export * from './error-body.ts';

/**
 * Error bodies of the API (ARCHITECTURE.md "Runtime contract"): validation and business errors are
 * ASP.NET-Identity style arrays of `{ code, description }` (status 400, 409); everything else is `{ message }`
 * (401, 403, 404, 413, 415, 429, 500, 503). Never a stack trace.
 */
export const apiErrorItemSchema = z.object({
  code: z.string(),
  description: z.string(),
});
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;

export const apiErrorListSchema = z.array(apiErrorItemSchema).check(z.minLength(1));
export type ApiErrorList = z.infer<typeof apiErrorListSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Turns zod issues into the array error body: one item per field, its first problem. */
export function toApiErrors(error: z.core.$ZodError): ApiErrorList {
  const seen = new Set<string>();
  const items: ApiErrorItem[] = [];
  for (const issue of error.issues) {
    const code = validationErrorCode(issue.path);
    if (seen.has(code)) continue;
    seen.add(code);
    items.push({ code, description: issue.message });
  }
  return items;
}
