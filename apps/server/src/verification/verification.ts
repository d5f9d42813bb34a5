/**
 * Email verification (SPEC §2 /email-verification and /verifyemail, §4): a mailed verification token verifies the
 * address (repeatable while unused); an admin has the mail sent again while the address is unverified.
 */
import {
  ERROR_CODES,
  mayResendVerification,
  messages,
  REQUIRED_ACTIONS,
  type MessageResponse,
} from '@mijas/api/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findActionToken, invalidActionToken } from '../auth/action-tokens.ts';
import type { AuthUser } from '../http/context.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import type { DbOrTx } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { queueAddressCheckMail } from '../mail/queue.ts';
import { findUser, withoutRequiredAction } from '../users/queries.ts';
import { maySendVerification } from './rules.ts';

/** The address is proven: verified, and VERIFY_EMAIL no longer to do. */
async function markEmailVerified(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerified: true,
      requiredActions: withoutRequiredAction(REQUIRED_ACTIONS.verifyEmail),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Verify-email: the token's account has its address verified (400 for a token that is not live). */
export async function verifyEmail(
  app: Pick<FastifyInstance, 'db'>,
  token: string,
  now: Date,
): Promise<MessageResponse> {
  const row = await findActionToken(app.db, token, ['verify-email'], now);
  if (!row) throw invalidActionToken();
  await markEmailVerified(app.db, row.userId, now);
  return { message: messages.api.emailVerified };
}

/**
 * Send-verfication-email: the account's address check is mailed again (404 no account, 403 not the caller's to
 * mail, 409 already verified).
 */
export async function sendVerificationEmail(
  app: Pick<FastifyInstance, 'db' | 'config' | 'mailer'>,
  caller: AuthUser,
  userId: string,
  now: Date,
): Promise<MessageResponse> {
  const target = await findUser(app.db, userId);
  if (!target) throw notFound(messages.api.userNotFound);
  if (!maySendVerification(caller.roles, target.role)) throw forbidden();
  if (!mayResendVerification(target.emailVerified)) {
    throw conflict(ERROR_CODES.emailAlreadyVerified, messages.api.emailAlreadyVerified);
  }
  await app.db.transaction((tx) => queueAddressCheckMail(tx, app.config, target, now));
  app.mailer.wake();
  return { message: messages.api.verificationSent };
}
