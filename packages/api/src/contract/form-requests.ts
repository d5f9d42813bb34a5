/**
 * The forms' requests that carry a phone or a nationality, and the phone's stored form: what `loadFormRules`
 * fetches (with libphonenumber's metadata and the country list) when a page opens such a form.
 */
export { createAdminRequestSchema } from './admin-record.ts';
export { contactDetailsUpdateSchema } from './member-contact.ts';
export { createMemberRequestSchema, updateMemberRequestSchema } from './member-record.ts';
export { normalizePhoneNumber } from './phone.ts';
