/** How root admins see admins: the list item and the details (SPEC §3 spells `isActive` there). Pure. */
import type { AdminDetails, AdminListItem } from '@mijas/api/contract';
import { toOwnProfile } from '../accounts/rules.ts';
import type { UserRow } from '../db/schema.ts';

export function toAdminItem(user: UserRow): AdminListItem {
  // Onto the fresh profile, as `toMemberItem`: no spread of many properties.
  return Object.assign(toOwnProfile(user), {
    isActiveUser: user.isActive,
    createdAt: user.createdAt.toISOString(),
  });
}

export function toAdminDetails(user: UserRow): AdminDetails {
  const { isActiveUser, ...item } = toAdminItem(user);
  return { ...item, isActive: isActiveUser };
}
