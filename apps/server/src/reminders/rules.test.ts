import { DAY_MS, DEFAULT_REMINDER_DAYS } from '@mijas/api/contract';
import { describe, expect, it } from 'vitest';
import {
  dueRanges,
  dueStep,
  parseReminderDays,
  reminderSteps,
  startOfDay,
  startOfNextDay,
  stepStart,
  type ReminderFacts,
} from './rules.ts';

const HOUR_MS = 60 * 60 * 1000;
const steps = reminderSteps([30, 7]);
const running = (expiresAt: Date): ReminderFacts => ({
  expiresAt,
  membershipDeactivated: false,
  accountActive: true,
});
/** A moment given as Amman's wall clock (UTC+3 all year since 2022). */
const amman = (wall: string) => new Date(`${wall}+03:00`);

describe('REMINDER_DAYS', () => {
  it('defaults to the contract’s days, largest first', () => {
    expect(parseReminderDays(undefined)).toEqual({
      days: [...DEFAULT_REMINDER_DAYS].sort((a, b) => b - a),
    });
    expect(parseReminderDays('  ')).toEqual(parseReminderDays(undefined));
  });

  it('reads distinct positive whole days in any order', () => {
    expect(parseReminderDays('7, 30,1')).toEqual({ days: [30, 7, 1] });
    expect(parseReminderDays('14')).toEqual({ days: [14] });
  });

  it.each(['0', '-7', '7.5', 'seven', '30,,7', '30;7', '400', '7,7'])(
    'refuses %j with one line naming the variable',
    (value) => {
      const result = parseReminderDays(value);
      expect(result).toHaveProperty('error');
      if ('error' in result) {
        expect(result.error).toMatch(/^REMINDER_DAYS /);
        expect(result.error).not.toContain('\n');
      }
    },
  );

  it('adds step 0, the day it ends, after the days', () => {
    expect(reminderSteps([7, 30])).toEqual([30, 7, 0]);
  });
});

describe("the club's days (Amman)", () => {
  it('start at Amman’s midnight, not UTC’s', () => {
    expect(startOfDay(new Date('2026-11-30T22:30:00Z'))).toEqual(amman('2026-12-01T00:00:00'));
    expect(startOfDay(amman('2026-12-01T00:00:00'))).toEqual(amman('2026-12-01T00:00:00'));
    expect(startOfNextDay(amman('2026-12-01T23:59:59.999'))).toEqual(amman('2026-12-02T00:00:00'));
    expect(startOfNextDay(amman('2026-12-31T12:00:00'))).toEqual(amman('2027-01-01T00:00:00'));
  });

  it('follow a zone with summer time across its changes', () => {
    // Berlin moved from +1 to +2 on 29 March 2026 at 02:00.
    const zone = 'Europe/Berlin';
    expect(startOfDay(new Date('2026-03-29T12:00:00Z'), zone)).toEqual(
      new Date('2026-03-28T23:00:00Z'),
    );
    expect(startOfNextDay(new Date('2026-03-29T12:00:00Z'), zone)).toEqual(
      new Date('2026-03-29T22:00:00Z'),
    );
  });
});

