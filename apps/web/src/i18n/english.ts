import { DEFAULT_LOCALE, englishMessages } from '@mijas/api';
import type { LoadedCatalogue } from './catalogues.ts';
import { en } from './en.ts';
import { setLocaleWithoutProvider } from './locale.tsx';

/**
 * The English texts at hand, for what runs without fetching them (tests, stories); the app fetches them as a
 * chunk like any language's (`catalogueLoaders`). Importing this module also makes English what `useLocale`
 * answers outside a provider (a component's unit test).
 */
export const englishCatalogue: LoadedCatalogue = { text: en, messages: englishMessages };

setLocaleWithoutProvider({
  locale: DEFAULT_LOCALE,
  dir: 'ltr',
  text: en,
  setLocale: () => {},
});
