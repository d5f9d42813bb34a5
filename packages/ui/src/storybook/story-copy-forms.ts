/**
 * The sample copy of TextAreaField's, Switch's and EmptyState's stories (`Forms/TextAreaField`, `Forms/Switch`,
 * `Feedback/EmptyState`), in English and Arabic: a part of the design system's story copy (`story-copy.ts`), in a
 * file of its own.
 */
const en = {
  textArea: {
    address: 'Address Details',
    addressHint: 'Building, street and area.',
    addressRequired: 'Address details are required.',
    addressValue: 'Shmeisani, Amman',
    typedFirst: 'Building 12',
    typedSecond: 'Queen Rania Street',
  },
  switchControl: { active: 'Active' },
  emptyState: {
    noMembers: 'No members found.',
    noHistory: 'No membership history found.',
    tryAnother: 'Try another username.',
    clearSearch: 'Clear search',
  },
};

const ar: typeof en = {
  textArea: {
    address: 'تفاصيل العنوان',
    addressHint: 'المبنى والشارع والمنطقة.',
    addressRequired: 'تفاصيل العنوان مطلوبة.',
    addressValue: 'الشميساني، عمّان',
    typedFirst: 'مبنى 12',
    typedSecond: 'شارع الملكة رانيا',
  },
  switchControl: { active: 'نشط' },
  emptyState: {
    noMembers: 'لم يُعثر على أعضاء.',
    noHistory: 'لم يُعثر على سجل عضوية.',
    tryAnother: 'جرّب اسم مستخدم آخر.',
    clearSearch: 'مسح البحث',
  },
};

export const formsCopy = { en, ar } as const;
