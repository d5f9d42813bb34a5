/** How the language a visitor reads is chosen: the browser's list (`pickLocale`) and `Accept-Language`. */
import { describe, expect, it } from 'vitest';
import { directionOf, intlLocaleOf } from './locale.ts';
import { negotiateLocale, pickLocale } from './negotiate.ts';

describe('pickLocale: the first of the user’s languages the club speaks', () => {
  it.each([
    [['ar-JO', 'en-US'], 'ar'],
    [['en-GB', 'ar'], 'en'],
    [['fr-FR', 'de', 'ar_JO'], 'ar'],
    [['AR'], 'ar'],
    [['  ar-SA  '], 'ar'],
    [['fr', 'de'], 'en'],
    [[], 'en'],
    [['', '-', 'arabic', 'ara'], 'en'],
  ] as const)('%j → %s', (preferred, locale) => {
    expect(pickLocale(preferred)).toBe(locale);
  });
});

describe('negotiateLocale: Accept-Language by weight, then by order', () => {
  it.each([
    ['ar-JO,ar;q=0.9,en-US;q=0.8,en;q=0.7', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    // Weight before order.
    ['en;q=0.5, ar;q=0.8', 'ar'],
    ['fr-FR, ar;q=0.2, en;q=0.1', 'ar'],
    // Equal weights: the first named.
    ['ar;q=0.7, en;q=0.7', 'ar'],
    ['en;q=0.7, ar;q=0.7', 'en'],
    // q=0 refuses a language.
    ['ar;q=0, en;q=0.1', 'en'],
    ['ar;q=0', 'en'],
    // Spaces and case in the parameters.
    ['ar ; Q = 0.9 , en ; q=0.95', 'en'],
    ['AR-jo', 'ar'],
    // None of ours, wildcards, missing or garbled: English.
    ['fr, de;q=0.8', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [';;;,,,', 'en'],
    // A malformed weight is ignored: the language counts as named without one (q=1).
    ['ar;q=abc, en;q=0.9', 'ar'],
    ['ar;q=, en;q=0.9', 'ar'],
    ['\u0000ar\u202e', 'en'],
  ])('%j → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('answers English without a header', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale(null)).toBe('en');
  });
});

describe('each language’s direction and Intl tag', () => {
  it('writes Arabic right to left with Jordan’s conventions, English left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    // Western digits (0-9): docs/languages.md "Dates and numbers".
    expect(intlLocaleOf('ar')).toBe('ar-JO-u-nu-latn');
    expect(intlLocaleOf('en')).toBe('en-JO');
  });
});
