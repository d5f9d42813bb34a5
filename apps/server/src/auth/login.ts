/**
 * The login decision, in the order Keycloak takes it: lockout, password, account state, pending actions.
 * Every "no" that could reveal whether an account exists is the same 401 message after the same work.
 */
import { messages } from '@mijas/api/contract';
import { eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';
import type { ApiError } from '../http/errors.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import {
  clearClientFailures,
  failureKeyOf,
  isLockedOut,
  recordLoginFailure,
  type LockoutResult,
} from './lockout.ts';
import { metrics } from '../operations/metrics.ts';
import { verifyPassword } from './passwords.ts';
import { loginRefusal } from './rules.ts';

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

/** The log line of a lockout (the request's line names the client). */
const LOCKOUT_LOG: Record<NonNullable<LockoutResult>, string> = {
  client: 'too many failed logins from one client: it is locked out of the account for a while',
  account:
    'too many failed logins from many clients: the account is temporarily locked for everyone',
};

/** The one answer to every login "no" before the password is proven (counted: `/metrics`). */
function invalidCredentials(): ApiError {
  metrics().loginFailures.inc();
  return unauthorized(messages.login.invalidCredentials);
}

/**
 * The user whose credentials these are, or the ApiError to answer. Every "no" before the password is proven is
 * the same 401 after the same work: an unknown name, a wrong password, an account without a password yet and a
 * locked one all look up the name, read the lockout counters, check a password hash (a dummy one when there is
 * none) and count the failure, keyed by the account or by the name typed, and by the client's `address`. Only the
 * right password learns more (a deactivated account, a pending password update).
 */
export async function checkLogin(
  db: Db,
  config: ServerConfig,
  { emailOrUsername, password }: { emailOrUsername: string; password: string },
  address: string,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<UserRow> {
  const user = await findUserByLogin(db, emailOrUsername);
  const accountKey = user?.id ?? failureKeyOf(emailOrUsername);
  if (await isLockedOut(db, accountKey, address, now)) {
    // Same work and the same answer as a wrong password: a locked account is not revealed.
    await verifyPassword(null, password, config.argon2);
    throw invalidCredentials();
  }
  // No account, or one whose password was never set: checked against a dummy hash, so it takes as long.
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password, config.argon2);
  if (!user || !passwordOk) {
    const locked = await recordLoginFailure(db, accountKey, address, now);
    if (locked && user) log?.warn({ userId: user.id }, LOCKOUT_LOG[locked]);
    throw invalidCredentials();
  }
  const refusal = loginRefusal(user);
  if (refusal) throw forbidden(refusal);
  await clearClientFailures(db, user.id, address);
  return user;
}
