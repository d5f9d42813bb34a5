import { ROLES } from '@mijas/api/contract';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestDatabase } from '../../test/databases.ts';
import { SETUP_TIMEOUT_MS } from '../../test/app.ts';
import type { Database } from './database.ts';
import { userCounts, users } from './schema.ts';

describe.each(backends)('user_counts on %s', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
  });

  /** The kept counts beside the real ones, per role. */
  async function both() {
    const { db } = database;
    const kept = Object.fromEntries(
      (await db.select().from(userCounts)).map((row) => [row.role, row.count]),
    );
    const real = Object.fromEntries(
      (await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role)).map(
        (row) => [row.role, row.n],
      ),
    );
    return { kept, real };
  }

  it('follows every insert (one row or many), role change and delete', async () => {
    const { db } = database;
    const before = await both();
    expect(before.kept).toEqual(before.real);

    const member = (name: string) => ({
      username: name,
      email: `${name}@example.com`,
      role: ROLES.member,
    });
    await db.insert(users).values(member('count.one'));
    await db
      .insert(users)
      .values([member('count.two'), member('count.three'), member('count.four')]);
    const afterInsert = await both();
    expect(afterInsert.kept).toEqual(afterInsert.real);
    expect(afterInsert.kept[ROLES.member]).toBe((before.kept[ROLES.member] ?? 0) + 4);

    await db.update(users).set({ role: ROLES.admin }).where(eq(users.username, 'count.two'));
    // An update that changes no role leaves the counts alone.
    await db.update(users).set({ city: 'Irbid' }).where(eq(users.username, 'count.three'));
    const afterMove = await both();
    expect(afterMove.kept).toEqual(afterMove.real);
    expect(afterMove.kept[ROLES.admin]).toBe((before.kept[ROLES.admin] ?? 0) + 1);

    await db.delete(users).where(like(users.username, 'count.%'));
    const afterDelete = await both();
    expect(afterDelete.kept).toEqual({
      ...before.kept,
      [ROLES.member]: before.kept[ROLES.member] ?? 0,
      [ROLES.admin]: before.kept[ROLES.admin] ?? 0,
    });
    expect(afterDelete.kept).toMatchObject(afterDelete.real);
  });
});
