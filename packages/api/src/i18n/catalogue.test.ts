/**
 * The contract's message catalogue in both languages (issue 18): the Arabic is complete (every message, in Arabic
 * letters, every function answering with its arguments), it uses the glossary's checked terms wherever the
 * English uses them, and `messages` answers in the current language.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arabicMessages } from '../contract/messages-ar.ts';
import {
  englishMessages,
  messages,
  registerMessages,
  type Messages,
} from '../contract/messages.ts';
import { passwordInputSchema, usernameSchema } from '../contract/fields.ts';
import { renewMembershipRequestSchema } from '../contract/admin.ts';
import { checkPassword } from '../contract/password.ts';
import { ROLES } from '../contract/constants.ts';
import { panelFor } from '../contract/roles.ts';
import { activateLocale, currentLocale, setLocaleSource } from './active.ts';
import type { Locale } from './locale.ts';
import { catalogueEntries } from './translation.ts';

const ARABIC_LETTER = /[\u0621-\u064a]/;

/**
 * Texts that are the same in every language (only names or symbols), by path. None today: keep it so, or name
 * the text and why here.
 */
const SAME_IN_EVERY_LANGUAGE: readonly string[] = [];

/**
 * Sample arguments of every message that takes some. A new function without samples fails the completeness test
 * below, so none goes unchecked.
 */
const SAMPLES: Record<string, readonly unknown[]> = {
  'membershipCard.otherStatus': [418, '{"error":"teapot"}'],
  'memberActionConfirm.deactivateMember': ['lina.haddad'],
  'memberActionConfirm.deactivateMembership': ['lina.haddad'],
  'adminActionConfirm.deactivateAdmin': ['omar.admin'],
  'landingForm.limitReached': ['Join Us'],
  'applications.replySubject': ['Join Us'],
  'validation.required': ['Fieldname'],
  'validation.notText': ['Fieldname'],
  'validation.nulCharacter': ['Fieldname'],
  'validation.invalidCharacter': ['Fieldname'],
  'validation.tooShort': ['Fieldname', 7],
  'validation.tooLong': ['Fieldname', 254],
  'validation.tooLongText': ['Fieldname'],
  'validation.notValid': ['Fieldname'],
  'validation.nameCharacters': ['Fieldname'],
  'validation.countryInvalid': ['Jordan'],
  'validation.dateInvalid': ['Fieldname'],
  'validation.dateOfBirthRange': ['1900-01-31'],
  'validation.notANumber': ['Fieldname'],
  'validation.notWholeNumber': ['Fieldname'],
  'validation.atLeastOne': ['Fieldname'],
  'validation.notNegative': ['Fieldname'],
  'validation.positive': ['Fieldname'],
  'validation.atMost': ['Fieldname', 3650],
  'validation.tooLarge': ['Fieldname'],
  'validation.decimals': ['Fieldname', 3],
  'validation.searchByInvalid': ['username, email'],
  'validation.codeDigits': [6],
  'validation.monthInvalid': ['Fieldname'],
  'validation.choiceInvalid': ['Fieldname', 'active, expired'],
  'validation.tooMany': ['Fieldname', 100],
  'api.selectionTooLarge': [10000],
  'api.bulkDone': [498, 2, 3],
  'api.membersImported': [9950],
  'passwordRules.length': [8],
  'api.requestFailed': [502],
  'landingForm.messageHint': [1000],
};

/**
 * Arguments a translation says in its own words rather than copies: the landing form's type (Join Us / Inquiry)
 * is named in Arabic; the date of birth's bound is written day first (its parts are checked instead).
 */
const TRANSLATED_ARGUMENTS: Record<string, (output: string) => boolean> = {
  'landingForm.limitReached': (output) => output.includes('انضم إلينا'),
  // The reply's subject names what was sent: an application to join.
  'applications.replySubject': (output) => output.includes('طلب انضمامك'),
  'validation.dateOfBirthRange': (output) => output.includes('31/01/1900'),
};

