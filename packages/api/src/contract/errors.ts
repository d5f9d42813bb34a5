import { z } from 'zod';

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

export const apiErrorListSchema = z.array(apiErrorItemSchema).min(1);
export type ApiErrorList = z.infer<typeof apiErrorListSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Codes of business errors (the `code` of an error item). Validation codes are `Invalid<Field>`. */
export const ERROR_CODES = {
  invalidJson: 'InvalidJson',
  invalidRequest: 'InvalidRequest',
  duplicateUserName: 'DuplicateUserName',
  duplicateEmail: 'DuplicateEmail',
  invalidToken: 'InvalidToken',
  invalidResetCode: 'InvalidResetCode',
  passwordMismatch: 'PasswordMismatch',
  passwordRequirements: 'PasswordRequirements',
  emailAlreadyVerified: 'EmailAlreadyVerified',
  membershipNotActive: 'MembershipNotActive',
  expiryTooLate: 'ExpiryTooLate',
  alreadyActive: 'AlreadyActive',
  alreadyInactive: 'AlreadyInactive',
  notAMember: 'NotAMember',
  notAnAdmin: 'NotAnAdmin',
  formLimitReached: 'FormLimitReached',
  cannotChangeOwnStatus: 'CannotChangeOwnStatus',
  /** An imported CSV file that cannot be read (issue 21): one item per problem. */
  invalidFile: 'InvalidFile',
  /** Issue 21: create-member from an application a member was already created from. */
  submissionAlreadyLinked: 'SubmissionAlreadyLinked',
  /** Issue 21: an import that found members added since its check (nothing written). */
  importChanged: 'ImportChanged',
  /** Issue 21: a bulk selection ("the whole search") larger than `ADMIN_LIMITS.bulkMaxSelection`. */
  selectionTooLarge: 'SelectionTooLarge',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The validation error code of a field: `email` → `InvalidEmail`, no field → `InvalidRequest`. */
export function validationErrorCode(path: readonly PropertyKey[]): string {
  const field = [...path].reverse().find((key): key is string => typeof key === 'string');
  if (!field) return ERROR_CODES.invalidRequest;
  return `Invalid${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}

/** Turns zod issues into the array error body: one item per field, its first problem. */
export function toApiErrors(error: z.ZodError): ApiErrorList {
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

/**
 * The message to show for an error body, as SPEC §8 describes: the first item's description of an array,
 * else the `message`, else `fallback`.
 */
export function errorBodyMessage(body: unknown, fallback: string): string {
  const list = apiErrorListSchema.safeParse(body);
  if (list.success) return list.data[0]?.description ?? fallback;
  const single = messageResponseSchema.safeParse(body);
  if (single.success && single.data.message) return single.data.message;
  return fallback;
}
