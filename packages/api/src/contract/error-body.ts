/**
 * What the browser reads in an error body without loading zod (the client and the machines of every page): the
 * error codes, and the message of a body. `errors.ts` holds the bodies' schemas (the server's answers, the
 * OpenAPI document) and exports these too; a test checks that both read a body alike.
 */

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

/** A body of the array form: `[{ code, description }, …]`, at least one item (`apiErrorListSchema`). */
function isErrorList(body: unknown): body is { code: string; description: string }[] {
  return (
    Array.isArray(body) &&
    body.length > 0 &&
    body.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { code?: unknown }).code === 'string' &&
        typeof (item as { description?: unknown }).description === 'string',
    )
  );
}

/** A body of the `{ message }` form (`messageResponseSchema`). */
function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' ? message : undefined;
}

/**
 * The message to show for an error body, as SPEC §8 describes: the first item's description of an array,
 * else the `message`, else `fallback`.
 */
export function errorBodyMessage(body: unknown, fallback: string): string {
  if (isErrorList(body)) return body[0]?.description ?? fallback;
  return messageOf(body) || fallback;
}
