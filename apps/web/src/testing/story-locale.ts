import { cityName, DEFAULT_LOCALE, LOCALES, majorName, type Locale } from '@mijas/api';
import { nationalityName } from '@mijas/api/countries';
import { splitStatusPrefix } from '@mijas/ui';
import type { LoadedCatalogue } from '../i18n/catalogues.ts';
import { formatsFor, type Formats } from '../lib/format.ts';

/**
 * The texts a story is rendered in: the preview's loader loads the catalogue of the `locale` global (the
 * Language toolbar, a story's `globals: { locale: 'ar' }`, or `STORYBOOK_LOCALE` for a whole run) before the
 * story renders. A play function that compares with these texts rather than with English passes in every
 * language: `const { text, messages } = storyCatalogue(loaded)`.
 */
export function storyCatalogue(loaded: unknown): LoadedCatalogue {
  return (loaded as { catalogue: LoadedCatalogue }).catalogue;
}

/** The story's language: its `locale` global (English when unset or unknown). */
export function storyLocale(globals: Record<string, unknown>): Locale {
  return LOCALES.includes(globals.locale as Locale) ? (globals.locale as Locale) : DEFAULT_LOCALE;
}

/**
 * Dates and numbers as the story's page writes them (`formatsFor`, the app's own): a play function compares
 * with `storyFormats(globals).date('2027-03-01')`, not with '1 March 2027'; without its globals, the language
 * of the story running now (the preview's loader sets it, as `storyText`).
 */
export const storyFormats = (globals?: Record<string, unknown>): Formats =>
  formatsFor(globals ? storyLocale(globals) : currentLocale);

/**
 * A stored value (a major, a city of Jordan, a country) named as the page names it in the story running now's
 * language (the preview's loader loads the country names too): 'Civil Engineering' reads 'الهندسة المدنية'.
 */
export const storyNames = () => ({
  major: (value: string) => majorName(value, currentLocale),
  city: (value: string) => cityName(value, currentLocale),
  country: (value: string) => nationalityName(value, currentLocale),
});

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text that starts with `value` (a field's label followed by its required mark, a message and its detail). */
export const startingWith = (value: string) => new RegExp(`^${escape(value)}`);

/** A text that ends with `value` (a checklist rule's state after its label). */
export const endingWith = (value: string) => new RegExp(`${escape(value)}$`);

/** Exactly `value`, as `toHaveTextContent` reads a pattern (a string there matches any text containing it). */
export const exactly = (value: string) => new RegExp(`^${escape(value)}$`);

/**
 * A text as Testing Library reads the page's (`getByText`): its spaces collapsed, the no-break space `Intl` puts
 * in an amount ('JOD 25.000') read as a space.
 */
export const asRead = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A message as the page shows it: its leading ❌, ✅ or ⚠️ is the alert's or toast's icon, not its text. */
export const shown = (message: string) => splitStatusPrefix(message).text;

let current: LoadedCatalogue | undefined;
let currentLocale: Locale = DEFAULT_LOCALE;

/** The preview's loader: the catalogue of the story about to render (`storyText`) and its language. */
export function setStoryCatalogue(catalogue: LoadedCatalogue, locale: Locale): void {
  current = catalogue;
  currentLocale = locale;
}

/**
 * The texts of the story running now, for a story file's helpers that are not handed the story's context (a
 * helper finding the page's navigation by its name): stories run one at a time, each after the preview's loader.
 */
export function storyText(): LoadedCatalogue {
  if (!current)
    throw new Error('storyText() is for a running story: the preview loads its texts first');
  return current;
}
