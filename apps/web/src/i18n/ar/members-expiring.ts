import type { Translation } from '@mijas/api';
import type { membersExpiring as english } from '../en/members-expiring.ts';

/** The Arabic of `../en/members-expiring.ts`. */
export const membersExpiring: Translation<typeof english> = {
  filter: (days: number) => `تنتهي خلال ${days} يومًا`,
  expiry: 'تاريخ الانتهاء',
};
