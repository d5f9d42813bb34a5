import type { Translation } from '@mijas/api';
import type { auth as english } from '../en/auth.ts';

/** The Arabic of `../en/auth.ts`: the auth pages' texts. */
export const auth: Translation<typeof english> = {
  backToHome: 'العودة إلى الرئيسية',
  backToLogin: 'العودة إلى تسجيل الدخول',
  // The brand it shows (common.brand) first, word for word: a spoken command says what it reads (WCAG 2.5.3).
  homeLink: 'نادي MIJAS - الصفحة الرئيسية',
  login: {
    title: 'تسجيل الدخول',
    description: 'أهلًا بعودتك. أدخل بياناتك لتسجيل الدخول إلى حسابك في نادي MIJAS.',
    identifier: 'اسم المستخدم أو البريد الإلكتروني',
    password: 'كلمة المرور',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    remember: 'تذكّرني',
    submit: 'تسجيل الدخول',
    forgot: 'نسيت كلمة المرور؟',
  },
  forgot: {
    title: 'نسيت كلمة المرور',
    description:
      'أدخل البريد الإلكتروني المسجّل في حسابك، وسنرسل إليك رابطًا ورمزًا من 6 أرقام لتعيين كلمة مرور جديدة.',
    email: 'البريد الإلكتروني',
    submit: 'إرسال رابط إعادة التعيين',
    submitting: 'جارٍ الإرسال...',
    haveCode: 'لديك رمز؟ أدخله هنا',
    enterCode: 'أدخل الرمز الوارد في رسالة البريد الإلكتروني',
  },
  resetCode: {
    title: 'إدخال رمز إعادة التعيين',
    description: 'أدخل الرمز المكوّن من 6 أرقام الوارد في رسالة إعادة تعيين كلمة المرور.',
    email: 'البريد الإلكتروني',
    code: 'رمز إعادة التعيين',
    codeHint: '6 أرقام، تجدها في الرسالة التي أرسلناها إليك',
    submit: 'التحقق من الرمز',
    submitting: 'جارٍ التحقق...',
    newCode: 'طلب رمز جديد',
  },
  resetPassword: {
    title: 'تعيين كلمة مرور جديدة',
    description: 'اختر كلمة مرور جديدة لحسابك.',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    checklist: 'متطلبات كلمة المرور',
    met: 'مستوفى',
    unmet: 'غير مستوفى',
    submit: 'إعادة تعيين كلمة المرور',
    submitting: 'جارٍ إعادة التعيين...',
    redirecting: 'جارٍ نقلك إلى صفحة تسجيل الدخول...',
    loginNow: 'الانتقال إلى تسجيل الدخول الآن',
    requestLink: 'طلب رابط إعادة تعيين جديد',
  },
  emailVerification: {
    title: 'التحقق من البريد الإلكتروني',
    checking: 'جارٍ التحقق من حسابك...',
    loginNow: 'الانتقال إلى تسجيل الدخول الآن',
    setPasswordNow: 'تعيين كلمة المرور الآن',
  },
  verifyEmail: {
    title: 'التحقق من البريد الإلكتروني',
    continue: 'المتابعة لتعيين كلمة المرور',
  },
};
