/**
 * The messages of passkeys (issue 35: adding one in My Profile, signing in with one, removing one), in English and
 * Arabic. A catalogue of its own, apart from `messages` (as `payment-messages.ts`): only the server, My Profile and
 * the login page's passkey button read it.
 */
import { currentLocale } from '../i18n/active.ts';
import type { Translation } from '../i18n/translation.ts';

export const englishPasskeyMessages = {
  /** Field names of the requests, composed into the validation messages. */
  fields: {
    name: 'Passkey name',
    password: 'Password',
  },
  /** What the server answers. */
  added: 'Passkey added.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  notFound: 'Passkey not found.',
  /** The challenge the browser signed is unknown, expired or already used: the ceremony starts again. */
  challengeExpired: 'The passkey request expired or was already used. Please try again.',
  /** The browser's answer does not prove what it should (another site, a bad signature, a cloned key...). */
  notVerified: 'The passkey could not be verified. Please try again.',
  alreadyRegistered: 'This passkey is already registered.',
  tooMany: (max: number) => `You can keep at most ${max} passkeys. Remove one to add another.`,
  /** Another passkey of the account has this name (`passkeyNameTaken`). */
  nameTaken: (name: string) => `You already have a passkey named “${name}”. Choose another name.`,
  /** A sign-in with a passkey the club does not know (removed, or made for another site). */
  unknownPasskey: 'This passkey is not registered with MIJAS Club. Sign in with your password.',
  /** Removing a passkey is confirmed with the password or a passkey of the account. */
  confirmationRequired: 'Confirm with your password or one of your passkeys.',
  wrongPassword: 'The password is not correct.',
  /** The browser's side of a ceremony (the page says these). */
  browser: {
    /** The person closed the browser's passkey prompt, or chose none. */
    cancelled: 'No passkey was chosen. Try again, or sign in with your password.',
    timedOut: 'The passkey prompt timed out. Please try again.',
    unsupported: 'This browser cannot use passkeys. Sign in with your password.',
    /** A passkey can only be used on the site it was made for (SecurityError). */
    wrongSite: 'Passkeys cannot be used on this address of the site.',
    /** The authenticator already holds a passkey of this account (InvalidStateError on adding one). */
    alreadyOnDevice: 'This device already has a passkey for your account.',
  },
} as const;

export type PasskeyMessages = Translation<typeof englishPasskeyMessages>;

export const arabicPasskeyMessages: PasskeyMessages = {
  fields: {
    name: 'اسم مفتاح المرور',
    password: 'كلمة المرور',
  },
  added: 'أُضيف مفتاح المرور.',
  renamed: 'غُيِّر اسم مفتاح المرور.',
  removed: 'أُزيل مفتاح المرور.',
  notFound: 'مفتاح المرور غير موجود.',
  challengeExpired: 'انتهت صلاحية طلب مفتاح المرور أو استُخدم من قبل. يُرجى المحاولة مرة أخرى.',
  notVerified: 'تعذّر التحقق من مفتاح المرور. يُرجى المحاولة مرة أخرى.',
  alreadyRegistered: 'مفتاح المرور هذا مسجَّل من قبل.',
  tooMany: (max) => `يمكنك الاحتفاظ بـ ${max} مفتاح مرور على الأكثر. أزِل واحدًا لإضافة آخر.`,
  nameTaken: (name) => `لديك مفتاح مرور باسم «${name}» من قبل. اختر اسمًا آخر.`,
  unknownPasskey: 'مفتاح المرور هذا غير مسجَّل في نادي MIJAS. سجّل الدخول بكلمة المرور.',
  confirmationRequired: 'أكِّد بكلمة المرور أو بأحد مفاتيح المرور الخاصة بك.',
  wrongPassword: 'كلمة المرور غير صحيحة.',
  browser: {
    cancelled: 'لم يُختر أي مفتاح مرور. حاول مرة أخرى، أو سجّل الدخول بكلمة المرور.',
    timedOut: 'انتهت مهلة نافذة مفتاح المرور. يُرجى المحاولة مرة أخرى.',
    unsupported: 'لا يدعم هذا المتصفح مفاتيح المرور. سجّل الدخول بكلمة المرور.',
    wrongSite: 'لا يمكن استخدام مفاتيح المرور على هذا العنوان من الموقع.',
    alreadyOnDevice: 'يحتوي هذا الجهاز على مفتاح مرور لحسابك من قبل.',
  },
};

/** The passkeys' messages in the current language (`currentLocale`), read when a message is made. */
export function passkeyMessages(): PasskeyMessages {
  return currentLocale() === 'ar' ? arabicPasskeyMessages : englishPasskeyMessages;
}
