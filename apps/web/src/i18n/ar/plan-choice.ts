import type { Translation } from '@mijas/api';
import type { planChoice as english } from '../en/plan-choice.ts';

/** خطط العضوية خارج صفحة الخطط (issue 34): اختيار الخطة في نافذة التجديد، وتصفية المدفوعات حسب الخطة. */
export const planChoice: Translation<typeof english> = {
  renew: {
    label: 'الخطة (اختياري)',
    placeholder: 'اختر خطة لتعبئة الأيام والمبلغ',
    none: 'بلا خطة: اكتب الأيام والمبلغ',
    hint: 'تعبّئ الخطة عدد الأيام والمبلغ، ويبقى بالإمكان تعديلهما.',
    option: (name, days, price) => `${name}: ${days}، ${price}`,
  },
  retired: (name) => `${name} (متوقفة)`,
};
