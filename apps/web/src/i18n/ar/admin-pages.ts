/**
 * The Arabic of the admin sub-pages Add Member, Membership History, Member History, My Profile and of the
 * /update-admin and /update-member forms (`../en/admin-pages.ts`), read as `useText().admin.addMember` ...
 */
import { arabicCount, type Translation } from '@mijas/api';
import type * as english from '../en/admin-pages.ts';

/** The history pages' search: typed text finds usernames containing it; a suggestion picks one member. */
const memberSearch = {
  suggestions: 'الأعضاء',
  placeholder: 'اسم المستخدم أو اسم العضو، مثال: member',
  partialHint:
    'إجراءات كل عضو يحتوي اسم المستخدم الخاص به على النص. اختر عضوًا من القائمة لعرض إجراءاته وحده.',
  pickedHint: (username: string) => `إجراءات ${username} فقط. اكتب للبحث من جديد.`,
};

export const addMember: Translation<typeof english.addMember> = {
  title: 'إضافة عضو',
  description:
    'إنشاء حساب عضو جديد. يتلقى العضو رسالة بالبريد الإلكتروني للتحقق من عنوانه واختيار كلمة المرور.',
  required: 'جميع الحقول مطلوبة.',
  countryHint: 'يُسجَّل الأعضاء في الأردن.',
  retry: 'حاول مرة أخرى',
};

const historyColumns = {
  number: 'الرقم',
  member: 'العضو',
  actionId: 'رقم الإجراء',
  madeBy: 'بواسطة',
  date: 'التاريخ',
  actionType: 'نوع الإجراء',
  options: 'الخيارات',
};

export const membershipHistory: Translation<typeof english.membershipHistory> = {
  title: 'سجل العضويات',
  description: 'عمليات تجديد عضوية العضو وإيقافها.',
  search: {
    label: 'البحث في سجل العضويات',
    username: 'اسم المستخدم',
    clear: 'مسح البحث',
    ...memberSearch,
  },
  idleHint: 'اكتب اسم مستخدم لعرض سجل عضويته.',
  caption: 'سجل العضويات',
  columns: historyColumns,
  pagesLabel: 'صفحات سجل العضويات',
  total: (count: number) => `عدد الإجراءات: ${count}`,
  rowActions: (actionId: number) => `خيارات الإجراء ${actionId}`,
  retry: 'حاول مرة أخرى',
  renewal: {
    expiryDate: 'تاريخ الانتهاء',
    amountPaid: 'المبلغ المدفوع',
    numberOfDays: 'عدد الأيام',
    days: (count: number) =>
      arabicCount(count, {
        one: 'يوم واحد',
        two: 'يومان',
        few: `${count} أيام`,
        many: `${count} يومًا`,
        other: `${count} يوم`,
      }),
    close: 'إغلاق',
    retry: 'حاول مرة أخرى',
  },
};

export const memberHistory: Translation<typeof english.memberHistory> = {
  title: 'سجل الأعضاء',
  description:
    'الإجراءات التي نفّذها المسؤولون على حساب العضو: الإنشاء والتعديل والتفعيل والإيقاف والحذف.',
  search: {
    label: 'البحث في سجل الأعضاء',
    username: 'اسم المستخدم',
    clear: 'مسح البحث',
    ...memberSearch,
  },
  idleHint: 'اكتب اسم مستخدم لعرض سجل العضو. لا يجري أي بحث ما دام الحقل فارغًا.',
  caption: 'سجل الأعضاء',
  columns: historyColumns,
  pagesLabel: 'صفحات سجل الأعضاء',
  total: (count: number) => `عدد الإجراءات: ${count}`,
  retry: 'حاول مرة أخرى',
};

export const profile: Translation<typeof english.profile> = {
  title: 'ملفي الشخصي',
  cardTitle: 'بيانات المسؤول',
  fields: {
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    gender: 'الجنس',
    major: 'التخصص',
    phoneNumber: 'رقم الهاتف',
    nationality: 'الجنسية',
    country: 'الدولة',
    city: 'المدينة',
    address: 'العنوان',
  },
  verified: 'موثّق',
  notVerified: 'غير موثّق',
  edit: 'تعديل',
  retry: 'حاول مرة أخرى',
};

export const updateAdmin: Translation<typeof english.updateAdmin> = {
  title: 'تعديل بيانات المسؤول',
  description: 'رقم هاتفك ومدينتك وعنوانك وتخصصك. يعدّل المسؤول الرئيسي بقية البيانات.',
  /** Its own word for the major (the other fields are the account form's). */
  fields: { major: 'التخصص' },
  back: 'العودة إلى ملفي الشخصي',
  retry: 'حاول مرة أخرى',
};

export const updateMember: Translation<typeof english.updateMember> = {
  title: 'تعديل بيانات العضو',
  description: (username: string) => `تعديل بيانات ${username}.`,
  /** The Active switch (the profile fields are the account form's). */
  fields: { isActive: 'الحساب فعّال' },
  hints: {
    username: 'اسم المستخدم هو اسم تسجيل الدخول ولا يمكن تغييره.',
    email: 'يبقى البريد الإلكتروني الجديد غير موثّق حتى يفتح صاحبه الرابط المرسل إليه.',
    isActive: 'لا يستطيع العضو غير الفعّال تسجيل الدخول.',
  },
  loading: 'جارٍ تحميل بيانات العضو...',
  cancel: 'إلغاء',
  back: 'العودة إلى عرض الأعضاء',
};
