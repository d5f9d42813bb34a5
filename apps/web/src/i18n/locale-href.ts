import { LOCALE_QUERY, type Locale } from '@mijas/api';

/** The address of the page at `pathname` in `locale` (what a language's link leads to before the code runs). */
export const localeHref = (pathname: string, locale: Locale): string =>
  `${pathname}?${LOCALE_QUERY}=${locale}`;
