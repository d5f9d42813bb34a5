/**
 * Queueing mail: an outbox row written with the same transaction (`tx`) as the change that causes it, so the
 * mail exists exactly when the change does. The worker (`worker.ts`) delivers it; call `app.mailer.wake()` after
 * the transaction commits for prompt delivery.
 */
import { RESET_CODE_LENGTH } from '@mijas/api/contract';
import type { ServerConfig } from '../config.ts';
import type { DbOrTx } from '../db/database.ts';
import { outboxMails } from '../db/schema.ts';
import { issueActionToken } from '../auth/action-tokens.ts';
import { randomCode } from '../auth/secrets.ts';
import { passwordResetMail, verificationMail, type MailContent } from './templates.ts';

export interface MailUser {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
}

export async function queueMail(
  tx: DbOrTx,
  to: string,
  content: MailContent,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(outboxMails)
    .values({ to, ...content, createdAt: now, nextAttemptAt: now })
    .returning({ id: outboxMails.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

/** Which page the verification link opens: admins `/email-verification?key=`, members `/verifyemail?token=`. */
export type VerificationKind = 'admin' | 'member';

export function verificationLink(config: ServerConfig, kind: VerificationKind, token: string) {
  const encoded = encodeURIComponent(token);
  return kind === 'admin'
    ? `${config.publicUrl}/email-verification?key=${encoded}`
    : `${config.publicUrl}/verifyemail?token=${encoded}`;
}

/**
 * Issues a fresh single-use verification token (12 h; older ones retired) and queues its mail. Used by
 * create-member, create-admin and send-verfication-email. Returns the token (tests follow the link with it).
 */
export async function queueVerificationMail(
  tx: DbOrTx,
  config: ServerConfig,
  user: MailUser,
  kind: VerificationKind,
  now: Date,
): Promise<string> {
  const token = await issueActionToken(tx, {
    userId: user.id,
    kind: 'verify-email',
    ttlSeconds: config.tokens.verificationTtlSeconds,
    now,
  });
  const link = verificationLink(config, kind, token);
  await queueMail(
    tx,
    user.email,
    verificationMail(user, link, Math.round(config.tokens.verificationTtlSeconds / 3600)),
    now,
  );
  return token;
}

/** Issues a reset token (15 min) with a 6-digit code and queues the forgot-password mail. */
export async function queuePasswordResetMail(
  tx: DbOrTx,
  config: ServerConfig,
  user: MailUser,
  now: Date,
): Promise<{ token: string; code: string }> {
  const code = randomCode(RESET_CODE_LENGTH);
  const token = await issueActionToken(tx, {
    userId: user.id,
    kind: 'reset-password',
    ttlSeconds: config.tokens.resetTtlSeconds,
    now,
    code,
  });
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await queueMail(
    tx,
    user.email,
    passwordResetMail(user, link, code, Math.round(config.tokens.resetTtlSeconds / 60)),
    now,
  );
  return { token, code };
}
