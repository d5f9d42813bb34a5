import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Loading a language's catalogue makes no `Intl` object (issue 32): a format, a list's or a plural's rules is
 * costly to make (English's list format was ~50 ms of a phone's every page start, at 4× CPU), so the catalogue's
 * texts that need one are functions that make it when shown (`formatNumber`, `arabicCount`, `schedule`).
 */
const KINDS = [
  'Collator',
  'DateTimeFormat',
  'DisplayNames',
  'ListFormat',
  'NumberFormat',
  'PluralRules',
  'RelativeTimeFormat',
  'Segmenter',
] as const;

const made: string[] = [];
const real = new Map(KINDS.map((kind) => [kind, Intl[kind]]));

beforeEach(() => {
  made.length = 0;
  for (const kind of KINDS)
    Object.defineProperty(Intl, kind, {
      configurable: true,
      writable: true,
      value: new Proxy(real.get(kind)!, {
        construct: (target, args: unknown[]) => {
          made.push(kind);
          return Reflect.construct(target, args) as object;
        },
      }),
    });
  // Every module evaluated anew, as a page's first load does (@mijas/api's too).
  vi.resetModules();
});

afterEach(() => {
  for (const kind of KINDS)
    Object.defineProperty(Intl, kind, {
      configurable: true,
      writable: true,
      value: real.get(kind),
    });
});

describe('a language’s catalogue, loaded', () => {
  for (const locale of ['en', 'ar'] as const)
    it(`${locale}: makes no Intl object until a text asks for one`, async () => {
      // The contract, whose modules the catalogues use: only the countries' list, sorted by their English names
      // as it loads, makes a collator (its chunk loads where countries are shown, apart from the catalogue's).
      await import('@mijas/api');
      expect(made).toEqual(['Collator']);
      made.length = 0;
      const { catalogueLoaders } = await import('./catalogues.ts');
      const { loadPageTexts } = await import('./page-texts.ts');
      // With the admins' texts, which come with their pages (page-texts.ts).
      await loadPageTexts(['staff'], locale);
      const { text } = await catalogueLoaders[locale]();
      expect(made).toEqual([]);
      // The texts that count still count, making their format then.
      expect(text.importMembers.preview.importButton(9950)).toMatch(/9,950/);
      expect(made).toContain('NumberFormat');
    });
});
