/**
 * Account recovery's rules as pure functions (SPEC §5 reset password; the reset code of `/reset-code`): the
 * password a reset sets, a reset code's wrong guesses, the per-address limit keys and the required actions shown.
 * The statements are `queries.ts`, the steps `recovery.ts`.
 */
import {
  checkPassword,
  ERROR_CODES,
  messages,
  requiredActionSchema,
  type ApiErrorItem,
  type RequiredAction,
} from '@mijas/api/contract';

/** Wrong guesses allowed on one reset code before it is void. */
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** A wrong guess at a reset code that had taken `attempts`: its count now, and whether the code is now void. */
export function wrongResetCode(attempts: number): { attempts: number; voided: boolean } {
  const counted = attempts + 1;
  return { attempts: counted, voided: counted >= RESET_CODE_MAX_ATTEMPTS };
}

/** The per-address limit keys of forgot-password and verify-reset-code (`config.addressLimits`). */
export function forgotPasswordLimitKey(email: string): string {
  return `forgot-password:${email}`;
}

export function resetCodeLimitKey(email: string): string {
  return `reset-code:${email}`;
}

/**
 * Why a new password is refused (400), or undefined: a confirmation that differs first, then the password rules
 * (SPEC §5, `checkPassword`) with the unmet ones named.
 */
export function newPasswordProblem(
  newPassword: string,
  confirmPassword: string,
): ApiErrorItem | undefined {
  if (newPassword !== confirmPassword) {
    return { code: ERROR_CODES.passwordMismatch, description: messages.resetPassword.mismatch };
  }
  const unmet = checkPassword(newPassword).filter((rule) => !rule.met);
  if (!unmet.length) return undefined;
  return {
    code: ERROR_CODES.passwordRequirements,
    description: `${messages.resetPassword.fixRequirements} ${unmet.map((rule) => rule.label).join('; ')}.`,
  };
}

/** The stored required actions the contract names (a row may hold others: they are not shown). */
export function knownRequiredActions(actions: readonly string[]): RequiredAction[] {
  return actions.filter(
    (action): action is RequiredAction => requiredActionSchema.safeParse(action).success,
  );
}
