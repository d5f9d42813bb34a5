import type { Locale } from '@mijas/api';
import { createContext, useContext } from 'react';
import type { LandingText } from './landing-text.ts';

/** The landing's language: its texts, and the switch to another language (the page re-renders in it). */
export interface LandingLanguage {
  locale: Locale;
  text: LandingText;
  setLocale: (locale: Locale) => void;
}

/**
 * Given by the landing island (which loads its language's texts alone, landing-text.ts) and, inside the app, by
 * the app's language (`AppLandingLanguage`: the whole catalogue holds the landing's texts).
 */
export const LandingLanguageContext = createContext<LandingLanguage | null>(null);

/** The landing's language. A module of its own: the landing's first load carries no other page's texts. */
export function useLandingLanguage(): LandingLanguage {
  const language = useContext(LandingLanguageContext);
  if (!language) throw new Error('LandingLanguageContext is missing above this component');
  return language;
}

/** The landing page's texts alone, in the page's language. */
export function useLandingText(): LandingText {
  return useLandingLanguage().text;
}

export type { LandingText };
