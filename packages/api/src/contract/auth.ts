/** `/api/v1/User/*`: login, tokens, password recovery, email verification (SPEC §7). */
import { z } from 'zod/mini';
import { REQUIRED_ACTIONS, RESET_CODE_LENGTH, ROLES } from './constants.ts';
import { messageResponseSchema } from './errors.ts';
import { messages } from './messages.ts';
import {
  emailSchema,
  fieldLabel,
  FIELD_MAX_LOGIN,
  inLanguage,
  passwordInputSchema,
  tokenSchema,
  typedText,
  userIdSchema,
} from './fields.ts';

export const roleSchema = z.enum(ROLES);

export const loginRequestSchema = z.object({
  emailOrUsername: typedText(fieldLabel('usernameOrEmail')).check(
    z.minLength(
      1,
      inLanguage((v) => v.required(v.fields.usernameOrEmail)),
    ),
    z.maxLength(
      FIELD_MAX_LOGIN,
      inLanguage((v) => v.tooLongText(v.fields.usernameOrEmail)),
    ),
  ),
  password: passwordInputSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  roles: z.array(roleSchema),
  /** Seconds until `token` expires. */
  expiresIn: z.number().check(z.int()),
  /** Seconds until `refreshToken` expires unless used. */
  refreshExpiresIn: z.number().check(z.int()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshTokenRequestSchema = z.object({
  refreshToken: tokenSchema(fieldLabel('refreshToken')),
});
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/** SPEC §7: `refreshToken` optional in the answer; ours always rotates it. */
export const refreshTokenResponseSchema = loginResponseSchema;
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

/**
 * `POST /User/logout` (ARCHITECTURE.md): revokes the session family of a refresh token. Holding the token is the
 * proof, so no bearer token is needed (a logout with an expired access token still works), and an unknown or
 * already revoked token gets the same answer.
 */
export const logoutRequestSchema = refreshTokenRequestSchema;
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;
export const logoutResponseSchema = messageResponseSchema;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const forgotPasswordResponseSchema = messageResponseSchema;

/** A reset code as the reset mail gives it: `RESET_CODE_LENGTH` digits (the server's schema and the page's check). */
export const RESET_CODE_PATTERN = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`);

export function isResetCode(value: string): boolean {
  return RESET_CODE_PATTERN.test(value);
}

export const verifyResetCodeRequestSchema = z.object({
  email: emailSchema,
  code: typedText(fieldLabel('code')).check(
    z.minLength(1, { error: () => messages.resetCode.codeRequired }),
    z.regex(
      RESET_CODE_PATTERN,
      inLanguage((v) => v.codeDigits(RESET_CODE_LENGTH)),
    ),
  ),
});
export type VerifyResetCodeRequest = z.infer<typeof verifyResetCodeRequestSchema>;
export const verifyResetCodeResponseSchema = z.object({ resetToken: z.string() });
export type VerifyResetCodeResponse = z.infer<typeof verifyResetCodeResponseSchema>;

/**
 * Password strength (SPEC §5) and the confirmation match are checked by the server as business rules
 * (codes `PasswordRequirements`, `PasswordMismatch`), after this shape check.
 */
export const resetPasswordRequestSchema = z.object({
  newPassword: passwordInputSchema,
  confirmPassword: passwordInputSchema,
  resetToken: tokenSchema(fieldLabel('resetToken')),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = messageResponseSchema;

export const verifyEmailRequestSchema = z.object({ token: tokenSchema(fieldLabel('token')) });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = messageResponseSchema;

export const requiredActionSchema = z.enum([
  REQUIRED_ACTIONS.verifyEmail,
  REQUIRED_ACTIONS.updatePassword,
]);
export type RequiredAction = z.infer<typeof requiredActionSchema>;

/**
 * SPEC §4: an account with UPDATE_PASSWORD pending must set a new password before anything else. The `?key=`
 * page sends it to /reset-password; the server's login refuses it and lets its verification link set the password.
 */
export function needsNewPassword(requiredActions: readonly string[]): boolean {
  return requiredActions.includes(REQUIRED_ACTIONS.updatePassword);
}

export const getRequiredActionsQuerySchema = z.object({ token: tokenSchema(fieldLabel('token')) });
export type GetRequiredActionsQuery = z.infer<typeof getRequiredActionsQuerySchema>;
export const getRequiredActionsResponseSchema = z.array(requiredActionSchema);
export type GetRequiredActionsResponse = z.infer<typeof getRequiredActionsResponseSchema>;

/**
 * SPEC §4: a verification email can be sent only while the address is unverified (the row menus offer it only
 * then; the server answers 409 `EmailAlreadyVerified` otherwise).
 */
export function mayResendVerification(emailVerified: boolean): boolean {
  return !emailVerified;
}

export const sendVerificationEmailRequestSchema = z.object({ userId: userIdSchema });
export type SendVerificationEmailRequest = z.infer<typeof sendVerificationEmailRequestSchema>;
export const sendVerificationEmailResponseSchema = messageResponseSchema;

/** The claims of an access token (Keycloak-shaped, SPEC §3). */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  preferred_username: z.string(),
  email: z.string(),
  realm_access: z.object({ roles: z.array(z.string()) }),
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
  name: z.optional(z.string()),
  exp: z.number(),
  iat: z.optional(z.number()),
  iss: z.optional(z.string()),
  sid: z.optional(z.string()),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
