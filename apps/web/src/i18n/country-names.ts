import type { Locale } from '@mijas/api';
import type * as CountriesModule from '@mijas/api/countries';

type Countries = typeof CountriesModule;

/**
 * i18n-iso-countries and the names of a language (a chunk of their own): fetched by the pages that name a
 * country (`countryNames` in their `pageTexts`, `page-texts.ts`, so that an Arabic page's first render names it
 * in Arabic) or offer the nationality's choices, never with a page that only shows an English value.
 */
let countries: Countries | undefined;
let countriesLoading: Promise<Countries> | undefined;

/** The countries' module, once fetched. */
export const loadedCountries = (): Countries | undefined => countries;

export function loadCountries(locale: Locale): Promise<void> {
  countriesLoading ??= import('@mijas/api/countries').then(
    (module) => (countries = module),
    (error: unknown) => {
      countriesLoading = undefined;
      throw error;
    },
  );
  return countriesLoading.then((module) => module.loadCountryNames(locale));
}
