/** Texts of the admin pages (the spec's messages themselves come from the contract's `messages`). */
import { adminShell, viewMembers } from './admin-members.ts';
import {
  addMember,
  memberHistory,
  membershipHistory,
  profile,
  updateAdmin,
  updateMember,
} from './admin-pages.ts';

export const admin = {
  adminShell,
  viewMembers,
  addMember,
  membershipHistory,
  memberHistory,
  profile,
  updateAdmin,
  updateMember,
} as const;
