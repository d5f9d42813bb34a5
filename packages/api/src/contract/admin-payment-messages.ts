/**
 * The office's messages of renewals paid by CliQ, bank transfer or cash (issue 34: the admins' Renewal requests
 * and Payments pages), in English and Arabic: what their machines say (failures, outcomes). A catalogue of its own,
 * beside `payment-messages.ts` (the contract's and the server's), read only by the office's machines and pages.
 */
import { currentLocale } from '../i18n/active.ts';
import type { Translation } from '../i18n/translation.ts';

export const englishAdminPaymentMessages = {
  requestsFailed: 'The renewal requests could not be loaded.',
  noRequests: 'No renewal requests.',
  paymentsFailed: 'The payments could not be loaded.',
  noPayments: 'No payments found.',
  confirmFailed: 'The renewal request could not be confirmed.',
  rejectFailed: 'The renewal request could not be rejected.',
  confirmed: (receiptNumber: string) => `Renewal confirmed: receipt ${receiptNumber}.`,
  rejected: 'Renewal request rejected.',
  amountInvalid: 'The amount received must be a number of at least 0.',
} as const;

export type AdminPaymentMessages = Translation<typeof englishAdminPaymentMessages>;

export const arabicAdminPaymentMessages: AdminPaymentMessages = {
  requestsFailed: 'تعذّر تحميل طلبات التجديد.',
  noRequests: 'لا توجد طلبات تجديد.',
  paymentsFailed: 'تعذّر تحميل المدفوعات.',
  noPayments: 'لا توجد مدفوعات.',
  confirmFailed: 'تعذّر تأكيد طلب التجديد.',
  rejectFailed: 'تعذّر رفض طلب التجديد.',
  confirmed: (receiptNumber) => `تم تأكيد التجديد: الإيصال \u2066${receiptNumber}\u2069.`,
  rejected: 'رُفض طلب التجديد.',
  amountInvalid: 'يجب أن يكون المبلغ المستلم رقمًا لا يقل عن 0.',
};

/** The office's messages in the current language (`currentLocale`), read when a message is made. */
export function adminPaymentMessages(): AdminPaymentMessages {
  return currentLocale() === 'ar' ? arabicAdminPaymentMessages : englishAdminPaymentMessages;
}
