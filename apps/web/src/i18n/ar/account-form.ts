import type { Translation } from '@mijas/api';
import type { accountForm as english } from '../en/account-form.ts';

/** The Arabic of `../en/account-form.ts`: the fields of the forms that open an account and of the profiles. */
export const accountForm: Translation<typeof english> = {
  sections: { account: 'الحساب', personal: 'البيانات الشخصية', address: 'العنوان والتخصص' },
  fields: {
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phoneNumber: 'رقم الهاتف',
    gender: 'الجنس',
    dateOfBirth: 'تاريخ الميلاد',
    nationality: 'الجنسية',
    country: 'الدولة',
    city: 'المدينة',
    addressDetails: 'تفاصيل العنوان',
    major: 'التخصص',
    // An admin fills this form for someone else (Add Member, Create Admin): not "your major".
    otherMajor: 'اسم التخصص',
  },
  placeholders: {
    gender: 'اختر الجنس',
    city: 'اختر مدينة',
    nationality: 'اكتب للبحث في الدول',
    major: 'اكتب للبحث في التخصصات',
    // The phone field is left to right, its placeholder with it: isolated right to left (RLI … PDI), it reads
    // «مثل» before the number.
    phoneNumber: '\u2067مثل 0791234567\u2069',
  },
  genders: { M: 'ذكر', F: 'أنثى' },
};
