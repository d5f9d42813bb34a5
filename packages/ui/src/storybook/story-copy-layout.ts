/**
 * The sample copy of Navbar's, AppShell's and DataTable's stories (`Layout/Navbar`, `Layout/AppShell`,
 * `Data display/DataTable`), in English and Arabic: a part of the design system's story copy (`story-copy.ts`), in
 * a file of its own. A text with `{…}` is filled by the story (`filled`). The brand and members' names and
 * usernames are names: the same in both.
 */
const en = {
  navbar: {
    label: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Home',
    partners: 'Partners',
    join: 'Join',
    login: 'Login',
    adminPanel: 'Admin Panel',
    logout: 'Logout',
    language: 'Language',
  },
  appShell: {
    navLabel: 'Admin',
    collapse: 'Collapse navigation',
    expand: 'Expand navigation',
    skipToContent: 'Skip to content',
    pages: {
      viewMembers: 'View Members',
      addMember: 'Add Member',
      membershipHistory: 'Membership History',
      memberHistory: 'Member History',
      profile: 'My Profile',
    },
    home: 'Home',
    logout: 'Logout',
    /** The words Logout's icon takes its initials from. */
    logoutIcon: 'Log out',
    newCount: '{count} new',
    members: 'Members',
    pageContent: 'The page content goes here.',
  },
  dataTable: {
    caption: 'Members',
    loading: 'Loading...',
    options: 'Options',
    optionsFor: 'Options for {username}',
    rowActionsHint: '(right-click a row or press Shift+F10 on it for its actions)',
    loadFailed: 'Failed to fetch member history.',
    columns: {
      username: 'Username',
      fullName: 'Full Name',
      email: 'Email',
      phoneNumber: 'Phone Number',
      emailStatus: 'Email Status',
      accountStatus: 'Account Status',
      membershipStatus: 'Membership Status',
    },
    actions: {
      details: 'View Details',
      renew: 'Renew Membership',
      deactivateMembership: 'Deactivate Membership',
      verify: 'Send Verification Email',
      deactivate: 'Deactivate Member',
      activate: 'Activate Member',
    },
  },
};

const ar: typeof en = {
  navbar: {
    label: 'القائمة الرئيسية',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    home: 'الرئيسية',
    partners: 'الشركاء',
    join: 'الانضمام',
    login: 'تسجيل الدخول',
    adminPanel: 'لوحة تحكم المسؤول',
    logout: 'تسجيل الخروج',
    language: 'اللغة',
  },
  appShell: {
    navLabel: 'المسؤول',
    collapse: 'طيّ قائمة التنقل',
    expand: 'توسيع قائمة التنقل',
    skipToContent: 'انتقل إلى المحتوى',
    pages: {
      viewMembers: 'عرض الأعضاء',
      addMember: 'إضافة عضو',
      membershipHistory: 'سجل العضويات',
      memberHistory: 'سجل الأعضاء',
      profile: 'ملفي الشخصي',
    },
    home: 'الرئيسية',
    logout: 'تسجيل الخروج',
    logoutIcon: 'تسجيل الخروج',
    newCount: '{count} جديدة',
    members: 'الأعضاء',
    pageContent: 'هنا يظهر محتوى الصفحة.',
  },
  dataTable: {
    caption: 'الأعضاء',
    loading: 'جارٍ التحميل...',
    options: 'الخيارات',
    optionsFor: 'خيارات {username}',
    rowActionsHint: '(انقر بزر الفأرة الأيمن على صف أو اضغط Shift+F10 عليه لعرض إجراءاته)',
    loadFailed: 'تعذّر جلب سجل الأعضاء.',
    columns: {
      username: 'اسم المستخدم',
      fullName: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      phoneNumber: 'رقم الهاتف',
      emailStatus: 'حالة البريد الإلكتروني',
      accountStatus: 'حالة الحساب',
      membershipStatus: 'حالة العضوية',
    },
    actions: {
      details: 'عرض التفاصيل',
      renew: 'تجديد العضوية',
      deactivateMembership: 'إيقاف العضوية',
      verify: 'إرسال رسالة التحقق',
      deactivate: 'إيقاف حساب العضو',
      activate: 'تفعيل حساب العضو',
    },
  },
};

export const layoutCopy = { en, ar } as const;
