import { catalogueEntries } from '@mijas/api/contract';
import { describe, expect, it } from 'vitest';
import { arabicMail, englishMail } from './messages.ts';
import {
  emailChangedNotice,
  emailChangeMail,
  passwordResetMail,
  verificationMail,
  type MailRecipient,
} from './templates.ts';

/** Sample parameters: an ASCII word that no translation contains, so it shows where each parameter went. */
const SAMPLE = 'zqxparam';

/** A catalogue's texts, each message with parameters called with samples (numbers for counts). */
function texts(catalogue: unknown): Map<string, string> {
  return new Map(
    catalogueEntries(catalogue).map(({ path, value }) => [
      path,
      typeof value === 'function'
        ? (value as (...args: unknown[]) => string)(
            ...Array.from({ length: value.length }, () => (/validFor/.test(path) ? 12 : SAMPLE)),
          )
        : String(value),
    ]),
  );
}

describe('the mail catalogue', () => {
  const english = texts(englishMail);
  const arabic = texts(arabicMail);

  it('has every English text in Arabic, not empty, with the same parameters', () => {
    expect([...arabic.keys()]).toEqual([...english.keys()]);
    for (const [path, text] of english) {
      const translated = arabic.get(path) ?? '';
      expect(translated.trim(), path).not.toBe('');
      expect(translated, path).not.toBe(text);
      const count = (value: string) => value.split(SAMPLE).length;
      expect(count(translated), path).toBe(count(text));
    }
  });

  it('writes Arabic: no Latin word but the brand and the parameters', () => {
    for (const [path, text] of arabic) {
      const latin = text.replaceAll(SAMPLE, '').replaceAll('MIJAS', '');
      expect(latin, path).not.toMatch(/[A-Za-z]/);
      expect(text, path).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('uses the glossary’s terms wherever the English uses them (docs/glossary.md)', () => {
    const terms: [RegExp, string][] = [
      [/password/i, 'كلمة المرور'],
      [/MIJAS Club/, 'نادي MIJAS'],
      [/username/i, 'اسم المستخدم'],
      // The address (البريد الإلكتروني، بريدك الإلكتروني), not "this email" (the message: الرسالة).
      [/(your|the) email|email address/i, 'الإلكتروني'],
      [/this email/i, 'الرسالة'],
      [/\bcode\b/i, 'الرمز'],
    ];
    for (const [path, text] of english) {
      for (const [term, word] of terms) {
        if (term.test(text)) expect(arabic.get(path), `${path}: ${word}`).toContain(word);
      }
    }
  });

  it('counts hours and minutes as Arabic does', () => {
    expect(arabicMail.verification.validFor(1)).toContain('ساعة واحدة');
    expect(arabicMail.verification.validFor(2)).toContain('ساعتين');
    expect(arabicMail.verification.validFor(3)).toContain('3 ساعات');
    expect(arabicMail.verification.validFor(12)).toContain('12 ساعة');
    expect(arabicMail.passwordReset.validFor(15)).toContain('15 دقيقة');
    expect(arabicMail.passwordReset.validFor(10)).toContain('10 دقائق');
  });
});

describe('the mails in English, word for word as before the catalogue', () => {
  const lina: MailRecipient = { username: 'lina.h', firstName: 'Lina', language: 'en' };
  const link = 'https://club.example/reset-password?token=abc';

  it('verification', () => {
    const mail = verificationMail(lina, link, 12);
    expect(mail.subject).toBe('Verify your email and set your MIJAS Club password');
    expect(mail.text).toBe(
      [
        'Hello Lina,',
        '',
        'An account was created for you at MIJAS Club (username: lina.h).',
        'Open this link to verify your email address and choose your password:',
        '',
        link,
        '',
        'The link works for 12 hours.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('Verify email and set password</a>');
  });

  it('email change, and the notice to the old address', () => {
    const change = emailChangeMail({ ...lina, firstName: null }, link, 12);
    expect(change.subject).toBe('Confirm your new MIJAS Club email address');
    expect(change.text).toBe(
      [
        'Hello lina.h,',
        '',
        'The email address of your MIJAS Club account (username: lina.h) was changed to this address.',
        'Open this link to confirm it:',
        '',
        link,
        '',
        'The link works for 12 hours. Your password stays as it is.',
      ].join('\n'),
    );
    const notice = emailChangedNotice(lina, 'new@example.org');
    expect(notice.subject).toBe('Your MIJAS Club email address was changed');
    expect(notice.text).toBe(
      [
        'Hello Lina,',
        '',
        'The email address of your MIJAS Club account (username: lina.h) was changed to n***@example.org. Mail from the club goes there from now on.',
        '',
        'If you did not ask for this change, please contact the association.',
      ].join('\n'),
    );
    expect(notice.html).toContain(
      'If you did not ask for this change, please contact the association.',
    );
  });

  it('password reset', () => {
    const mail = passwordResetMail(lina, link, '123456', 15);
    expect(mail.subject).toBe('Reset your MIJAS Club password');
    expect(mail.text).toBe(
      [
        'Hello Lina,',
        '',
        'We received a request to reset your password. Open this link to choose a new one:',
        '',
        link,
        '',
        'Or enter this code on the reset page: 123456',
        '',
        'The link and the code work for 15 minutes.',
      ].join('\n'),
    );
    expect(mail.html).toContain('If you did not expect this email, you can ignore it.');
  });
});

describe('the mails in Arabic', () => {
  const lina: MailRecipient = { username: 'lina.h', firstName: 'لينا', language: 'ar' };

  it('are right to left, with what is never translated isolated', () => {
    const mail = emailChangedNotice(lina, 'new@example.org');
    expect(mail.subject).toBe(arabicMail.emailChanged.subject);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<span dir="ltr">lina.h</span>');
    expect(mail.html).toContain('<span dir="ltr">n***@example.org</span>');
    expect(mail.html).toContain('<span dir="auto">لينا</span>');
    expect(mail.text).toContain('\u2066lina.h\u2069');
    expect(mail.text).toContain('\u2068لينا\u2069');
  });

  it('escape what a user typed', () => {
    const mail = verificationMail(
      { ...lina, firstName: '<b>x</b>' },
      'https://x.example/?a=1&b=2',
      12,
    );
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).toContain('href="https://x.example/?a=1&amp;b=2"');
  });
});
