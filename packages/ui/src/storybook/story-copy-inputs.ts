/**
 * The sample copy of the stories of Combobox, SearchCombobox, FormField, PasswordField, PasswordChecklist,
 * SegmentedControl (`Forms/…`), LanguageSwitch, IconButton and Link (`Actions/…`), in English and Arabic: a part
 * of the design system's story copy (`story-copy.ts`), in a file of its own. A text with `{…}` is filled by the
 * story (`filled`). What a play function types to search is copy too: the words of the list in its language.
 * Members' usernames and names, and each language's own name (English, العربية), are names: the same in both.
 */
const en = {
  combobox: {
    major: 'Major',
    // A sample of majors, in the list's order; the real list lives in the API contract.
    majors: {
      architecture: 'Architecture Engineering',
      chemical: 'Chemical Engineering',
      civil: 'Civil Engineering',
      computer: 'Computer Engineering',
      electrical: 'Electrical Engineering',
      industrial: 'Industrial Engineering',
      mechanical: 'Mechanical Engineering',
      mechatronics: 'Mechatronics Engineering',
      other: 'Other',
    },
    noMajors: 'No majors found',
    typeToSearch: 'Type to search...',
    yourMajor: 'Your major',
    specifyMajor: 'Please specify your major',
    chooseMajor: 'Please choose a major.',
    /** Typed: finds the mechanical and the mechatronics majors, and nothing else. */
    mechanicalQuery: 'mech',
    /** Typed: finds no major. */
    unknownQuery: 'astrology',
    /** Typed: finds Other alone. */
    otherQuery: 'oth',
    /** Typed as one's own major, after Other. */
    ownMajor: 'Biomedical Engineering',
  },
  searchCombobox: {
    username: 'Username',
    members: 'Members',
    clearSearch: 'Clear search',
    placeholder: 'Username or name',
    loading: 'Loading...',
    noMembers: 'No members found.',
  },
  formField: {
    amount: 'Amount',
    amountHint: 'In dollars, e.g. 25.50',
    invalidInput: '❌ Invalid input: days must be > 0 and amount must be >= 0',
  },
  passwordField: {
    password: 'Password',
    show: 'Show password',
    hide: 'Hide password',
    confirm: 'Confirm Password',
    mismatch: 'Passwords do not match.',
  },
  passwordChecklist: {
    requirements: 'Password requirements',
    met: 'met',
    unmet: 'not met',
    rules: {
      length: 'At least 8 characters',
      uppercase: 'At least one uppercase letter',
      lowercase: 'At least one lowercase letter',
      number: 'At least one number',
      special: 'At least one special character',
    },
  },
  segmentedControl: {
    formType: 'Form type',
    joinUs: 'Join Us',
    inquiry: 'Inquiry',
  },
  languageSwitch: { language: 'Language' },
  iconButton: {
    options: 'Options',
    openMenu: 'Open menu',
    close: 'Close',
  },
  link: {
    forgotPassword: 'Forgot Password?',
    /** A variant's sample: `variant` is the prop's value, as the code writes it. */
    backToHome: '{variant}: Back to Home',
    joinOnThisPage: 'Join (scrolls on this page)',
    partnerSite: 'Partner site',
  },
};

const ar: typeof en = {
  combobox: {
    major: 'التخصص',
    majors: {
      architecture: 'الهندسة المعمارية',
      chemical: 'الهندسة الكيميائية',
      civil: 'الهندسة المدنية',
      computer: 'هندسة الحاسوب',
      electrical: 'الهندسة الكهربائية',
      industrial: 'الهندسة الصناعية',
      mechanical: 'الهندسة الميكانيكية',
      mechatronics: 'هندسة الميكاترونكس',
      other: 'أخرى',
    },
    noMajors: 'لم يُعثر على تخصص',
    typeToSearch: 'اكتب للبحث...',
    yourMajor: 'تخصصك',
    specifyMajor: 'يرجى تحديد تخصصك',
    chooseMajor: 'يرجى اختيار تخصص.',
    mechanicalQuery: 'ميكا',
    unknownQuery: 'الفلك',
    otherQuery: 'أخ',
    ownMajor: 'الهندسة الطبية الحيوية',
  },
  searchCombobox: {
    username: 'اسم المستخدم',
    members: 'الأعضاء',
    clearSearch: 'مسح البحث',
    placeholder: 'اسم المستخدم أو اسم العضو',
    loading: 'جارٍ التحميل...',
    noMembers: 'لم يُعثر على أعضاء.',
  },
  formField: {
    amount: 'المبلغ',
    amountHint: 'بالدولار، مثل 25.50',
    invalidInput: '❌ إدخال غير صالح: يجب أن يكون عدد الأيام أكبر من 0 والمبلغ 0 أو أكثر',
  },
  passwordField: {
    password: 'كلمة المرور',
    show: 'إظهار كلمة المرور',
    hide: 'إخفاء كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    mismatch: 'كلمة المرور وتأكيدها غير متطابقين.',
  },
  passwordChecklist: {
    requirements: 'متطلبات كلمة المرور',
    met: 'مستوفى',
    unmet: 'غير مستوفى',
    rules: {
      length: '8 أحرف على الأقل',
      uppercase: 'حرف لاتيني كبير واحد على الأقل',
      lowercase: 'حرف لاتيني صغير واحد على الأقل',
      number: 'رقم واحد على الأقل',
      special: 'رمز خاص واحد على الأقل',
    },
  },
  segmentedControl: {
    formType: 'نوع النموذج',
    joinUs: 'انضم إلينا',
    inquiry: 'استفسار',
  },
  languageSwitch: { language: 'اللغة' },
  iconButton: {
    options: 'الخيارات',
    openMenu: 'فتح القائمة',
    close: 'إغلاق',
  },
  link: {
    forgotPassword: 'نسيت كلمة المرور؟',
    backToHome: '{variant}: العودة إلى الرئيسية',
    joinOnThisPage: 'الانضمام (ينتقل إلى قسمه في هذه الصفحة)',
    partnerSite: 'موقع الشريك',
  },
};

export const inputsCopy = { en, ar } as const;