type Entry = { path: string; value: unknown };
const entriesOf = (catalogue: Messages): Entry[] => catalogueEntries(catalogue);

/** Every text of a catalogue, functions called with their samples. */
function textsOf(catalogue: Messages): Map<string, string> {
  return new Map(
    entriesOf(catalogue).map(({ path, value }) => [
      path,
      typeof value === 'function'
        ? String((value as (...args: unknown[]) => unknown)(...(SAMPLES[path] ?? [])))
        : String(value),
    ]),
  );
}

describe('the Arabic catalogue is complete', () => {
  const english = entriesOf(englishMessages);
  const arabic = new Map(entriesOf(arabicMessages).map((entry) => [entry.path, entry.value]));

  it('has every English key, and no other', () => {
    expect([...arabic.keys()].sort()).toEqual(english.map((entry) => entry.path).sort());
  });

  it('writes every text in Arabic letters, non-empty (the figure: 100 %)', () => {
    const missing = english
      .filter(({ path }) => !SAME_IN_EVERY_LANGUAGE.includes(path))
      .filter(({ path, value }) => {
        const translation = arabic.get(path);
        if (typeof value === 'function') return typeof translation !== 'function';
        return (
          typeof translation !== 'string' ||
          translation.trim() === '' ||
          !ARABIC_LETTER.test(translation)
        );
      })
      .map(({ path }) => path);
    const complete = ((english.length - missing.length) / english.length) * 100;
    console.info(
      `Arabic catalogue of the contract: ${english.length - missing.length}/${english.length} messages, ${complete} %`,
    );
    expect(missing).toEqual([]);
    expect(complete).toBe(100);
  });

  it('answers every message with parameters in Arabic, its arguments included', () => {
    const functions = english.filter(({ value }) => typeof value === 'function');
    expect(functions.map(({ path }) => path).sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const { path, value } of functions) {
      const args = SAMPLES[path] ?? [];
      const englishText = (value as (...a: unknown[]) => string)(...args);
      const arabicText = (arabic.get(path) as (...a: unknown[]) => string)(...args);
      expect(arabicText.trim(), path).not.toBe('');
      expect(arabicText, path).toMatch(ARABIC_LETTER);
      const keepsArguments = TRANSLATED_ARGUMENTS[path];
      if (keepsArguments) expect(keepsArguments(arabicText), `${path}: ${arabicText}`).toBe(true);
      else
        for (const arg of args) expect(arabicText, `${path}: ${arabicText}`).toContain(String(arg));
      if (!keepsArguments) for (const arg of args) expect(englishText, path).toContain(String(arg));
    }
  });

  it('keeps the spec’s ❌ / ✅ / ⚠️ prefixes where the English has them', () => {
    const arabicTexts = textsOf(arabicMessages);
    for (const [path, text] of textsOf(englishMessages)) {
      const prefix = /^(❌|✅|⚠️)/u.exec(text)?.[1];
      if (prefix) expect(arabicTexts.get(path), path).toMatch(new RegExp(`^${prefix}`, 'u'));
      else expect(arabicTexts.get(path), path).not.toMatch(/^(❌|✅|⚠️)/u);
    }
  });

  it('counts in Arabic plural forms (one, two, few, many, other)', () => {
    const tooShort = arabicMessages.validation.tooShort;
    expect(tooShort('اسم المستخدم', 1)).toContain('حرف واحد');
    expect(tooShort('اسم المستخدم', 2)).toContain('حرفين');
    expect(tooShort('اسم المستخدم', 3)).toContain('3 أحرف');
    expect(tooShort('اسم المستخدم', 50)).toContain('50 حرفًا');
    expect(tooShort('اسم المستخدم', 100)).toContain('100 حرف.');
    expect(arabicMessages.validation.codeDigits(6)).toBe('يتكون الرمز من 6 أرقام.');
    expect(arabicMessages.landingForm.limitReached('Inquiry')).toContain('طلبين');
    expect(arabicMessages.landingForm.limitReached('Inquiry')).toContain('«استفسار»');
    expect(arabicMessages.api.bulkDone(0, 0, 1)).toContain('تخطّي عضو واحد');
    expect(arabicMessages.api.bulkDone(0, 0, 2)).toContain('تخطّي عضوين');
    expect(arabicMessages.api.bulkDone(0, 0, 3)).toContain('تخطّي 3 أعضاء');
    expect(arabicMessages.api.bulkDone(0, 0, 11)).toContain('تخطّي 11 عضوًا');
    expect(arabicMessages.api.bulkDone(5, 0, 0)).toBe('تم التنفيذ لـ 5 من الأعضاء.');
  });
});

