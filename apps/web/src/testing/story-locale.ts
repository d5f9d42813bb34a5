import type { LoadedCatalogue } from '../i18n/catalogues.ts';

/**
 * The texts a story is rendered in: the preview's loader loads the catalogue of the `locale` global (the
 * Language toolbar, a story's `globals: { locale: 'ar' }`, or `STORYBOOK_LOCALE` for a whole run) before the
 * story renders. A play function that compares with these texts rather than with English passes in every
 * language: `const { text, messages } = storyCatalogue(loaded)`.
 */
export function storyCatalogue(loaded: unknown): LoadedCatalogue {
  return (loaded as { catalogue: LoadedCatalogue }).catalogue;
}
