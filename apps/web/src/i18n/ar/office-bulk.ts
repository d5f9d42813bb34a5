/** The Arabic of View Members' bulk actions and export (`../en/office-bulk.ts`). */
import type { Translation } from '@mijas/api';
import type * as english from '../en/office-bulk.ts';

export const officeBulk: Translation<typeof english.officeBulk> = {
  export: 'تصدير CSV',
};
