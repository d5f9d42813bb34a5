/**
 * The Arabic of the /admin shell and of View Members (`../en/admin-members.ts`), read as
 * `useText().admin.adminShell` and `useText().admin.viewMembers`.
 */
import type { Translation } from '@mijas/api';
import type * as english from '../en/admin-members.ts';

export const adminShell: Translation<typeof english.adminShell> = {
  title: 'لوحة تحكم المسؤول',
  navLabel: 'المسؤول',
  nav: {
    home: 'الرئيسية',
    viewMembers: 'عرض الأعضاء',
    addMember: 'إضافة عضو',
    membershipHistory: 'سجل العضويات',
    memberHistory: 'سجل الأعضاء',
    profile: 'ملفي الشخصي',
    logout: 'تسجيل الخروج',
  },
  loadingPage: 'جارٍ تحميل الصفحة...',
};

export const viewMembers: Translation<typeof english.viewMembers> = {
  title: 'عرض الأعضاء',
  description: 'ابحث عن الأعضاء واطّلع على تفاصيلهم، وجدّد عضوياتهم، وأوقف العضويات والحسابات.',
  caption: 'الأعضاء',
  pagesLabel: 'صفحات قائمة الأعضاء',
  // A count in a label ("عدد الأعضاء: 12") reads right for every number without Arabic's number agreement.
  total: (count: number) => `عدد الأعضاء: ${count}`,
  columns: {
    number: 'الرقم',
    username: 'اسم المستخدم',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    emailStatus: 'حالة البريد الإلكتروني',
    accountStatus: 'حالة الحساب',
    membershipStatus: 'حالة العضوية',
    options: 'الخيارات',
  },
  active: 'فعّال',
  inactive: 'غير فعّال',
  verified: 'موثّق',
  notVerified: 'غير موثّق',
  rowActions: (username: string) => `خيارات ${username}`,
  search: {
    label: 'البحث عن الأعضاء',
    searchBy: 'البحث حسب',
    searchByPlaceholder: 'اختر حقلًا',
    fields: { username: 'اسم المستخدم', email: 'البريد الإلكتروني', phoneNumber: 'رقم الهاتف' },
    value: 'نص البحث',
    placeholder: {
      '': 'اختر حقل البحث أولًا',
      username: 'مثال: rania',
      email: 'مثال: rania@example.com',
      phoneNumber: 'مثال: 0795550200',
    },
    submit: 'بحث',
    clear: 'مسح',
  },
  retry: 'حاول مرة أخرى',
  menu: {
    viewDetails: 'عرض التفاصيل',
    renewMembership: 'تجديد العضوية',
    deactivateMembership: 'إيقاف العضوية',
    sendVerificationEmail: 'إرسال رسالة التحقق',
    deactivateMember: 'إيقاف حساب العضو',
    activateMember: 'تفعيل حساب العضو',
    editMember: 'تعديل بيانات العضو',
  },
  confirm: {
    deactivateMember: { title: 'إيقاف حساب العضو؟', confirm: 'إيقاف حساب العضو' },
    deactivateMembership: { title: 'إيقاف العضوية؟', confirm: 'إيقاف العضوية' },
    working: 'جارٍ التنفيذ...',
    cancel: 'إلغاء',
    close: 'إغلاق',
  },
  renew: {
    title: 'تجديد العضوية',
    description: (username: string) => `تمديد عضوية ${username}.`,
    days: 'عدد الأيام',
    daysHint: 'عدد صحيح من الأيام، 1 على الأقل.',
    amount: 'المبلغ',
    amountHint: 'بعملة النادي، 0 أو أكثر (تُقبل كسورها العشرية).',
    cancel: 'إلغاء',
    close: 'إغلاق',
    submit: 'تجديد',
    submitting: 'جارٍ التجديد...',
  },
  details: {
    title: 'تفاصيل العضو',
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
      accountStatus: 'حالة الحساب',
      membershipStatus: 'حالة العضوية',
      membershipExpiry: 'تاريخ انتهاء العضوية',
      emailVerified: 'البريد الإلكتروني موثّق',
      createdAt: 'تاريخ الإنشاء',
    },
  },
};
