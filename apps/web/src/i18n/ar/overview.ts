/** The Arabic of the Overview sub-page (`../en/overview.ts`). */
import type { Translation } from '@mijas/api';
import type * as english from '../en/overview.ts';

export const overview: Translation<typeof english.overview> = {
  nav: 'نظرة عامة',
  title: 'نظرة عامة',
  description: 'النادي في لمحة: الأعضاء والعضويات والتجديدات وطلبات الانضمام الجديدة.',
  loading: 'جارٍ تحميل النظرة العامة...',
  retry: 'حاول مرة أخرى',
  refresh: 'تحديث',
  updated: (when) => `آخر تحديث ${when}`,
  figuresLabel: 'النادي بالأرقام',
  figures: {
    members: 'الأعضاء',
    active: 'العضويات السارية',
    expiringSoon: (days) => `تنتهي خلال ${days} يومًا`,
    expired: 'منتهية',
    neverMember: 'لم يكونوا أعضاء قط',
    unverified: 'بريد غير مؤكَّد',
    newApplications: 'طلبات جديدة',
  },
  opensList: 'فتح القائمة',
  opensApplications: 'فتح صفحة الطلبات',
  charts: {
    newMembersByMonth: {
      title: 'الأعضاء الجدد شهريًا',
      description: 'الحسابات التي أُنشئت في كل شهر من الأشهر الاثني عشر الماضية.',
      count: 'أعضاء جدد',
    },
    renewalsByMonth: {
      title: 'التجديدات شهريًا',
      description: 'العضويات التي جُدِّدت في كل شهر من الأشهر الاثني عشر الماضية، وما جلبته.',
      count: 'التجديدات',
    },
    endingByMonth: {
      title: 'العضويات المنتهية شهريًا',
      description:
        'العضويات السارية التي تنتهي في هذا الشهر وفي كل شهر من الأشهر الأحد عشر التالية.',
      count: 'تنتهي',
    },
  },
  month: 'الشهر',
  amount: 'المبلغ',
  renewalsTotal: (count, amount) => `المجموع: ${count} تجديدًا، ${amount}`,
  showTable: 'عرض كجدول',
  showChart: 'عرض كمخطط',
  chartLabel: (title) => `${title}: مخطط أعمدة، يليه جدوله.`,
  loadingChart: 'جارٍ تحميل المخطط...',
  chartUnavailable: 'تعذّر تحميل المخطط. أرقامه في الجدول أدناه.',
  empty: 'لا شيء بعد: تمتلئ هذه المخططات مع انضمام الأعضاء وتجديدهم وبلوغ تواريخ انتهاء عضوياتهم.',
  chartEmpty: 'لا شيء في هذه الأشهر الاثني عشر.',
};
