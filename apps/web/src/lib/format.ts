import {
  currencyExponent,
  formatMoney,
  formatNumber,
  intlLocaleOf,
  intlOnce,
  toMinorUnits,
  type Locale,
} from '@mijas/api';
import { useLocale } from '../i18n/locale.tsx';

/**
 * How every page shows dates, amounts and numbers, in the language it is read in (issue 18): a day '2 April 1995'
 * / '2 نيسان 1995', a moment '12 March 2025 at 14:05' / '12 آذار 2025 في 2:05 م' (in the viewer's time zone), an
 * amount paid in the club's currency 'JOD 25.000' / '25.000 د.أ.‏' (SPEC §2's 'Amount Paid', in dollars there:
 * issue 34 made the currency the club's setting, `CLUB_CURRENCY`), a count '1,234'. Both languages
 * write the digits 0-9 (`intlLocaleOf`; docs/languages.md "Dates and numbers").
 */
export interface Formats {
  /**
   * A day: a calendar date ('1995-04-02') as written, a moment (an expiry: '2027-06-30T12:00:00Z') on the
   * viewer's calendar. Null for a missing value; text that is no date as it came (the page shows what the server
   * sent).
   */
  date(value: string | null | undefined): string | null;
  /** A moment in the viewer's time zone, its day and its time. */
  dateTime(value: string | null | undefined): string | null;
  /** An amount paid (major units: 12.345) in `currency` (ISO 4217, the club's), to its minor units. */
  money(amount: number, currency: string): string;
  /** A count, a number of days, a page number. */
  number(value: number): string;
  /**
   * A month of the contract ('2026-03'): `long` 'March 2026' / 'آذار 2026' (a filter's name), `short` 'Mar 2026'
   * (a chart's or a ledger's month), `numeric` '03/26' (a narrow chart's axis); text that is no month as it came.
   */
  month(value: string, style?: MonthStyle): string;
  /** How long before `now` (the clock's now) a moment was: '2 hours ago', 'yesterday', 'قبل ساعتين'. */
  ago(value: string, now?: number): string;
}

export type MonthStyle = 'long' | 'short' | 'numeric';

/** The units a time ago is told in, each with its length in seconds, the largest first. */
const AGO_UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const MONTH_OPTIONS: Readonly<Record<MonthStyle, Intl.DateTimeFormatOptions>> = {
  long: { month: 'long', year: 'numeric' },
  short: { month: 'short', year: 'numeric' },
  numeric: { month: 'numeric', year: '2-digit' },
};

/**
 * The tag each language's dates are written with. CLDR has no English of Jordan: `Intl` reads `en-JO` as US
 * English ('April 2, 1995', '2:05 PM'), while Jordan writes the day first and the English pages always showed
 * '2 April 1995' and '14:05': British English's patterns keep them. Amounts and numbers take `intlLocaleOf`
 * ('JOD 25.000', '$25.00' in `en-JO`, where British English would write 'US$25.00').
 */
export const dateTag = (locale: Locale) => (locale === 'en' ? 'en-GB' : intlLocaleOf(locale));

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** null for a missing value; the text as it came when it is no date. */
function show(
  value: string | null | undefined,
  format: () => Intl.DateTimeFormat,
  date: Date | null,
) {
  if (!value) return null;
  return date && !Number.isNaN(date.getTime()) ? format().format(date) : value;
}

function makeFormats(locale: Locale): Formats {
  const tag = dateTag(locale);
  // Each made when first used (`intlOnce`): a page makes only the ones it shows.
  const day = () =>
    intlOnce(`date ${tag}`, () => new Intl.DateTimeFormat(tag, { dateStyle: 'long' }));
  // A calendar date (a date of birth) is the same day everywhere: never shifted by the viewer's time zone.
  const calendarDay = () =>
    intlOnce(
      `calendar date ${tag}`,
      () => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
    );
  const moment = () =>
    intlOnce(
      `moment ${tag}`,
      () => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' }),
    );
  return {
    date: (value) =>
      value && CALENDAR_DATE.test(value)
        ? show(value, calendarDay, new Date(`${value}T00:00:00Z`))
        : show(value, day, value ? new Date(value) : null),
    dateTime: (value) => show(value, moment, value ? new Date(value) : null),
    money: (amount, currency) =>
      formatMoney(toMinorUnits(amount, currencyExponent(currency)), currency, locale),
    number: (value) => formatNumber(locale, value),
    // A month is the same everywhere: its first day in UTC, named in UTC. Text that is no month shows as it came.
    month: (value, style = 'long') => {
      const first = new Date(`${value}-01T00:00:00Z`);
      if (Number.isNaN(first.getTime())) return value;
      return intlOnce(
        `month ${tag} ${style}`,
        () => new Intl.DateTimeFormat(tag, { ...MONTH_OPTIONS[style], timeZone: 'UTC' }),
      ).format(first);
    },
    ago: (value, now = Date.now()) => {
      const seconds = Math.round((new Date(value).getTime() - now) / 1000);
      const [unit, size] = AGO_UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? [
        'second',
        1,
      ];
      return intlOnce(
        `ago ${locale}`,
        () => new Intl.RelativeTimeFormat(intlLocaleOf(locale), { numeric: 'auto' }),
      ).format(Math.round(seconds / size), unit);
    },
  };
}

/** One set of formats per language, made when first asked for (an `Intl` format is costly to make). */
const made = new Map<Locale, Formats>();

/** The formats of `locale`. */
export function formatsFor(locale: Locale): Formats {
  let formats = made.get(locale);
  if (!formats) made.set(locale, (formats = makeFormats(locale)));
  return formats;
}

/** The formats of the language the page is read in (the component renders again when it changes). */
export function useFormat(): Formats {
  return formatsFor(useLocale().locale);
}
