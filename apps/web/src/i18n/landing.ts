import type { Catalogue } from './en.ts';
import { common } from './en/common.ts';
import { landing } from './en/landing.ts';

const landingText = { common, landing } satisfies Pick<Catalogue, 'common' | 'landing'>;

/**
 * The landing page's texts alone. A module of its own: the prerendered landing's first load carries no other
 * page's texts (importing `./index.ts` would bring the whole catalogue).
 */
export function useLandingText(): Pick<Catalogue, 'common' | 'landing'> {
  return landingText;
}
