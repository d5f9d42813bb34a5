import type { Translation } from '@mijas/api';
import type { paymentsFrame as english } from '../en/payments-frame.ts';

/** The Arabic of the payments' texts shown outside their pages (`../en/payments-frame.ts`). */
export const paymentsFrame: Translation<typeof english> = {
  renewalRequests: {
    nav: 'طلبات التجديد',
    description: 'تجديدات الأعضاء المدفوعة عبر كليك أو التحويل البنكي أو نقدًا: أكّد ما وصل أو ارفض.',
    pendingBadge: (count) => `${count} قيد الانتظار`,
  },
  payments: {
    nav: 'المدفوعات',
    description: 'كل دفعة مستلمة، مع المجاميع لكل طريقة ولكل شهر، لأمين الصندوق.',
  },
  plans: {
    nav: 'الخطط',
    title: 'خطط العضوية',
    description: 'الخطط التي يجدّد بها الأعضاء عضويتهم: الأسماء والمدة والسعر.',
  },
  memberNav: { receipts: 'الإيصالات' },
  renewalStatus: {
    title: 'التجديد',
    renew: 'تجديد العضوية',
    receipts: 'إيصالاتي',
    none: 'جدّد عضويتك عبر الإنترنت: ادفع عبر كليك أو بتحويل بنكي أو في المكتب.',
    pending: (plan, amount) =>
      `طلب التجديد الخاص بك (${plan}، ${amount}) قيد الانتظار: يجدد المكتب عضويتك حال وصول دفعتك.`,
    rejected: 'رُفض طلب التجديد الأخير الخاص بك.',
    reason: (reason) => `السبب: ${reason}`,
    confirmed: (receipt) => `تم تأكيد طلب التجديد الأخير: الإيصال ${receipt}.`,
    openRequest: 'عرض الطلب',
    openReceipt: 'عرض الإيصال',
  },
  revenue: {
    title: 'الإيرادات الشهرية',
    description: 'المدفوعات المستلمة في كل شهر من آخر 12 شهرًا، وما جلبته.',
    count: 'الدفعات',
  },
  renew: {
    method: 'طريقة الدفع',
    reference: 'المرجع (اختياري)',
    referenceHint: 'مرجع تحويل أو دفتر إيصالات.',
  },
  history: { receipt: 'الإيصال' },
};
