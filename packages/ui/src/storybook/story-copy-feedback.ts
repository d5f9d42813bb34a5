/**
 * The sample copy of Checkbox's, Badge's and InlineAlert's stories (`Forms/Checkbox`, `Data display/Badge`,
 * `Feedback/InlineAlert`), in English and Arabic: a part of the design system's story copy (`story-copy.ts`), in a
 * file of its own.
 */
const en = {
  checkbox: {
    rememberMe: 'Remember Me',
    rememberMeHint: 'Stay signed in on this device.',
    selectPage: 'Select the members of this page',
  },
  badge: {
    active: 'Active',
    inactive: 'Inactive',
    verified: 'Verified',
    notVerified: 'Not Verified',
  },
  inlineAlert: {
    loginFailed: '❌ Login failed.',
    resetFailed: '❌ Reset failed.',
    resetDone: '✅ Password reset successful.',
    enterCredentials: '⚠️ Please enter email/username and password',
    linkSent: 'Reset link sent successfully! Check your email.',
    verifyFailed: 'Email verification failed.',
    linkExpired: 'The link may be invalid or expired.',
    verifying: 'Verifying token...',
    joinLimit: 'You can send up to 2 Join Us submissions per 24 hours.',
    forbidden:
      "Forbidden (403): your account doesn't have permission to view membership info. Ask an administrator to check your roles, then log in again. ",
  },
};

const ar: typeof en = {
  checkbox: {
    rememberMe: 'تذكرني',
    rememberMeHint: 'ابقَ مسجّل الدخول على هذا الجهاز.',
    selectPage: 'تحديد أعضاء هذه الصفحة',
  },
  badge: {
    active: 'نشط',
    inactive: 'غير نشط',
    verified: 'موثّق',
    notVerified: 'غير موثّق',
  },
  inlineAlert: {
    loginFailed: '❌ فشل تسجيل الدخول.',
    resetFailed: '❌ فشلت إعادة التعيين.',
    resetDone: '✅ تمت إعادة تعيين كلمة المرور بنجاح.',
    enterCredentials: '⚠️ يرجى إدخال البريد الإلكتروني أو اسم المستخدم وكلمة المرور',
    linkSent: 'أُرسل رابط إعادة التعيين بنجاح! تحقّق من بريدك الإلكتروني.',
    verifyFailed: 'فشل التحقق من البريد الإلكتروني.',
    linkExpired: 'قد يكون الرابط غير صالح أو منتهي الصلاحية.',
    verifying: 'جارٍ التحقق من الرمز...',
    joinLimit: 'يمكنك إرسال طلبَي «انضم إلينا» على الأكثر كل 24 ساعة.',
    forbidden:
      'ممنوع (403): لا يملك حسابك صلاحية عرض معلومات العضوية. اطلب من أحد المشرفين التحقق من أدوارك، ثم سجّل الدخول مرة أخرى. ',
  },
};

export const feedbackCopy = { en, ar } as const;
