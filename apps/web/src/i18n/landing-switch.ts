import type { Locale } from '@mijas/api';
import type { Catalogue } from './en.ts';
import { initialLocale, rememberLocale, showLocale } from './choice.ts';
import { activateMessages } from './contract-messages.ts';
import type { LandingLanguageData, LandingText } from './landing-text.ts';

/** The landing's texts out of a language's catalogue (plain data: they travel in the page's HTML). */
export const landingTextOf = ({
  common,
  landing,
}: Pick<Catalogue, 'common' | 'landing'>): LandingText => ({
  common: {
    brand: common.brand,
    brandShort: common.brandShort,
    nav: common.nav,
    language: common.language,
    ui: common.ui,
  },
  landing,
});

/**
 * Each language's landing texts, a chunk of its own (and the same chunk as the app's catalogue of that
 * language uses). Fetched at a switch, never on the landing's first load: its HTML carries its texts.
 */
const loaders: Record<Locale, () => Promise<LandingText>> = {
  en: () => import('./landing-en.ts').then((module) => landingTextOf(module.landingText)),
  ar: () => import('./landing-ar.ts').then((module) => landingTextOf(module.landingText)),
};

/** The landing's texts in `locale`. */
export const loadLandingText = (locale: Locale): Promise<LandingText> => loaders[locale]();

/**
 * The landing's switch to `locale` (loaded at the first switch: no part of the landing's first load): its texts,
 * the form's messages in it, the document's language, direction and title, and the choice kept (storage,
 * cookie).
 */
export async function switchLandingLanguage(locale: Locale): Promise<LandingText> {
  const [text] = await Promise.all([loadLandingText(locale), activateMessages(locale)]);
  showLocale(locale);
  // The landing's title is the club's name (the build's index.html), in the page's language.
  document.title = text.common.brand;
  rememberLocale(locale);
  return text;
}

/** A landing with no texts in its HTML (the dev server's): the visitor's language (`initialLocale`). */
export async function visitorLandingLanguage(): Promise<LandingLanguageData> {
  const locale = initialLocale();
  showLocale(locale);
  return { locale, text: await loadLandingText(locale) };
}
