/**
 * Every text of the club's mail, in English (as it always was) and in Arabic (Modern Standard Arabic as Jordanian
 * institutions write it, with the terms of docs/glossary.md). A mail is written in its recipient's language when it
 * is queued (`templates.ts`). Parameters are names, usernames, addresses, codes and counts: never translated.
 */
import { arabicCounted, type Locale, type Translation } from '@mijas/api/contract';

export const englishMail = {
  brand: 'MIJAS Club',
  greeting: (name: string) => `Hello ${name},`,
  ignoreIfUnexpected: 'If you did not expect this email, you can ignore it.',
  orOpenLink: 'Or open this link:',
  verification: {
    subject: 'Verify your email and set your MIJAS Club password',
    created: (username: string) =>
      `An account was created for you at MIJAS Club (username: ${username}).`,
    openLink: 'Open this link to verify your email address and choose your password:',
    openLinkBelow: 'Open the link below to verify your email address and choose your password.',
    button: 'Verify email and set password',
    validFor: (hours: number) => `The link works for ${hours} hours.`,
  },
  emailChange: {
    subject: 'Confirm your new MIJAS Club email address',
    changed: (username: string) =>
      `The email address of your MIJAS Club account (username: ${username}) was changed to this address.`,
    openLink: 'Open this link to confirm it:',
    openLinkBelow: 'Open the link below to confirm it.',
    button: 'Confirm email address',
    validFor: (hours: number) => `The link works for ${hours} hours.`,
    passwordUnchanged: 'Your password stays as it is.',
  },
  emailChanged: {
    subject: 'Your MIJAS Club email address was changed',
    changed: (username: string, newEmail: string) =>
      `The email address of your MIJAS Club account (username: ${username}) was changed to ${newEmail}. Mail from the club goes there from now on.`,
    contact: 'If you did not ask for this change, please contact the association.',
  },
  passwordReset: {
    subject: 'Reset your MIJAS Club password',
    requested: 'We received a request to reset your password.',
    openLink: 'Open this link to choose a new one:',
    openLinkBelow: 'Open the link below to choose a new one.',
    button: 'Reset password',
    code: (code: string) => `Or enter this code on the reset page: ${code}`,
    validFor: (minutes: number) => `The link and the code work for ${minutes} minutes.`,
  },
  /** The membership expiry reminders (issue 20): some days before the end, and on the day it ends. */
  reminder: {
    subject: (date: string) => `Your MIJAS Club membership ends on ${date}`,
    subjectToday: 'Your MIJAS Club membership ends today',
    endsOn: (date: string) => `Your MIJAS Club membership ends on ${date}.`,
    endsToday: (date: string) => `Your MIJAS Club membership ends today, ${date}.`,
    renew: 'To renew it, contact the club office or visit our site:',
    renewBelow: 'To renew it, contact the club office or visit our site.',
    button: 'Visit MIJAS Club',
    why: 'You receive this reminder because your membership is about to end.',
  },
  /** Renewals paid online or at the office (issue 34): the receipt of a payment, and a rejected request. */
  receipt: {
    subject: (number: string) => `Your MIJAS Club receipt ${number}`,
    thanks: 'Thank you: your membership was renewed and your payment recorded.',
    number: 'Receipt number',
    plan: 'Plan',
    days: 'Days',
    period: 'Period covered',
    amount: 'Amount',
    method: 'Paid by',
    paymentReference: 'Payment reference',
    transferReference: 'Transfer reference',
    confirmedBy: 'Confirmed by',
    date: 'Date',
    open: 'Your receipts are on your member page:',
    openBelow: 'Your receipts are on your member page.',
    button: 'Open my member page',
    why: 'You receive this email because you paid for a MIJAS Club membership.',
  },
  renewalRejected: {
    subject: 'Your MIJAS Club renewal request was not accepted',
    rejected: (reference: string) =>
      `The club office could not accept your renewal request (payment reference ${reference}). The reason:`,
    again: 'You can make a new request from your member page:',
    againBelow: 'You can make a new request from your member page.',
    button: 'Open my member page',
    why: 'You receive this email because you asked to renew your MIJAS Club membership.',
  },
  /** The club office (issue 21): a reply mailed from the inbox, and the club's notice of a new submission. */
  /** The landing form's types as a mail names them. */
  formTypes: { 'Join Us': 'Join Us', Inquiry: 'Inquiry' },
  applicationReply: {
    about: (type: string, date: string) =>
      `This is a reply to the ${type} form you sent us on ${date}.`,
    signature: 'The MIJAS Club office',
    why: 'You receive this email because you wrote to MIJAS Club through our site.',
  },
  applicationNotice: {
    subject: (type: string, name: string) => `New ${type} submission from ${name}`,
    received: (type: string) => `A new ${type} submission arrived on the club's site:`,
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile',
    major: 'Major',
    message: 'Message',
    none: '(none)',
    openApplications: 'Open the Applications page to answer it:',
    openApplicationsBelow: 'Open the Applications page to answer it.',
    button: 'Open the Applications page',
    why: 'You receive this email because this address receives the club’s applications.',
  },
} as const;

