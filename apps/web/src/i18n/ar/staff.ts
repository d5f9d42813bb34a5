/** The Arabic of the admins' own texts (`../en/staff.ts`): the same sections, each from its own file. */
export { admin } from './admin.ts';
export { superadmin } from './superadmin.ts';
export { membersExpiring } from './members-expiring.ts';
export { expiryReminders } from './expiry-reminders.ts';
export { overview } from './overview.ts';
export { applications } from './applications.ts';
export { importMembers } from './import-members.ts';
export { bulkActions } from './bulk-actions.ts';
