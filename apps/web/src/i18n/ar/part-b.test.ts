import { catalogueEntries } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import * as enAdmin from '../en/admin.ts';
import * as enAdminMembers from '../en/admin-members.ts';
import * as enAdminPages from '../en/admin-pages.ts';
import * as enSuperadmin from '../en/superadmin.ts';
import * as enExpiryReminders from '../en/expiry-reminders.ts';
import * as arAdmin from './admin.ts';
import * as arAdminMembers from './admin-members.ts';
import * as arAdminPages from './admin-pages.ts';
import * as arSuperadmin from './superadmin.ts';
import * as arExpiryReminders from './expiry-reminders.ts';

/** The Arabic of the admin and root admin pages, beside the English it translates. */
const files = [
  { file: 'admin.ts', en: enAdmin, ar: arAdmin },
  { file: 'admin-members.ts', en: enAdminMembers, ar: arAdminMembers },
  { file: 'admin-pages.ts', en: enAdminPages, ar: arAdminPages },
  { file: 'superadmin.ts', en: enSuperadmin, ar: arSuperadmin },
  { file: 'expiry-reminders.ts', en: enExpiryReminders, ar: arExpiryReminders },
];

/** Texts with no Arabic letter by right (a brand, a sign): none in these files so far. */
const NOT_ARABIC: ReadonlySet<string> = new Set<string>();

/**
 * What each message's argument is, by the end of its path: a name shown as is, or a count. A message missing
 * here, or an entry matching no message, fails the test: a new message says what it takes.
 */
const ARGUMENTS: Record<string, 'name' | 'count' | 'days'> = {
  'viewMembers.total': 'count',
  'viewMembers.rowActions': 'name',
  'viewMembers.renew.description': 'name',
  'search.pickedHint': 'name',
  'membershipHistory.total': 'count',
  'membershipHistory.rowActions': 'count',
  'membershipHistory.renewal.days': 'count',
  'memberHistory.total': 'count',
  'updateMember.description': 'name',
  'viewAdmins.total': 'count',
  'viewAdmins.rowActions': 'name',
  'expiryReminders.queued': 'count',
  'expiryReminders.schedule': 'days',
  'expiryReminders.step': 'count',
  'expiryReminders.lastRun.more': 'count',
  'expiryReminders.sent.total': 'count',
};
const NAMES = ['rania.q', 'sara_haddad'];
/** Arabic's plural forms (zero, one, two, few 3–10, many 11–99, other 100–102) and a large number. */
const COUNTS = [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 1234];
/** Where Arabic writes a count as a word (one, two) rather than a number: the exact texts. */
const COUNT_WORDS: Record<string, Record<number, string>> = {
  'membershipHistory.renewal.days': { 1: 'يوم واحد', 2: 'يومان' },
  'expiryReminders.queued': {
    0: 'لا توجد تذكيرات مستحقة',
    1: 'أُضيف تذكير واحد إلى قائمة الإرسال',
    2: 'أُضيف تذكيران إلى قائمة الإرسال',
  },
  'expiryReminders.step': { 0: 'في يوم انتهاء العضوية', 1: 'قبل يوم واحد', 2: 'قبل يومين' },
  'expiryReminders.lastRun.more': {
    1: 'وتذكير واحد آخر في قائمة التذكيرات المُرسَلة أدناه.',
    2: 'وتذكيران آخران في قائمة التذكيرات المُرسَلة أدناه.',
  },
  'expiryReminders.sent.total': {
    0: 'لم يُرسَل أي تذكير',
    1: 'أُرسل تذكير واحد',
    2: 'أُرسل تذكيران',
  },
};

