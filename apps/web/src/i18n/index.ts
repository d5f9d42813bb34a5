import { messages } from '@mijas/api';
import { useLanguageChanges, useLocale } from './locale.tsx';
import type { Catalogue } from './en.ts';

/** The texts of the current language. */
export function useText(): Catalogue {
  return useLocale().text;
}

/**
 * The spec's messages (SPEC.md §5, §8), from the contract, in the current language; machines put them in their
 * context. (The component reading them renders again when the language changes.)
 */
export function useMessages(): typeof messages {
  useLanguageChanges();
  return messages;
}

export type { Catalogue };
export { LocaleProvider, useLocale, loadLocale } from './locale.tsx';
