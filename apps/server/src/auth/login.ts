/**
 * The login decision, in the order Keycloak takes it: lockout, password, account state, pending actions.
 * Every "no" that could reveal whether an account exists is the same 401 message.
 */
import { messages, REQUIRED_ACTIONS, ROLES, type Role } from '@mijas/api/contract';
import { eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';
import type { ApiError } from '../http/errors.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { clearLoginFailures, isLockedOut, recordLoginFailure } from './lockout.ts';
import { verifyPassword } from './passwords.ts';

export function toRole(value: string): Role {
  if (value === ROLES.rootAdmin || value === ROLES.admin || value === ROLES.member) return value;
  throw new Error(`Unknown role ${value}`);
}

export async function findUserByLogin(
  db: Db,
  emailOrUsername: string,
): Promise<UserRow | undefined> {
  const key = emailOrUsername.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, key), eq(users.email, key)))
    .limit(1);
  return user;
}

function invalidCredentials(): ApiError {
  return unauthorized(messages.login.invalidCredentials);
}

/** The user whose credentials these are, or the ApiError to answer. */
export async function checkLogin(
  db: Db,
  config: ServerConfig,
  emailOrUsername: string,
  password: string,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<UserRow> {
  const user = await findUserByLogin(db, emailOrUsername);
  if (!user) {
    await verifyPassword(null, password, config.argon2);
    throw invalidCredentials();
  }
  if (await isLockedOut(db, user.id, now)) {
    // Same work and the same answer as a wrong password: a locked account is not revealed.
    await verifyPassword(null, password, config.argon2);
    throw invalidCredentials();
  }
  const needsPassword = user.requiredActions.includes(REQUIRED_ACTIONS.updatePassword);
  if (!user.passwordHash) {
    // An account created by an admin has no password until the mail's link is followed: tell the person so
    // (only while it is active) rather than letting them guess.
    await verifyPassword(null, password, config.argon2);
    if (needsPassword && user.isActive) throw forbidden(messages.login.passwordUpdateRequired);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password, config.argon2))) {
    if (await recordLoginFailure(db, user.id, now)) {
      log?.warn({ userId: user.id }, 'too many failed logins: account temporarily locked');
    }
    throw invalidCredentials();
  }
  if (!user.isActive) throw forbidden(messages.login.accountDisabled);
  if (needsPassword) throw forbidden(messages.login.passwordUpdateRequired);
  await clearLoginFailures(db, user.id);
  return user;
}
