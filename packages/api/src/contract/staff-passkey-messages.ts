/**
 * The messages of the staff passkeys rule (issue 35: a root admin's setting; a staff member's second step after the
 * password), in English and Arabic: what the server answers. A catalogue of its own, as `passkey-messages.ts`.
 */
import { currentLocale } from '../i18n/active.ts';
import type { Translation } from '../i18n/translation.ts';

export const englishStaffPasskeyMessages = {
  /** The setting's body was not a yes or no (the page's switch always sends one). */
  invalidSetting: 'Say whether staff must use passkeys: true or false.',
  /** The second step's ticket is unknown, expired or already used: the sign-in starts again. */
  stepExpired: 'This sign-in step expired or was already used. Please sign in again.',
} as const;

export type StaffPasskeyMessages = Translation<typeof englishStaffPasskeyMessages>;

export const arabicStaffPasskeyMessages: StaffPasskeyMessages = {
  invalidSetting: 'حدِّد ما إذا كان على الموظفين استخدام مفاتيح المرور: true أو false.',
  stepExpired: 'انتهت صلاحية خطوة تسجيل الدخول هذه أو استُخدمت من قبل. يُرجى تسجيل الدخول مرة أخرى.',
};

/** The staff passkeys rule's messages in the current language (`currentLocale`), read when a message is made. */
export function staffPasskeyMessages(): StaffPasskeyMessages {
  return currentLocale() === 'ar' ? arabicStaffPasskeyMessages : englishStaffPasskeyMessages;
}
