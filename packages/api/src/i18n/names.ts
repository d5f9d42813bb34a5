import { JORDAN_CITIES, type JordanCity } from '../contract/constants.ts';
import { MAJORS, type Major } from '../contract/majors.ts';
import type { Locale } from './locale.ts';

/**
 * What a person reads for a value of the club's lists. The values stay English (the spec's: stored, sent and
 * searched as 'Computer Science', 'Amman'); each language names them in its own words. English names are the
 * values themselves; another language's names are a chunk of their own, fetched with that language
 * (`loadListNames`), so a visitor reading English downloads none of them.
 * Countries (the nationality) are named by i18n-iso-countries: `nationalityName` in contract/countries.ts.
 */

/** A language's name for every value of each list (a missing one does not type-check). */
export interface ListNames {
  readonly major: Readonly<Record<Major, string>>;
  readonly city: Readonly<Record<JordanCity, string>>;
}

/** The lists named here: the majors (spec's majors.txt) and Jordan's twelve cities (governorates). */
export type NamedList = keyof ListNames;

/** Each list's values, in the order the forms offer them. */
export const NAMED_LISTS: { readonly [L in NamedList]: readonly (keyof ListNames[L])[] } = {
  major: MAJORS,
  city: JORDAN_CITIES,
};

/** A choice as a form offers it: the value sent, and the name shown in the current language. */
export interface NamedOption {
  value: string;
  label: string;
}

const registered = new Map<Locale, ListNames>();

/** Makes a language's list names available (`loadListNames` does it; a test may do it directly). */
export function registerListNames(locale: Locale, names: ListNames): void {
  registered.set(locale, names);
}

/** How each language other than English fetches its names. */
const loaders: Partial<Record<Locale, () => Promise<ListNames>>> = {
  ar: () => import('./names-ar.ts').then((module) => module.arabicListNames),
};

/** Fetches `locale`'s list names once, before the first render in that language (nothing for English). */
export async function loadListNames(locale: Locale): Promise<void> {
  const load = loaders[locale];
  if (!load || registered.has(locale)) return;
  registerListNames(locale, await load());
}

/**
 * The name of `value` of `list` in `locale`. A value not in the list (a major typed under 'Other', an old
 * value) shows as it is, and so does every value while the language's names are not loaded.
 */
export function displayName(list: NamedList, value: string, locale: Locale): string {
  const names: Readonly<Record<string, string>> | undefined = registered.get(locale)?.[list];
  return names && Object.hasOwn(names, value) ? (names[value] ?? value) : value;
}

export const majorName = (value: string, locale: Locale): string =>
  displayName('major', value, locale);

export const cityName = (value: string, locale: Locale): string =>
  displayName('city', value, locale);

/** The list's choices in the forms' order, each named in `locale` (the value stays English). */
export function listOptions(list: NamedList, locale: Locale): NamedOption[] {
  return NAMED_LISTS[list].map((value) => ({ value, label: displayName(list, value, locale) }));
}
