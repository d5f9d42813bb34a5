/**
 * `/api/v1/User/*` (SPEC §7): sign-in (`auth/sign-in.ts`), recovery (`recovery/`), email verification
 * (`verification/`), the user's language and signed-in devices (`users/`), passkeys (`passkeys/`). Each route parses, calls its module and answers.
 */
import { endpoints } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';
import { logIn } from '../auth/password-login.ts';
import { logOut, refreshSignIn } from '../auth/sign-in.ts';
import { localeOf } from '../http/locale.ts';
import { defineRoute } from '../http/route.ts';
import {
  requestPasswordReset,
  requiredActionsOfLink,
  resetPassword,
  verifyResetCode,
} from '../recovery/recovery.ts';
import {
  addPasskey,
  listPasskeys,
  loginOptions,
  passkeyLogin,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from '../passkeys/passkeys.ts';
import { addSignInPasskey, confirmSignInPasskey } from '../passkeys/staff.ts';
import { setLanguage } from '../users/queries.ts';
import { endUserOtherSessions, endUserSession, sessionsOf } from '../users/sessions.ts';
import { sendVerificationEmail, verifyEmail } from '../verification/verification.ts';

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(
    app,
    endpoints.login,
    ({ body, now, request }) =>
      logIn(app, body, request.ip, now, request.log, request.headers['user-agent'] ?? null),
    {
      rateLimit: 'login',
    },
  );

  defineRoute(app, endpoints.refreshToken, ({ body, now, request }) =>
    refreshSignIn(app, body.refreshToken, now, request.log),
  );

  defineRoute(app, endpoints.logout, ({ body, now }) => logOut(app, body.refreshToken, now));

  defineRoute(app, endpoints.forgotPassword, ({ body, now, request }) =>
    requestPasswordReset(app, body.email, localeOf(request), now),
  );

  defineRoute(app, endpoints.verifyResetCode, ({ body, now }) =>
    verifyResetCode(app, body.email, body.code, now),
  );

  defineRoute(app, endpoints.resetPassword, ({ body, now }) => resetPassword(app, body, now));

  defineRoute(app, endpoints.verifyEmail, ({ body, now }) => verifyEmail(app, body.token, now));

  defineRoute(app, endpoints.getRequiredActions, ({ query, now }) =>
    requiredActionsOfLink(app, query.token, now),
  );

  defineRoute(app, endpoints.sendVerificationEmail, ({ body, user, now }) =>
    sendVerificationEmail(app, user, body.userId, now),
  );

  defineRoute(app, endpoints.setLanguage, async ({ body, user, now }) => {
    await setLanguage(app.db, user.id, body.language, now);
    return { language: body.language };
  });

  // Signed-in devices (issue 35).
  defineRoute(app, endpoints.userSessions, ({ user, now }) => sessionsOf(app.db, user, now));
  defineRoute(app, endpoints.endSession, ({ params, user, now }) =>
    endUserSession(app.db, user, params.id, now),
  );
  defineRoute(app, endpoints.endOtherSessions, ({ user, now }) =>
    endUserOtherSessions(app.db, user, now),
  );

  // Passkeys (issue 35).
  defineRoute(app, endpoints.passkeyRegistrationOptions, ({ user, now }) =>
    registrationOptions(app.db, app.config, user, now),
  );
  defineRoute(app, endpoints.addPasskey, ({ body, user, now, request }) =>
    addPasskey(app.db, app.config, user, body, now, request.log),
  );
  defineRoute(app, endpoints.listPasskeys, ({ user }) => listPasskeys(app.db, user));
  defineRoute(app, endpoints.renamePasskey, ({ params, body, user }) =>
    renamePasskey(app.db, user, params.id, body.name),
  );
  defineRoute(app, endpoints.removePasskey, ({ params, body, user, now, request }) =>
    removePasskey(app.db, app.config, user, params.id, body, request.ip, now, request.log),
  );
  defineRoute(
    app,
    endpoints.passkeyLoginOptions,
    ({ now }) => loginOptions(app.db, app.config, now),
    {
      rateLimit: 'login',
    },
  );
  defineRoute(
    app,
    endpoints.passkeyLogin,
    ({ body, now, request }) =>
      passkeyLogin(
        app,
        body.credential,
        request.ip,
        now,
        request.log,
        request.headers['user-agent'] ?? null,
      ),
    { rateLimit: 'login' },
  );

  // Staff must use passkeys (issue 35): the second step of a staff member's password sign-in under the rule.
  defineRoute(
    app,
    endpoints.confirmSignInPasskey,
    ({ body, now, request }) =>
      confirmSignInPasskey(
        app,
        body,
        request.ip,
        now,
        request.log,
        request.headers['user-agent'] ?? null,
      ),
    { rateLimit: 'login' },
  );
  defineRoute(
    app,
    endpoints.addSignInPasskey,
    ({ body, now, request }) =>
      addSignInPasskey(
        app,
        body,
        request.ip,
        now,
        request.log,
        request.headers['user-agent'] ?? null,
      ),
    { rateLimit: 'login' },
  );
}
