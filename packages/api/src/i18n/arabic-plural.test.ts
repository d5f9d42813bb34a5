import { describe, expect, it } from 'vitest';
import { arabicCount, arabicCounted } from './arabic-plural.ts';

const forms = {
  zero: 'لا شيء',
  one: 'واحد',
  two: 'اثنان',
  few: 'قليل',
  many: 'كثير',
  other: 'آخر',
};
const hours = { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' };
const characters = { one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' };

describe("Arabic's plural forms, made once (CLDR through Intl.PluralRules('ar'))", () => {
  it.each([
    [0, 'لا شيء'],
    [1, 'واحد'],
    [2, 'اثنان'],
    [3, 'قليل'],
    [10, 'قليل'],
    [11, 'كثير'],
    [99, 'كثير'],
    [100, 'آخر'],
    [102, 'آخر'],
    [103, 'قليل'],
  ])('arabicCount(%i) takes the text of its form: %s', (count, text) => {
    expect(arabicCount(count, forms)).toBe(text);
  });

  it('zero falls back to other when it has no text of its own', () => {
    const { zero: _zero, ...noZero } = forms;
    expect(arabicCount(0, noZero)).toBe('آخر');
  });

  it('arabicCounted: one and two as words, the rest the number and its noun in that form', () => {
    expect([1, 2, 3, 11, 100, 0].map((count) => arabicCounted(count, hours))).toEqual([
      'ساعة واحدة',
      'ساعتين',
      '3 ساعات',
      '11 ساعة',
      '100 ساعة',
      '0 ساعة',
    ]);
    expect([2, 5, 20, 200].map((count) => arabicCounted(count, characters))).toEqual([
      'حرفين',
      '5 أحرف',
      '20 حرفًا',
      '200 حرف',
    ]);
  });
});
