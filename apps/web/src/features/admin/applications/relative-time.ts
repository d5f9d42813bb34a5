import { intlLocaleOf } from '@mijas/api';
import { useMemo } from 'react';
import { useLocale } from '../../../i18n/locale.tsx';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago a moment was, in the page's language ('2 hours ago', 'yesterday', 'منذ ساعتين'). */
export function relativeTime(value: string, now: number, format: Intl.RelativeTimeFormat): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  return format.format(Math.round(seconds / size), unit);
}

/** `relativeTime` in the page's language, from now. */
export function useRelativeTime(): (value: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.RelativeTimeFormat(intlLocaleOf(locale), { numeric: 'auto' });
    return (value: string) => relativeTime(value, Date.now(), format);
  }, [locale]);
}
