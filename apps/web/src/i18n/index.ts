import { messages } from '@mijas/api';
import { en, type Catalogue } from './en.ts';

/** The texts of the current language (English for now). */
export function useText(): Catalogue {
  return en;
}

/** The spec's messages (SPEC.md §5, §8), from the contract; machines put them in their context. */
export function useMessages(): typeof messages {
  return messages;
}

export type { Catalogue };
