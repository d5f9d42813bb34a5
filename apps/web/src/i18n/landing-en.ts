import { common } from './en/common.ts';
import { landing } from './en/landing.ts';

/** The landing's English (landing-text.ts): one chunk. */
export const landingText = { common, landing };
