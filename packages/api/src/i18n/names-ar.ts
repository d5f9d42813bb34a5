import type { ListNames } from './names.ts';

/**
 * The lists in Arabic (Modern Standard Arabic as Jordan's universities and institutions write it; the terms of
 * docs/glossary.md). A chunk of its own, fetched only by a visitor reading Arabic (`loadListNames('ar')`).
 */
export const arabicListNames: ListNames = {
  major: {
    'Computer Science': 'علم الحاسوب',
    'Information Technology': 'تكنولوجيا المعلومات',
    'Software Engineering': 'هندسة البرمجيات',
    'Electrical Engineering': 'الهندسة الكهربائية',
    'Mechanical Engineering': 'الهندسة الميكانيكية',
    'Civil Engineering': 'الهندسة المدنية',
    'Industrial Engineering': 'الهندسة الصناعية',
    Architecture: 'الهندسة المعمارية',
    Medicine: 'الطب',
    Pharmacy: 'الصيدلة',
    Dentistry: 'طب الأسنان',
    Nursing: 'التمريض',
    'Business Administration': 'إدارة الأعمال',
    Accounting: 'المحاسبة',
    Economics: 'الاقتصاد',
    Law: 'القانون',
    Education: 'العلوم التربوية',
    Psychology: 'علم النفس',
    Biology: 'العلوم الحياتية',
    Chemistry: 'الكيمياء',
    Physics: 'الفيزياء',
    Mathematics: 'الرياضيات',
    'Environmental Science': 'علوم البيئة',
    Agriculture: 'الزراعة',
    'Tourism and Hospitality': 'السياحة والضيافة',
    'Journalism and Media': 'الصحافة والإعلام',
    'Political Science': 'العلوم السياسية',
    'Public Administration': 'الإدارة العامة',
    'Graphic Design': 'التصميم الجرافيكي',
    'Fine Arts': 'الفنون الجميلة',
    Biotechnology: 'التكنولوجيا الحيوية',
    'Chemical Engineering': 'الهندسة الكيميائية',
    'Petroleum Engineering': 'هندسة البترول',
    Other: 'أخرى',
  },
  // Jordan's twelve governorates as Jordanians write them (the shadda of عمّان kept: it is how the city is read).
  city: {
    Amman: 'عمّان',
    Irbid: 'إربد',
    Zarqa: 'الزرقاء',
    Mafraq: 'المفرق',
    Jerash: 'جرش',
    Ajloun: 'عجلون',
    Balqa: 'البلقاء',
    Madaba: 'مادبا',
    Karak: 'الكرك',
    Tafilah: 'الطفيلة',
    "Ma'an": 'معان',
    Aqaba: 'العقبة',
  },
};
