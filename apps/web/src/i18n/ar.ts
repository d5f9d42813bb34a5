// PLACEHOLDER: replaced at merge
// Every page's Arabic, built from the English with each text prefixed 'ع ' until the real Arabic (ar/*.ts) is
// merged; the landing's (ar/common.ts, ar/landing.ts) are already files of their own.
import type { Translation } from '@mijas/api';
import { landingText } from './landing-ar.ts';
import { en, type Catalogue } from './en.ts';

function placeholder<T>(value: T): Translation<T> {
  if (typeof value === 'string') return `ع ${value}` as Translation<T>;
  if (typeof value === 'function')
    return ((...args: unknown[]) => `ع ${String(value(...args))}`) as Translation<T>;
  return Object.fromEntries(
    Object.entries(value as object).map(([key, inner]) => [key, placeholder(inner)]),
  ) as Translation<T>;
}

export const ar: Translation<Catalogue> = { ...placeholder(en), ...landingText };
