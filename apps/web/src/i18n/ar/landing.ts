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
    message: 'الرسالة',
    required: 'الحقول المشار إليها بـ * إلزامية.',
    types: { 'Join Us': 'انضم إلينا', Inquiry: 'استفسار' },
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
  content: {
    partners: {
      petra: { name: 'بترا للاستشارات الإنشائية', field: 'التصميم الإنشائي' },
      wadiRum: { name: 'وادي رم للطاقة', field: 'الطاقة الشمسية' },
      aqaba: { name: 'العقبة للهندسة البحرية', field: 'الموانئ والأعمال الساحلية' },
      zarqa: { name: 'الزرقاء للأنظمة الصناعية', field: 'التصنيع والأتمتة' },
      citadel: { name: 'القلعة للأعمال المدنية', field: 'الطرق والبنية التحتية' },
    },
    // The networks' names as Jordanian institutions write them in Arabic letters.
    social: {
      facebook: 'فيسبوك',
      instagram: 'إنستغرام',
      linkedin: 'لينكدإن',
      youtube: 'يوتيوب',
    },
    address: 'نادي المهندسين، مجمع النقابات المهنية، الشميساني، عمّان - الأردن',
    // SPEC §9, the days in Arabic and the hours in Western digits.
    openingHours: 'من الأحد إلى الخميس، من 8:00 صباحًا حتى 4:00 مساءً',
    copyright: 'نادي MIJAS. جميع الحقوق محفوظة.',
  },
};
