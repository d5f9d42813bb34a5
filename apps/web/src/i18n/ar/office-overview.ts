/** The Arabic of the Overview sub-page (`../en/office-overview.ts`). */
import type { Translation } from '@mijas/api';
import type * as english from '../en/office-overview.ts';

export const officeOverview: Translation<typeof english.officeOverview> = {
  nav: 'نظرة عامة',
  title: 'نظرة عامة',
  description: 'النادي في لمحة: الأعضاء والعضويات والتجديدات وطلبات الانضمام الجديدة.',
};
