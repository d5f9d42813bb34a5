/** Texts of the admin pages (the spec's messages themselves come from the contract's `messages`). */
import { adminShell, viewMembers } from './admin-members.ts';

export const admin = {
  adminShell,
  viewMembers,
  addMember: {
    title: 'Add Member',
  },
  membershipHistory: {
    title: 'Membership History',
  },
  memberHistory: {
    title: 'Member History',
  },
  profile: {
    title: 'My Profile',
  },
} as const;
