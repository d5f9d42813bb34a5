/** The Arabic of Import Members (`../en/import-members.ts`). */
import { arabicCount, formatNumber, type Translation } from '@mijas/api';
import type * as english from '../en/import-members.ts';

/** After استيراد (genitive): عضو واحد، عضوين، 3 أعضاء، 11 عضوًا، 100 عضو. */
const members = (count: number) =>
  arabicCount(count, {
    zero: `${formatNumber('ar', count)} عضو`,
    one: 'عضو واحد',
    two: 'عضوين',
    few: `${formatNumber('ar', count)} أعضاء`,
    many: `${formatNumber('ar', count)} عضوًا`,
    other: `${formatNumber('ar', count)} عضو`,
  });
/** صف واحد، صفان، 3 صفوف، 11 صفًا، 100 صف. */
const rows = (count: number) =>
  arabicCount(count, {
    zero: `${formatNumber('ar', count)} صف`,
    one: 'صف واحد',
    two: 'صفان',
    few: `${formatNumber('ar', count)} صفوف`,
    many: `${formatNumber('ar', count)} صفًا`,
    other: `${formatNumber('ar', count)} صف`,
  });

export const importMembers: Translation<typeof english.importMembers> = {
  nav: 'استيراد الأعضاء',
  title: 'استيراد الأعضاء',
  description: 'أضف عدة أعضاء دفعة واحدة من جدول بيانات (CSV): يُفحص كل صف قبل حفظ أي شيء.',
  steps: { file: '1. الملف', mapping: '2. الأعمدة', preview: '3. الفحص' },
  choose: {
    drop: 'أفلت ملف CSV هنا',
    or: 'أو',
    button: 'اختر ملفًا',
    hint: 'ملف CSV محفوظ من برنامج جداول البيانات (يُفضَّل "CSV UTF-8")، عضو واحد في كل صف، والصف الأول يسمّي الأعمدة.',
    reading: 'جارٍ قراءة الملف...',
    pasteLabel: 'أو الصق نص الملف',
    pasteHint: 'انسخ الصفوف من جدول البيانات، ومعها صف العناوين.',
    pasteButton: 'استخدم هذا النص',
    template: 'تنزيل نموذج',
    templateHint: 'الأعمدة التي نقرؤها، مع صف مثال واحد.',
    refused: 'لا يمكن استيراد هذا الملف',
  },
  file: {
    pasted: 'نص ملصوق',
    rows,
    encoding: {
      'utf-8': 'قُرئ بترميز UTF-8',
      'windows-1256': 'قُرئ بترميز ويندوز العربي (windows-1256)',
    },
    another: 'اختر ملفًا آخر',
  },
  mapping: {
    hint: 'اختر عمود الملف الذي يحمل كل حقل. الحقول المعلَّمة بـ* مطلوبة.',
    choose: 'اختر عمودًا',
    notInFile: 'غير موجود في الملف',
    problems: 'قبل الفحص',
    check: 'افحص الصفوف',
    checking: 'جارٍ الفحص...',
    refused: 'لم يُفحص الملف',
  },
  preview: {
    totals: 'صفوف الملف',
    rows: 'الصفوف',
    valid: 'جاهزة للاستيراد',
    invalid: 'فيها مشكلات',
    onlyProblems: 'الصفوف التي فيها مشكلات فقط',
    caption: 'صفوف الملف',
    row: 'الصف',
    rowProblems: 'المشكلات',
    noProblems: 'كل الصفوف جاهزة للاستيراد.',
    shown: (from: number, to: number, total: number) =>
      `الصفوف ${formatNumber('ar', from)}–${formatNumber('ar', to)} من ${formatNumber('ar', total)}`,
    previous: 'الصفوف السابقة',
    next: 'الصفوف التالية',
    changeMapping: 'غيّر الأعمدة',
    startOver: 'ابدأ من جديد',
    importButton: (count: number) => `استيراد ${members(count)}`,
    nothingToImport: 'لا يمكن استيراد أي صف: صحّح الملف ثم اختره مرة أخرى.',
    failed: 'لم يُستورَد الأعضاء',
    skippedNote: 'تُتخطّى الصفوف التي فيها مشكلات، وتجدها في التقرير.',
  },
  confirm: {
    title: (count: number) => `استيراد ${members(count)}؟`,
    description: 'يتلقى كل عضو رسالة تحقق بالبريد الإلكتروني.',
    cancel: 'إلغاء',
    close: 'إغلاق',
    confirm: 'استيراد',
    importing: 'جارٍ الاستيراد...',
  },
  done: {
    title: 'انتهى الاستيراد',
    imported: 'استُورد',
    skipped: 'تُخطّي',
    report: 'تنزيل التقرير',
    viewMembers: 'عرض الأعضاء',
    another: 'استيراد ملف آخر',
  },
};
