const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A timestamp's day in the viewer's time zone, e.g. '3 Jan 2025'; null when missing. */
export function formatDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** A timestamp in the viewer's time zone, e.g. '3 Jan 2025, 14:05'; null when missing. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

/** An amount paid, in dollars: 25 → '$25.00'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
