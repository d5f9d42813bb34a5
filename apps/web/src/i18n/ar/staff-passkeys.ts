import type { Translation } from '@mijas/api';
import type { staffPasskeys as english } from '../en/staff-passkeys.ts';

/** Staff must use passkeys (issue 35), in Arabic: the login page's second step and the root admin's setting. */
export const staffPasskeys: Translation<typeof english> = {
  confirm: {
    title: 'أكِّد بمفتاح المرور',
    description:
      'يطلب النادي من الموظفين تأكيد كل تسجيل دخول بمفتاح مرور. استخدم مفتاح المرور الذي أضفته إلى حسابك.',
    action: 'أكِّد بمفتاح المرور',
  },
  add: {
    title: 'أضِف مفتاح مرور للمتابعة',
    description:
      'يطلب النادي من الموظفين تسجيل الدخول بمفتاح مرور. أضِف مفتاحًا على هذا الجهاز (بصمتك أو وجهك أو قفل الشاشة أو مفتاح أمان): ستستخدمه عند كل تسجيل دخول.',
    action: 'أضِف مفتاح مرور',
    defaultName: 'أُضيف عند تسجيل الدخول',
  },
  waiting: 'بانتظار مفتاح المرور...',
  back: 'العودة إلى تسجيل الدخول',
  setting: {
    title: 'تسجيل دخول الموظفين',
    label: 'على الموظفين استخدام مفاتيح المرور',
    description:
      'عند التفعيل، يسجّل المسؤولون والمسؤولون الرئيسيون الدخول بمفتاح مرور، أو بكلمة المرور ثم بمفتاح مرور. ويُطلب ممن ليس لديه مفتاح مرور إضافة واحد عند تسجيل دخوله التالي. لا يتأثر الأعضاء.',
    loading: 'جارٍ تحميل الإعداد...',
    failed: 'تعذّر تحميل الإعداد',
    retry: 'حاول مرة أخرى',
    saved: 'حُفظ. يسري عند تسجيل الدخول التالي لكل موظف.',
  },
};
