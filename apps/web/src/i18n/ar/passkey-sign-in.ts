import type { Translation } from '@mijas/api';
import type { passkeySignIn as english } from '../en/passkey-sign-in.ts';

/** «تسجيل الدخول بمفتاح مرور» في صفحة الدخول (issue 35). */
export const passkeySignIn: Translation<typeof english> = {
  button: 'تسجيل الدخول بمفتاح مرور',
  working: 'بانتظار مفتاح المرور...',
};
