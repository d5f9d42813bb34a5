import { describe, expect, it } from 'vitest';
import { intlLocaleOf } from './locale.ts';

describe('intlLocaleOf: the tag every Intl format of the club is made with', () => {
  it("names Jordan's Arabic and English", () => {
    expect(new Intl.Locale(intlLocaleOf('ar')).maximize().region).toBe('JO');
    expect(new Intl.Locale(intlLocaleOf('ar')).language).toBe('ar');
    expect(intlLocaleOf('en')).toBe('en-JO');
  });

  it('writes Arabic numbers and dates in the digits 0-9, as Jordan does (not ٠-٩)', () => {
    const tag = intlLocaleOf('ar');
    expect(new Intl.NumberFormat(tag).resolvedOptions().numberingSystem).toBe('latn');
    expect(new Intl.NumberFormat(tag).format(2025)).toBe('2,025');
    expect(
      new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date('2025-03-12T00:00:00Z'),
      ),
    ).toBe('12 آذار 2025');
  });
});
