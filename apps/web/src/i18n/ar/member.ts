import type { Translation } from '@mijas/api';
import type { member as english } from '../en/member.ts';

/** The Arabic of `../en/member.ts`: the member pages' texts. */
export const member: Translation<typeof english> = {
  panel: {
    navLabel: 'لوحة العضو',
    nav: { membership: 'العضوية', profile: 'ملفي الشخصي' },
  },
  membership: {
    title: 'العضوية',
    description: 'بطاقة العضوية الخاصة بك وحالتها.',
    cardTitle: 'بطاقة العضوية',
    username: 'اسم المستخدم',
    fullName: 'الاسم الكامل',
    status: 'الحالة',
    expiryDate: 'تاريخ الانتهاء',
    // Of the membership (العضوية, feminine).
    active: 'فعّالة',
    inactive: 'غير فعّالة',
    /** SPEC §2: the expiry of an inactive membership is not shown. */
    noExpiry: '.....',
    loading: 'جارٍ تحميل بيانات العضوية...',
    retry: 'حاول مرة أخرى',
  },
  card: {
    memberNumber: 'رقم العضوية',
    check: 'تحقق من هذه البطاقة',
    print: 'طباعة البطاقة',
    updating: 'جارٍ التحديث...',
    lastUpdated: (when: string) => `آخر تحديث ${when}`,
    offline:
      'أنت غير متصل بالإنترنت: هذه البطاقة المحفوظة على هذا الجهاز، وستُحدَّث عند عودة الاتصال.',
    keepOnDevice:
      'لإبقاء بطاقتك على هذا الجهاز، اختر «تذكّرني» عند تسجيل الدخول: عندها تُفتح هنا دون اتصال، حتى بعد إغلاق المتصفح.',
    keptOnDevice: 'بطاقتك محفوظة على هذا الجهاز: تُفتح هنا دون اتصال أيضًا. تسجيل الخروج يحذفها منه.',
    // Of the membership (العضوية, feminine).
    expired: 'منتهية',
    endedOn: (date: string) => `انتهت العضوية في ${date}.`,
  },
  replaceCard: {
    open: 'استبدال بطاقتي',
    title: 'هل تريد استبدال بطاقتك؟',
    description:
      'ستحصل بطاقتك على رمز استجابة سريعة جديد، وستظهر البطاقة الحالية، المطبوعة أو المحفوظة في أي مكان، غير فعّالة لدى الشركاء. افعل ذلك إذا فُقدت بطاقتك أو نُسخت، ثم اطبع البطاقة الجديدة أو احفظها.',
    confirm: 'استبدال البطاقة',
    working: 'جارٍ الاستبدال...',
    cancel: 'إلغاء',
    close: 'إغلاق',
    failedTitle: 'لم تُستبدل البطاقة',
  },
  profile: {
    title: 'ملفي الشخصي',
    description: 'بياناتك بصفتك عضوًا في النادي. يمكنك تعديل بيانات التواصل من هنا.',
    cardTitle: 'معلومات العضو',
    fields: {
      username: 'اسم المستخدم',
      email: 'البريد الإلكتروني',
      fullName: 'الاسم الكامل',
      gender: 'الجنس',
      dateOfBirth: 'تاريخ الميلاد',
      major: 'التخصص',
      phoneNumber: 'رقم الهاتف',
      nationality: 'الجنسية',
      country: 'الدولة',
      city: 'المدينة',
      address: 'العنوان',
    },
    // Of the email address.
    verified: 'موثّق',
    notVerified: 'غير موثّق',
    loading: 'جارٍ تحميل بيانات العضو...',
    retry: 'حاول مرة أخرى',
    edit: 'تعديل بيانات التواصل',
  },
  edit: {
    title: 'تعديل بيانات التواصل',
    description: 'يمكنك تغيير رقم هاتفك ومدينتك وعنوانك وتخصصك، ولأي تعديل آخر تواصل مع النادي.',
    phoneNumber: 'رقم الهاتف',
    // The international number is isolated left-to-right (LRI … PDI): its leading + stays before the digits.
    phoneHint: 'مثل 0791234567 أو \u2066+962791234567\u2069',
    city: 'المدينة',
    cityPlaceholder: 'اختر مدينة',
    address: 'العنوان',
    major: 'التخصص',
    majorPlaceholder: 'اكتب للبحث في التخصصات...',
    majorsEmpty: 'لا توجد تخصصات مطابقة',
    otherMajor: 'تخصصك',
    otherMajorHint: 'يُرجى تحديد تخصصك',
    cancel: 'إلغاء',
  },
};
