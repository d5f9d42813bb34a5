import { ROLES } from '@mijas/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/databases.ts';
import { SETUP_TIMEOUT_MS } from '../../test/app.ts';
import type { Database } from '../db/database.ts';
import { cleanUp } from './housekeeping.ts';
import { actionTokens, loginFailures, rateLimits, refreshTokens, users } from '../db/schema.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const ago = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);

describe('housekeeping', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
  });

  it('deletes only rows that can no longer matter', async () => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ username: 'keeper', email: 'keeper@example.com', role: ROLES.member })
      .returning({ id: users.id });
    const userId = user!.id;
    await db.insert(rateLimits).values([
      { key: 'login:old', windowStart: ago(25), count: 3 },
      { key: 'login:new', windowStart: ago(1), count: 3 },
    ]);
    await db
      .insert(loginFailures)
      .values({ key: userId, failures: 2, firstFailureAt: ago(30), lastFailureAt: ago(30) });
    const token = (hash: string, familyExpiresAt: Date) => ({
      familyId: userId,
      userId,
      tokenHash: hash,
      expiresAt: familyExpiresAt,
      familyExpiresAt,
    });
    await db.insert(refreshTokens).values([token('a', ago(25)), token('b', ago(-5))]);
    await db.insert(actionTokens).values([
      { userId, kind: 'verify-email', tokenHash: 'x', expiresAt: ago(24 * 8) },
      { userId, kind: 'reset-password', tokenHash: 'y', expiresAt: ago(-1) },
      {
        userId,
        kind: 'reset-password',
        tokenHash: 'z',
        expiresAt: ago(24 * 9),
        consumedAt: ago(24 * 9),
      },
    ]);

    expect(await cleanUp(db, NOW)).toEqual({
      rateLimits: 1,
      loginFailures: 1,
      refreshTokens: 1,
      actionTokens: 2,
    });
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['login:new']);
    expect((await db.select().from(refreshTokens)).map((row) => row.tokenHash)).toEqual(['b']);
    expect((await db.select().from(actionTokens)).map((row) => row.tokenHash)).toEqual(['y']);
    expect(await cleanUp(db, NOW)).toEqual({
      rateLimits: 0,
      loginFailures: 0,
      refreshTokens: 0,
      actionTokens: 0,
    });
  });
});
