/** The Arabic of the inbox (`../en/office-inbox.ts`). */
import type { Translation } from '@mijas/api';
import type * as english from '../en/office-inbox.ts';

export const officeInbox: Translation<typeof english.officeInbox> = {
  nav: 'الطلبات',
  title: 'طلبات الانضمام والاستفسارات',
  description: 'رسائل «انضم إلينا» و«استفسار» من الصفحة الرئيسية: ردّ عليها أو أنشئ العضو.',
};
