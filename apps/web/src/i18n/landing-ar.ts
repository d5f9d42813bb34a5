import { common } from './ar/common.ts';
import { landing } from './ar/landing.ts';

/** The landing's Arabic (landing-text.ts): one chunk. */
export const landingText = { common, landing };
