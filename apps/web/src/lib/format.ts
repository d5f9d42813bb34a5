/**
 * How every page shows dates and amounts, in one place: a day '2 April 1995', a moment '12 March 2025 at 14:05'
 * (in the viewer's time zone), an amount paid '$25.00' (SPEC §2: 'Amount Paid (in dollars)').
 */

const LOCALE = 'en-GB';
const day = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long' });
// A calendar date (a date of birth) is the same day everywhere: never shifted by the viewer's time zone.
const calendarDay = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** null for a missing value; the text as it came when it is no date (the page shows what the server sent). */
function show(value: string | null | undefined, format: Intl.DateTimeFormat, date: Date | null) {
  if (!value) return null;
  return date && !Number.isNaN(date.getTime()) ? format.format(date) : value;
}

/**
 * A day: a calendar date ('1995-04-02') as written, a moment (an expiry: '2027-06-30T12:00:00Z') on the
 * viewer's calendar: '2 April 1995'.
 */
export function formatDate(value: string | null | undefined): string | null {
  if (value && CALENDAR_DATE.test(value))
    return show(value, calendarDay, new Date(`${value}T00:00:00Z`));
  return show(value, day, value ? new Date(value) : null);
}

/** A moment in the viewer's time zone: '12 March 2025 at 14:05'. */
export function formatDateTime(value: string | null | undefined): string | null {
  return show(value, moment, value ? new Date(value) : null);
}

/** An amount paid, in dollars: 25 → '$25.00'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
