/** `/api/v1/User/*`: login, token refresh, password recovery, email verification (SPEC §7, issue 3). */
import {
  checkPassword,
  endpoints,
  ERROR_CODES,
  messages,
  REQUIRED_ACTIONS,
  requiredActionSchema,
  ROLES,
  type RequiredAction,
} from '@mijas/api/contract';
import { and, desc, eq, gt, isNull, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  awaitsPassword,
  consumeActionToken,
  findActionToken,
  issueActionToken,
} from '../auth/action-tokens.ts';
import { checkLogin, toRole } from '../auth/login.ts';
import { clearLoginFailures } from '../auth/lockout.ts';
import { hashPassword } from '../auth/passwords.ts';
import { NO_USER_ID } from '../db/insert-select.ts';
import { sameHash, sha256 } from '../auth/secrets.ts';
import {
  revokeFamilyOf,
  revokeUserSessions,
  rotateRefreshToken,
  startSession,
} from '../auth/sessions.ts';
import type { DbOrTx } from '../db/database.ts';
import { actionTokens, users, type UserRow } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { withinLimit } from '../http/rate-limit.ts';
import { defineRoute } from '../http/route.ts';
import { queueAddressCheckMail, queuePasswordResetMail } from '../mail/queue.ts';

/** Wrong guesses allowed on one reset code before it is void. */
const RESET_CODE_MAX_ATTEMPTS = 5;

function invalidToken() {
  return badRequest(ERROR_CODES.invalidToken, messages.api.invalidActionToken);
}

function knownActions(actions: readonly string[]): RequiredAction[] {
  return actions.filter(
    (action): action is RequiredAction => requiredActionSchema.safeParse(action).success,
  );
}

/** `required_actions` without `action` (SQL). */
function withoutAction(action: RequiredAction) {
  return sql`array_remove(${users.requiredActions}, ${action})`;
}

