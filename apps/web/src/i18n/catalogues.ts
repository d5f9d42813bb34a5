import { englishMessages, type Locale, type Messages } from '@mijas/api';
import { en, type Catalogue } from './en.ts';

/** A language's texts: the pages' catalogue and the contract's messages. */
export interface LoadedCatalogue {
  text: Catalogue;
  messages: Messages;
}

/**
 * How each language's texts are fetched: English is the source language and always in the app (every lookup
 * falls back to it); every other language is a chunk of its own, fetched only when a visitor reads it.
 */
export const catalogueLoaders: Record<Locale, () => Promise<LoadedCatalogue>> = {
  en: () => Promise.resolve({ text: en, messages: englishMessages }),
  ar: () =>
    Promise.all([import('./ar.ts'), import('@mijas/api/messages-ar')]).then(
      ([{ ar }, { arabicMessages }]) => ({ text: ar, messages: arabicMessages }),
    ),
};
