/** The Arabic of View Members' bulk actions and export (`../en/bulk-actions.ts`). */
import type { Translation } from '@mijas/api';
import type * as english from '../en/bulk-actions.ts';

export const bulkActions: Translation<typeof english.bulkActions> = {
  export: 'تصدير CSV',
  exporting: 'جارٍ التصدير…',
  exportFailed: (reason) => `تعذّر التصدير: ${reason}`,
  filters: {
    label: 'عوامل التصفية المفعّلة',
    status: (status) => `الحالة: ${status}`,
    joinedMonth: (month) => `الانضمام: ${month}`,
    renewedMonth: (month) => `التجديد: ${month}`,
    expiresMonth: (month) => `الانتهاء: ${month}`,
    remove: (filter) => `إزالة عامل التصفية ${filter}`,
    clearAll: 'مسح عوامل التصفية',
    statuses: {
      active: 'عضوية فعّالة',
      expired: 'عضوية منتهية',
      never: 'لم يكن عضوًا قط',
      unverified: 'البريد غير مؤكَّد',
    },
  },
  selection: {
    column: 'تحديد',
    page: 'تحديد أعضاء هذه الصفحة',
    row: (username) => `تحديد ${username}`,
    selected: (count) => `المحدَّد: ${count}`,
    selectAll: (count) => `تحديد كل أعضاء هذا البحث (${count})`,
    selectingAll: 'جارٍ التحديد…',
    allSelected: (count) => `تم تحديد كل أعضاء هذا البحث (${count}).`,
    clear: 'إلغاء التحديد',
    actions: 'إجراءات على الأعضاء المحدَّدين',
  },
  actions: {
    renew: 'تجديد',
    deactivateMembership: 'إلغاء تفعيل العضوية',
    sendVerificationEmail: 'إرسال رسالة التأكيد',
  },
  dialog: {
    title: {
      renew: (count) => `تجديد العضويات (${count})`,
      deactivateMembership: (count) => `إلغاء تفعيل العضويات (${count})`,
      sendVerificationEmail: (count) => `إرسال رسالة تأكيد البريد إلى الأعضاء (${count})`,
    },
    description: {
      renew: 'تُجدَّد كل عضوية محدَّدة بهذا العدد من الأيام وبهذا المبلغ المدفوع.',
      deactivateMembership:
        'تنتهي كل عضوية محدَّدة الآن. يبقى الأعضاء في النادي ويمكن تجديد عضوياتهم لاحقًا.',
      sendVerificationEmail: 'يتلقى كل عضو محدَّد لم يؤكِّد بريده بعدُ رسالة تأكيد جديدة.',
    },
    start: {
      renew: 'تجديد الكل',
      deactivateMembership: 'إلغاء تفعيل الكل',
      sendVerificationEmail: 'إرسال للكل',
    },
    progress: 'التقدّم',
    progressText: (done, total) => `${done} من ${total} عضوًا`,
    cancel: 'إلغاء',
    cancelling: 'سيتوقف بعد الدفعة الجارية…',
    cancelledNote: 'توقّف. يحتفظ الأعضاء الذين تمّ العمل عليهم بالتغيير، ولم يُمسّ الباقون.',
    stoppedNote: 'توقّف التنفيذ: ',
    close: 'إغلاق',
    skipped: 'تم تخطّيهم: لا ينطبق عليهم الإجراء',
    failures: 'لم يتمّ',
    failureMember: 'العضو',
    failureReason: 'السبب',
    retry: (count) => `إعادة المحاولة للأعضاء (${count})`,
    resume: (count) => `متابعة الباقين (${count})`,
  },
};
