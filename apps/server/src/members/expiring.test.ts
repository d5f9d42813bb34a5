/**
 * `GET /Admin/members?expiresWithinDays=N` on PGlite and PostgreSQL (issue 20): only active memberships ending
 * within N days, soonest first (then newest first), with the searches, paging and a correct `totalCount`, read
 * through `memberships_running_expiry_idx`.
 */
import type { MemberListItem } from '@mijas/api/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginClient,
  ROOT,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { DAY_MS } from '@mijas/api/contract';
import { backends } from '../../test/databases.ts';
import { insertUser } from '../../test/users.ts';
import { memberships } from '../db/schema.ts';
import { manualClock } from '../clock.ts';
import { memberListQueries } from './queries.ts';

describe.each(backends)('the member list’s expiresWithinDays on %s', (backend) => {
  let t: TestApp;
  let root: Client;
  const clock = manualClock(new Date());
  const now = clock.now();

  async function member(name: string, expiresInMs: number | null, deactivated = false) {
    const row = await insertUser(t, {
      username: `exp.${name}`,
      email: `exp.${name}@example.org`,
      // Created in the order of the calls, a minute apart: the later, the newer.
      createdAt: new Date(now.getTime() - 10 * DAY_MS + (await count()) * 60_000),
    });
    if (expiresInMs !== null) {
      await t.database.db.insert(memberships).values({
        memberId: row.id,
        expiresAt: new Date(now.getTime() + expiresInMs),
        deactivatedAt: deactivated ? now : null,
      });
    }
  }
  let made = 0;
  const count = async () => (made += 1);

  async function list(query: string) {
    const response = await root.get(`/Admin/members?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { members: MemberListItem[]; totalCount: number };
    return { usernames: body.members.map((m) => m.username), totalCount: body.totalCount };
  }

  beforeAll(async () => {
    t = await createTestApp(backend, { demo: false, clock });
    root = await loginClient(t.app, ROOT);
    await member('twentynine', 29 * DAY_MS);
    await member('one', DAY_MS);
    await member('thirty', 30 * DAY_MS);
    await member('thirtyone', 30 * DAY_MS + 1);
    await member('ten.older', 10 * DAY_MS);
    await member('ten.newer', 10 * DAY_MS);
    await member('deactivated', 5 * DAY_MS, true);
    await member('ended', -1);
    await member('none', null);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the active memberships ending within N days, soonest first, then newest first', async () => {
    expect(await list('expiresWithinDays=30')).toEqual({
      usernames: ['exp.one', 'exp.ten.newer', 'exp.ten.older', 'exp.twentynine', 'exp.thirty'],
      totalCount: 5,
    });
    expect(await list('expiresWithinDays=1')).toEqual({ usernames: ['exp.one'], totalCount: 1 });
    // Without the filter: every member, newest first, as before.
    expect((await list('pageSize=50')).totalCount).toBe(9);
  });

  it('pages with the right total, past the last page too', async () => {
    expect(await list('expiresWithinDays=30&pageSize=2&pageNumber=2')).toEqual({
      usernames: ['exp.ten.older', 'exp.twentynine'],
      totalCount: 5,
    });
    expect(await list('expiresWithinDays=30&pageSize=2&pageNumber=3')).toEqual({
      usernames: ['exp.thirty'],
      totalCount: 5,
    });
    expect(await list('expiresWithinDays=30&pageSize=2&pageNumber=4')).toEqual({
      usernames: [],
      totalCount: 5,
    });
  });

  it('combines with the searches', async () => {
    expect(await list('expiresWithinDays=30&username=TEN')).toEqual({
      usernames: ['exp.ten.newer', 'exp.ten.older'],
      totalCount: 2,
    });
    expect(await list('expiresWithinDays=30&email=thirtyone')).toEqual({
      usernames: [],
      totalCount: 0,
    });
  });

  it('refuses a value that is no whole number of days from 1 to 366', async () => {
    for (const value of ['0', '367', '2.5', 'soon']) {
      const response = await root.get(`/Admin/members?expiresWithinDays=${value}`);
      expect(response.statusCode, value).toBe(400);
    }
  });

  it('reads the running-expiry index', async () => {
    const queries = await memberListQueries(
      t.database.db,
      { pageNumber: 1, pageSize: 10, expiresWithinDays: 30 },
      now,
    );
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${queries.page}`);
      return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('memberships_running_expiry_idx');
  });
});
