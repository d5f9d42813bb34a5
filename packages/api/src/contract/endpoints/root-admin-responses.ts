/**
 * The schemas of the root-admin area's answers, by endpoint: what the client loads to read an answer there (without
 * the requests' schemas, whose phone and country rules load with the forms that send them).
 */
import { actionResponseSchema, createdResponseSchema } from '../admin.ts';
import { remindersResponseSchema, runRemindersResponseSchema } from '../card.ts';
import { adminDetailsSchema } from '../profiles.ts';
import { adminListResponseSchema } from '../root-admin.ts';
import { staffPasskeysSettingSchema } from '../staff-passkeys.ts';

export const rootAdminResponses = {
  runReminders: runRemindersResponseSchema,
  listReminders: remindersResponseSchema,
  listAdmins: adminListResponseSchema,
  createAdmin: createdResponseSchema,
  adminDetails: adminDetailsSchema,
  activateAdmin: actionResponseSchema,
  deactivateAdmin: actionResponseSchema,
  staffPasskeysSetting: staffPasskeysSettingSchema,
  setStaffPasskeysSetting: staffPasskeysSettingSchema,
};
