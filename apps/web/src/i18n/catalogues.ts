import { englishMessages, type Locale, type Messages } from '@mijas/api';
import type { Catalogue } from './en.ts';

/** A language's texts: the pages' catalogue and the contract's messages. */
export interface LoadedCatalogue {
  text: Catalogue;
  messages: Messages;
}

/**
 * How each language's texts are fetched: each is a chunk of its own, English too, fetched only when a visitor
 * reads it (the app shell holds none; the contract's English messages stay in it, every lookup's fallback).
 * The same object each time: the page texts are added to it as their pages load (`page-texts.ts`).
 */
export const catalogueLoaders: Record<Locale, () => Promise<LoadedCatalogue>> = {
  en: () =>
    import('./en.ts').then(({ en }) => ({ text: en as Catalogue, messages: englishMessages })),
  ar: () =>
    Promise.all([import('./ar.ts'), import('@mijas/api/messages-ar')]).then(
      ([{ ar }, { arabicMessages }]) => ({ text: ar as Catalogue, messages: arabicMessages }),
    ),
};
