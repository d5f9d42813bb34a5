import { arabicCount, type Translation } from '@mijas/api';
import type { expiryReminders as english } from '../en/expiry-reminders.ts';

/** A number of days after قبل (genitive): يوم واحد، يومين، 7 أيام، 30 يومًا. */
const daysBefore = (count: number) =>
  arabicCount(count, {
    one: 'يوم واحد',
    two: 'يومين',
    few: `${count} أيام`,
    many: `${count} يومًا`,
    other: `${count} يوم`,
  });

/** "30 يومًا و7 أيام" (after قبل): the days before the end on which a member is reminded. */
const schedule = (days: readonly number[]) => days.map(daysBefore).join(' و');

/** "أُرسل تذكير واحد"، "أُرسلت 3 تذكيرات": how many reminders were sent. */
const remindersSent = (count: number) =>
  arabicCount(count, {
    zero: 'لم يُرسَل أي تذكير',
    one: 'أُرسل تذكير واحد',
    two: 'أُرسل تذكيران',
    few: `أُرسلت ${count} تذكيرات`,
    many: `أُرسل ${count} تذكيرًا`,
    other: `أُرسل ${count} تذكير`,
  });

/** The Arabic of `../en/expiry-reminders.ts`. */
export const expiryReminders: Translation<typeof english> = {
  nav: 'تذكيرات انتهاء العضوية',
  title: 'تذكيرات انتهاء العضوية',
  description: 'يتلقى الأعضاء تذكيرًا بالبريد الإلكتروني قبل انتهاء عضويتهم.',
  schedule: (days) =>
    `تُرسَل التذكيرات بالبريد الإلكتروني تلقائيًا قبل انتهاء العضوية بـ${schedule(days)} (افتراضيًا) وفي يوم انتهائها؛ ويتلقى كل عضو كل تذكير مرة واحدة.`,
  now: 'يُرسِل هذا الزر التذكيرات المستحقة الآن دون انتظار موعد الإرسال التلقائي التالي.',
  run: 'إرسال التذكيرات المستحقة الآن',
  running: 'جارٍ الإرسال...',
  queued: (count: number) =>
    arabicCount(count, {
      zero: 'لا توجد تذكيرات مستحقة',
      one: 'أُضيف تذكير واحد إلى قائمة الإرسال',
      two: 'أُضيف تذكيران إلى قائمة الإرسال',
      few: `أُضيفت ${count} تذكيرات إلى قائمة الإرسال`,
      many: `أُضيف ${count} تذكيرًا إلى قائمة الإرسال`,
      other: `أُضيف ${count} تذكير إلى قائمة الإرسال`,
    }),
  failed: 'لم تُرسَل التذكيرات',
  step: (days: number) => (days === 0 ? 'في يوم انتهاء العضوية' : `قبل ${daysBefore(days)}`),
  columns: {
    member: 'العضو',
    step: 'التذكير',
    ends: 'تاريخ انتهاء العضوية',
    sent: 'تاريخ الإرسال',
  },
  lastRun: {
    title: 'آخر تشغيل',
    caption: 'تذكيرات آخر تشغيل',
    more: (count: number) =>
      `${arabicCount(count, {
        one: 'وتذكير واحد آخر',
        two: 'وتذكيران آخران',
        few: `و${count} تذكيرات أخرى`,
        many: `و${count} تذكيرًا آخر`,
        other: `و${count} تذكير آخر`,
      })} في قائمة التذكيرات المُرسَلة أدناه.`,
    none: 'لم تُرسَل أي تذكيرات بعد.',
  },
  sent: {
    title: 'التذكيرات المُرسَلة',
    caption: 'التذكيرات المُرسَلة',
    total: remindersSent,
    empty: 'لم تُرسَل أي تذكيرات بعد.',
    retry: 'حاول مرة أخرى',
    pagesLabel: 'صفحات التذكيرات المُرسَلة',
  },
};
