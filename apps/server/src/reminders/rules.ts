/**
 * The expiry reminders' rules (issue 20), pure: which days before its end a membership is reminded
 * (`REMINDER_DAYS`), and which reminder is due now. A run sends, for each running membership, the one step whose
 * window holds `now`; its row in `membership_reminders` (member, expiry, step) makes it once.
 *
 * Steps: the configured days (30 and 7 by default) and 0, "on the day it ends". Step d > 0 is due from
 * `expires_at - d days` until the next smaller step's window begins; step 0 from the start of the day it ends in
 * the club's time zone (the day holding its last moment: a membership ending at midnight ends the day before)
 * until it has ended. Only the smallest step whose window has begun is sent, so a member 5 days from the end who
 * never got the 30-day reminder gets the 7-day one only. A renewal moves `expires_at`: its reminders are new rows.
 */
import { CLUB_TIME_ZONE, DAY_MS, DEFAULT_REMINDER_DAYS } from '@mijas/api/contract';

export { CLUB_TIME_ZONE };

/** `REMINDER_DAYS` parsed, or the one-line reason it is refused. */
export type ReminderDaysResult = { days: number[] } | { error: string };

/**
 * `REMINDER_DAYS`: distinct positive whole days, comma-separated (`30,7`); empty or unset: the default. The
 * days come back largest first.
 */
export function parseReminderDays(value: string | undefined): ReminderDaysResult {
  if (value === undefined || value.trim() === '') {
    return { days: [...DEFAULT_REMINDER_DAYS].sort((a, b) => b - a) };
  }
  const parts = value.split(',').map((part) => part.trim());
  const days: number[] = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part) || Number(part) < 1 || Number(part) > 366) {
      return {
        error: `REMINDER_DAYS must be distinct whole days from 1 to 366, comma-separated (e.g. 30,7), got ${JSON.stringify(value)}`,
      };
    }
    const day = Number(part);
    if (days.includes(day)) {
      return {
        error: `REMINDER_DAYS names ${day} twice (${JSON.stringify(value)}): each day once, e.g. 30,7`,
      };
    }
    days.push(day);
  }
  return { days: days.sort((a, b) => b - a) };
}

/** The steps of `days`: the days largest first, then 0 (the day it ends). */
export function reminderSteps(days: readonly number[]): number[] {
  return [...new Set(days.filter((day) => day > 0))].sort((a, b) => b - a).concat(0);
}

/** One format per time zone: its wall clock as numbers (an `Intl` format is costly to make). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at `instant`, whole seconds. */
export function wallClock(instant: Date, timeZone: string) {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant.getTime() - instant.getUTCMilliseconds());
}

/** The first instant of the calendar day `year-month-day` (month 1-12, day may overflow) in `timeZone`. */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  // Across a change of offset the first guess is off by the change: once more with the offset found there.
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** The start of the club's day holding `instant`. */
export function startOfDay(instant: Date, timeZone: string = CLUB_TIME_ZONE): Date {
  const { year, month, day } = wallClock(instant, timeZone);
  return zonedMidnight(year, month, day, timeZone);
}

/** The start of the club's next day after the one holding `instant`. */
export function startOfNextDay(instant: Date, timeZone: string = CLUB_TIME_ZONE): Date {
  const { year, month, day } = wallClock(instant, timeZone);
  return zonedMidnight(year, month, day + 1, timeZone);
}

/** The facts a reminder is decided from (a running membership: account active, not deactivated, a member). */
export interface ReminderFacts {
  expiresAt: Date;
  /** Whether an admin deactivated the membership. */
  membershipDeactivated: boolean;
  /** Whether the member's account is active. */
  accountActive: boolean;
}

/** When step `d` of a membership ending at `expiresAt` becomes due. */
export function stepStart(expiresAt: Date, daysBefore: number, timeZone = CLUB_TIME_ZONE): Date {
  if (daysBefore > 0) return new Date(expiresAt.getTime() - daysBefore * DAY_MS);
  // The day it ends is the day of its last moment (one ending at midnight ends the day before).
  return startOfDay(new Date(expiresAt.getTime() - 1), timeZone);
}

/**
 * The step due at `now` for a membership (`days` largest first, 0 last: `reminderSteps`), or undefined when
 * none is: not running, ended, or no window begun yet. The smallest step whose window has begun.
 */
export function dueStep(
  facts: ReminderFacts,
  steps: readonly number[],
  now: Date,
  timeZone = CLUB_TIME_ZONE,
): number | undefined {
  if (!facts.accountActive || facts.membershipDeactivated) return undefined;
  if (facts.expiresAt.getTime() <= now.getTime()) return undefined;
  let due: number | undefined;
  for (const step of steps) {
    if (stepStart(facts.expiresAt, step, timeZone).getTime() <= now.getTime()) due = step;
  }
  return due;
}

/** The expiries for which one step is due at a moment: `after < expires_at <= upTo`. */
export interface DueRange {
  daysBefore: number;
  after: Date;
  upTo: Date;
}

/**
 * The same rule as `dueStep`, turned round for the database: at `now`, step d is due for the running
 * memberships whose `expires_at` lies in its range (ranges of consecutive steps touch and never overlap). Step 0:
 * `now < expires_at <= ` the start of the club's next day; step d > 0: from the next smaller step's bound
 * (exclusive) to `now + d days`. Empty ranges are left out.
 */
export function dueRanges(
  steps: readonly number[],
  now: Date,
  timeZone = CLUB_TIME_ZONE,
): DueRange[] {
  const ascending = [...steps].sort((a, b) => a - b);
  const ranges: DueRange[] = [];
  let after = now;
  for (const step of ascending) {
    const upTo =
      step === 0 ? startOfNextDay(now, timeZone) : new Date(now.getTime() + step * DAY_MS);
    if (upTo.getTime() > after.getTime()) ranges.push({ daysBefore: step, after, upTo });
    if (upTo.getTime() > after.getTime()) after = upTo;
  }
  return ranges;
}
