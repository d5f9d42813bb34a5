import { formatMoney, paymentMessages, type PaymentMethod, type Plan } from '@mijas/api';
import { useLocale } from '../i18n/index.ts';

/**
 * How the payments' pages write money, plans and methods in the language read: an amount in the club's currency
 * with its minor units ('JOD 25.000' / '25.000 د.أ.‏'), a plan by its name in that language, a method as the
 * contract names it.
 */
export function usePaymentFormat() {
  const { locale } = useLocale();
  const words = paymentMessages();
  return {
    locale,
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
    plan: (plan: Pick<Plan, 'nameEn' | 'nameAr'>) => (locale === 'ar' ? plan.nameAr : plan.nameEn),
    method: (method: PaymentMethod) => words.methods[method],
    status: (status: keyof typeof words.statuses) => words.statuses[status],
    words,
  };
}