describe('the reminder due now', () => {
  const expiresAt = amman('2026-12-31T14:00:00');

  it('is none before the first window, then each step in turn, none once it has ended', () => {
    const at = (ms: number) => dueStep(running(expiresAt), steps, new Date(ms));
    const end = expiresAt.getTime();
    expect(at(end - 30 * DAY_MS - 1)).toBeUndefined();
    // Exactly on a boundary: the window has begun.
    expect(at(end - 30 * DAY_MS)).toBe(30);
    expect(at(end - 7 * DAY_MS - 1)).toBe(30);
    expect(at(end - 7 * DAY_MS)).toBe(7);
    // The day it ends begins at Amman's midnight of 31 December.
    expect(at(amman('2026-12-31T00:00:00').getTime() - 1)).toBe(7);
    expect(at(amman('2026-12-31T00:00:00').getTime())).toBe(0);
    expect(at(end - 1)).toBe(0);
    expect(at(end)).toBeUndefined();
  });

  it('skips the steps a member was never sent: 5 days from the end, the 7-day one only', () => {
    expect(dueStep(running(expiresAt), steps, new Date(expiresAt.getTime() - 5 * DAY_MS))).toBe(7);
  });

  it('is none for a deactivated membership or account', () => {
    const now = new Date(expiresAt.getTime() - 3 * DAY_MS);
    expect(dueStep({ ...running(expiresAt), membershipDeactivated: true }, steps, now)).toBe(
      undefined,
    );
    expect(dueStep({ ...running(expiresAt), accountActive: false }, steps, now)).toBe(undefined);
  });

  it('counts a membership ending at midnight as ending the day before', () => {
    const midnight = amman('2027-01-01T00:00:00');
    expect(stepStart(midnight, 0)).toEqual(amman('2026-12-31T00:00:00'));
    expect(dueStep(running(midnight), steps, amman('2026-12-31T00:00:00'))).toBe(0);
    expect(dueStep(running(midnight), steps, amman('2026-12-30T23:59:59'))).toBe(7);
  });

  it('starts again for a renewal’s new expiry (its reminders are new rows)', () => {
    const now = new Date(expiresAt.getTime() - 2 * DAY_MS);
    expect(dueStep(running(expiresAt), steps, now)).toBe(7);
    const renewed = new Date(expiresAt.getTime() + 25 * DAY_MS);
    expect(dueStep(running(renewed), steps, now)).toBe(30);
  });

  it('with a 1-day step: the day before it ends, then the day itself', () => {
    const oneDay = reminderSteps([1]);
    expect(dueStep(running(expiresAt), oneDay, new Date(expiresAt.getTime() - DAY_MS))).toBe(1);
    expect(dueStep(running(expiresAt), oneDay, amman('2026-12-31T00:00:00'))).toBe(0);
  });
});

describe('the ranges the database asks for', () => {
  it('give the step of every expiry exactly as dueStep does', () => {
    const base = amman('2026-06-15T00:00:00').getTime();
    const nows = [
      0,
      1,
      9 * HOUR_MS,
      21 * HOUR_MS - 1,
      21 * HOUR_MS,
      23 * HOUR_MS + 59 * 60_000,
    ].map((offset) => new Date(base + offset));
    // Collected and compared once: an expect per sample made this test take seconds on a busy machine.
    const mismatches: string[] = [];
    let compared = 0;
    for (const stepSet of [steps, reminderSteps([1]), reminderSteps([60, 14, 2, 1])]) {
      for (const now of nows) {
        const ranges = dueRanges(stepSet, now);
        // Every 97 minutes over the next 70 days, and each range's own bounds.
        const samples = Array.from(
          { length: (70 * DAY_MS) / (97 * 60_000) },
          (_, i) => new Date(now.getTime() + i * 97 * 60_000),
        ).concat(ranges.flatMap((r) => [r.after, r.upTo, new Date(r.upTo.getTime() + 1)]));
        for (const expiry of samples) {
          const inRange = ranges.find(
            (r) => expiry.getTime() > r.after.getTime() && expiry.getTime() <= r.upTo.getTime(),
          );
          const expected = dueStep(running(expiry), stepSet, now);
          compared += 1;
          if (inRange?.daysBefore !== expected) {
            mismatches.push(
              `${now.toISOString()} ${expiry.toISOString()}: range ${inRange?.daysBefore} step ${expected}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(18_000);
  });

  it('touch and never overlap, nearest first', () => {
    const ranges = dueRanges(steps, amman('2026-06-15T10:00:00'));
    expect(ranges.map((r) => r.daysBefore)).toEqual([0, 7, 30]);
    expect(ranges[0]?.after).toEqual(amman('2026-06-15T10:00:00'));
    expect(ranges[0]?.upTo).toEqual(amman('2026-06-16T00:00:00'));
    expect(ranges[1]?.after).toEqual(ranges[0]?.upTo);
    expect(ranges[2]?.after).toEqual(ranges[1]?.upTo);
  });
});
