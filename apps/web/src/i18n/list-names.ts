import { cityName, listOptions, majorName, type Locale, type NamedOption } from '@mijas/api';
import { useEffect, useMemo, useReducer } from 'react';
import { loadCountries, loadedCountries } from './country-names.ts';
import { useLocale } from './locale.tsx';

export { loadCountries };

/** Whether `locale`'s country names are here, or (`need: 'name'`, English) needed at all. */
function countriesReady(locale: Locale, need: CountryNeed): boolean {
  if (need === 'name' && locale === 'en') return true;
  return loadedCountries()?.countryNamesLoaded(locale) ?? false;
}

/** The majors and cities named in the current language (their names come with the language: `loadLocale`). */
export interface ListNames {
  major: (value: string) => string;
  city: (value: string) => string;
  /** The forms' choices: English values, named in the current language. */
  majorOptions: readonly NamedOption[];
  cityOptions: readonly NamedOption[];
}

/** What a person reads for a major or a city, and the forms' choices, in the current language. */
export function useListNames(): ListNames {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      major: (value) => majorName(value, locale),
      city: (value) => cityName(value, locale),
      majorOptions: listOptions('major', locale),
      cityOptions: listOptions('city', locale),
    }),
    [locale],
  );
}

/** Countries (a nationality, the country) named in the current language. */
export interface CountryNames {
  name: (value: string) => string;
  /** The nationality choices: English values, named and ordered in the current language. */
  options: readonly NamedOption[];
}

/** What a page needs of the countries: to name a stored one, or also the choices (a form). */
export type CountryNeed = 'name' | 'choose';

/**
 * Countries in the current language. Their names are fetched by the first page that shows one in Arabic or
 * offers the choices (never by the landing): until then, and for a value that is no country, a value shows as it
 * is, and there are no choices.
 */
export function useCountryNames(need: CountryNeed = 'choose'): CountryNames {
  const { locale } = useLocale();
  const loaded = countriesReady(locale, need);
  // eslint-disable-next-line mijas/no-react-state -- code loading: the country names, rendered once fetched
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  // eslint-disable-next-line mijas/no-react-state -- code loading: the country names fetched by the first page that shows one
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    void loadCountries(locale).then(() => mounted && loadedNow());
    return () => {
      mounted = false;
    };
  }, [locale, loaded]);
  return useMemo(
    () => ({
      name: (value) => loadedCountries()?.nationalityName(value, locale) ?? value,
      options: loadedCountries()?.nationalityOptions(locale) ?? [],
    }),
    // `loaded`: the names again once they are here.
    [locale, loaded],
  );
}

/** A stored value's name, or the value itself when there is none (null, ''), for the details' fallback. */
export function nameOf<T extends string | null | undefined>(
  value: T,
  name: (value: string) => string,
): T | string {
  return value ? name(value) : value;
}

/** What a record's details show for its major, city and country (or nationality), in the current language. */
export interface ValueNames {
  major: (value: string) => string;
  city: (value: string) => string;
  country: (value: string) => string;
}

/** The names a record's details show (a profile, a member's or an admin's details). */
export function useValueNames(): ValueNames {
  const lists = useListNames();
  const names = useCountryNames('name');
  return useMemo(
    () => ({ major: lists.major, city: lists.city, country: names.name }),
    [lists, names],
  );
}
