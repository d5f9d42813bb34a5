/**
 * The answers of `/User/login`, `/User/refresh-token` and `/User/logout`: a session (`sessions.ts`) and an access
 * token (`tokens.ts`) for the account `login.ts` admits, rotated on refresh, revoked on logout.
 */
import { messages, type LoginResponse, type MessageResponse } from '@mijas/api/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import { findUser, isActiveUser } from '../users/queries.ts';
import { toRole } from './rules.ts';
import {
  revokeFamilyOf,
  rotateRefreshToken,
  startSession,
  type IssuedRefreshToken,
} from './sessions.ts';

export type SignInServices = Pick<FastifyInstance, 'db' | 'config' | 'tokens'>;

async function signedIn(
  app: SignInServices,
  user: UserRow,
  session: IssuedRefreshToken,
): Promise<LoginResponse> {
  const role = toRole(user.role);
  const token = await app.tokens.signAccessToken(
    {
      id: user.id,
      username: user.username,
      email: user.email,
      role,
      firstName: user.firstName,
      lastName: user.lastName,
    },
    session.familyId,
  );
  return {
    token,
    refreshToken: session.refreshToken,
    roles: [role],
    expiresIn: app.config.tokens.accessTtlSeconds,
    refreshExpiresIn: session.expiresIn,
  };
}

/** A new session family for an admitted `user` (a password's or a passkey's sign-in), and its answer. */
export async function startSignedIn(
  app: SignInServices,
  user: UserRow,
  address: string,
  now: Date,
  userAgent: string | null,
): Promise<LoginResponse> {
  const session = await startSession(app.db, user.id, now, app.config, {
    userAgent,
    clientIp: address,
  });
  return signedIn(app, user, session);
}

/** Refresh: trades the refresh token for a new one of its family and a new access token; 401 otherwise. */
export async function refreshSignIn(
  app: SignInServices,
  refreshToken: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<LoginResponse> {
  const result = await rotateRefreshToken(app.db, refreshToken, now, app.config, isActiveUser);
  if (!result.ok) {
    if (result.reason === 'reused') {
      log.warn('refresh token reused: its session family was revoked');
    }
    throw unauthorized(messages.api.refreshFailed);
  }
  const user = await findUser(app.db, result.userId);
  if (!user) throw unauthorized(messages.api.refreshFailed);
  return signedIn(app, user, result.token);
}

/** Logout: revokes the family of the token. The same answer whether it was live, revoked or never issued. */
export async function logOut(
  app: Pick<FastifyInstance, 'db'>,
  refreshToken: string,
  now: Date,
): Promise<MessageResponse> {
  await revokeFamilyOf(app.db, refreshToken, now);
  return { message: messages.api.loggedOut };
}
