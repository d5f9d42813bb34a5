/**
 * The texts only the admins' and root admins' pages show: page texts (`../page-texts.ts`) that come with those
 * pages, each section read under its own name (`useText().admin`, `useText().overview`), so that a member's
 * pages and the sign-in do not fetch them with the catalogue.
 */
export { admin } from './admin.ts';
export { superadmin } from './superadmin.ts';
export { membersExpiring } from './members-expiring.ts';
export { expiryReminders } from './expiry-reminders.ts';
export { overview } from './overview.ts';
export { applications } from './applications.ts';
export { importMembers } from './import-members.ts';
export { bulkActions } from './bulk-actions.ts';
