import type { Translation } from '@mijas/api';
import type { devices as english } from '../en/devices.ts';

/** الأجهزة المسجّل الدخول منها في ملفي الشخصي (issue 35). */
export const devices: Translation<typeof english> = {
  title: 'الأجهزة المسجّل الدخول منها',
  description:
    'الأماكن التي سُجّل فيها الدخول إلى حسابك. أنهِ جلسة لا تعرفها، أو جلسة على حاسوب لم تعد تستخدمه.',
  loading: 'جارٍ تحميل الأجهزة المسجّل الدخول منها...',
  failed: 'تعذّر تحميل الأجهزة المسجّل الدخول منها',
  retry: 'أعد المحاولة',
  caption: 'الأجهزة المسجّل الدخول منها',
  thisDevice: 'هذا الجهاز',
  unknownBrowser: 'متصفح غير معروف',
  unknownSystem: 'نظام غير معروف',
  browserOn: (browser: string, os: string) => `${browser} على ${os}`,
  deviceTypes: {
    desktop: 'حاسوب',
    mobile: 'هاتف',
    tablet: 'جهاز لوحي',
    other: 'جهاز',
  },
  fields: {
    address: 'سُجّل الدخول من',
    created: 'تسجيل الدخول',
    lastUsed: 'آخر استخدام',
  },
  unknownAddress: 'عنوان غير معروف',
  end: 'إنهاء',
  endLabel: (device: string) => `إنهاء الجلسة على ${device}`,
  endOthers: 'تسجيل الخروج من كل الأجهزة الأخرى',
  onlyThis: 'هذا هو الجهاز الوحيد المسجّل الدخول إلى حسابك.',
  more: (count) =>
    `${count === 1 ? 'هناك جلسة أخرى مسجّلة الدخول' : `هناك ${count} جلسات أخرى مسجّلة الدخول`}، استُخدمت منذ مدة أطول. ويُنهيها «تسجيل الخروج من كل الأجهزة الأخرى» أيضًا.`,
  done: {
    one: 'سُجّل الخروج من ذلك الجهاز.',
    others: 'سُجّل الخروج من كل الأجهزة الأخرى.',
  },
  endFailed: 'لم تُنهَ الجلسة',
  confirmOne: {
    title: 'إنهاء هذه الجلسة؟',
    description: (device: string) =>
      `سيُسجَّل خروج ${device} عند خطوته التالية، وسيلزمه كلمة مرورك لتسجيل الدخول مجددًا.`,
    confirm: 'إنهاء الجلسة',
    working: 'جارٍ الإنهاء...',
    cancel: 'إلغاء',
    close: 'إغلاق',
  },
  confirmOthers: {
    title: 'تسجيل الخروج من كل الأجهزة الأخرى؟',
    description: 'سيُسجَّل خروج كل جهاز آخر مسجّل الدخول إلى حسابك. ويبقى هذا الجهاز مسجّل الدخول.',
    confirm: 'تسجيل الخروج من كل الأجهزة الأخرى',
    working: 'جارٍ تسجيل الخروج...',
    cancel: 'إلغاء',
    close: 'إغلاق',
  },
};
