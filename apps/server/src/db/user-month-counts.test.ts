/**
 * `user_month_counts` (migration 0005): its backfill and triggers equal a count of the users per role and UTC
 * month whatever the session's time zone, and the deep pages read from it (`monthPageIds`, `listUsers`) are
 * exactly the pages of a plain OFFSET, on PGlite and PostgreSQL.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLES, type Role } from '@mijas/api/contract';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestDatabase } from '../../test/databases.ts';
import { SETUP_TIMEOUT_MS } from '../../test/app.ts';
import { DEEP_OFFSET, listUsers, monthPageIds } from '../accounts/lists.ts';
import { migrationsFolder, type Database, type DbOrTx } from './database.ts';
import { newestFirst } from './paging.ts';
import { userCounts, userMonthCounts, users } from './schema.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The first statement of migration 0005 that fills the counts of the users already there. */
async function backfillStatement(): Promise<string> {
  const text = await readFile(path.join(migrationsFolder, '0005_user_month_counts.sql'), 'utf8');
  const statement = text
    .split('--> statement-breakpoint')
    .map((part) => part.trim())
    .find((part) => part.includes('INSERT INTO "user_month_counts"') && !part.includes('FUNCTION'));
  if (!statement) throw new Error('no backfill in migration 0005');
  return statement;
}

/** `count` users of `role` named `prefix.N`, joined at `at(N)`. */
function people(
  prefix: string,
  count: number,
  at: (index: number) => Date,
  role: Role = ROLES.member,
) {
  return Array.from({ length: count }, (_, index) => ({
    username: `${prefix}.${index}`,
    email: `${prefix}.${index}@example.com`,
    role,
    createdAt: at(index),
  }));
}

/** The UTC month start of an instant, as the table keeps it (a timestamp without time zone, read as UTC). */
function utcMonth(at: Date): number {
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
}

