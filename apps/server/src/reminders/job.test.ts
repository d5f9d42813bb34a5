/**
 * The reminders' schedule in one process: it runs every `REMINDER_INTERVAL_MS` (never when 0), wakes the mail
 * worker when it queued mail, survives a database out of reach (one log line per outage, tried again at each
 * tick), and stops.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@mijas/api/contract';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../test/app.ts';
import { insertUser } from '../../test/users.ts';
import type { Db } from '../db/database.ts';
import { membershipReminders, memberships } from '../db/schema.ts';
import { systemClock } from '../clock.ts';
import { createReminderJob } from './job.ts';

/** A logger that keeps the lines of each level. */
function recordingLog() {
  const lines: Record<'info' | 'warn' | 'error', string[]> = { info: [], warn: [], error: [] };
  const at =
    (level: keyof typeof lines) =>
    (...args: unknown[]) => {
      lines[level].push(String(args.find((arg) => typeof arg === 'string')));
    };
  const log = { info: at('info'), warn: at('warn'), error: at('error') };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('the reminders job of a process', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { demo: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('runs every interval, wakes the mail worker, and stops', async () => {
    const member = await insertUser(t);
    await t.database.db
      .insert(memberships)
      .values({ memberId: member.id, expiresAt: new Date(Date.now() + 3 * DAY_MS) });
    const { log } = recordingLog();
    let woken = 0;
    const job = createReminderJob({
      db: t.database.db,
      config: { ...t.config, reminders: { ...t.config.reminders, intervalMs: 20 } },
      clock: systemClock,
      log,
      onQueued: () => (woken += 1),
    });
    await expect
      .poll(async () => (await t.database.db.select().from(membershipReminders)).length)
      .toBe(1);
    await expect.poll(() => woken).toBe(1);
    await job.stop();
    expect(await job.runOnce()).toBe(0);
  });

  it('never runs by itself with an interval of 0', async () => {
    let calls = 0;
    const db = {
      transaction: () => {
        calls += 1;
        return Promise.resolve({ due: 0, claimed: [] });
      },
    } as unknown as Db;
    const make = () =>
      createReminderJob({ db, config: t.config, clock: systemClock, log: recordingLog().log });
    expect(t.config.reminders.intervalMs).toBe(0);
    vi.useFakeTimers();
    try {
      const idle = make();
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(DAY_MS);
      expect(calls).toBe(0);
      await idle.stop();
    } finally {
      vi.useRealTimers();
    }
    const job = make();
    expect(await job.runOnce()).toBe(0);
    expect(calls).toBe(1);
    await job.stop();
  });

  it('logs a database outage once and tries again at each tick, without failing', async () => {
    let attempts = 0;
    const down = {
      transaction: () => {
        attempts += 1;
        return Promise.reject(
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        );
      },
    } as unknown as Db;
    const { lines, log } = recordingLog();
    const job = createReminderJob({
      db: down,
      config: { ...t.config, reminders: { ...t.config.reminders, intervalMs: 10 } },
      clock: systemClock,
      log,
    });
    await expect.poll(() => attempts).toBeGreaterThanOrEqual(3);
    await job.stop();
    expect(lines.warn).toEqual([
      'reminders: the database is unavailable; trying again every interval',
    ]);
    expect(lines.error).toEqual([]);
  });
});
