import type { Locale } from '@mijas/api';
import type { Catalogue } from './en.ts';

/** The landing page's texts alone: what the prerendered landing (the island) shows. */
export interface LandingText {
  common: Pick<Catalogue['common'], 'brand' | 'brandShort' | 'nav' | 'language' | 'ui'>;
  landing: Catalogue['landing'];
}

/** Keep in step with scripts/prerender.mjs: the landing's language and texts, in its HTML. */
export const LANDING_LANGUAGE_ID = 'landing-language';

/** A page's language and its landing texts. */
export interface LandingLanguageData {
  locale: Locale;
  text: LandingText;
}

/**
 * The language and texts the prerendered landing was rendered in, from its HTML (a JSON script the build put
 * there, scripts/prerender.mjs): the island hydrates in them with no request for them. Null when the page has
 * none (the dev server's).
 */
export function readLandingLanguage(): LandingLanguageData | null {
  const script = document.getElementById(LANDING_LANGUAGE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as LandingLanguageData) : null;
}
