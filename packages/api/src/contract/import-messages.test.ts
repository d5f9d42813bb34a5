import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/active.ts';
import { arabicImportMessages, englishImportMessages, importMessages } from './import-messages.ts';

/** Arguments for each message that takes some. */
const SAMPLES: Record<string, readonly unknown[]> = {
  tooLarge: [5],
  tooManyRows: [20000],
  unclosedQuote: [17],
  columnMissing: ['Fieldname'],
  columnTwice: ['Columnname'],
  columnUnknown: ['Columnname'],
  duplicateInFile: ['Fieldname', 12],
};

const ARABIC_LETTER = /[\u0600-\u06FF]/u;

describe("the import's messages", () => {
  it('has every English message in Arabic, in Arabic letters, with its arguments', () => {
    expect(Object.keys(arabicImportMessages).sort()).toEqual(
      Object.keys(englishImportMessages).sort(),
    );
    for (const [key, english] of Object.entries(englishImportMessages)) {
      const arabic = arabicImportMessages[key as keyof typeof arabicImportMessages];
      if (typeof english === 'string') {
        expect(arabic, key).toMatch(ARABIC_LETTER);
        continue;
      }
      const args = SAMPLES[key];
      expect(args, `a sample for ${key}`).toBeDefined();
      const text = (arabic as (...a: unknown[]) => string)(...(args ?? []));
      expect(text, key).toMatch(ARABIC_LETTER);
      for (const arg of args ?? []) {
        expect(text, key).toContain(String(arg));
        expect((english as (...a: unknown[]) => string)(...(args ?? [])), key).toContain(
          String(arg),
        );
      }
    }
  });

  it('answers in the current language', () => {
    activateLocale('ar');
    try {
      expect(importMessages().empty).toBe(arabicImportMessages.empty);
    } finally {
      activateLocale('en');
    }
    expect(importMessages().empty).toBe('The file is empty.');
  });
});
