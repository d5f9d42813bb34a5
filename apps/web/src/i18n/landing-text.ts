import type { Locale } from '@mijas/api';
import type { Catalogue } from './en.ts';

/** The landing page's texts alone: what the prerendered landing (the island) shows. */
export type LandingText = Pick<Catalogue, 'common' | 'landing'>;

/**
 * Each language's landing texts, a chunk of its own: the landing's first load fetches its language's alone
 * (not the whole catalogue, nor the other language). No React here: the landing's entry (landing-main.tsx)
 * starts fetching them beside the island's code.
 */
export const landingTextLoaders: Record<Locale, () => Promise<LandingText>> = {
  en: () => import('./landing-en.ts').then((module) => module.landingText),
  // The translation has the catalogue's shape, its texts widened to `string`.
  ar: () => import('./landing-ar.ts').then((module) => module.landingText as LandingText),
};
