/** The Arabic of the root admin's pages (`../en/superadmin.ts`), read as `useText().superadmin`. */
import type { Translation } from '@mijas/api';
import type * as english from '../en/superadmin.ts';

export const superadmin: Translation<typeof english.superadmin> = {
  panel: {
    title: 'لوحة تحكم المسؤول الرئيسي',
    navLabel: 'المسؤول الرئيسي',
    nav: {
      home: 'الرئيسية',
      viewAdmins: 'عرض المسؤولين',
      createAdmin: 'إنشاء مسؤول جديد',
      logout: 'تسجيل الخروج',
    },
  },
  viewAdmins: {
    title: 'عرض المسؤولين',
    description: 'جميع حسابات المسؤولين: ابحث عنها، واطّلع على تفاصيلها، وفعّلها أو أوقفها.',
    caption: 'المسؤولون',
    pagesLabel: 'صفحات قائمة المسؤولين',
    // A count in a label ("عدد المسؤولين: 4") reads right for every number without Arabic's number agreement.
    total: (count: number) => `عدد المسؤولين: ${count}`,
    columns: {
      number: 'الرقم',
      username: 'اسم المستخدم',
      fullName: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      accountStatus: 'حالة الحساب',
      emailStatus: 'حالة البريد الإلكتروني',
      options: 'الخيارات',
    },
    active: 'فعّال',
    inactive: 'غير فعّال',
    verified: 'موثّق',
    notVerified: 'غير موثّق',
    rowActions: (username: string) => `خيارات ${username}`,
    search: {
      label: 'البحث عن المسؤولين',
      searchBy: 'البحث حسب',
      fields: { username: 'اسم المستخدم', email: 'البريد الإلكتروني', fullName: 'الاسم الكامل' },
      value: 'نص البحث',
      placeholder: {
        username: 'مثال: sara.haddad',
        email: 'مثال: sara@example.com',
        fullName: 'مثال: سارة حداد',
      },
      submit: 'بحث',
      clear: 'مسح',
    },
    retry: 'حاول مرة أخرى',
    menu: {
      viewDetails: 'عرض التفاصيل',
      sendVerificationEmail: 'إرسال رسالة التحقق',
      deactivateAdmin: 'إيقاف حساب المسؤول',
      activateAdmin: 'تفعيل حساب المسؤول',
    },
    confirm: {
      title: 'إيقاف حساب المسؤول؟',
      confirm: 'إيقاف',
      confirming: 'جارٍ الإيقاف...',
      cancel: 'إلغاء',
    },
  },
  details: {
    title: 'تفاصيل المسؤول',
    close: 'إغلاق',
    retry: 'حاول مرة أخرى',
    fields: {
      id: 'الرقم التعريفي',
      username: 'اسم المستخدم',
      email: 'البريد الإلكتروني',
      fullName: 'الاسم الكامل',
      phone: 'الهاتف',
      gender: 'الجنس',
      nationality: 'الجنسية',
      country: 'الدولة',
      city: 'المدينة',
      address: 'العنوان',
      major: 'التخصص',
      dateOfBirth: 'تاريخ الميلاد',
      emailVerified: 'البريد الإلكتروني موثّق',
      active: 'الحساب فعّال',
      createdAt: 'تاريخ الإنشاء',
    },
  },
  createAdmin: {
    title: 'إنشاء مسؤول جديد',
    description:
      'يتلقى المسؤول الجديد رسالة بالبريد الإلكتروني للتحقق من عنوانه وتعيين كلمة المرور. الحقول المشار إليها بعلامة * مطلوبة.',
    countryHint: 'يُسجَّل المسؤولون في الأردن.',
  },
};
