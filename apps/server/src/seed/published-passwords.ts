/**
 * Production never runs with a password README publishes, even on a database seeded before that rule (issue 16):
 * at start, the root admin whose password is still the published one takes `ROOT_ADMIN_PASSWORD` (which
 * production requires, and which is not the published one), and the demo `admin` and `member` whose passwords are
 * the published ones lose them (they set a new one through Forgot Password). Unless `SEED_DEMO=1` asked for the
 * demo accounts.
 */
import { REQUIRED_ACTIONS } from '@mijas/api/contract';
import { eq, sql } from 'drizzle-orm';
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

/** What was changed (nothing outside production, or when no account has a published password). */
export async function retirePublishedPasswords(
  db: Db,
  config: Config,
  now: Date = new Date(),
): Promise<RetiredPassword[]> {
  if (!config.production || config.seed.demo) return [];
  const published = [
    { username: config.seed.rootAdmin.username, password: PUBLISHED_ROOT_PASSWORD, root: true },
    { ...DEMO_ACCOUNTS.admin, root: false },
    { ...DEMO_ACCOUNTS.member, root: false },
  ];
  const retired: RetiredPassword[] = [];
  for (const { username, password, root } of published) {
    const key = username.trim().toLowerCase();
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, key));
    if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password, config.argon2)))
      continue;
    // Hashed before the transaction: on PGlite a transaction holds the only connection.
    const replacement = root
      ? await hashPassword(config.seed.rootAdmin.password, config.argon2)
      : null;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set(
          replacement
            ? { passwordHash: replacement, updatedAt: now }
            : {
                passwordHash: null,
                requiredActions: sql`array_append(array_remove(${users.requiredActions}, ${REQUIRED_ACTIONS.updatePassword}), ${REQUIRED_ACTIONS.updatePassword})`,
                updatedAt: now,
              },
        )
        .where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id, now);
    });
    retired.push({ username: key, outcome: replacement ? 'replaced' : 'voided' });
  }
  return retired;
}
