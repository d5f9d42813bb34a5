/**
 * The expiry reminders through HTTP on PGlite and PostgreSQL (issue 20): `POST /RootAdmin/reminders/run` (root
 * admins only, `{ queued }`), who is reminded of what and once, the mail's language, the member history, batches.
 */
import {
  DAY_MS,
  MEMBER_ACTION_TYPES,
  type MemberHistoryResponse,
  type RemindersResponse,
  ROLES,
} from '@mijas/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  loginClient,
  ROOT,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { insertUser, TEST_PASSWORD } from '../../test/users.ts';
import { membershipReminders, memberships, outboxMails, type UserRow } from '../db/schema.ts';
import { manualClock } from '../clock.ts';
import { runReminders } from './job.ts';
import { startOfNextDay } from './rules.ts';

const HOUR_MS = 60 * 60 * 1000;

describe.each(backends)('membership expiry reminders on %s', (backend) => {
  let t: TestApp;
  let root: Client;
  const clock = manualClock(new Date());
  const now = clock.now();
  const members: Record<string, UserRow> = {};

  async function member(
    name: string,
    expiresAt: Date,
    options: { language?: 'en' | 'ar'; deactivated?: boolean; active?: boolean } = {},
  ) {
    const row = await insertUser(t, {
      username: `reminded.${name}`,
      email: `reminded.${name}@example.org`,
      firstName: name,
      language: options.language ?? 'en',
      isActive: options.active ?? true,
    });
    await t.database.db.insert(memberships).values({
      memberId: row.id,
      expiresAt,
      deactivatedAt: options.deactivated ? now : null,
    });
    members[name] = row;
    return row;
  }

  const mailsTo = (name: string) =>
    t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, `reminded.${name}@example.org`));

  async function history(name: string) {
    const response = await root.get(
      `/Admin/members/member-history?memberUsername=reminded.${name}&pageSize=50`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as MemberHistoryResponse).membershipActions.filter(
      (action) => action.actionTypeId === MEMBER_ACTION_TYPES.reminderSent,
    );
  }

  beforeAll(async () => {
    t = await createTestApp(backend, { demo: false, clock });
    root = await loginClient(t.app, ROOT);
    await member('month', new Date(now.getTime() + 30 * DAY_MS - HOUR_MS));
    await member('week', new Date(now.getTime() + 6 * DAY_MS));
    // Ends at the club's next midnight: its last moment is today.
    await member('today', startOfNextDay(now));
    await member('arabic', new Date(now.getTime() + 20 * DAY_MS), { language: 'ar' });
    await member('later', new Date(now.getTime() + 31 * DAY_MS));
    await member('deactivated', new Date(now.getTime() + 6 * DAY_MS), { deactivated: true });
    await member('switchedoff', new Date(now.getTime() + 6 * DAY_MS), { active: false });
    await member('ended', new Date(now.getTime() - HOUR_MS));
    await insertUser(t, { username: 'reminders.admin', role: ROLES.admin });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('is for root admins only', async () => {
    const admin = await loginClient(t.app, {
      username: 'reminders.admin',
      password: TEST_PASSWORD,
    });
    const member = await loginClient(t.app, {
      username: 'reminded.later',
      password: TEST_PASSWORD,
    });
    expect((await client(t.app).post('/RootAdmin/reminders/run')).statusCode).toBe(401);
    expect((await admin.post('/RootAdmin/reminders/run')).statusCode).toBe(403);
    expect((await member.post('/RootAdmin/reminders/run')).statusCode).toBe(403);
    // Refused calls ran nothing.
    expect(await t.database.db.select().from(membershipReminders)).toEqual([]);
    // Who they went to, likewise (issue 30).
    expect((await client(t.app).get('/RootAdmin/reminders')).statusCode).toBe(401);
    expect((await admin.get('/RootAdmin/reminders')).statusCode).toBe(403);
    expect((await member.get('/RootAdmin/reminders')).statusCode).toBe(403);
    const none = await root.get('/RootAdmin/reminders');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ lastRun: null, reminders: [], totalCount: 0 });
    expect((await root.get('/RootAdmin/reminders?pageSize=0')).statusCode).toBe(400);
  });

  /** `GET /RootAdmin/reminders`, answered 200. */
  async function sent(query = '') {
    const response = await root.get(`/RootAdmin/reminders${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RemindersResponse;
  }

  it('mails each running membership its due step once, and records "Reminder sent"', async () => {
    const first = await root.post('/RootAdmin/reminders/run');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ queued: 4 });
    expect((await root.post('/RootAdmin/reminders/run')).json()).toEqual({ queued: 0 });

    const rows = await t.database.db.select().from(membershipReminders);
    const steps = Object.fromEntries(
      rows.map((row) => [
        Object.keys(members).find((name) => members[name]?.id === row.memberId),
        row.daysBefore,
      ]),
    );
    expect(steps).toEqual({ month: 30, week: 7, today: 0, arabic: 30 });
    for (const name of ['month', 'week', 'today', 'arabic']) {
      expect(await mailsTo(name), name).toHaveLength(1);
      const entries = await history(name);
      expect(entries, name).toHaveLength(1);
      expect(entries[0]?.madeByUserName).toBeNull();
    }
    for (const name of ['later', 'deactivated', 'switchedoff', 'ended']) {
      expect(await mailsTo(name), name).toEqual([]);
      expect(await history(name), name).toEqual([]);
    }
  });

  it("says who: the last run's members (name, step, when) and every reminder sent (issue 30)", async () => {
    const { lastRun, reminders, totalCount } = await sent();
    const [first] = await t.database.db.select().from(membershipReminders);
    const runAt = first!.sentAt.toISOString();
    // The first run sent four; the second none, so the last run that sent any is the first.
    expect(lastRun).toEqual({
      sentAt: runAt,
      count: 4,
      reminders: ['arabic', 'month', 'today', 'week'].map((name) =>
        expect.objectContaining({
          memberId: members[name]!.id,
          username: `reminded.${name}`,
          firstName: name,
          daysBefore: { month: 30, week: 7, today: 0, arabic: 30 }[name],
          sentAt: runAt,
        }),
      ),
    });
    expect(totalCount).toBe(4);
    expect(reminders.map((reminder) => reminder.username)).toEqual(
      lastRun!.reminders.map((reminder) => reminder.username),
    );
    expect(reminders[0]!.expiresAt).toBe(
      (await t.database.db.select().from(memberships))
        .find((row) => row.memberId === members.arabic!.id)!
        .expiresAt.toISOString(),
    );
    // Pages of the list.
    const second = await sent('?pageNumber=2&pageSize=3');
    expect(second.reminders.map((reminder) => reminder.username)).toEqual(['reminded.week']);
    expect(second.totalCount).toBe(4);
  });

  it('writes the mail in the member’s language, with the end and how to renew', async () => {
    const [english] = await mailsTo('week');
    expect(english?.subject).toMatch(
      /^Your MIJAS Club membership ends on \d{1,2} [A-Z][a-z]+ \d{4}/,
    );
    expect(english?.text).toContain('contact the club office');
    // The link leads to the renewal (issue 34): a member signed out there signs in and lands on it.
    expect(english?.links).toEqual([`${t.config.publicUrl}/member/renew`]);
    const [today] = await mailsTo('today');
    expect(today?.subject).toBe('Your MIJAS Club membership ends today');
    const [arabic] = await mailsTo('arabic');
    expect(arabic?.subject).toMatch(/^تنتهي عضويتك في نادي MIJAS بتاريخ /);
    expect(arabic?.text).toContain('مكتب النادي');
    expect(arabic?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('sends the next step when its window begins, and a renewal’s new expiry afresh', async () => {
    // 23 days on: "month" is 7 days from its end, "later" 8 (its first reminder, the 7-day one's window not begun:
    // the 30-day one), "arabic" and "week" have ended.
    clock.advance(23 * DAY_MS + HOUR_MS);
    root = await loginClient(t.app, ROOT);
    const run = await root.post('/RootAdmin/reminders/run');
    expect(run.json()).toEqual({ queued: 2 });
    expect(await mailsTo('month')).toHaveLength(2);
    expect(await mailsTo('later')).toHaveLength(1);
    expect(await mailsTo('week')).toHaveLength(1);
    // A renewal moves the expiry: the new one is reminded again.
    await t.database.db
      .update(memberships)
      .set({ expiresAt: new Date(clock.now().getTime() + 25 * DAY_MS) })
      .where(eq(memberships.memberId, members.month!.id));
    // A minute later: a run of its own.
    clock.advance(60_000);
    expect((await root.post('/RootAdmin/reminders/run')).json()).toEqual({ queued: 1 });
    expect(await history('month')).toHaveLength(3);
    // The last run is the latest that sent any: "month" again, the 30-day reminder of its new end; the list has
    // every one, newest first (a run's by username).
    const { lastRun, reminders, totalCount } = await sent();
    expect(lastRun?.count).toBe(1);
    expect(lastRun?.sentAt).toBe(clock.now().toISOString());
    expect(lastRun?.reminders).toEqual([
      expect.objectContaining({ username: 'reminded.month', daysBefore: 30 }),
    ]);
    expect(totalCount).toBe(7);
    expect(
      reminders.slice(0, 3).map((reminder) => [reminder.username, reminder.daysBefore]),
    ).toEqual([
      ['reminded.month', 30],
      ['reminded.later', 30],
      ['reminded.month', 7],
    ]);
  });

  it('claims in batches until none is due, each reminder once', async () => {
    const at = clock.now();
    for (let i = 0; i < 7; i += 1) await member(`batch${i}`, new Date(at.getTime() + 2 * DAY_MS));
    expect(await runReminders(t.database.db, t.config, at, { batchSize: 2 })).toBe(7);
    expect(await runReminders(t.database.db, t.config, at, { batchSize: 2 })).toBe(0);
    for (let i = 0; i < 7; i += 1) expect(await mailsTo(`batch${i}`)).toHaveLength(1);
  });
});
