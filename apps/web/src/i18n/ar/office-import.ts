/** The Arabic of Import members (`../en/office-import.ts`). */
import type { Translation } from '@mijas/api';
import type * as english from '../en/office-import.ts';

export const officeImport: Translation<typeof english.officeImport> = {
  nav: 'استيراد الأعضاء',
  title: 'استيراد الأعضاء',
  description: 'أضف عدة أعضاء دفعة واحدة من جدول بيانات (CSV): يُفحص كل صف قبل حفظ أي شيء.',
};
