/**
 * History rows list in the order their changes commit (issue 16, point 10). A change stamped with its request's
 * start would list before one that committed earlier while it waited for the member's row lock. PostgreSQL only:
 * the test holds that lock on a connection of its own, which one-connection PGlite cannot have beside the app.
 */
import { API_PREFIX, MEMBER_ACTION_TYPES } from '@mijas/api/contract';
import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestApp,
  login,
  ROOT,
  SETUP_TIMEOUT_MS,
  type TestApp,
} from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { manualClock } from '../clock.ts';
import { insertUser } from '../../test/users.ts';

const SECOND = 1000;

describe.runIf(backends.includes('postgres'))('history stamps on PostgreSQL', () => {
  let t: TestApp;
  let token: string;
  const clock = manualClock(new Date('2026-04-01T10:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp('postgres', { clock, demo: false });
    token = (await login(t.app, ROOT)).token;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const pool = () => (t.database.db as unknown as { $client: pg.Pool }).$client;

  function deactivate(id: string): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}/Admin/members/${id}/deactivate`,
      headers: bearer(token),
    });
  }

  /** How many statements of this database wait for a lock. */
  async function waitingForLocks(): Promise<number> {
    const result = await pool().query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return result.rows[0]?.waiting ?? 0;
  }

  it('a change that waited for the row lock lists after one that committed meanwhile', async () => {
    const first = await insertUser(t);
    const second = await insertUser(t);

    // Another transaction holds the first member's row: a deactivation of them, asked for now, must wait.
    const holder = await pool().connect();
    let waited: Promise<LightMyRequestResponse>;
    try {
      await holder.query('begin');
      await holder.query('select id from users where id = $1 for update', [first.id]);
      waited = deactivate(first.id);
      await vi.waitFor(async () => expect(await waitingForLocks()).toBe(1), { timeout: 10_000 });

      // Meanwhile the second member is deactivated, and that commits.
      clock.advance(SECOND);
      expect((await deactivate(second.id)).statusCode).toBe(200);
      clock.advance(SECOND);
    } finally {
      await holder.query('commit');
      holder.release();
    }
    expect((await waited).statusCode).toBe(200);

    const history = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/Admin/members/member-history?pageSize=100`,
      headers: bearer(token),
    });
    const rows = (
      history.json() as {
        membershipActions: { userName: string; actionTypeId: number; actionCreatedAt: string }[];
      }
    ).membershipActions.filter((row) => row.actionTypeId === MEMBER_ACTION_TYPES.deactivate);
    // Newest first, as they committed: the first member's (which waited), then the second's.
    expect(rows.map((row) => row.userName)).toEqual([first.username, second.username]);
    expect(rows.map((row) => row.actionCreatedAt)).toEqual([
      '2026-04-01T10:00:02.000Z',
      '2026-04-01T10:00:01.000Z',
    ]);
  });
});
