/**
 * Countries and nationalities from i18n-iso-countries (ISO 3166-1), not a hand-written list. English names are
 * registered at once (forms need them); Arabic names load on demand so the browser bundle stays small.
 */
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { Locale } from '../i18n/locale.ts';
import type { NamedOption } from '../i18n/names.ts';

countries.registerLocale(english);

export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. `JO`. */
  code: string;
  /** English short name, e.g. `Jordan`: the value stored in `nationality`. */
  name: string;
}

const collator = new Intl.Collator('en');

/** Every country, sorted by English name. The nationality field takes one of these names. */
export const COUNTRIES: readonly Country[] = Object.entries(
  countries.getNames('en', { select: 'official' }),
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => collator.compare(a.name, b.name));

/** English names of every country: the values a `nationality` may take. */
export const NATIONALITIES: readonly string[] = COUNTRIES.map((country) => country.name);

const nationalitySet = new Set(NATIONALITIES);

export function isNationality(value: string): boolean {
  return nationalitySet.has(value);
}

/** The ISO code of an English country name (`Jordan` → `JO`), if it is one. */
export function countryCodeOf(name: string): string | undefined {
  return countries.getAlpha2Code(name, 'en');
}

let arabicLoaded: Promise<void> | undefined;

/**
 * Where i18n-iso-countries' Arabic keeps a country's former name while its English has the current one
 * (Eswatini, Myanmar): the names Arabic newspapers and ministries write today.
 */
const ARABIC_CURRENT_NAMES: Readonly<Record<string, string>> = { SZ: 'إسواتيني', MM: 'ميانمار' };

/** Loads the Arabic names once (a separate chunk in the browser); a failed fetch is tried again next time. */
export function loadArabicCountryNames(): Promise<void> {
  arabicLoaded ??= import('i18n-iso-countries/langs/ar.json').then(
    ({ default: arabic }) =>
      countries.registerLocale({
        ...arabic,
        countries: { ...arabic.countries, ...ARABIC_CURRENT_NAMES },
      }),
    (error: unknown) => {
      arabicLoaded = undefined;
      throw error;
    },
  );
  return arabicLoaded;
}

/**
 * The country's name in `lang` (`en` or `ar`), by ISO code or English name. Arabic needs
 * `loadArabicCountryNames()` first; before that, or for an unknown country, it returns undefined.
 */
export function countryName(codeOrEnglishName: string, lang: Locale): string | undefined {
  const code =
    codeOrEnglishName.length === 2 ? codeOrEnglishName : countryCodeOf(codeOrEnglishName);
  if (!code) return undefined;
  return countries.getName(code, lang, { select: 'official' });
}

/**
 * Fetches the country names of `locale` once (Arabic: a chunk of its own, fetched only where a nationality or a
 * country is shown, never with the landing). English needs nothing: the values are the English names.
 */
export function loadCountryNames(locale: Locale): Promise<void> {
  return locale === 'ar' ? loadArabicCountryNames() : Promise.resolve();
}

/** Whether `locale`'s country names are there (`loadCountryNames` done). */
export function countryNamesLoaded(locale: Locale): boolean {
  return countries.langs().includes(locale);
}

/**
 * What a person reads for a stored nationality or country (an English name, `Jordan`): its name in `locale`
 * (`الأردن`). A value that is no country, and every value while the language's names are not loaded, shows as
 * it is.
 */
export function nationalityName(value: string, locale: Locale): string {
  if (locale === 'en') return value;
  const code = countryCodeOf(value);
  return (code && countries.getName(code, locale, { select: 'official' })) || value;
}

const nationalityOptionsOf = new Map<Locale, readonly NamedOption[]>();

/**
 * The nationality choices named in `locale` (each value the English name), in that language's alphabetical
 * order. English until the language's names are loaded.
 */
export function nationalityOptions(locale: Locale): readonly NamedOption[] {
  const loaded = countryNamesLoaded(locale) ? locale : 'en';
  let options = nationalityOptionsOf.get(loaded);
  if (!options) {
    const collator = new Intl.Collator(loaded);
    options = NATIONALITIES.map((value) => ({ value, label: nationalityName(value, loaded) })).sort(
      (a, b) => collator.compare(a.label, b.label),
    );
    nationalityOptionsOf.set(loaded, options);
  }
  return options;
}
