/**
 * The histories' totals without a search come from `history_counts` (kept by the triggers of migration 0004), less
 * the rows about other roles' users: they must equal a count of the rows through inserts, an admin's own history
 * and a cascade delete, on PGlite and PostgreSQL.
 */
import { ROLES } from '@mijas/api/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  createTestApp,
  loginClient,
  newMember,
  ROOT,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { memberActions, membershipActions, users } from './schema.ts';

describe.each(backends)('history totals on %s', (backend) => {
  let t: TestApp;
  let root: Client;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await loginClient(t.app, ROOT);
    admin = await loginClient(t.app, ADMIN);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  async function totals() {
    const total = async (path: string) => {
      const response = await admin.get(path);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { totalCount: number }).totalCount;
    };
    return {
      membership: await total('/Admin/members/membership-history'),
      member: await total('/Admin/members/member-history'),
    };
  }

  async function counted() {
    const db = t.database.db;
    const [membership] = await db.select({ value: count() }).from(membershipActions);
    const [member] = await db
      .select({ value: count() })
      .from(memberActions)
      .innerJoin(users, eq(users.id, memberActions.userId))
      .where(eq(users.role, ROLES.member));
    const [all] = await db.select({ value: count() }).from(memberActions);
    return { membership: membership?.value, member: member?.value, all: all?.value ?? 0 };
  }

  it('equal the rows of members through inserts, an admin created and a cascade delete', async () => {
    const start = await counted();
    expect(await totals()).toEqual({ membership: start.membership, member: start.member });

    const created = await admin.post('/Admin/members', newMember('history.count'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const renewed = await admin.put('/Admin/members/renew-membership', {
      memberId: id,
      numberOfDays: 30,
      amount: 10,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const anAdmin = await root.post(
      '/RootAdmin/admins',
      newMember('history.admin', { phoneNumber: '', gender: 'M' }),
    );
    expect(anAdmin.statusCode, anAdmin.body).toBe(201);

    const grown = await counted();
    expect(grown.membership).toBe((start.membership ?? 0) + 1);
    expect(grown.member).toBe((start.member ?? 0) + 1);
    // The admin's creation is in member_actions, not in the Member History.
    expect(grown.all).toBe(start.all + 2);
    expect(await totals()).toEqual({ membership: grown.membership, member: grown.member });

    await t.database.db.delete(users).where(eq(users.id, id));
    expect(await totals()).toEqual({ membership: start.membership, member: start.member });
  });
});
