import { ARABIC_LETTER, catalogueEntries } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import * as enAccountForm from '../en/account-form.ts';
import * as enAuth from '../en/auth.ts';
import * as enCommon from '../en/common.ts';
import * as enLanding from '../en/landing.ts';
import * as enMember from '../en/member.ts';
import * as arAccountForm from './account-form.ts';
import * as arAuth from './auth.ts';
import * as arCommon from './common.ts';
import * as arLanding from './landing.ts';
import * as arMember from './member.ts';

/** Part A of the pages' Arabic catalogue, each file beside its English source (every export of it). */
const files = {
  'common.ts': { en: enCommon, ar: arCommon },
  'landing.ts': { en: enLanding, ar: arLanding },
  'auth.ts': { en: enAuth, ar: arAuth },
  'member.ts': { en: enMember, ar: arMember },
  'account-form.ts': { en: enAccountForm, ar: arAccountForm },
};

/**
 * The texts that carry no Arabic letter, and why: each stays exactly its English.
 * (`MIJAS` elsewhere is the brand, which stays in Latin letters inside Arabic texts.)
 */
const noArabic: Readonly<Record<string, string>> = {
  'common.brandShort': 'the brand, in Latin letters (glossary)',
  'member.membership.noExpiry': "SPEC §2's mark for an inactive membership's hidden expiry",
};

const arabicLetter = ARABIC_LETTER;
/** Latin letters are the brand's only: an English word left in an Arabic text is a text not translated. */
/** Latin letters that are no words: the brand, a key's name (Shift+F10) and a placeholder (`{hotkey}`). */
const latinOutsideBrand = (text: string) =>
  /[A-Za-z]/.test(
    text
      .replaceAll('MIJAS', '')
      .replace(/\bShift\+F\d+\b/g, '')
      .replace(/\{\w+\}/g, ''),
  );

/**
 * The glossary's **checked** terms (docs/glossary.md): where the English text uses the term, the Arabic uses
 * the glossary's word (with its article, pronoun suffixes or plural as Arabic grammar asks).
 */
const checkedTerms: readonly { english: RegExp; arabic: RegExp }[] = [
  { english: /\bmembers?\b/i, arabic: /عضو|أعضاء/ },
  { english: /\bmembership/i, arabic: /عضوية/ },
  { english: /\brenew/i, arabic: /تجديد|جدّد/ },
  { english: /\badmins?\b/i, arabic: /مسؤول/ },
  { english: /password/i, arabic: /كلمة (ال)?مرور|كلمات (ال)?مرور/ },
  { english: /\blog ?in\b/i, arabic: /تسجيل الدخول/ },
  { english: /\blog ?out\b/i, arabic: /تسجيل الخروج/ },
  { english: /MIJAS Club/, arabic: /نادي MIJAS/ },
];

/** Distinct arguments to find in a message's text: one per parameter of the English message. */
const sampleArguments = (count: number) => Array.from({ length: count }, (_, i) => `«arg${i}»`);

/** A catalogue entry's text: a message with parameters is read with the given arguments. */
const read = (value: unknown, args: readonly string[]) =>
  typeof value === 'function'
    ? String((value as (...a: string[]) => unknown)(...args))
    : String(value);

describe.each(Object.entries(files))('the Arabic of %s', (_file, { en, ar }) => {
  const english = new Map(catalogueEntries(en).map((entry) => [entry.path, entry.value]));
  const arabic = catalogueEntries(ar);

  it('has exactly the English texts (no key missing, none added)', () => {
    expect(arabic.map((entry) => entry.path).sort()).toEqual([...english.keys()].sort());
  });

  it.each(arabic.filter((entry) => typeof entry.value === 'string'))(
    '$path is an Arabic text',
    ({ path, value }) => {
      const text = value as string;
      expect(text.trim(), path).not.toBe('');
      if (path in noArabic) {
        expect(text, `${path}: ${noArabic[path]}`).toBe(english.get(path));
        return;
      }
      expect(text, `${path} has no Arabic letter`).toMatch(arabicLetter);
      expect(latinOutsideBrand(text), `${path} has Latin letters besides MIJAS: ${text}`).toBe(
        false,
      );
      // Arabic punctuation (glossary, Style); the ellipsis "..." stays.
      expect(text, `${path} uses the Latin comma or question mark`).not.toMatch(/[,?]/);
    },
  );

  it.each(arabic.filter((entry) => typeof entry.value === 'function'))(
    '$path answers in Arabic with its arguments inside',
    ({ path, value }) => {
      const source = english.get(path) as (...args: unknown[]) => string;
      const message = value as (...args: unknown[]) => string;
      const args = sampleArguments(source.length);
      const text = message(...args);
      for (const argument of args) expect(text, path).toContain(argument);
      expect(text.replaceAll(/«arg\d+»/g, ''), path).toMatch(arabicLetter);
    },
  );

  it("uses the glossary's checked terms where the English does", () => {
    const misses = arabic.flatMap(({ path, value }) => {
      const source = english.get(path);
      const args = typeof source === 'function' ? sampleArguments(source.length) : [];
      const englishText = read(source, args);
      const arabicText = read(value, args);
      return checkedTerms
        .filter((term) => term.english.test(englishText) && !term.arabic.test(arabicText))
        .map((term) => `${path}: "${englishText}" → "${arabicText}" lacks ${term.arabic}`);
    });
    expect(misses).toEqual([]);
  });
});

describe("the landing's content in Arabic", () => {
  const content = catalogueEntries(arLanding.landing.content, ['content']);
  const year = new Date().getFullYear();

  it.each(content)('$path is non-empty and in Arabic letters', ({ path, value }) => {
    const text = read(value, [String(year)]);
    expect(text.trim(), path).not.toBe('');
    expect(text, `${path} has no Arabic letter`).toMatch(arabicLetter);
    // Western digits (glossary, Style): no Arabic-Indic digit.
    expect(text, `${path} has Arabic-Indic digits`).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it("keeps SPEC §9's hours in Western digits", () => {
    expect(arLanding.landing.content.openingHours).toMatch(/8:00.*4:00/);
  });

  it('gives the form type switch its Arabic labels (the glossary: Join Us, Inquiry)', () => {
    expect(arLanding.landing.form.types).toEqual({ 'Join Us': 'انضم إلينا', Inquiry: 'استفسار' });
  });
});
