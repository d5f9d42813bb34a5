import { DAY_MS, MEMBERSHIP_ACTION_TYPES, ROLES } from '@mijas/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  login,
  ROOT,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { formSubmissions, membershipActions, memberships, users } from '../db/schema.ts';
import { manualClock } from '../clock.ts';
import { clubMonths } from '../overview/months.ts';

/** Amman is UTC+3 all year (since 2022): 2026-03-31T22:00Z is 1 April, 01:00 there. */
const NOW = new Date('2026-04-15T12:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

describe('clubMonths', () => {
  it('gives months of the club’s calendar with their first instants, across a year', () => {
    const { months, end } = clubMonths(NOW, -11, 12);
    expect(months.map((month) => month.month)).toEqual([
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(months[0]?.start.toISOString()).toBe('2025-04-30T21:00:00.000Z');
    expect(end.toISOString()).toBe('2026-04-30T21:00:00.000Z');
    // The last evening of March in UTC is already April in Amman.
    expect(clubMonths(new Date('2026-03-31T22:00:00Z'), 0, 1).months[0]?.month).toBe('2026-04');
  });
});

describe.each(backends)('GET /Admin/overview on %s', (backend) => {
  let t: TestApp;
  let root: Client;
  const clock = manualClock(NOW);

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, demo: false });
    root = client(t.app, (await login(t.app, ROOT)).token);
    const db = t.database.db;
    const person = (
      name: string,
      createdAt: Date,
      emailVerified: boolean,
      role: string = ROLES.member,
    ) => ({
      username: name,
      email: `${name}@example.org`,
      role,
      emailVerified,
      createdAt,
    });
    const rows = await db
      .insert(users)
      .values([
        // Joined in April (Amman): active, ends in 5 days (expiring soon).
        person('m1', new Date('2026-04-10T08:00:00Z'), true),
        // Joined 1 April 01:00 Amman (31 March UTC): active, ends in 40 days (May); unverified.
        person('m2', new Date('2026-03-31T22:00:00Z'), false),
        // Joined May 2025 (the series' first month): ended yesterday, not deactivated.
        person('m3', new Date('2025-05-01T00:00:00Z'), true),
        // Joined 30 April 2025, 23:00 Amman: before the series; deactivated, its end still ahead.
        person('m4', new Date('2025-04-30T20:00:00Z'), true),
        // Joined January: never had a membership; unverified.
        person('m5', new Date('2026-01-15T09:00:00Z'), false),
        // 1 May, 01:00 Amman (still April in UTC): after the series, though its UTC month is in it.
        person('m6', new Date('2026-04-30T22:00:00Z'), true),
        // An admin is no member, whatever its dates.
        person('a1', new Date('2026-04-02T09:00:00Z'), false, ROLES.admin),
      ])
      .returning({ id: users.id, username: users.username });
    const id = (name: string) => rows.find((row) => row.username === name)?.id ?? '';
    await db.insert(memberships).values([
      { memberId: id('m1'), expiresAt: at(5) },
      { memberId: id('m2'), expiresAt: at(40) },
      { memberId: id('m3'), expiresAt: at(-1) },
      { memberId: id('m4'), expiresAt: at(10), deactivatedAt: at(-2) },
    ]);
    const renewal = (member: string, createdAt: Date, amount: string) => ({
      memberId: id(member),
      actionType: MEMBERSHIP_ACTION_TYPES.renewal,
      numberOfDays: 30,
      amount,
      newExpiresAt: at(5),
      createdAt,
    });
    await db.insert(membershipActions).values([
      renewal('m1', new Date('2026-04-01T00:00:00Z'), '10.50'),
      // 1 March, 00:30 Amman.
      renewal('m1', new Date('2026-02-28T21:30:00Z'), '20.00'),
      renewal('m2', new Date('2026-03-02T10:00:00Z'), '7.25'),
      renewal('m2', new Date('2025-05-02T10:00:00Z'), '5.00'),
      // Before the series.
      renewal('m3', new Date('2025-04-20T10:00:00Z'), '99.00'),
      // A deactivation is no renewal.
      {
        memberId: id('m4'),
        actionType: MEMBERSHIP_ACTION_TYPES.deactivation,
        createdAt: at(-2),
      },
    ]);
    const form = (email: string, status: 'new' | 'handled' | 'archived') => ({
      type: 'Join Us',
      major: 'Law',
      name: email,
      email,
      status,
    });
    await db
      .insert(formSubmissions)
      .values([
        form('a@example.org', 'new'),
        form('b@example.org', 'new'),
        form('c@example.org', 'handled'),
        form('d@example.org', 'archived'),
      ]);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const months = (from: string, values: Record<string, object>, zero: object) => {
    const [year, month] = from.split('-').map(Number) as [number, number];
    return Array.from({ length: 12 }, (_, index) => {
      const key = new Date(Date.UTC(year, month - 1 + index, 1)).toISOString().slice(0, 7);
      return { month: key, ...(values[key] ?? zero) };
    });
  };

  it('counts every figure and month as the member list’s filters select', async () => {
    const response = await root.get('/Admin/overview');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totals: {
        members: 6,
        active: 2,
        expiringSoon: 1,
        expired: 2,
        neverMember: 2,
        unverified: 2,
        newApplications: 2,
      },
      newMembersByMonth: months(
        '2025-05',
        { '2025-05': { count: 1 }, '2026-01': { count: 1 }, '2026-04': { count: 2 } },
        { count: 0 },
      ),
      renewalsByMonth: months(
        '2025-05',
        {
          '2025-05': { count: 1, amount: 5 },
          '2026-03': { count: 2, amount: 27.25 },
          '2026-04': { count: 1, amount: 10.5 },
        },
        { count: 0, amount: 0 },
      ),
      endingByMonth: months(
        '2026-04',
        { '2026-04': { count: 2 }, '2026-05': { count: 1 } },
        { count: 0 },
      ),
      // Issue 34: rows written here are no payments (routes/payments.test.ts counts those).
      revenueByMonth: months('2025-05', {}, { count: 0, amount: 0 }),
      currency: 'JOD',
      generatedAt: NOW.toISOString(),
    });
  });

  it('agrees with the member list it opens (all members, expiring within 30 days)', async () => {
    const overview = (await root.get('/Admin/overview')).json();
    const total = async (query: string) =>
      (await root.get(`/Admin/members?pageNumber=1&pageSize=10${query}`)).json().totalCount;
    expect(await total('')).toBe(overview.totals.members);
    expect(await total('&expiresWithinDays=30')).toBe(overview.totals.expiringSoon);
  });
});
