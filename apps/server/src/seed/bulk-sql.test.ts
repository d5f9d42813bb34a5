/**
 * The set-based bulk seed (`bench/api.bench.mjs` at 1 000 000 members) on PGlite and PostgreSQL: the same members
 * as `seedBulkMembers` (names, mail, phone, a membership, one renewal, a create action), numbering on, and the
 * indexes and foreign keys it drops for the load all back afterwards.
 */
import { DAY_MS, MEMBER_ACTION_TYPES, MEMBERSHIP_ACTION_TYPES, ROLES } from '@mijas/api/contract';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT_MS, testConfig } from '../../test/app.ts';
import { backends, openTestDatabase } from '../../test/databases.ts';
import type { Database } from '../db/database.ts';
import { memberActions, membershipActions, memberships, users } from '../db/schema.ts';
import { seedBulkMembers } from './bulk.ts';
import { seedBulkMembersSql } from './bulk-sql.ts';
import { jordanMobile } from './generate.ts';
import { seedDatabase } from './index.ts';

const now = new Date('2026-06-01T10:00:00Z');

describe.each(backends)('set-based bulk seed on %s', (backend) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await seedDatabase(database.db, testConfig(), now);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await database.close();
  });

  async function schemaObjects() {
    const result = (await database.db.execute(sql`
      select indexname as name from pg_indexes where schemaname = current_schema()
      union all select conname from pg_constraint where connamespace = current_schema()::regnamespace
      order by 1`)) as unknown as { rows: { name: string }[] };
    return result.rows.map((row) => row.name);
  }

  it('adds members with membership and both histories, after the row-by-row ones, and restores the schema', async () => {
    const before = await schemaObjects();
    await seedBulkMembers(database.db, { members: 3, now });
    const steps: string[] = [];
    const added = await seedBulkMembersSql(database.db, {
      members: 40,
      now,
      onStep: (step) => steps.push(step),
    });
    expect(added).toEqual({ first: 3, count: 40 });
    expect(steps).toEqual([
      'drop indexes',
      'users',
      'memberships',
      'membership history',
      'member history',
      'build indexes',
      'analyze',
    ]);
    expect(await schemaObjects()).toEqual(before);
    // The month counts of the deep pages (kept by triggers) still match the users.
    const drift = (await database.db.execute(sql`
      select count(*)::int as n from (
        select role, date_trunc('month', created_at at time zone 'UTC') as month, count(*) as real from users
        group by 1, 2) real
      full join user_month_counts kept using (role, month)
      where real.real is distinct from kept.count`)) as unknown as { rows: { n: number }[] };
    expect(drift.rows[0]?.n).toBe(0);

    const bulk = like(users.username, 'bulk%');
    const [members] = await database.db.select({ value: count() }).from(users).where(bulk);
    expect(members?.value).toBe(43);
    for (const table of [
      { t: memberships, id: memberships.memberId },
      { t: membershipActions, id: membershipActions.memberId },
      { t: memberActions, id: memberActions.userId },
    ]) {
      const [rows] = await database.db
        .select({ value: count() })
        .from(table.t)
        .innerJoin(users, eq(users.id, table.id))
        .where(bulk);
      expect(rows?.value).toBe(43);
    }

    const [last] = await database.db
      .select()
      .from(users)
      .innerJoin(memberships, eq(memberships.memberId, users.id))
      .innerJoin(membershipActions, eq(membershipActions.memberId, users.id))
      .innerJoin(memberActions, eq(memberActions.userId, users.id))
      .where(eq(users.username, 'bulk42'));
    expect(last?.users).toMatchObject({
      email: 'bulk42@bulk.mijas.example.com',
      phoneNumber: jordanMobile(42),
      role: ROLES.member,
      emailVerified: true,
    });
    expect(last?.users.firstName).toBeTruthy();
    // The newest of the run joined ten minutes before `now`; renewed a minute later.
    expect(last?.users.createdAt.toISOString()).toBe('2026-06-01T09:50:00.000Z');
    expect(last?.membership_actions).toMatchObject({
      actionType: MEMBERSHIP_ACTION_TYPES.renewal,
      createdAt: new Date('2026-06-01T09:51:00.000Z'),
    });
    const days = last?.membership_actions.numberOfDays ?? 0;
    expect([30, 90, 365, 730]).toContain(days);
    expect(last?.memberships.expiresAt.getTime()).toBe(
      Date.parse('2026-06-01T09:51:00.000Z') + days * DAY_MS,
    );
    expect(last?.membership_actions.newExpiresAt).toEqual(last?.memberships.expiresAt);
    expect(last?.member_actions.actionType).toBe(MEMBER_ACTION_TYPES.create);
  });
});
