/** The Arabic of the installed app's texts (`../en/pwa.ts`), read as `useText().pwa`. */
import type { Translation } from '@mijas/api';
import type * as english from '../en/pwa.ts';

export const pwa: Translation<typeof english.pwa> = {
  update: {
    available: 'يتوفر إصدار جديد',
    reload: 'إعادة التحميل',
  },
};
