/**
 * Account recovery (SPEC §2 /forgot, /reset-code, /reset-password; §5): forgot-password mails a reset link and
 * code, verify-reset-code trades the code for a reset token, reset-password sets the password from a mailed
 * token, get-required-actions tells a link's page what the account still has to do. Forgot-password and
 * verify-reset-code run the same statements for any address and are limited per address as well as per IP.
 */
import {
  ERROR_CODES,
  messages,
  type Locale,
  type MessageResponse,
  type RequiredAction,
} from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import {
  consumeActionToken,
  findActionToken,
  invalidActionToken,
  issueActionToken,
  resetCodeHash,
} from '../auth/action-tokens.ts';
import { clearLoginFailures } from '../auth/lockout.ts';
import { hashPassword } from '../auth/passwords.ts';
import { awaitsPassword } from '../auth/rules.ts';
import { sameHash } from '../auth/secrets.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { badRequest } from '../http/errors.ts';
import { withinLimit } from '../http/rate-limit.ts';
import { queuePasswordResetMail } from '../mail/queue.ts';
import {
  activeAccountIdByEmail,
  liveResetCode,
  lockPasswordState,
  recordWrongResetCode,
  setPasswordFromLink,
  storedRequiredActions,
} from './queries.ts';
import {
  forgotPasswordLimitKey,
  knownRequiredActions,
  newPasswordProblem,
  resetCodeLimitKey,
  wrongResetCode,
} from './rules.ts';

export type RecoveryServices = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

/** The tokens a mailed link may carry to set a password: a reset link's, or a new account's verification. */
const PASSWORD_LINK_KINDS = ['verify-email', 'reset-password'] as const;

/**
 * Forgot-password: one transaction that writes for every address (the per-address counter), with the same
 * statements whether or not an account has it; over the per-address limit nothing is mailed. The answer is
 * always the same.
 */
export async function requestPasswordReset(
  app: RecoveryServices,
  email: string,
  requestLocale: Locale,
  now: Date,
): Promise<MessageResponse> {
  const { config } = app;
  await app.db.transaction(async (tx) => {
    if (
      await withinLimit(tx, config.addressLimits.forgotPassword, forgotPasswordLimitKey(email), now)
    ) {
      await queuePasswordResetMail(tx, config, email, requestLocale, now);
    }
  });
  app.mailer.wake();
  return { message: messages.api.forgotPasswordSent };
}

/**
 * Verify-reset-code: the right code of the address's live reset token is spent for a fresh reset token (without a
 * code) that lets reset-password finish the job. Per address, whoever asks: a few tries an hour, then every try is
 * answered like a wrong code; `RESET_CODE_MAX_ATTEMPTS` wrong guesses void the code.
 */
export async function verifyResetCode(
  app: RecoveryServices,
  email: string,
  code: string,
  now: Date,
): Promise<{ resetToken: string }> {
  const { config } = app;
  const resetToken = await app.db.transaction(async (tx) => {
    if (!(await withinLimit(tx, config.addressLimits.resetCode, resetCodeLimitKey(email), now))) {
      return undefined;
    }
    const userId = await activeAccountIdByEmail(tx, email);
    const token = await liveResetCode(tx, userId, now);
    if (!token?.codeHash) return undefined;
    if (!sameHash(token.codeHash, resetCodeHash(userId, code))) {
      await recordWrongResetCode(tx, token.id, wrongResetCode(token.codeAttempts), now);
      return undefined;
    }
    return issueActionToken(tx, {
      userId,
      kind: 'reset-password',
      ttlSeconds: config.tokens.resetTtlSeconds,
      now,
    });
  });
  if (!resetToken) throw badRequest(ERROR_CODES.invalidResetCode, messages.resetCode.invalid);
  return { resetToken };
}

/**
 * Reset-password: sets the password from a reset token, or from a verification token while the account awaits its
 * first password (a verification link of a changed email never touches it). The email is verified too, the
 * account's sessions end and its failed logins are forgotten.
 */
export async function resetPassword(
  app: RecoveryServices,
  request: { newPassword: string; confirmPassword: string; resetToken: string },
  now: Date,
): Promise<MessageResponse> {
  const problem = newPasswordProblem(request.newPassword, request.confirmPassword);
  if (problem) throw badRequest(problem.code, problem.description);
  if (!(await findActionToken(app.db, request.resetToken, PASSWORD_LINK_KINDS, now))) {
    throw invalidActionToken();
  }
  // Hash before the transaction: on PGlite a transaction holds the only connection.
  const passwordHash = await hashPassword(request.newPassword, app.config.argon2);
  const done = await app.db.transaction(async (tx) => {
    const token = await findActionToken(tx, request.resetToken, PASSWORD_LINK_KINDS, now, {
      forUpdate: true,
    });
    if (!token) return false;
    if (token.kind === 'verify-email') {
      const user = await lockPasswordState(tx, token.userId);
      if (!user || !awaitsPassword(user)) return false;
    }
    await consumeActionToken(tx, token.id, now);
    await setPasswordFromLink(tx, token.userId, passwordHash, now);
    await revokeUserSessions(tx, token.userId, now);
    await clearLoginFailures(tx, token.userId);
    return true;
  });
  if (!done) throw invalidActionToken();
  return { message: messages.api.passwordReset };
}

/** What the account of a mailed link still has to do (the `?key=` page reads it: SPEC §4). */
export async function requiredActionsOfLink(
  app: Pick<FastifyInstance, 'db'>,
  token: string,
  now: Date,
): Promise<RequiredAction[]> {
  const row = await findActionToken(app.db, token, PASSWORD_LINK_KINDS, now);
  if (!row) throw invalidActionToken();
  const actions = await storedRequiredActions(app.db, row.userId);
  if (!actions) throw invalidActionToken();
  return knownRequiredActions(actions);
}
