/**
 * The messages of renewals paid by CliQ, bank transfer or cash (issue 34: plans, a member's renewal request, the
 * office's confirmation, receipts, payments), in English and Arabic. A catalogue of its own, apart from `messages`
 * (as `import-messages.ts`): only the server and the pages of payments read it, so the pages that have none do not
 * carry it.
 */
import { currentLocale } from '../i18n/active.ts';
import type { Translation } from '../i18n/translation.ts';

export const englishPaymentMessages = {
  /** Field names of the requests, composed into the validation messages. */
  fields: {
    nameEn: 'English name',
    nameAr: 'Arabic name',
    days: 'Number of days',
    price: 'Price',
    active: 'Active',
    planId: 'Plan',
    method: 'Payment method',
    transferReference: 'Transfer reference',
    reference: 'Reference',
    amountReceived: 'Amount received',
    reason: 'Reason',
    receiptNumber: 'Receipt number',
    from: 'From',
    to: 'To',
    memberUsername: 'Member',
  },
  methods: { cliq: 'CliQ', bank_transfer: 'Bank transfer', cash: 'Cash at the office' },
  statuses: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
  /** A `YYYY-MM-DD` day of a filter. */
  dayInvalid: (field: string) => `${field} must be a date written YYYY-MM-DD.`,
  periodReversed: 'The period ends before it starts.',
  receiptNumberInvalid: 'A receipt number is written YYYY-NNNNNN (for example 2026-000123).',
  /** What the server answers. */
  planNotFound: 'Plan not found.',
  planRetired: 'This plan is retired: choose another one.',
  requestNotFound: 'Renewal request not found.',
  requestAlreadyPending: 'You already have a pending renewal request. Cancel it to make another.',
  requestNotPending: 'This renewal request was already handled.',
  receiptNotFound: 'Receipt not found.',
  requestCancelled: 'Your renewal request was cancelled.',
  requestRejected: 'The renewal request was rejected and the member was told why.',
  /** A price typed in major units (the Plans page) with more decimals than the currency has. */
  priceDecimals: (field: string, decimals: number) =>
    decimals === 0
      ? `${field} must be a whole amount.`
      : `${field} may have at most ${decimals} decimals.`,
} as const;

export type PaymentMessages = Translation<typeof englishPaymentMessages>;

export const arabicPaymentMessages: PaymentMessages = {
  fields: {
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    days: 'عدد الأيام',
    price: 'السعر',
    active: 'نشطة',
    planId: 'الخطة',
    method: 'طريقة الدفع',
    transferReference: 'مرجع التحويل',
    reference: 'المرجع',
    amountReceived: 'المبلغ المستلم',
    reason: 'السبب',
    receiptNumber: 'رقم الإيصال',
    from: 'من',
    to: 'إلى',
    memberUsername: 'العضو',
  },
  methods: { cliq: 'كليك (CliQ)', bank_transfer: 'تحويل بنكي', cash: 'نقدًا في المكتب' },
  statuses: {
    pending: 'قيد الانتظار',
    confirmed: 'مؤكَّد',
    rejected: 'مرفوض',
    cancelled: 'ملغى',
  },
  dayInvalid: (field) => `يجب أن تكون قيمة ${field} تاريخًا بالصيغة YYYY-MM-DD.`,
  periodReversed: 'تنتهي الفترة قبل أن تبدأ.',
  receiptNumberInvalid: 'يُكتب رقم الإيصال بالصيغة YYYY-NNNNNN (مثل 2026-000123).',
  planNotFound: 'الخطة غير موجودة.',
  planRetired: 'هذه الخطة متوقفة: اختر خطة أخرى.',
  requestNotFound: 'طلب التجديد غير موجود.',
  requestAlreadyPending: 'لديك طلب تجديد قيد الانتظار. ألغِه لتقديم طلب آخر.',
  requestNotPending: 'تمت معالجة طلب التجديد هذا من قبل.',
  receiptNotFound: 'الإيصال غير موجود.',
  requestCancelled: 'أُلغي طلب التجديد الخاص بك.',
  requestRejected: 'رُفض طلب التجديد وأُبلغ العضو بالسبب.',
  priceDecimals: (field, decimals) =>
    decimals === 0
      ? `يجب أن يكون ${field} مبلغًا صحيحًا بلا كسور.`
      : `يمكن أن يحتوي ${field} على ${decimals} منازل عشرية على الأكثر.`,
};

/** The payments' messages in the current language (`currentLocale`), read when a message is made. */
export function paymentMessages(): PaymentMessages {
  return currentLocale() === 'ar' ? arabicPaymentMessages : englishPaymentMessages;
}
