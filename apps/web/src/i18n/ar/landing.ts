import type { Translation } from '@mijas/api';
import type { landing as english } from '../en/landing.ts';

/** The Arabic of `../en/landing.ts`: the landing page's texts. */
export const landing: Translation<typeof english> = {
  hero: {
    title: 'نحن MIJAS',
    eyebrow: 'نادي نقابة المهندسين · عمّان',
    subtitle: 'نادٍ للمهندسين وعائلاتهم: رياضة ودورات ومحاضرات وأيام عائلية على مدار العام.',
    join: 'انضم إلينا',
  },
  partners: {
    title: 'شركاؤنا',
    description: 'شركات هندسية أردنية تدعم النادي وأعضاءه.',
    listLabel: 'الشركاء',
  },
  form: {
    sectionTitle: 'الانضمام والاستفسار',
    sectionDescription: 'قدّم طلب العضوية أو اسألنا عمّا تريد، ونردّ عليك خلال يومَي عمل.',
    formLabel: 'نموذج الانضمام والاستفسار',
    typeLabel: 'نوع النموذج',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    mobile: 'الهاتف المحمول',
    mobileHint: 'اختياري، مثل 0791234567',
    major: 'التخصص',
    majorPlaceholder: 'اكتب للبحث في التخصصات...',
    otherMajor: 'تخصصك',
    required: 'الحقول المشار إليها بـ * إلزامية.',
    submit: { 'Join Us': 'إرسال الطلب', Inquiry: 'إرسال الاستفسار' },
    submitting: 'جارٍ الإرسال...',
    sentTitle: 'تم الإرسال',
    sendAnother: 'إرسال نموذج آخر',
    failedTitle: 'تعذّر الإرسال',
  },
  nav: {
    menu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
  },
  footer: {
    tagline: 'نادي مهندسي الأردن: مكان للقاء والتعلّم والترفيه.',
    headings: { visit: 'عنواننا', hours: 'ساعات الدوام', follow: 'تابعنا' },
  },
};
