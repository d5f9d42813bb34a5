/** The endpoints of the account: log in, tokens, recovery, verification, language (paths in `endpointRoutes`, schemas here). */
import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  getRequiredActionsQuerySchema,
  getRequiredActionsResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sendVerificationEmailRequestSchema,
  sendVerificationEmailResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
  verifyResetCodeRequestSchema,
  verifyResetCodeResponseSchema,
} from '../auth.ts';
import { z } from 'zod/mini';
import { messageResponseSchema } from '../errors.ts';
import { loginSecondStepSchema } from '../staff-passkeys.ts';
import { sessionIdParamsSchema, sessionsResponseSchema } from '../sessions.ts';
import { setLanguageRequestSchema, setLanguageResponseSchema } from '../user-language.ts';
import { admins, signedIn } from './access.ts';
import { endpointRoutes, type EndpointDefinition } from '../endpoint-routes.ts';

export const userEndpoints = {
  login: {
    ...endpointRoutes.login,
    access: 'public',
    summary:
      'Log in by username or email: the tokens, or (an admin or root admin while the club requires passkeys of staff) a second step with a passkey',
    body: loginRequestSchema,
    status: 200,
    response: z.union([loginResponseSchema, loginSecondStepSchema]),
    rateLimited: true,
  },
  refreshToken: {
    ...endpointRoutes.refreshToken,
    access: 'public',
    summary: 'Trade a refresh token for new tokens (rotation)',
    body: refreshTokenRequestSchema,
    status: 200,
    response: refreshTokenResponseSchema,
  },
  logout: {
    ...endpointRoutes.logout,
    access: 'public',
    summary: 'Log out: revoke the session of a refresh token',
    body: logoutRequestSchema,
    status: 200,
    response: logoutResponseSchema,
  },
  forgotPassword: {
    ...endpointRoutes.forgotPassword,
    access: 'public',
    summary: 'Mail a reset link and code (same answer for unknown emails)',
    body: forgotPasswordRequestSchema,
    status: 200,
    response: forgotPasswordResponseSchema,
    rateLimited: true,
  },
  verifyResetCode: {
    ...endpointRoutes.verifyResetCode,
    access: 'public',
    summary: 'Trade the 6-digit code of a reset mail for a reset token',
    body: verifyResetCodeRequestSchema,
    status: 200,
    response: verifyResetCodeResponseSchema,
    rateLimited: true,
  },
  resetPassword: {
    ...endpointRoutes.resetPassword,
    access: 'public',
    summary: 'Set a new password with a reset or verification token',
    body: resetPasswordRequestSchema,
    status: 200,
    response: resetPasswordResponseSchema,
    rateLimited: true,
  },
  verifyEmail: {
    ...endpointRoutes.verifyEmail,
    access: 'public',
    summary: 'Verify an email address with the token of a verification mail',
    body: verifyEmailRequestSchema,
    status: 200,
    response: verifyEmailResponseSchema,
    rateLimited: true,
  },
  getRequiredActions: {
    ...endpointRoutes.getRequiredActions,
    access: 'public',
    summary: 'Pending required actions of the account a verification token belongs to',
    query: getRequiredActionsQuerySchema,
    status: 200,
    response: getRequiredActionsResponseSchema,
    rateLimited: true,
  },
  sendVerificationEmail: {
    ...endpointRoutes.sendVerificationEmail,
    access: admins,
    summary:
      'Send the verification mail again (admins: to members; root admins: to admins and members)',
    body: sendVerificationEmailRequestSchema,
    status: 200,
    response: sendVerificationEmailResponseSchema,
  },

  setLanguage: {
    ...endpointRoutes.setLanguage,
    access: signedIn,
    summary:
      "Store the signed-in user's language (en, ar): the club's mail to them is written in it",
    body: setLanguageRequestSchema,
    status: 200,
    response: setLanguageResponseSchema,
  },
  userSessions: {
    ...endpointRoutes.userSessions,
    access: signedIn,
    summary:
      "The signed-in user's sessions (one per sign-in): device, browser, address, when signed in and last used, and which is this one",
    status: 200,
    response: sessionsResponseSchema,
  },
  endSession: {
    ...endpointRoutes.endSession,
    access: signedIn,
    summary:
      "Sign out one of the user's sessions (another device, or this one): its tokens stop working at once",
    params: sessionIdParamsSchema,
    status: 200,
    response: messageResponseSchema,
  },
  endOtherSessions: {
    ...endpointRoutes.endOtherSessions,
    access: signedIn,
    summary: "Sign out every session of the user's but the one asking",
    status: 200,
    response: messageResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
