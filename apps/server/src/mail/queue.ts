/**
 * Queueing mail: an outbox row written with the same transaction (`tx`) as the change that causes it, so the
 * mail exists exactly when the change does. The worker (`worker.ts`) delivers it; call `app.mailer.wake()` after
 * the transaction commits for prompt delivery.
 */
import { RESET_CODE_LENGTH, ROLES, type Locale } from '@mijas/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { DbOrTx } from '../db/database.ts';
import { outboxMails, users } from '../db/schema.ts';
import { issueActionToken } from '../auth/action-tokens.ts';
import { awaitsPassword } from '../auth/rules.ts';
import { insertedFields, NO_USER_ID, timestampValue } from '../db/insert-select.ts';
import { randomCode } from '../auth/secrets.ts';
import {
  emailChangedNotice,
  emailChangeMail,
  passwordResetMail,
  verificationMail,
  type MailContent,
} from './templates.ts';

/**
 * The account a mail goes to. Its mail is written in its stored `language` when it is queued (the outbox keeps
 * the finished text), so a later change of language does not rewrite mail already on its way.
 */
export interface MailUser {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  language: Locale;
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

/**
 * Queues a mail to the address of the account `userId`, written from its row (`insert … select`): for an id no
 * account has, the same statement queues nothing.
 */
async function queueMailToAccount(
  tx: DbOrTx,
  userId: string,
  content: MailContent,
  now: Date,
): Promise<void> {
  await tx.insert(outboxMails).select((qb) =>
    qb
      .select(
        insertedFields({
          id: sql`gen_random_uuid()`,
          to: users.email,
          subject: sql`${content.subject}`,
          text: sql`${content.text}`,
          html: sql`${content.html}`,
          links: sql`${JSON.stringify(content.links)}::jsonb`,
          status: sql`'pending'`,
          attempts: sql`0`,
          nextAttemptAt: timestampValue(now),
          lastError: sql`null::text`,
          sentAt: timestampValue(null),
          createdAt: timestampValue(now),
        }),
      )
      .from(users)
      .where(eq(users.id, userId)),
  );
}

/** Which page the verification link opens: admins `/email-verification?key=`, members `/verifyemail?token=`. */
export type VerificationKind = 'admin' | 'member';

export function verificationLink(config: ServerConfig, kind: VerificationKind, token: string) {
  const encoded = encodeURIComponent(token);
  return kind === 'admin'
    ? `${config.publicUrl}/email-verification?key=${encoded}`
    : `${config.publicUrl}/verifyemail?token=${encoded}`;
}

/** A fresh single-use verification token (12 h; older ones retired). */
function issueVerificationToken(tx: DbOrTx, config: ServerConfig, userId: string, now: Date) {
  return issueActionToken(tx, {
    userId,
    kind: 'verify-email',
    ttlSeconds: config.tokens.verificationTtlSeconds,
    now,
  });
}

export const validHours = (config: ServerConfig) =>
  Math.round(config.tokens.verificationTtlSeconds / 3600);

/**
 * Issues a verification token and queues the new account's mail (verify the email, then choose the password).
 * Used by create-member and create-admin. Returns the token (tests follow the link with it).
 */
export async function queueVerificationMail(
  tx: DbOrTx,
  config: ServerConfig,
  user: MailUser,
  kind: VerificationKind,
  now: Date,
): Promise<string> {
  const token = await issueVerificationToken(tx, config, user.id, now);
  const link = verificationLink(config, kind, token);
  await queueMail(tx, user.email, verificationMail(user, link, validHours(config)), now);
  return token;
}

/** An account as the address checks need it: its role and whether it has its password. */
export interface AccountMailUser extends MailUser {
  role: string;
  passwordHash: string | null;
  requiredActions: readonly string[];
}

/**
 * Queues the mail that checks an account's unverified address (send-verfication-email, a changed email). An
 * account that still awaits its password gets the new account's mail (members `/verifyemail?token=`, admins
 * `/email-verification?key=`, then on to set the password); one that has its password gets "confirm your new
 * email", linking to `/email-verification?key=`, which only verifies and goes on to /login.
 */
export async function queueAddressCheckMail(
  tx: DbOrTx,
  config: ServerConfig,
  user: AccountMailUser,
  now: Date,
): Promise<string> {
  if (awaitsPassword(user)) {
    return queueVerificationMail(
      tx,
      config,
      user,
      user.role === ROLES.member ? 'member' : 'admin',
      now,
    );
  }
  const token = await issueVerificationToken(tx, config, user.id, now);
  // The admins' page for every role: it verifies, then checks the required actions (none left: to /login).
  const link = verificationLink(config, 'admin', token);
  await queueMail(tx, user.email, emailChangeMail(user, link, validHours(config)), now);
  return token;
}

/** Tells the old address of an account that its email was changed (no link: nothing to act on). */
export async function queueEmailChangedNotice(
  tx: DbOrTx,
  user: MailUser,
  newEmail: string,
  now: Date,
): Promise<void> {
  await queueMail(tx, user.email, emailChangedNotice(user, newEmail), now);
}

/**
 * Forgot-password: when an active account has `email`, issues it a reset token (15 min) with a 6-digit code and
 * queues the mail, in the account's stored language. Any other address runs the very same statements with an id
 * no account has (they match no row and write nothing), its mail written in the language of the request
 * (`requestLocale`), so neither the answer nor the work before it tells whether the account exists. Returns the
 * token and code that were mailed, if any (tests).
 */
export async function queuePasswordResetMail(
  tx: DbOrTx,
  config: ServerConfig,
  email: string,
  requestLocale: Locale,
  now: Date,
): Promise<{ token: string; code: string } | undefined> {
  const [user] = await tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.email, email), eq(users.isActive, true)))
    .limit(1);
  const recipient: MailUser = user ?? {
    id: NO_USER_ID,
    username: email,
    email,
    firstName: null,
    language: requestLocale,
  };
  const code = randomCode(RESET_CODE_LENGTH);
  const token = await issueActionToken(tx, {
    userId: recipient.id,
    kind: 'reset-password',
    ttlSeconds: config.tokens.resetTtlSeconds,
    now,
    code,
  });
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await queueMailToAccount(
    tx,
    recipient.id,
    passwordResetMail(recipient, link, code, Math.round(config.tokens.resetTtlSeconds / 60)),
    now,
  );
  return user ? { token, code } : undefined;
}
