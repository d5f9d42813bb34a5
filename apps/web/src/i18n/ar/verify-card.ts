import type { Translation } from '@mijas/api';
import type { verifyCard as english } from '../en/verify-card.ts';

/** The Arabic of `../en/verify-card.ts`: the public card check. */
export const verifyCard: Translation<typeof english> = {
  title: 'التحقق من العضوية',
  checkedWith: 'تم التحقق لدى نادي MIJAS',
  loading: 'جارٍ التحقق من البطاقة...',
  fullName: 'العضو',
  status: 'العضوية',
  statuses: {
    active: 'فعّالة',
    expired: 'منتهية',
    inactive: 'غير فعّالة',
  },
  statusHints: {
    active: 'يحق لهذا العضو الاستفادة من عروض الشركاء.',
    expired: 'انتهت هذه العضوية، ويمكن للعضو تجديدها لدى النادي.',
    inactive: 'لا توجد عضوية فعّالة لهذه البطاقة.',
  },
  expiryDate: 'تاريخ الانتهاء',
  expiredOn: (date: string) => `انتهت في ${date}`,
  checkedAt: (when: string) => `تم التحقق في ${when}`,
  refusedTitle: 'بطاقة غير صالحة',
  refusedHint: 'اطلب من العضو فتح بطاقته في تطبيق نادي MIJAS وعرضها مرة أخرى.',
  rateLimitedTitle: 'عدد كبير من عمليات التحقق',
  failedTitle: 'تعذّر التحقق من البطاقة',
  failedHint: 'تحقّق من اتصالك بالإنترنت ثم حاول مرة أخرى.',
  retry: 'إعادة المحاولة',
};
