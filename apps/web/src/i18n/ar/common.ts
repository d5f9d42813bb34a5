import type { Translation } from '@mijas/api';
import type { common as english } from '../en/common.ts';

/** The Arabic of `../en/common.ts`: texts shared by every page. */
export const common: Translation<typeof english> = {
  brand: 'نادي MIJAS',
  brandShort: 'MIJAS',
  description: 'نادي MIJAS: نادي العضوية لنقابة المهندسين في الأردن.',
  language: 'اللغة',
  nav: {
    label: 'القائمة الرئيسية',
    home: 'الرئيسية',
    partners: 'الشركاء',
    join: 'الانضمام',
    login: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
  },
  panel: {
    collapse: 'طيّ قائمة التنقل',
    expand: 'توسيع قائمة التنقل',
    skipToContent: 'انتقل إلى المحتوى',
    signedInAs: 'تم تسجيل الدخول باسم',
    documentTitle: (page: string) => `${page} · نادي MIJAS`,
  },
  loadingPage: 'جارٍ تحميل الصفحة...',
  notFound: {
    title: 'الصفحة غير موجودة',
    description: 'العنوان الذي فتحته غير موجود على هذا الموقع.',
    home: 'العودة إلى الرئيسية',
  },
  routeError: {
    title: 'حدث خطأ ما',
    description: 'تعذّر عرض هذه الصفحة. أعد تحميل الصفحة أو عُد إلى الصفحة الرئيسية.',
    reload: 'إعادة التحميل',
    home: 'العودة إلى الرئيسية',
  },
  yes: 'نعم',
  no: 'لا',
  notAvailable: 'غير متوفر',
  gender: { M: 'ذكر', F: 'أنثى' },
  /** The design system's own words, which it takes from the app. */
  ui: {
    loading: 'جارٍ التحميل...',
    page: (page: number) => `الصفحة ${page}`,
    rowActionsHint: '(انقر بزر الفأرة الأيمن على صف أو اضغط Shift+F10 عليه لعرض إجراءاته)',
    select: 'اختر...',
    overlays: {
      loadFailed: 'تعذّر تحميل هذا الجزء. تحقّق من اتصالك وحاول مرة أخرى.',
      retry: 'حاول مرة أخرى',
    },
    toasts: {
      region: 'الإشعارات ({hotkey})',
      toast: 'إشعار',
      dismiss: 'إغلاق',
    },
  },
};
