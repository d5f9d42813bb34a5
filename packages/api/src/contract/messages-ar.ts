import { arabicCounted } from '../i18n/arabic-plural.ts';
import { LANDING_FORM_LIMIT } from './constants.ts';
import type { Messages } from './messages.ts';

/**
 * The messages in Arabic: Modern Standard Arabic as Jordanian institutions write it, with the club's terms of
 * `docs/glossary.md`. Loaded only where Arabic is read (`@mijas/api/messages-ar`: the server at start, the browser
 * when Arabic is chosen), then `registerMessages('ar', arabicMessages)`.
 *
 * A field's name is composed into a sentence that stays right whatever the name's gender: "حقل … مطلوب",
 * "قيمة … ", "طول …". Counts take Arabic's plural forms (`Intl.PluralRules('ar')`: zero, one, two, few, many,
 * other); digits are Western (0-9), as `ar-JO` writes them.
 */

/** Counted nouns in the genitive (after عن، على، من), by Arabic's plural rules: 1 حرف واحد, 2 حرفين, 3 أحرف, 11 حرفًا. */
const characters = (count: number) =>
  arabicCounted(count, { one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' });
const digits = (count: number) =>
  arabicCounted(count, { one: 'رقم واحد', two: 'رقمين', few: 'أرقام', many: 'رقمًا', other: 'رقم' });
/** Members counted after a verb (تم تخطّي عضو واحد، عضوين، 3 أعضاء، 11 عضوًا). */
const members = (count: number) =>
  arabicCounted(count, { one: 'عضو واحد', two: 'عضوين', few: 'أعضاء', many: 'عضوًا', other: 'عضو' });
const submissions = (count: number) =>
  arabicCounted(count, { one: 'طلب واحد', two: 'طلبين', few: 'طلبات', many: 'طلبًا', other: 'طلب' });

/** The landing form's two types by their Arabic names (glossary: Join Us, Inquiry). */
const FORM_TYPE_NAMES = { 'Join Us': 'انضم إلينا', Inquiry: 'استفسار' } as const;

/**
 * An example phone number inside an Arabic sentence: isolated left to right (U+2066 … U+2069), so the `+` stays
 * before the digits.
 */
const ltr = (value: string) => `\u2066${value}\u2069`;

const sessionEnded = 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.';

export const arabicMessages: Messages = {
  login: {
    required: '⚠️ يُرجى إدخال البريد الإلكتروني أو اسم المستخدم وكلمة المرور',
    failed: '❌ فشل تسجيل الدخول.',
    submitting: 'جارٍ تسجيل الدخول...',
    passwordUpdateRequired:
      'يحتاج حسابك إلى كلمة مرور جديدة. استخدم الرابط الوارد في رسالة التحقق، أو أعد تعيين كلمة المرور.',
    invalidCredentials: 'اسم المستخدم أو البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    accountDisabled: 'هذا الحساب موقوف. يُرجى التواصل مع النقابة.',
    sessionEnded,
    offline:
      'أنت غير متصل بالإنترنت: يحتاج تسجيل الدخول إلى اتصال بخادم النادي. تحقّق من اتصالك وحاول مرة أخرى.',
  },
  forgotPassword: {
    success: 'تم إرسال رابط إعادة التعيين بنجاح! تحقّق من بريدك الإلكتروني.',
    failed: 'تعذّر إرسال رابط إعادة التعيين. يُرجى المحاولة مرة أخرى.',
    emailRequired: 'يُرجى إدخال بريدك الإلكتروني.',
    emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صالح.',
  },
  resetCode: {
    codeRequired: 'يُرجى إدخال الرمز المكوّن من 6 أرقام الوارد في بريدك الإلكتروني.',
    invalid: 'الرمز غير صحيح أو انتهت صلاحيته.',
  },
  resetPassword: {
    missingToken: '❌ الرمز مفقود.',
    fixRequirements: 'يُرجى استيفاء متطلبات كلمة المرور أدناه.',
    mismatch: 'كلمة المرور وتأكيدها غير متطابقين.',
    success: '✅ تمت إعادة تعيين كلمة المرور بنجاح.',
    failed: '❌ فشلت إعادة التعيين.',
  },
  emailVerification: {
    noKey: 'رابط التحقق غير صالح. لم يُرفق به أي مفتاح.',
    failedLink: 'فشل التحقق من البريد الإلكتروني. قد يكون الرابط غير صالح أو منتهي الصلاحية.',
    failedGeneric:
      'فشل التحقق من البريد الإلكتروني. يُرجى المحاولة مرة أخرى أو التواصل مع الدعم الفني.',
    verifying: 'جارٍ التحقق من بريدك الإلكتروني...',
    verified: '✅ تم التحقق من بريدك الإلكتروني. جارٍ تحويلك إلى صفحة تسجيل الدخول...',
    passwordNeeded: 'يجب تعيين كلمة المرور لحسابك. جارٍ تحويلك لتعيينها...',
  },
  verifyEmailToken: {
    missingToken: 'الرمز مفقود.',
    verifying: 'جارٍ التحقق من الرمز...',
    success: 'تم التحقق من البريد الإلكتروني.',
    failed: 'فشل التحقق.',
  },
  membershipCard: {
    noToken: 'لم يُعثر على رمز المصادقة. يُرجى تسجيل الدخول.',
    unauthorized: 'غير مصرّح (401): رمز المصادقة مفقود أو غير صالح. يُرجى تسجيل الدخول مرة أخرى.',
    forbidden: 'ممنوع (403): لا يملك حسابك صلاحية عرض معلومات العضوية.',
    notFound: 'غير موجود (404): معلومات العضوية غير متاحة لهذا المستخدم.',
    serverError: 'خطأ في الخادم (500). راجع سجلات الخادم.',
    networkErrorPrefix: 'خطأ في الشبكة: ',
    otherStatus: (status, body) => `خطأ ${status}: ${body}`,
  },
  memberCardReplace: {
    replaced: 'تم استبدال البطاقة',
    replacedDetail: 'بطاقتك القديمة، وأي نسخة منها، تظهر الآن غير فعّالة.',
    failed: 'تعذّر استبدال البطاقة.',
  },
  memberPage: {
    loadFailed: 'تعذّر تحميل بيانات العضو',
    noData: 'لم يُعثر على بيانات العضو',
  },
  memberProfileEdit: {
    save: 'حفظ التغييرات',
    saving: 'جارٍ الحفظ...',
    success: '✅ تم تحديث معلوماتك بنجاح',
    failed: '❌ تعذّر تحديث معلوماتك',
  },
  memberActionConfirm: {
    deactivateMember: (username) =>
      `هل تريد إيقاف حساب ${username}؟ لن يتمكن صاحب الحساب من تسجيل الدخول بعد ذلك.`,
    deactivateMembership: (username) =>
      `هل تريد إيقاف عضوية ${username}؟ ستبقى العضوية غير فعّالة إلى أن يتم تجديدها.`,
  },
  addMember: {
    success: 'تمت إضافة العضو بنجاح!',
    failed: '❌ حدث خطأ غير متوقع.',
    submit: 'إضافة عضو',
    submitting: 'جارٍ الإضافة...',
  },
  memberToasts: {
    renewed: 'تم تجديد العضوية',
    renewFailed: 'فشل التجديد',
    activated: 'تم تفعيل العضو',
    activateFailed: 'فشل التفعيل',
    deactivated: 'تم إيقاف العضو',
    deactivateFailed: 'فشل الإيقاف',
    membershipDeactivated: 'تم إيقاف العضوية',
    membershipDeactivateFailed: 'تعذّر إيقاف العضوية',
    verificationSent: 'تم إرسال رسالة التحقق',
    verificationFailed: 'تعذّر إرسال رسالة التحقق',
  },
  renewModal: {
    invalidInput: '❌ إدخال غير صالح: يجب أن يكون عدد الأيام أكبر من 0 والمبلغ 0 أو أكثر',
    success: '✅ تم تجديد العضوية بنجاح',
    errorPrefix: '❌ خطأ في تجديد العضوية: ',
  },
  adminToasts: {
    activated: 'تم تفعيل المسؤول',
    deactivated: 'تم إيقاف المسؤول',
    activateFailed: 'تعذّر تفعيل المسؤول',
    deactivateFailed: 'تعذّر إيقاف المسؤول',
    verificationSent: 'تم إرسال رسالة التحقق',
    verificationFailed: 'تعذّر إرسال رسالة التحقق',
  },
  adminActionConfirm: {
    deactivateAdmin: (username) =>
      `هل تريد إيقاف حساب المسؤول ${username}؟ لن يتمكن صاحب الحساب من تسجيل الدخول بعد ذلك.`,
  },
  createAdmin: {
    success: 'تم إنشاء المسؤول بنجاح',
    failed: 'حدث خطأ ما',
    submit: 'إنشاء مسؤول',
    submitting: 'جارٍ الإنشاء...',
    customMajorHint: 'يُرجى تحديد تخصصك',
    noNationalities: 'لم يُعثر على جنسيات',
    noMajors: 'لم يُعثر على تخصصات',
  },
  adminInfo: {
    fetchFailed: '❌ تعذّر جلب معلومات المسؤول. تحقّق من رمز المصادقة.',
    noToken: '❌ لم يُعثر على رمز المصادقة في localStorage',
    loadFailed: 'تعذّر تحميل بيانات المسؤول',
    noData: 'لم يُعثر على بيانات المسؤول',
    loading: 'جارٍ التحميل...',
  },
  updateAdminInfo: {
    save: 'حفظ التغييرات',
    saving: 'جارٍ الحفظ...',
    success: '✅ تم تحديث المعلومات بنجاح',
    failed: '❌ تعذّر تحديث المعلومات',
  },
  updateMember: {
    success: 'تم تحديث بيانات العضو بنجاح',
    noData: 'لم يُعثر على بيانات العضو.',
    failed: '❌ تعذّر تحديث بيانات العضو',
    save: 'حفظ',
    saving: 'جارٍ الحفظ...',
    emailConfirmationSent: 'أُرسل إلى عنوان البريد الإلكتروني الجديد رابط لتأكيده.',
  },
  renewalDetails: {
    loading: 'جارٍ تحميل تفاصيل التجديد...',
    failed: 'حدث خطأ أثناء تحميل التفاصيل.',
  },
  adminDetails: {
    loading: 'جارٍ تحميل تفاصيل المسؤول...',
    failed: 'تعذّر تحميل تفاصيل المسؤول.',
  },
  lists: {
    loading: 'جارٍ التحميل...',
    noMembers: 'لم يُعثر على أعضاء.',
    noAdmins: 'لم يُعثر على مسؤولين.',
    adminsFailed: 'تعذّر جلب قائمة المسؤولين.',
    membershipHistoryFailed: 'تعذّر جلب سجل العضويات.',
    noMembershipHistory: 'لم يُعثر على سجل عضويات.',
    memberHistoryFailed: 'تعذّر جلب سجل الأعضاء.',
    noMemberHistory: 'لم يُعثر على سجل أعضاء.',
    membersFailed: 'تعذّر جلب قائمة الأعضاء.',
  },
  memberDetails: {
    loading: 'جارٍ تحميل تفاصيل العضو...',
    failed: 'تعذّر تحميل تفاصيل العضو.',
  },
  historyLabels: {
    membershipActionTypes: { renewal: 'تجديد', deactivation: 'إيقاف' },
    memberActionTypes: {
      create: 'إنشاء',
      update: 'تحديث',
      activate: 'تفعيل',
      deactivate: 'إيقاف',
      delete: 'حذف',
      cardChecked: 'تم التحقق من البطاقة',
      reminderSent: 'أُرسل تذكير',
    },
    unknownActionType: 'غير معروف',
    madeByFallback: 'غير متوفر',
    moreDetails: 'مزيد من التفاصيل',
    renewalModalTitle: 'تجديد العضوية',
  },
  landingForm: {
    limitReached: (type) =>
      `يمكنك إرسال ${submissions(LANDING_FORM_LIMIT)} على الأكثر من نوع «${FORM_TYPE_NAMES[type]}» خلال 24 ساعة.`,
    failed: 'عذرًا، تعذّر إرسال النموذج. يُرجى المحاولة مرة أخرى.',
    messageHint: (max) => `اختياري: سؤالك، أو أي شيء تودّ أن نعرفه (حتى ${characters(max)}).`,
  },
  applications: {
    failed: 'تعذّر جلب الطلبات.',
    noApplications: 'لم يُعثر على طلبات.',
    detailsLoading: 'جارٍ تحميل الطلب...',
    detailsFailed: 'تعذّر تحميل الطلب.',
    updateFailed: 'تعذّر تحديث الطلب. يُرجى المحاولة مرة أخرى.',
    replyFailed: 'تعذّر إرسال ردّك. يُرجى المحاولة مرة أخرى.',
    replySubject: (type) =>
      type === 'Join Us' ? 'ردًّا على طلب انضمامك إلى نادي MIJAS' : 'ردًّا على استفسارك لدى نادي MIJAS',
  },
  auth: {
    noTokenInStorage: 'لم يُعثر على رمز المصادقة في localStorage',
    sessionEnded: 'انتهت الجلسة. يُرجى تسجيل الدخول مرة أخرى.',
  },
  validation: {
    fields: {
      username: 'اسم المستخدم',
      email: 'البريد الإلكتروني',
      usernameOrEmail: 'اسم المستخدم أو البريد الإلكتروني',
      password: 'كلمة المرور',
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      fullName: 'الاسم الكامل',
      phoneNumber: 'رقم الهاتف',
      mobile: 'الهاتف المحمول',
      nationality: 'الجنسية',
      major: 'التخصص',
      addressDetails: 'تفاصيل العنوان',
      dateOfBirth: 'تاريخ الميلاد',
      searchText: 'نص البحث',
      code: 'الرمز',
      token: 'الرمز',
      refreshToken: 'رمز التحديث',
      resetToken: 'رمز إعادة التعيين',
      pageNumber: 'رقم الصفحة',
      pageSize: 'حجم الصفحة',
      amount: 'المبلغ',
      numberOfDays: 'عدد الأيام',
      expiresWithinDays: 'تنتهي خلال (أيام)',
      gender: 'الجنس',
      country: 'الدولة',
      city: 'المدينة',
      month: 'الشهر',
      status: 'الحالة',
      type: 'النوع',
      subject: 'الموضوع',
      message: 'الرسالة',
      file: 'الملف',
      members: 'الأعضاء',
      action: 'الإجراء',
      column: 'العمود',
    },
    required: (field) => `حقل ${field} مطلوب.`,
    notText: (field) => `يجب أن تكون قيمة ${field} نصًا.`,
    nulCharacter: (field) => `يجب ألا يحتوي حقل ${field} على المحرف NUL.`,
    invalidCharacter: (field) => `يحتوي حقل ${field} على محرف غير صالح.`,
    tooShort: (field, min) => `يجب ألا يقل طول ${field} عن ${characters(min)}.`,
    tooLong: (field, max) => `يجب ألا يزيد طول ${field} على ${characters(max)}.`,
    tooLongText: (field) => `النص المُدخل في حقل ${field} طويل جدًا.`,
    notValid: (field) => `قيمة ${field} غير صالحة.`,
    usernameCharacters:
      'يجب أن يتكون اسم المستخدم من أحرف لاتينية وأرقام ونقاط وشرطات وشرطات سفلية فقط.',
    emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صالح.',
    nameCharacters: (field) =>
      `يجب أن يقتصر حقل ${field} على الأحرف والمسافات والفواصل العليا والنقاط والشرطات.`,
    phoneInvalid: `يُرجى إدخال رقم هاتف صالح (مثل ${ltr('0791234567')} أو ${ltr('+962791234567')}).`,
    mobileInvalid: `يُرجى إدخال رقم هاتف محمول صالح (مثل ${ltr('0791234567')} أو ${ltr('+962791234567')}).`,
    genderRequired: 'يُرجى اختيار الجنس.',
    genderInvalid: 'يجب أن تكون قيمة الجنس M أو F.',
    cityRequired: 'يُرجى اختيار مدينة من مدن الأردن.',
    countryInvalid: (country) => `يجب أن تكون الدولة ${country}.`,
    nationalityRequired: 'يُرجى اختيار الجنسية.',
    nationalityInvalid: 'يُرجى اختيار الجنسية من القائمة.',
    majorRequired: 'يُرجى اختيار التخصص.',
    dateInvalid: (field) => `يجب أن تكون قيمة ${field} تاريخًا صالحًا.`,
    // Day, month, year: as Jordan writes a date.
    dateOfBirthRange: (min) =>
      `يجب أن يكون تاريخ الميلاد بين ${min.slice(8, 10)}/${min.slice(5, 7)}/${min.slice(0, 4)} واليوم.`,
    idInvalid: 'المعرّف غير صالح.',
    notANumber: (field) => `يجب أن تكون قيمة ${field} رقمًا.`,
    notWholeNumber: (field) => `يجب أن تكون قيمة ${field} عددًا صحيحًا.`,
    atLeastOne: (field) => `يجب أن تكون قيمة ${field} 1 أو أكثر.`,
    notNegative: (field) => `يجب أن تكون قيمة ${field} 0 أو أكثر.`,
    positive: (field) => `يجب أن تكون قيمة ${field} أكبر من 0.`,
    atMost: (field, max) => `يجب ألا تزيد قيمة ${field} على ${max}.`,
    tooLarge: (field) => `قيمة ${field} كبيرة جدًا.`,
    decimals: (field, count) =>
      `يجب ألا تحتوي قيمة ${field} على أكثر من ${count === 1 ? 'منزلة عشرية واحدة' : count === 2 ? 'منزلتين عشريتين' : `${count} منازل عشرية`}.`,
    searchByInvalid: (choices) => `يجب أن تكون قيمة searchBy إحدى القيم: ${choices}.`,
    isActiveInvalid: 'يجب أن تكون قيمة isActive إما true أو false.',
    nothingToChange: 'أرسل حقلًا واحدًا على الأقل لتغييره.',
    codeDigits: (length) => `يتكون الرمز من ${digits(length)}.`,
    formTypeInvalid: 'يجب أن يكون نوع النموذج «انضم إلينا» (Join Us) أو «استفسار» (Inquiry).',
    monthInvalid: (field) => `يجب أن تكون قيمة ${field} شهرًا بالصيغة YYYY-MM.`,
    choiceInvalid: (field, choices) => `يجب أن تكون قيمة ${field} إحدى القيم: ${choices}.`,
    tooMany: (field, max) => `${field}: ${max} على الأكثر في كل مرة.`,
    duplicateIds: 'العضو نفسه مذكور مرتين.',
  },
  passwordRules: {
    length: (min) => `${characters(min)} على الأقل`,
    uppercase: 'حرف لاتيني كبير واحد على الأقل',
    lowercase: 'حرف لاتيني صغير واحد على الأقل',
    number: 'رقم واحد على الأقل',
    special: 'رمز خاص واحد على الأقل',
  },
  forms: {
    openFailed: 'تعذّر فتح النموذج. تحقّق من اتصالك وحاول مرة أخرى.',
  },
  panels: {
    superadmin: 'لوحة المسؤول الرئيسي',
    admin: 'لوحة المسؤول',
    member: 'لوحة العضو',
  },
  api: {
    unauthorized: 'المصادقة مطلوبة. يُرجى تسجيل الدخول.',
    invalidToken: 'انتهت صلاحية جلستك أو أنها غير صالحة. يُرجى تسجيل الدخول مرة أخرى.',
    forbidden: 'لا تملك صلاحية القيام بهذا الإجراء.',
    membershipInfoForbidden:
      'ممنوع (403): لا يملك حسابك صلاحية عرض معلومات العضوية الخاصة بعضو آخر.',
    notFound: 'غير موجود',
    memberNotFound: 'لم يُعثر على العضو.',
    adminNotFound: 'لم يُعثر على المسؤول.',
    userNotFound: 'لم يُعثر على المستخدم.',
    renewalNotFound: 'لم يُعثر على التجديد.',
    sessionNotFound: 'لم يُعثر على الجلسة. ربما انتهت من قبل.',
    sessionEnded: 'سُجِّل الخروج على ذلك الجهاز.',
    otherSessionsEnded: 'سُجِّل الخروج على كل الأجهزة الأخرى.',
    tooManyRequests: 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    payloadTooLarge: 'حجم محتوى الطلب كبير جدًا.',
    unsupportedMediaType: 'أرسل محتوى الطلب بصيغة JSON (Content-Type: application/json).',
    invalidJson: 'محتوى الطلب ليس JSON صالحًا.',
    invalidRequest: 'الطلب غير صالح.',
    internalError: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى لاحقًا.',
    serviceUnavailable: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى بعد قليل.',
    refreshFailed: sessionEnded,
    loggedOut: 'تم تسجيل الخروج.',
    forgotPasswordSent:
      'إذا كان هناك حساب مرتبط بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا ورمزًا لإعادة تعيين كلمة المرور.',
    passwordReset: 'تم تعيين كلمة المرور. يمكنك تسجيل الدخول الآن.',
    invalidActionToken: 'الرابط غير صالح أو انتهت صلاحيته.',
    emailVerified: 'تم التحقق من البريد الإلكتروني.',
    emailAlreadyVerified: 'تم التحقق من عنوان البريد الإلكتروني هذا مسبقًا.',
    verificationSent: 'تم إرسال رسالة التحقق.',
    duplicateUserName: 'اسم المستخدم هذا محجوز مسبقًا.',
    duplicateEmail: 'عنوان البريد الإلكتروني هذا مستخدم مسبقًا.',
    membershipNotActive: 'لا توجد عضوية فعّالة لهذا العضو.',
    expiryTooLate: 'لا يمكن أن تمتد العضوية إلى ما بعد 31 كانون الأول 9999.',
    alreadyActive: 'هذا الحساب فعّال مسبقًا.',
    alreadyInactive: 'هذا الحساب غير فعّال مسبقًا.',
    notAMember: 'هذا الحساب ليس حساب عضو.',
    notAnAdmin: 'هذا الحساب ليس حساب مسؤول.',
    formReceived: 'شكرًا لك! تلقّينا رسالتك وسنتواصل معك قريبًا.',
    profileUpdated: 'تم تحديث معلوماتك.',
    cannotChangeOwnStatus: 'لا يمكنك تغيير حالة حسابك.',
    cardNotRecognised: 'هذه ليست بطاقة صالحة لنادي MIJAS.',
    submissionNotFound: 'لم يُعثر على الطلب.',
    submissionUpdated: 'تم تحديث الطلب.',
    submissionAlreadyLinked: 'أُنشئ عضو من هذا الطلب مسبقًا.',
    replySent: 'تم إرسال ردّك.',
    selectionTooLarge: (max) =>
      `يضم البحث أكثر من ${max} عضو. ضيّق البحث لتطبيق الإجراء عليهم جميعًا دفعة واحدة.`,
    bulkDone: (done, failed, skipped) =>
      `تم التنفيذ لـ ${done} من الأعضاء${skipped > 0 ? `؛ وتم تخطّي ${members(skipped)}` : ''}${
        failed > 0 ? `؛ وتعذّر لـ ${failed}` : ''
      }.`,
    membersImported: (count) => `تم استيراد ${count} من الأعضاء.`,
    exportInProgress: 'ما زال تصديرك السابق قيد التنزيل. انتظر حتى ينتهي ثم حاول مرة أخرى.',
    exportsBusy: 'يجري تنزيل عدد كبير من ملفات التصدير الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
    overviewFailed: 'تعذّر تحميل النظرة العامة.',
    noResponse: 'لا توجد استجابة من الخادم',
    requestFailed: (status) => `فشل الطلب برمز الحالة ${status}`,
  },
};
