/** The Arabic of the admin pages (`../en/admin.ts`), read as `useText().admin`. */
import type { Translation } from '@mijas/api';
import type * as english from '../en/admin.ts';
import { adminShell, viewMembers } from './admin-members.ts';
import {
  addMember,
  memberHistory,
  membershipHistory,
  profile,
  updateAdmin,
  updateMember,
} from './admin-pages.ts';

export const admin: Translation<typeof english.admin> = {
  adminShell,
  viewMembers,
  addMember,
  membershipHistory,
  memberHistory,
  profile,
  updateAdmin,
  updateMember,
};