/** The glossary's checked terms (docs/glossary.md): where the English says the term, the Arabic says its word. */
const GLOSSARY: { english: RegExp; arabic: RegExp }[] = [
  { english: /\bmembers?\b/i, arabic: /عضو|أعضاء/ },
  { english: /membership/i, arabic: /عضوي/ },
  { english: /\badmins?\b/i, arabic: /مسؤول/ },
  { english: /\brenew/i, arabic: /تجديد|جدّد/ },
  { english: /password/i, arabic: /كلمة المرور/ },
  { english: /\blog ?in\b|\blog ?out\b/i, arabic: /تسجيل الدخول|تسجيل الخروج/ },
];

const ARABIC_LETTER = /[\u0621-\u064A]/;
/** Days before a membership's end (the reminders' schedule takes a list of them). */
const DAYS = [30, 7] as const;

function entries(module: object) {
  return catalogueEntries(module);
}

function argumentsOf(path: string) {
  const keys = Object.keys(ARGUMENTS).filter((key) => path === key || path.endsWith(`.${key}`));
  expect(keys, `what ${path} takes (ARGUMENTS)`).toHaveLength(1);
  return ARGUMENTS[keys[0]!]!;
}

describe.each(files)('the Arabic of en/$file', ({ en, ar }) => {
  it('has every text and message of the English, and nothing else', () => {
    const kinds = (module: object) =>
      Object.fromEntries(entries(module).map(({ path, value }) => [path, typeof value]));
    expect(kinds(ar)).toEqual(kinds(en));
  });

  it('gives every text in Arabic, not empty', () => {
    for (const { path, value } of entries(ar)) {
      if (typeof value !== 'string' || NOT_ARABIC.has(path)) continue;
      expect(value.trim(), path).not.toBe('');
      expect(value, path).toMatch(ARABIC_LETTER);
    }
  });

  it('answers every message in Arabic with its argument inside', () => {
    for (const { path, value } of entries(ar)) {
      if (typeof value !== 'function') continue;
      const message = value as (argument: string | number | readonly number[]) => string;
      if (argumentsOf(path) === 'days') {
        const text = message(DAYS);
        expect(text, path).toMatch(ARABIC_LETTER);
        for (const days of DAYS) expect(text, path).toContain(String(days));
        continue;
      }
      if (argumentsOf(path) === 'name') {
        for (const name of NAMES) {
          expect(message(name), path).toContain(name);
          expect(message(name), path).toMatch(ARABIC_LETTER);
        }
        continue;
      }
      const words = Object.entries(COUNT_WORDS).find(([key]) => path.endsWith(key))?.[1] ?? {};
      for (const count of COUNTS) {
        const text = message(count);
        expect(text, `${path}(${count})`).toMatch(ARABIC_LETTER);
        if (words[count] === undefined) expect(text, `${path}(${count})`).toContain(String(count));
        else expect(text, `${path}(${count})`).toBe(words[count]);
      }
    }
  });

  it('uses the glossary’s word wherever the English uses a checked term', () => {
    const arabic = new Map(entries(ar).map(({ path, value }) => [path, value]));
    for (const { path, value } of entries(en)) {
      // A message's text for an argument of its kind ('x' for a name or a count, as the words around it count).
      const sample = typeof value === 'function' && argumentsOf(path) === 'days' ? DAYS : 'x';
      const english =
        typeof value === 'function' ? (value as (a: typeof sample) => string)(sample) : value;
      const translated = arabic.get(path);
      const text =
        typeof translated === 'function'
          ? (translated as (a: typeof sample) => string)(sample)
          : translated;
      for (const term of GLOSSARY)
        if (term.english.test(String(english)))
          expect(text, `${path}: "${String(english)}"`).toMatch(term.arabic);
    }
  });
});

describe('the table of message arguments', () => {
  it('names only messages that exist', () => {
    const paths = files.flatMap(({ ar }) =>
      entries(ar)
        .filter(({ value }) => typeof value === 'function')
        .map(({ path }) => path),
    );
    for (const key of [...Object.keys(ARGUMENTS), ...Object.keys(COUNT_WORDS)])
      expect(
        paths.some((path) => path === key || path.endsWith(`.${key}`)),
        key,
      ).toBe(true);
  });
});
