/**
 * Recovery's statements. The reset-code ones run the same for any address: an address without an active account
 * asks about `NO_USER_ID`, which no row has (`db/insert-select.ts`).
 */
import { REQUIRED_ACTIONS } from '@mijas/api/contract';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { NO_USER_ID } from '../db/insert-select.ts';
import type { ActionTokenRow } from '../auth/action-tokens.ts';
import { actionTokens, users } from '../db/schema.ts';
import { withoutRequiredAction } from '../users/queries.ts';

/** The id of the active account with `email`, or `NO_USER_ID` (the statements after it then match nothing). */
export async function activeAccountIdByEmail(tx: DbOrTx, email: string): Promise<string> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.isActive, true)))
    .limit(1);
  return user?.id ?? NO_USER_ID;
}

/** The newest unused, unexpired reset token of `userId` that carries a code, locked for the guess. */
export async function liveResetCode(
  tx: DbOrTx,
  userId: string,
  now: Date,
): Promise<ActionTokenRow | undefined> {
  const [token] = await tx
    .select()
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.userId, userId),
        eq(actionTokens.kind, 'reset-password'),
        isNull(actionTokens.consumedAt),
        isNotNull(actionTokens.codeHash),
        gt(actionTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(actionTokens.createdAt))
    .limit(1)
    .for('update');
  return token;
}

/** Counts a wrong guess on a reset code (`recovery/rules.ts` `wrongResetCode`); a void code is consumed. */
export async function recordWrongResetCode(
  tx: DbOrTx,
  tokenId: string,
  outcome: { attempts: number; voided: boolean },
  now: Date,
): Promise<void> {
  await tx
    .update(actionTokens)
    .set({ codeAttempts: outcome.attempts, consumedAt: outcome.voided ? now : null })
    .where(eq(actionTokens.id, tokenId));
}

/** What the verification link's right to set a password depends on, the account's row locked. */
export async function lockPasswordState(tx: DbOrTx, userId: string) {
  const [user] = await tx
    .select({ passwordHash: users.passwordHash, requiredActions: users.requiredActions })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return user;
}

/**
 * Sets the password from a mailed link: following it proves the address, so the email is verified too, and
 * neither UPDATE_PASSWORD nor VERIFY_EMAIL is left to do.
 */
export async function setPasswordFromLink(
  tx: DbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      passwordHash,
      emailVerified: true,
      requiredActions: withoutRequiredAction(
        REQUIRED_ACTIONS.verifyEmail,
        withoutRequiredAction(REQUIRED_ACTIONS.updatePassword),
      ),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** The account's stored required actions, or undefined when it is gone. */
export async function storedRequiredActions(
  db: DbOrTx,
  userId: string,
): Promise<string[] | undefined> {
  const [user] = await db
    .select({ requiredActions: users.requiredActions })
    .from(users)
    .where(eq(users.id, userId));
  return user?.requiredActions;
}