/**
 * The glossary's table, read from docs/glossary.md: each term's English words and Arabic stems.
 */
interface GlossaryTerm {
  english: string[];
  arabic: string[];
  checked: boolean;
}

/**
 * The Arabic stems an English word of a term asks for: its own when the row pairs two different words (log in,
 * log out), any of the row's when its words are forms of one (renewal / renew: تجديد or جدّد).
 */
function stemsFor(term: GlossaryTerm, word: string): string[] {
  const forms = term.english.some(
    (other) => other !== word && (other.startsWith(word) || word.startsWith(other)),
  );
  const paired = !forms && term.arabic.length === term.english.length;
  const stemOf = term.arabic[term.english.indexOf(word)];
  return paired && stemOf ? [stemOf] : term.arabic;
}

const DIACRITICS = /[\u064b-\u0652\u0670]/g;

/** A word of the glossary as a stem: without diacritics, the article of its first word, the ة of a single word. */
function stem(arabic: string): string {
  const plain = arabic.replace(DIACRITICS, '').trim();
  const withoutArticle = plain.replace(/^ال/, '');
  return withoutArticle.includes(' ') ? withoutArticle : withoutArticle.replace(/ة$/, '');
}

function parseGlossary(markdown: string): GlossaryTerm[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // the header
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, english = '', arabic = '', notes = '']) => ({
      english: english
        .replace(/\(.*?\)/g, '')
        .split('/')
        .map((term) => term.trim().toLowerCase())
        .filter(Boolean),
      arabic: [
        ...arabic.replace(/\(.*?\)/g, '').split('/'),
        ...[...arabic.matchAll(/\(plural ([^)]+)\)/g)].map((match) => match[1] ?? ''),
      ]
        .map(stem)
        .filter(Boolean),
      checked: notes.includes('**checked**'),
    }));
}

/** Whether an English text uses a term: the word itself, or its plural or past (`members`, `renewed`). */
function usesTerm(text: string, term: string): boolean {
  return new RegExp(`\\b${term.replace(/ /g, '\\s+')}(s|ed|al)?\\b`, 'i').test(text);
}

/** The checked terms each Arabic text misses where its English uses them. */
function glossaryMisses(
  terms: readonly GlossaryTerm[],
  english: Map<string, string>,
  arabic: Map<string, string>,
): string[] {
  const misses: string[] = [];
  for (const [path, englishText] of english) {
    const arabicText = (arabic.get(path) ?? '').replace(DIACRITICS, '');
    for (const term of terms.filter((candidate) => candidate.checked)) {
      for (const used of term.english.filter((word) => usesTerm(englishText, word))) {
        const stems = stemsFor(term, used);
        if (!stems.some((word) => arabicText.includes(word)))
          misses.push(
            `${path}: "${englishText}" uses "${used}", the Arabic has none of ${stems.join(', ')}`,
          );
      }
    }
  }
  return misses;
}

