import { describe, expect, it } from 'vitest';
import { landing as arabic } from '../../i18n/ar/landing.ts';
import { landing as english } from '../../i18n/en/landing.ts';
import { partners, socialLinks } from './content.ts';

describe("the landing's marks and links beside their texts", () => {
  it.each([
    ['en', english],
    ['ar', arabic],
  ] as const)(
    'every partner and network has its text in %s, and every text its mark or link',
    (_, landing) => {
      expect(partners.map((partner) => partner.id).sort()).toEqual(
        Object.keys(landing.content.partners).sort(),
      );
      expect(socialLinks.map((link) => link.id).sort()).toEqual(
        Object.keys(landing.content.social).sort(),
      );
      for (const { id } of partners) {
        expect(landing.content.partners[id].name.trim(), id).not.toBe('');
        expect(landing.content.partners[id].field.trim(), id).not.toBe('');
      }
      for (const { id } of socialLinks) expect(landing.content.social[id].trim(), id).not.toBe('');
    },
  );
});
