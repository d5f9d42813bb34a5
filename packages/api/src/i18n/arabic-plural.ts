import { intlOnce } from './intl-once.ts';

/**
 * Arabic's plural forms (CLDR, through `Intl`), made once for the app's catalogue, the contract's messages and the
 * server's mails: zero, one, two, few (3–10), many (11–99), other (100–102, …). Made when first asked for: costly
 * to make, never worth it at a catalogue's load (issue 32).
 */
const arabicPlural = () => intlOnce('plural ar', () => new Intl.PluralRules('ar'));

/** The texts of a count in each of Arabic's plural forms; zero falls back to `other` when it has none. */
export interface ArabicCountForms {
  zero?: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

/** The text of `count` in its plural form: one and two are usually words, the rest a number and its noun. */
export function arabicCount(count: number, forms: ArabicCountForms): string {
  const form = arabicPlural().select(count);
  if (form === 'zero') return forms.zero ?? forms.other;
  return forms[form as Exclude<Intl.LDMLPluralRule, 'zero'>];
}

/**
 * A counted noun: one and two as their words (ساعة واحدة، ساعتين), any other count as the number and the noun of
 * its form (3 ساعات، 11 ساعة، 100 ساعة).
 */
export function arabicCounted(
  count: number,
  nouns: { one: string; two: string; few: string; many: string; other: string },
): string {
  return arabicCount(count, {
    one: nouns.one,
    two: nouns.two,
    few: `${count} ${nouns.few}`,
    many: `${count} ${nouns.many}`,
    other: `${count} ${nouns.other}`,
  });
}
