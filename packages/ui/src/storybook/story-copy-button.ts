/**
 * Button's sample labels (`Actions/Button`), in English and Arabic: a part of the design system's story copy
 * (`story-copy.ts`), in a file of its own.
 */
const en = {
  joinUs: 'Join Us',
  cancel: 'Cancel',
  clear: 'Clear',
  deactivateMember: 'Deactivate Member',
  saveChanges: 'Save Changes',
  login: 'LOGIN',
  setNewPassword: 'Set New Password',
  loggingIn: 'Logging in...',
  sendResetLink: 'Send Reset Link to the email address on your account',
};

const ar: typeof en = {
  joinUs: 'انضم إلينا',
  cancel: 'إلغاء',
  clear: 'مسح',
  deactivateMember: 'إيقاف حساب العضو',
  saveChanges: 'حفظ التغييرات',
  login: 'تسجيل الدخول',
  setNewPassword: 'تعيين كلمة مرور جديدة',
  loggingIn: 'جارٍ تسجيل الدخول...',
  sendResetLink: 'أرسل رابط إعادة التعيين إلى البريد الإلكتروني المسجّل في حسابك',
};

export const buttonCopy = { en, ar } as const;