export type MailMessages = Translation<typeof englishMail>;

/** A count of hours or minutes as Arabic writes it: ساعة واحدة، ساعتان، 3 ساعات، 12 ساعة. */
const hours = (count: number) =>
  arabicCounted(count, {
    one: 'ساعة واحدة',
    two: 'ساعتين',
    few: 'ساعات',
    many: 'ساعة',
    other: 'ساعة',
  });
const minutes = (count: number) =>
  arabicCounted(count, {
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: 'دقائق',
    many: 'دقيقة',
    other: 'دقيقة',
  });

export const arabicMail: MailMessages = {
  brand: 'نادي MIJAS',
  greeting: (name) => `مرحباً ${name}،`,
  ignoreIfUnexpected: 'إذا لم تكن تتوقع هذه الرسالة، فيمكنك تجاهلها.',
  orOpenLink: 'أو افتح هذا الرابط:',
  verification: {
    subject: 'تحقّق من بريدك الإلكتروني وعيّن كلمة المرور لحسابك في نادي MIJAS',
    created: (username) => `أُنشئ لك حساب في نادي MIJAS (اسم المستخدم: ${username}).`,
    openLink: 'افتح هذا الرابط للتحقق من بريدك الإلكتروني واختيار كلمة المرور:',
    openLinkBelow: 'افتح الرابط أدناه للتحقق من بريدك الإلكتروني واختيار كلمة المرور.',
    button: 'التحقق من البريد الإلكتروني وتعيين كلمة المرور',
    validFor: (count) => `الرابط صالح لمدة ${hours(count)}.`,
  },
  emailChange: {
    subject: 'أكّد بريدك الإلكتروني الجديد في نادي MIJAS',
    changed: (username) =>
      `تم تغيير البريد الإلكتروني لحسابك في نادي MIJAS (اسم المستخدم: ${username}) إلى هذا العنوان.`,
    openLink: 'افتح هذا الرابط لتأكيده:',
    openLinkBelow: 'افتح الرابط أدناه لتأكيده.',
    button: 'تأكيد البريد الإلكتروني',
    validFor: (count) => `الرابط صالح لمدة ${hours(count)}.`,
    passwordUnchanged: 'تبقى كلمة المرور كما هي دون تغيير.',
  },
  emailChanged: {
    subject: 'تم تغيير بريدك الإلكتروني في نادي MIJAS',
    changed: (username, newEmail) =>
      `تم تغيير البريد الإلكتروني لحسابك في نادي MIJAS (اسم المستخدم: ${username}) إلى ${newEmail}. تُرسَل رسائل النادي إليه من الآن فصاعداً.`,
    contact: 'إذا لم تطلب هذا التغيير، فيرجى التواصل مع النقابة.',
  },
  passwordReset: {
    subject: 'إعادة تعيين كلمة المرور لحسابك في نادي MIJAS',
    requested: 'تلقّينا طلباً لإعادة تعيين كلمة المرور الخاصة بك.',
    openLink: 'افتح هذا الرابط لاختيار كلمة مرور جديدة:',
    openLinkBelow: 'افتح الرابط أدناه لاختيار كلمة مرور جديدة.',
    button: 'إعادة تعيين كلمة المرور',
    code: (code) => `أو أدخل هذا الرمز في صفحة إعادة تعيين كلمة المرور: ${code}`,
    validFor: (count) => `الرابط والرمز صالحان لمدة ${minutes(count)}.`,
  },
  reminder: {
    subject: (date) => `تنتهي عضويتك في نادي MIJAS بتاريخ ${date}`,
    subjectToday: 'تنتهي عضويتك في نادي MIJAS اليوم',
    endsOn: (date) => `تنتهي عضويتك في نادي MIJAS بتاريخ ${date}.`,
    endsToday: (date) => `تنتهي عضويتك في نادي MIJAS اليوم، ${date}.`,
    renew: 'لتجديد العضوية، تواصل مع مكتب النادي أو زُر موقعنا:',
    renewBelow: 'لتجديد العضوية، تواصل مع مكتب النادي أو زُر موقعنا.',
    button: 'زيارة موقع نادي MIJAS',
    why: 'تصلك هذه الرسالة للتذكير لأن عضويتك على وشك الانتهاء.',
  },
  receipt: {
    subject: (number) => `إيصال نادي MIJAS رقم ${number}`,
    thanks: 'شكرًا لك: جُدّدت عضويتك وسُجّلت دفعتك.',
    number: 'رقم الإيصال',
    plan: 'الخطة',
    days: 'عدد الأيام',
    period: 'الفترة المشمولة',
    amount: 'المبلغ',
    method: 'طريقة الدفع',
    paymentReference: 'مرجع الدفع',
    transferReference: 'مرجع التحويل',
    confirmedBy: 'أكّده',
    date: 'التاريخ',
    open: 'إيصالاتك في صفحة العضو الخاصة بك:',
    openBelow: 'إيصالاتك في صفحة العضو الخاصة بك.',
    button: 'فتح صفحة العضو',
    why: 'تصلك هذه الرسالة لأنك دفعت رسوم عضوية في نادي MIJAS.',
  },
  renewalRejected: {
    subject: 'لم يُقبل طلب تجديد عضويتك في نادي MIJAS',
    rejected: (reference) =>
      `تعذّر على مكتب النادي قبول طلب التجديد الخاص بك (مرجع الدفع ${reference}). السبب:`,
    again: 'يمكنك تقديم طلب جديد من صفحة العضو الخاصة بك:',
    againBelow: 'يمكنك تقديم طلب جديد من صفحة العضو الخاصة بك.',
    button: 'فتح صفحة العضو',
    why: 'تصلك هذه الرسالة لأنك طلبت تجديد عضويتك في نادي MIJAS.',
  },
  formTypes: { 'Join Us': 'انضم إلينا', Inquiry: 'استفسار' },
  applicationReply: {
    about: (type, date) => `هذا ردّ على نموذج «${type}» الذي أرسلته إلينا بتاريخ ${date}.`,
    signature: 'مكتب نادي MIJAS',
    why: 'تصلك هذه الرسالة لأنك راسلت نادي MIJAS عبر موقعنا.',
  },
  applicationNotice: {
    subject: (type, name) => `طلب «${type}» جديد من ${name}`,
    received: (type) => `وصل طلب «${type}» جديد عبر موقع النادي:`,
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    mobile: 'رقم الهاتف المحمول',
    major: 'التخصص',
    message: 'الرسالة',
    none: '(لا يوجد)',
    openApplications: 'افتح صفحة الطلبات للرد عليه:',
    openApplicationsBelow: 'افتح صفحة الطلبات للرد عليه.',
    button: 'فتح صفحة الطلبات',
    why: 'تصلك هذه الرسالة لأن هذا العنوان هو عنوان طلبات النادي.',
  },
};

const catalogues: Readonly<Record<Locale, MailMessages>> = { en: englishMail, ar: arabicMail };

/** The mail texts of `locale`. */
export function mailMessagesFor(locale: Locale): MailMessages {
  return catalogues[locale];
}
