import { createMemberRequestSchema, REQUIRED_ACTIONS, ROLES } from '@mijas/api/contract';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  PRODUCTION_TEST_ENV,
  ROOT,
  SETUP_TIMEOUT_MS,
  testConfig,
  type TestApp,
} from '../../test/app.ts';
import { backends, openTestDatabase } from '../../test/databases.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { memberActions, membershipActions, memberships, plans, users } from '../db/schema.ts';
import { listAdmins } from '../admins/queries.ts';
import { listMembers } from '../members/queries.ts';
import { seedBulkMembers } from './bulk.ts';
import { DEMO_ACCOUNTS, seedDatabase } from './index.ts';
import { retirePublishedPasswords } from './published-passwords.ts';

const now = new Date('2026-06-01T10:00:00Z');

describe.each(backends)('seed on %s', (backend) => {
  let database: Database;
  const config = testConfig();

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await database.close();
  });

  it('seeds an empty database once: root admin, demo admins, members and history', async () => {
    const first = await seedDatabase(database.db, config, now);
    expect(first.seeded).toBe(true);
    expect(first.accounts).toEqual([
      { role: ROLES.rootAdmin, username: 'root', password: 'Root#Mijas2026' },
      { role: ROLES.admin, username: 'admin', password: 'Admin#Mijas2026' },
      { role: ROLES.member, username: 'member', password: 'Member#Mijas2026' },
    ]);
    const again = await seedDatabase(database.db, config, now);
    expect(again.seeded).toBe(false);
    const [roots] = await database.db
      .select({ value: count() })
      .from(users)
      .where(eq(users.role, ROLES.rootAdmin));
    expect(roots?.value).toBe(1);
  });

  it('gives the demo accounts their passwords, verified, with nothing pending', async () => {
    for (const account of [
      { username: 'root', password: 'Root#Mijas2026', role: ROLES.rootAdmin },
      { ...DEMO_ACCOUNTS.admin, role: ROLES.admin },
      { ...DEMO_ACCOUNTS.member, role: ROLES.member },
    ]) {
      const [user] = await database.db
        .select()
        .from(users)
        .where(eq(users.username, account.username));
      expect(user?.role).toBe(account.role);
      expect(user?.emailVerified).toBe(true);
      expect(user?.isActive).toBe(true);
      expect(user?.requiredActions).toEqual([]);
      expect(
        await verifyPassword(user?.passwordHash ?? null, account.password, config.argon2),
      ).toBe(true);
    }
  });

  it('gives the demo member an active membership with its renewals', async () => {
    const { members } = await listMembers(
      database.db,
      { pageNumber: 1, pageSize: 10, username: 'member' },
      now,
    );
    const demo = members.find((m) => m.username === 'member');
    expect(demo?.hasActiveMembership).toBe(true);
    expect(Date.parse(demo?.membershipExpiry ?? '')).toBeGreaterThan(now.getTime());
    const [renewals] = await database.db
      .select({ value: count() })
      .from(membershipActions)
      .where(eq(membershipActions.memberId, demo?.id ?? ''));
    expect(renewals?.value).toBe(2);
  });

  it('offers the demo member plans to renew with (issue 34): a year and half a year, and a retired one', async () => {
    const rows = await database.db
      .select({
        nameEn: plans.nameEn,
        nameAr: plans.nameAr,
        days: plans.days,
        price: plans.price,
        active: plans.active,
      })
      .from(plans)
      .orderBy(plans.id);
    expect(rows).toEqual([
      { nameEn: 'Annual', nameAr: 'سنوي', days: 365, price: 25_000, active: true },
      { nameEn: 'Half year', nameAr: 'نصف سنوي', days: 182, price: 15_000, active: true },
      {
        nameEn: 'Annual (2025 price)',
        nameAr: 'سنوي (سعر 2025)',
        days: 365,
        price: 20_000,
        active: false,
      },
    ]);
  });

  it('lays out about 40 more members: some inactive, unverified, expired, deactivated', async () => {
    const { members, totalCount } = await listMembers(
      database.db,
      { pageNumber: 1, pageSize: 100 },
      now,
    );
    expect(totalCount).toBeGreaterThanOrEqual(41);
    expect(members.filter((m) => !m.isActiveUser).length).toBeGreaterThanOrEqual(3);
    expect(members.filter((m) => !m.emailIsVerified).length).toBeGreaterThanOrEqual(2);
    expect(members.filter((m) => m.hasActiveMembership).length).toBeGreaterThanOrEqual(20);
    expect(
      members.filter(
        (m) =>
          !m.hasActiveMembership && m.membershipExpiry && Date.parse(m.membershipExpiry) < +now,
      ).length,
    ).toBeGreaterThanOrEqual(3);
    expect(new Set(members.map((m) => m.city)).size).toBeGreaterThanOrEqual(8);
    // Newest first.
    const created = members.map((m) => Date.parse(m.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    // Every generated member is one an admin could have created through the API.
    for (const member of members) {
      const parsed = createMemberRequestSchema.safeParse({
        ...member,
        country: member.country ?? undefined,
      });
      expect(parsed.success, `${member.username}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('marks unverified members with both required actions and no password', async () => {
    const unverified = await database.db
      .select()
      .from(users)
      .where(and(eq(users.role, ROLES.member), eq(users.emailVerified, false)));
    expect(unverified.length).toBeGreaterThanOrEqual(2);
    for (const user of unverified) {
      expect(user.passwordHash).toBeNull();
      expect(user.requiredActions).toEqual([
        REQUIRED_ACTIONS.verifyEmail,
        REQUIRED_ACTIONS.updatePassword,
      ]);
    }
  });

  it('records a create action for every member, made by the demo admin', async () => {
    const [missing] = await database.db
      .select({ value: count() })
      .from(users)
      .where(
        sql`${users.role} = ${ROLES.member} and not exists (select 1 from ${memberActions} where ${memberActions.userId} = ${users.id} and ${memberActions.actionType} = 1)`,
      );
    expect(missing?.value).toBe(0);
  });

  it('lists the demo admins for the root admin: active, inactive and unverified', async () => {
    const { admins, totalCount } = await listAdmins(database.db, { pageNumber: 1, pageSize: 10 });
    expect(totalCount).toBe(4);
    expect(admins.map((a) => a.username)).toContain('admin');
    expect(admins.some((a) => !a.isActiveUser)).toBe(true);
    expect(admins.some((a) => !a.emailIsVerified)).toBe(true);
  });

  it('bulk-adds members with membership and history, numbering on from the last run', async () => {
    const before = await listMembers(database.db, { pageNumber: 1, pageSize: 1 }, now);
    const first = await seedBulkMembers(database.db, { members: 25, batchSize: 10, now });
    const second = await seedBulkMembers(database.db, { members: 5, now });
    expect(first).toEqual({ first: 0, count: 25 });
    expect(second).toEqual({ first: 25, count: 5 });
    const after = await listMembers(database.db, { pageNumber: 1, pageSize: 1 }, now);
    expect(after.totalCount).toBe(before.totalCount + 30);
    const bulk29 = await listMembers(
      database.db,
      { pageNumber: 1, pageSize: 10, username: 'bulk29' },
      now,
    );
    expect(bulk29.members.map((m) => m.username)).toEqual(['bulk29']);
    expect(bulk29.members[0]?.email).toBe('bulk29@bulk.mijas.example.com');
    const [withoutMembership] = await database.db
      .select({ value: count() })
      .from(users)
      .leftJoin(memberships, eq(memberships.memberId, users.id))
      .where(sql`${users.username} like 'bulk%' and ${memberships.memberId} is null`);
    expect(withoutMembership?.value).toBe(0);
  });
});

describe('seed with SEED_DEMO=0', () => {
  it('creates the root admin from ROOT_ADMIN_* only', { timeout: SETUP_TIMEOUT_MS }, async () => {
    const database = await openTestDatabase('pglite');
    try {
      const config = testConfig({
        SEED_DEMO: '0',
        ROOT_ADMIN_USERNAME: 'Chief',
        ROOT_ADMIN_EMAIL: 'Chief@Example.org',
        ROOT_ADMIN_PASSWORD: 'Chief#Pass2026',
      });
      const result = await seedDatabase(database.db, config, now);
      expect(result.accounts).toEqual([
        { role: ROLES.rootAdmin, username: 'Chief', password: 'Chief#Pass2026' },
      ]);
      const all = await database.db.select().from(users);
      expect(all.map((u) => [u.username, u.email, u.role])).toEqual([
        ['chief', 'chief@example.org', ROLES.rootAdmin],
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('seed in production', () => {
  async function loginStatus(t: TestApp, username: string, password: string) {
    const response = await client(t.app).post('/User/login', {
      emailOrUsername: username,
      password,
    });
    return response.statusCode;
  }

  it(
    'adds no demo account unless SEED_DEMO=1: the passwords README publishes do not log in',
    async () => {
      // `SEED_DEMO` unset, as a production deployment that never heard of it.
      const t = await createTestApp('pglite', {
        env: { ...PRODUCTION_TEST_ENV, SEED_DEMO: undefined },
      });
      try {
        expect(t.config.production).toBe(true);
        expect(await loginStatus(t, 'root', PRODUCTION_TEST_ENV.ROOT_ADMIN_PASSWORD!)).toBe(200);
        expect(await loginStatus(t, 'admin', DEMO_ACCOUNTS.admin.password)).toBe(401);
        expect(await loginStatus(t, 'member', DEMO_ACCOUNTS.member.password)).toBe(401);
        const [everyone] = await t.database.db.select({ value: count() }).from(users);
        expect(everyone?.value).toBe(1);
      } finally {
        await t.close();
      }
      // Asked for, the demo data is there, but no demo account has a password: none signs in with README's.
      const asked = await createTestApp('pglite', {
        env: { ...PRODUCTION_TEST_ENV, SEED_DEMO: '1' },
      });
      try {
        expect(await loginStatus(asked, 'admin', DEMO_ACCOUNTS.admin.password)).toBe(401);
        expect(await loginStatus(asked, 'member', DEMO_ACCOUNTS.member.password)).toBe(401);
        expect(await loginStatus(asked, 'lina.haddad', DEMO_ACCOUNTS.admin.password)).toBe(401);
        const [everyone] = await asked.database.db.select({ value: count() }).from(users);
        expect(everyone?.value).toBeGreaterThan(40);
        const withPassword = await asked.database.db
          .select({ username: users.username })
          .from(users)
          .where(isNotNull(users.passwordHash));
        expect(withPassword).toEqual([{ username: 'root' }]);
        const [admin] = await asked.database.db
          .select({ requiredActions: users.requiredActions })
          .from(users)
          .where(eq(users.username, 'admin'));
        expect(admin?.requiredActions).toEqual([REQUIRED_ACTIONS.updatePassword]);
      } finally {
        await asked.close();
      }
    },
    SETUP_TIMEOUT_MS * 2,
  );

  it(
    'a database seeded before this rule loses the published passwords at a production start, every demo account',
    async () => {
      // Seeded with the demo accounts and the published root password, as every start did before.
      const t = await createTestApp('pglite');
      try {
        // SEED_DEMO=1 asks for the demo data, not for its passwords.
        const production = testConfig({ ...PRODUCTION_TEST_ENV, SEED_DEMO: '1' });
        // Outside production nothing changes.
        expect(await retirePublishedPasswords(t.database.db, t.config)).toEqual([]);
        expect(await loginStatus(t, 'admin', DEMO_ACCOUNTS.admin.password)).toBe(200);
        const demoAccounts = await t.database.db
          .select({ username: users.username })
          .from(users)
          .where(and(isNotNull(users.passwordHash), ne(users.username, 'root')));
        expect(demoAccounts.length).toBeGreaterThan(40);

        const retired = await retirePublishedPasswords(t.database.db, production);
        expect(retired.slice(0, 3)).toEqual([
          { username: 'root', outcome: 'replaced' },
          { username: 'admin', outcome: 'voided' },
          { username: 'member', outcome: 'voided' },
        ]);
        expect(new Set(retired.slice(1))).toEqual(
          new Set(demoAccounts.map(({ username }) => ({ username, outcome: 'voided' }))),
        );
        expect(retired).toHaveLength(1 + demoAccounts.length);
        expect(await loginStatus(t, 'lina.haddad', DEMO_ACCOUNTS.admin.password)).toBe(401);
        expect(await loginStatus(t, 'root', ROOT.password)).toBe(401);
        expect(await loginStatus(t, 'root', PRODUCTION_TEST_ENV.ROOT_ADMIN_PASSWORD!)).toBe(200);
        expect(await loginStatus(t, 'admin', DEMO_ACCOUNTS.admin.password)).toBe(401);
        expect(await loginStatus(t, 'member', DEMO_ACCOUNTS.member.password)).toBe(401);
        const [admin] = await t.database.db
          .select({ passwordHash: users.passwordHash, requiredActions: users.requiredActions })
          .from(users)
          .where(eq(users.username, 'admin'));
        expect(admin).toEqual({
          passwordHash: null,
          requiredActions: [REQUIRED_ACTIONS.updatePassword],
        });
        // Once done, a later start finds nothing to do.
        expect(await retirePublishedPasswords(t.database.db, production)).toEqual([]);
      } finally {
        await t.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