async function isActiveUser(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.isActive);
}

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;

  async function tokensFor(user: UserRow, familyId: string) {
    return app.tokens.signAccessToken(
      {
        id: user.id,
        username: user.username,
        email: user.email,
        role: toRole(user.role),
        firstName: user.firstName,
        lastName: user.lastName,
      },
      familyId,
    );
  }

  defineRoute(
    app,
    endpoints.login,
    async ({ body, now, request }) => {
      const user = await checkLogin(
        app.db,
        config,
        body.emailOrUsername,
        body.password,
        now,
        request.log,
      );
      const session = await startSession(app.db, user.id, now, config);
      return {
        token: await tokensFor(user, session.familyId),
        refreshToken: session.refreshToken,
        roles: [toRole(user.role)],
        expiresIn: config.tokens.accessTtlSeconds,
        refreshExpiresIn: session.expiresIn,
      };
    },
    { rateLimit: 'login' },
  );

  defineRoute(app, endpoints.refreshToken, async ({ body, now, request }) => {
    const result = await rotateRefreshToken(app.db, body.refreshToken, now, config, isActiveUser);
    if (!result.ok) {
      if (result.reason === 'reused') {
        request.log.warn('refresh token reused: its session family was revoked');
      }
      throw unauthorized(messages.api.refreshFailed);
    }
    const [user] = await app.db.select().from(users).where(eq(users.id, result.userId));
    if (!user) throw unauthorized(messages.api.refreshFailed);
    return {
      token: await tokensFor(user, result.token.familyId),
      refreshToken: result.token.refreshToken,
      roles: [toRole(user.role)],
      expiresIn: config.tokens.accessTtlSeconds,
      refreshExpiresIn: result.token.expiresIn,
    };
  });

  defineRoute(app, endpoints.logout, async ({ body, now }) => {
    await revokeFamilyOf(app.db, body.refreshToken, now);
    // The same answer whether the token was live, already revoked or never issued.
    return { message: messages.api.loggedOut };
  });

  defineRoute(app, endpoints.forgotPassword, async ({ body, now, request }) => {
    // One transaction that writes for every address (the per-address counter), with the same statements whether
    // or not an account has it; over the per-address limit nothing is mailed. The answer is always the same.
    await app.db.transaction(async (tx) => {
      const key = `forgot-password:${body.email}`;
      if (await withinLimit(tx, config.addressLimits.forgotPassword, key, now)) {
        await queuePasswordResetMail(tx, config, body.email, localeOf(request), now);
      }
    });
    app.mailer.wake();
    return { message: messages.api.forgotPasswordSent };
  });

  defineRoute(app, endpoints.verifyResetCode, async ({ body, now }) => {
    const resetToken = await app.db.transaction(async (tx) => {
      // Per address, whoever asks: a few tries an hour, then every try is answered like a wrong code. The same
      // statements run for an address without an active account (about an id no account has).
      const key = `reset-code:${body.email}`;
      if (!(await withinLimit(tx, config.addressLimits.resetCode, key, now))) return undefined;
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, body.email), eq(users.isActive, true)))
        .limit(1);
      const userId = user?.id ?? NO_USER_ID;
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
      if (!token?.codeHash) return undefined;
      if (!sameHash(token.codeHash, sha256(`${userId}:${body.code}`))) {
        const attempts = token.codeAttempts + 1;
        await tx
          .update(actionTokens)
          .set({
            codeAttempts: attempts,
            consumedAt: attempts >= RESET_CODE_MAX_ATTEMPTS ? now : null,
          })
          .where(eq(actionTokens.id, token.id));
        return undefined;
      }
      // The code is spent; a fresh reset token (without a code) lets /reset-password finish the job.
      return issueActionToken(tx, {
        userId,
        kind: 'reset-password',
        ttlSeconds: config.tokens.resetTtlSeconds,
        now,
      });
    });
    if (!resetToken) throw badRequest(ERROR_CODES.invalidResetCode, messages.resetCode.invalid);
    return { resetToken };
  });

  defineRoute(app, endpoints.resetPassword, async ({ body, now }) => {
    if (body.newPassword !== body.confirmPassword) {
      throw badRequest(ERROR_CODES.passwordMismatch, messages.resetPassword.mismatch);
    }
    const unmet = checkPassword(body.newPassword).filter((rule) => !rule.met);
    if (unmet.length) {
      throw badRequest(
        ERROR_CODES.passwordRequirements,
        `${messages.resetPassword.fixRequirements} ${unmet.map((rule) => rule.label).join('; ')}.`,
      );
    }
    const kinds = ['verify-email', 'reset-password'] as const;
    if (!(await findActionToken(app.db, body.resetToken, kinds, now))) throw invalidToken();
    // Hash before the transaction: on PGlite a transaction holds the only connection.
    const passwordHash = await hashPassword(body.newPassword, config.argon2);
    const done = await app.db.transaction(async (tx) => {
      const token = await findActionToken(tx, body.resetToken, kinds, now, { forUpdate: true });
      if (!token) return false;
      if (token.kind === 'verify-email') {
        // A verification link sets the first password only: confirming a changed email never touches it.
        const [user] = await tx
          .select({ passwordHash: users.passwordHash, requiredActions: users.requiredActions })
          .from(users)
          .where(eq(users.id, token.userId))
          .for('update');
        if (!user || !awaitsPassword(user)) return false;
      }
      await consumeActionToken(tx, token.id, now);
      // Following a link from the mail proves the address: the email is verified too.
      await tx
        .update(users)
        .set({
          passwordHash,
          emailVerified: true,
          requiredActions: sql`array_remove(${withoutAction(REQUIRED_ACTIONS.updatePassword)}, ${REQUIRED_ACTIONS.verifyEmail})`,
          updatedAt: now,
        })
        .where(eq(users.id, token.userId));
      await revokeUserSessions(tx, token.userId, now);
      await clearLoginFailures(tx, token.userId);
      return true;
    });
    if (!done) throw invalidToken();
    return { message: messages.api.passwordReset };
  });

  defineRoute(app, endpoints.verifyEmail, async ({ body, now }) => {
    const token = await findActionToken(app.db, body.token, ['verify-email'], now);
    if (!token) throw invalidToken();
    await app.db
      .update(users)
      .set({
        emailVerified: true,
        requiredActions: withoutAction(REQUIRED_ACTIONS.verifyEmail),
        updatedAt: now,
      })
      .where(eq(users.id, token.userId));
    return { message: messages.api.emailVerified };
  });

  defineRoute(app, endpoints.getRequiredActions, async ({ query, now }) => {
    const token = await findActionToken(
      app.db,
      query.token,
      ['verify-email', 'reset-password'],
      now,
    );
    if (!token) throw invalidToken();
    const [user] = await app.db
      .select({ requiredActions: users.requiredActions })
      .from(users)
      .where(eq(users.id, token.userId));
    if (!user) throw invalidToken();
    return knownActions(user.requiredActions);
  });

  defineRoute(app, endpoints.sendVerificationEmail, async ({ body, user: caller, now }) => {
    const [target] = await app.db.select().from(users).where(eq(users.id, body.userId)).limit(1);
    if (!target) throw notFound(messages.api.userNotFound);
    const callerIsRoot = caller.roles.includes(ROLES.rootAdmin);
    const allowed = target.role === ROLES.member || (callerIsRoot && target.role === ROLES.admin);
    if (!allowed) throw forbidden();
    if (target.emailVerified) {
      throw conflict(ERROR_CODES.emailAlreadyVerified, messages.api.emailAlreadyVerified);
    }
    await app.db.transaction((tx) => queueAddressCheckMail(tx, config, target, now));
    app.mailer.wake();
    return { message: messages.api.verificationSent };
  });

  defineRoute(app, endpoints.setLanguage, async ({ body, user, now }) => {
    // Mail already queued keeps its language; what is queued from now on is written in this one.
    await app.db
      .update(users)
      .set({ language: body.language, updatedAt: now })
      .where(eq(users.id, user.id));
    return { language: body.language };
  });
}