describe.each(backends)('user_month_counts on %s', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
  });

  /** The kept counts beside the real ones, `role month-start-ms` → count. */
  async function both(db: DbOrTx = database.db) {
    const kept: Record<string, number> = {};
    for (const row of await db.select().from(userMonthCounts)) {
      // Drizzle reads a timestamp without time zone as UTC.
      kept[`${row.role} ${row.month.getTime()}`] = row.count;
    }
    const real: Record<string, number> = {};
    for (const row of await db
      .select({ role: users.role, createdAt: users.createdAt })
      .from(users)) {
      const key = `${row.role} ${utcMonth(row.createdAt)}`;
      real[key] = (real[key] ?? 0) + 1;
    }
    return { kept, real };
  }

  it('are filled by the migration for the users already there, in UTC whatever the session says', async () => {
    const { db } = database;
    // Either side of a UTC month's end, and later months; some admins.
    const edge = Date.UTC(2026, 3, 1);
    await db
      .insert(users)
      .values([
        ...people('fill.before', 3, (i) => new Date(edge - (i + 1) * 20 * 60 * 1000)),
        ...people('fill.after', 2, (i) => new Date(edge + i * 20 * 60 * 1000)),
        ...people('fill.later', 5, (i) => new Date(Date.UTC(2026, 5 + i, 15))),
        ...people('fill.admin', 2, (i) => new Date(edge + i), ROLES.admin),
      ]);
    const statement = sql.raw(await backfillStatement());
    await db.transaction(async (tx) => {
      // Far from UTC: a month from the session's clock would move the users near the edge.
      await tx.execute(sql`set local time zone 'Pacific/Kiritimati'`);
      await tx.delete(userMonthCounts);
      await tx.execute(statement);
      const { kept, real } = await both(tx);
      expect(kept).toEqual(real);
      expect(kept[`${ROLES.member} ${Date.UTC(2026, 2, 1)}`]).toBe(3);
      expect(kept[`${ROLES.member} ${edge}`]).toBe(2);
    });
    await db.delete(users).where(like(users.username, 'fill.%'));
    const { kept, real } = await both();
    expect(kept).toEqual(real);
  });

  it('follow inserts (one, many months, one month), changes of role or date, and deletes', async () => {
    const { db } = database;
    const start = await both();
    expect(start.kept).toEqual(start.real);
    const check = async () => {
      const { kept, real } = await both();
      expect(kept).toEqual(real);
      return kept;
    };

    await db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'America/Los_Angeles'`);
      await tx
        .insert(users)
        .values(people('keep.one', 1, () => new Date(Date.UTC(2025, 0, 31, 23))));
    });
    expect((await check())[`${ROLES.member} ${Date.UTC(2025, 0, 1)}`]).toBe(1);

    // Many months in one statement: one every 10 days for 400 days.
    await db
      .insert(users)
      .values(people('keep.months', 40, (i) => new Date(Date.UTC(2024, 0, 1) + i * 240 * HOUR_MS)));
    await check();
    // One month in one statement, some at the same instant.
    await db
      .insert(users)
      .values(
        people(
          'keep.month',
          30,
          (i) => new Date(Date.UTC(2025, 6, 1) + Math.floor(i / 3) * HOUR_MS),
        ),
      );
    expect((await check())[`${ROLES.member} ${Date.UTC(2025, 6, 1)}`]).toBe(30);

    await db
      .update(users)
      .set({ role: ROLES.admin })
      .where(inArray(users.username, ['keep.month.0', 'keep.months.3']));
    await db
      .update(users)
      .set({ createdAt: new Date(Date.UTC(2023, 11, 31, 23, 59)) })
      .where(like(users.username, 'keep.month.1%'));
    // A change within the month, and one of neither role nor date, leave the counts alone.
    await db
      .update(users)
      .set({ createdAt: new Date(Date.UTC(2025, 6, 20)) })
      .where(eq(users.username, 'keep.month.2'));
    await db.update(users).set({ city: 'Irbid' }).where(like(users.username, 'keep.%'));
    const moved = await check();
    expect(moved[`${ROLES.member} ${Date.UTC(2023, 11, 1)}`]).toBe(11);
    expect(moved[`${ROLES.admin} ${Date.UTC(2025, 6, 1)}`]).toBe(1);

    await db.delete(users).where(like(users.username, 'keep.month.%'));
    await check();
    await db.delete(users).where(like(users.username, 'keep.%'));
    // Emptied months lose their rows.
    expect(await check()).toEqual(start.kept);
  });

  it('give deep pages equal to a plain OFFSET, at every month edge and page, through deletions', async () => {
    const { db } = database;
    // 1 600 members over about 16 months, three at each instant, some joined exactly at a month's start.
    const first = Date.UTC(2024, 0, 1);
    await db
      .insert(users)
      .values(
        people('page', 1600, (i) =>
          i % 100 === 0
            ? new Date(Date.UTC(2024, i / 100, 1))
            : new Date(first + Math.floor(i / 3) * 9 * HOUR_MS),
        ),
      );
    // The plain OFFSET pages, from one read of the whole list in its order.
    const ordered = () =>
      db
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.role, ROLES.member))
        .orderBy(...newestFirst(users.createdAt, users.id));
    const total = async () =>
      (await db.select().from(userCounts).where(eq(userCounts.role, ROLES.member)))[0]?.count ?? 0;

    const compare = async () => {
      const members = await total();
      const rows = await ordered();
      const all = rows.map((row) => row.id);
      expect(all).toHaveLength(members);
      // Straight through `monthPageIds`, with a page size whose pages cross the months' edges: every offset
      // whose page meets a month's edge or the list's ends (where the month counts decide), every third between.
      const pageSize = 7;
      const month = (i: number) => rows[i]?.createdAt.toISOString().slice(0, 7);
      const nearEdge = (offset: number) =>
        offset < pageSize ||
        offset >= members - pageSize ||
        Array.from({ length: pageSize + 1 }, (_, k) => offset + k).some(
          (i) => month(i - 1) !== month(i),
        );
      for (let offset = 0; offset <= members + pageSize; offset += 1) {
        if (offset % 3 !== 0 && !nearEdge(offset)) continue;
        const deep = await monthPageIds(db, ROLES.member, offset, pageSize, members);
        expect(
          deep.map((row) => row.id),
          `offset ${offset}`,
        ).toEqual(all.slice(offset, offset + pageSize));
      }
      // Every page of the list as the routes read it, past DEEP_OFFSET.
      const listed = { pageSize: 40 };
      expect(members).toBeGreaterThan(DEEP_OFFSET + listed.pageSize);
      for (let pageNumber = 1; (pageNumber - 1) * listed.pageSize <= members; pageNumber += 1) {
        const page = await listUsers(db, ROLES.member, undefined, { ...listed, pageNumber });
        expect(page.totalCount).toBe(members);
        expect(
          page.rows.map((row) => row.user.id),
          `page ${pageNumber}`,
        ).toEqual(all.slice((pageNumber - 1) * listed.pageSize, pageNumber * listed.pageSize));
      }
    };

    await compare();
    // Deletions: a whole month, every seventh member, and the newest.
    await db
      .delete(users)
      .where(
        sql`${users.username} like 'page.%' and (${users.createdAt} >= '2024-05-01T00:00Z' and ${users.createdAt} < '2024-06-01T00:00Z' or substr(${users.username}, 6)::int % 7 = 0 or ${users.username} = 'page.1599')`,
      );
    await compare();
  }, 60_000);
});
