// PLACEHOLDER: replaced at merge by the real Arabic
/**
 * A stand-in for the Arabic messages (issue 18), so the server can register and test a second language before the
 * real translation lands: every English text prefixed with 'ع ', every message with parameters wrapping the English
 * one. Tests compare with `messagesFor('ar')`, never with these texts.
 */
import { englishMessages, type Messages } from './messages.ts';

function marked(value: unknown): unknown {
  if (typeof value === 'string') return `ع ${value}`;
  if (typeof value === 'function')
    return (...args: unknown[]) => `ع ${(value as (...a: unknown[]) => string)(...args)}`;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, marked(inner)]));
  return value;
}

export const arabicMessages = marked(englishMessages) as Messages;
