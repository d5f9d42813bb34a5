// PLACEHOLDER: replaced at merge
// The contract's messages in Arabic, built from the English with each text prefixed 'ع ' until the real Arabic
// is merged.
import type { Translation } from '../i18n/translation.ts';
import { englishMessages, type Messages } from './messages.ts';

function placeholder<T>(value: T): Translation<T> {
  if (typeof value === 'string') return `ع ${value}` as Translation<T>;
  if (typeof value === 'function')
    return ((...args: unknown[]) => `ع ${String(value(...args))}`) as Translation<T>;
  return Object.fromEntries(
    Object.entries(value as object).map(([key, inner]) => [key, placeholder(inner)]),
  ) as Translation<T>;
}

export const arabicMessages: Messages = placeholder(englishMessages);
