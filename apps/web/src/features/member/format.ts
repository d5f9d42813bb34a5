/** Dates as the member reads them, e.g. '2 April 1995'. */
const timestampFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });
// A calendar date (e.g. a date of birth) is the same day everywhere: never shift it by the time zone.
const calendarDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** A date-only value ('1995-04-02') or a timestamp, formatted; null for none; unreadable text as it came. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const calendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (calendarDate ? calendarDateFormat : timestampFormat).format(date);
}
