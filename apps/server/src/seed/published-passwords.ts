/**
 * Production never runs with a password README publishes, even on a database seeded before that rule (issue 16)
 * or outside production (issue 30): at start, the root admin whose password is still the published one takes
 * `ROOT_ADMIN_PASSWORD` (which production requires, and which is not the published one), and every demo account
 * whose password is a published one loses it (it sets a new one through Forgot Password), `SEED_DEMO=1` or not:
 * that asks for the demo data, not for its passwords.
 *
 * The seed gave all the demo accounts of one password the same hash (one salt): the hashes held by more than one
 * account (no two passwords set by people share a salt) and those of `admin` and `member` are the ones checked
 * against README's passwords, each once, and every account holding a matching one loses it.
 */
import { REQUIRED_ACTIONS } from '@mijas/api/contract';
import { count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { PUBLISHED_ROOT_PASSWORD, type ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from './index.ts';

export interface RetiredPassword {
  username: string;
  /** `replaced`: the root admin's is now ROOT_ADMIN_PASSWORD; `voided`: the account must set a new one. */
  outcome: 'replaced' | 'voided';
}

type Config = Pick<ServerConfig, 'argon2' | 'production' | 'seed'>;

/** The root admin's password, when it is still the published one: ROOT_ADMIN_PASSWORD instead. */
async function replaceRootPassword(db: Db, config: Config, now: Date): Promise<RetiredPassword[]> {
  const username = config.seed.rootAdmin.username.trim().toLowerCase();
  const [root] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, username));
  if (
    !root?.passwordHash ||
    !(await verifyPassword(root.passwordHash, PUBLISHED_ROOT_PASSWORD, config.argon2))
  )
    return [];
  // Hashed before the transaction: on PGlite a transaction holds the only connection.
  const replacement = await hashPassword(config.seed.rootAdmin.password, config.argon2);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: replacement, updatedAt: now })
      .where(eq(users.id, root.id));
    await revokeUserSessions(tx, root.id, now);
  });
  return [{ username, outcome: 'replaced' }];
}

/** The password hashes the seed may have given demo accounts (see above), distinct. */
async function seededHashes(db: Db): Promise<string[]> {
  const named = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(inArray(users.username, [DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.member.username]));
  const shared = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(isNotNull(users.passwordHash))
    .groupBy(users.passwordHash)
    .having(sql`${count()} > 1`);
  return [...new Set([...named, ...shared].flatMap(({ hash }) => (hash === null ? [] : [hash])))];
}

/** What was changed (nothing outside production, or when no account has a published password). */
export async function retirePublishedPasswords(
  db: Db,
  config: Config,
  now: Date = new Date(),
): Promise<RetiredPassword[]> {
  if (!config.production) return [];
  const retired = await replaceRootPassword(db, config, now);
  const published = [DEMO_ACCOUNTS.admin.password, DEMO_ACCOUNTS.member.password];
  const matching: string[] = [];
  for (const hash of await seededHashes(db)) {
    for (const password of published) {
      if (await verifyPassword(hash, password, config.argon2)) {
        matching.push(hash);
        break;
      }
    }
  }
  if (matching.length === 0) return retired;
  const voided = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({
        passwordHash: null,
        requiredActions: sql`array_append(array_remove(${users.requiredActions}, ${REQUIRED_ACTIONS.updatePassword}), ${REQUIRED_ACTIONS.updatePassword})`,
        updatedAt: now,
      })
      .where(or(...matching.map((hash) => eq(users.passwordHash, hash))))
      .returning({ id: users.id, username: users.username });
    for (const { id } of rows) await revokeUserSessions(tx, id, now);
    return rows;
  });
  // The named demo accounts first, as README lists them, then the others by username.
  const named: string[] = [DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.member.username];
  const order = (username: string) => {
    const index = named.indexOf(username);
    return index === -1 ? named.length : index;
  };
  const names = voided
    .map(({ username }) => username)
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  return [...retired, ...names.map((username) => ({ username, outcome: 'voided' as const }))];
}
