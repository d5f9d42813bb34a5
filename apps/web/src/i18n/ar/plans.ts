import { arabicCount, type Translation } from '@mijas/api';
import type { plans as english } from '../en/plans.ts';

/** خطط العضوية لدى المشرف الرئيسي (issue 34). */
export const plans: Translation<typeof english> = {
  retiredNote:
    'الخطة المتوقفة لا تُعرض على الأعضاء بعد الآن. وتبقى الإيصالات الصادرة لها محتفظة باسمها وسعرها.',
  add: 'خطة جديدة',
  loading: 'جارٍ تحميل الخطط...',
  failed: 'تعذّر تحميل الخطط',
  retry: 'أعد المحاولة',
  empty: 'لا توجد خطط بعد. أضف أول خطة يجدّد بها الأعضاء.',
  caption: 'خطط العضوية',
  columns: {
    nameEn: 'الاسم (بالإنجليزية)',
    nameAr: 'الاسم (بالعربية)',
    days: 'الأيام',
    price: 'السعر',
    status: 'الحالة',
    actions: 'الإجراءات',
  },
  days: (count) =>
    arabicCount(count, {
      one: 'يوم واحد',
      two: 'يومان',
      few: `${count} أيام`,
      many: `${count} يومًا`,
      other: `${count} يوم`,
    }),
  active: 'نشطة',
  retired: 'متوقفة',
  edit: 'تعديل',
  editLabel: (name) => `تعديل ${name}`,
  retire: 'إيقاف',
  retireLabel: (name) => `إيقاف ${name}`,
  reactivate: 'إعادة التفعيل',
  reactivateLabel: (name) => `إعادة تفعيل ${name}`,
  working: 'جارٍ الحفظ...',
  done: {
    created: (name) => `أُضيفت الخطة «${name}».`,
    updated: (name) => `حُفظت الخطة «${name}».`,
    retired: (name) => `أُوقفت الخطة «${name}». تبقى في إيصالاتها.`,
    reactivated: (name) => `عادت الخطة «${name}» متاحة للأعضاء.`,
  },
  actionFailed: 'لم تتغيّر الخطة',
  dialog: {
    newTitle: 'خطة جديدة',
    editTitle: 'تعديل الخطة',
    description: 'يرى الأعضاء الاسم بلغتهم وعدد الأيام والسعر.',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    days: 'عدد الأيام',
    price: (currency) => `السعر (${currency})`,
    priceHint: (decimals) =>
      decimals === 0 ? 'مبلغ صحيح بلا كسور.' : `حتى ${decimals} منازل عشرية.`,
    active: 'متاحة للأعضاء',
    activeHint: 'أوقفها لإيقاف الخطة: تبقى في الإيصالات التي تذكرها.',
    cancel: 'إلغاء',
    save: 'حفظ الخطة',
    saving: 'جارٍ الحفظ...',
    close: 'إغلاق',
    failed: 'لم تُحفظ الخطة',
  },
};