describe('the Arabic catalogue uses the glossary', () => {
  const glossary = parseGlossary(
    readFileSync(new URL('../../../../docs/glossary.md', import.meta.url), 'utf8'),
  );

  it('reads the checked terms of docs/glossary.md', () => {
    const checked = glossary.filter((term) => term.checked);
    expect(checked.map((term) => term.english)).toEqual([
      ['member'],
      ['membership'],
      ['renewal', 'renew'],
      ['admin'],
      ['password'],
      ['log in', 'log out'],
    ]);
    expect(checked.find((term) => term.english.includes('member'))?.arabic).toEqual([
      'عضو',
      'أعضاء',
    ]);
    expect(checked.find((term) => term.english.includes('renew'))?.arabic).toEqual([
      'تجديد',
      'جدد',
    ]);
  });

  it('says each checked term in its Arabic wherever the English says it', () => {
    expect(glossaryMisses(glossary, textsOf(englishMessages), textsOf(arabicMessages))).toEqual([]);
  });

  it('would catch a translation that drops a term', () => {
    const broken = textsOf(arabicMessages);
    broken.set('memberToasts.renewed', 'تمت إعادة العضوية'); // "renewed" without تجديد
    broken.set('lists.noAdmins', 'لم يُعثر على مشرفين.'); // another word for admin
    expect(glossaryMisses(glossary, textsOf(englishMessages), broken)).toEqual([
      expect.stringContaining('memberToasts.renewed'),
      expect.stringContaining('lists.noAdmins'),
    ]);
  });
});

describe('messages in the current language', () => {
  afterEach(() => activateLocale('en'));

  it('reads English until Arabic is registered, then the language activated', async () => {
    // Registering cannot be undone, and the unit project shares one module graph between its files (another file may
    // have registered Arabic already): the registry and the current language fresh from a new graph.
    vi.resetModules();
    const fresh = await import('../contract/messages.ts');
    const { activateLocale: activate } = await import('./active.ts');
    activate('ar');
    expect(fresh.messagesFor('ar')).toBe(fresh.englishMessages);
    expect(fresh.messages.login.failed).toBe('❌ Login failed.');
    fresh.registerMessages('ar', arabicMessages);
    expect(fresh.messages.login.failed).toBe('❌ فشل تسجيل الدخول.');
    expect(fresh.messages.memberActionConfirm.deactivateMember('lina')).toContain('lina');
    activate('en');
    expect(fresh.messages.login.failed).toBe('❌ Login failed.');
  });

  it('validates with the same schemas in the current language', () => {
    registerMessages('ar', arabicMessages);
    const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues[0]?.message;
    expect(firstMessage(usernameSchema.safeParse(''))).toBe('Username is required.');
    activateLocale('ar');
    expect(firstMessage(usernameSchema.safeParse(''))).toBe('حقل اسم المستخدم مطلوب.');
    expect(firstMessage(usernameSchema.safeParse('ab'))).toBe(
      'يجب ألا يقل طول اسم المستخدم عن 3 أحرف.',
    );
    expect(firstMessage(passwordInputSchema.safeParse(undefined))).toBe('حقل كلمة المرور مطلوب.');
    expect(
      firstMessage(
        renewMembershipRequestSchema.safeParse({
          memberId: '00000000-0000-4000-8000-000000000000',
          numberOfDays: 0,
          amount: 5,
        }),
      ),
    ).toBe('يجب أن تكون قيمة عدد الأيام أكبر من 0.');
    expect(checkPassword('a')[0]?.label).toBe('8 أحرف على الأقل');
    expect(panelFor([ROLES.member]).label).toBe('لوحة العضو');
    activateLocale('en');
    expect(firstMessage(usernameSchema.safeParse('ab'))).toBe(
      'Username must be at least 3 characters.',
    );
    expect(checkPassword('a')[0]?.label).toBe('At least 8 characters');
    expect(panelFor([ROLES.member]).label).toBe('Member Panel');
  });

  it('follows the server’s source: each request in its own language', () => {
    registerMessages('ar', arabicMessages);
    let requestLocale: Locale = 'ar';
    setLocaleSource(() => requestLocale);
    try {
      expect(currentLocale()).toBe('ar');
      expect(messages.api.memberNotFound).toBe('لم يُعثر على العضو.');
      requestLocale = 'en';
      expect(messages.api.memberNotFound).toBe('Member not found.');
    } finally {
      setLocaleSource();
    }
    activateLocale('ar');
    expect(messages.api.memberNotFound).toBe('لم يُعثر على العضو.');
  });
});
