/**
 * The overview's months (issue 21): months of the club's calendar (`CLUB_TIME_ZONE`), each `YYYY-MM` with the
 * instant it starts, so a series is counted over exact instants (`[start of its first month, start of the month
 * after its last)`) and every month is present, 0 when nothing happened.
 */
import { CLUB_TIME_ZONE } from '@mijas/api/contract';
import { wallClock, zonedMidnight } from '../reminders/rules.ts';

export interface ClubMonth {
  /** `YYYY-MM` (the contract's `monthSchema`). */
  month: string;
  /** Its first instant in the club's time zone. */
  start: Date;
}

/**
 * `count` consecutive months of the club's calendar, the first `offset` months after the one holding `now`
 * (negative: before), oldest first; and `end`, the start of the month after the last.
 */
export function clubMonths(
  now: Date,
  offset: number,
  count: number,
  timeZone: string = CLUB_TIME_ZONE,
): { months: ClubMonth[]; end: Date } {
  const { year, month } = wallClock(now, timeZone);
  const at = (index: number): ClubMonth => {
    const first = new Date(Date.UTC(year, month - 1 + offset + index, 1));
    return {
      month: first.toISOString().slice(0, 7),
      start: zonedMidnight(first.getUTCFullYear(), first.getUTCMonth() + 1, 1, timeZone),
    };
  };
  return {
    months: Array.from({ length: count }, (_, index) => at(index)),
    end: at(count).start,
  };
}
