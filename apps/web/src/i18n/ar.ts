// PLACEHOLDER: replaced at merge
// The Arabic catalogue's stand-in until the translation lands: every English text marked 'ع ' (after a message's
// ❌/✅/⚠️, which stays first), so a story or screenshot in Arabic shows which texts follow the language.
import { englishMessages, type Messages, type Translation } from '@mijas/api';
import { en, type Catalogue } from './en.ts';

const MARK = 'ع ';
const STATUS = /^((?:❌|✅|⚠️?)\s*)?/u;

function marked<T>(catalogue: T): Translation<T> {
  const mark = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(STATUS, `$1${MARK}`);
    if (typeof value === 'function')
      return (...args: unknown[]) => mark((value as (...a: unknown[]) => unknown)(...args));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, mark(entry)]));
    return value;
  };
  return mark(catalogue) as Translation<T>;
}

export const ar = marked(en) as unknown as Catalogue;
export const arMessages: Messages = marked(englishMessages);
