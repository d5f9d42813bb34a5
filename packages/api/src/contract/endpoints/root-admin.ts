/** The endpoints of the root admins': admins, expiry reminders and whether staff must use passkeys (paths in `endpointRoutes`, schemas here). */
import { userIdParamsSchema } from '../admin.ts';
import { remindersQuerySchema } from '../card.ts';
import { adminListQuerySchema, createAdminRequestSchema } from '../root-admin.ts';
import { staffPasskeysSettingRequestSchema } from '../staff-passkey-requests.ts';
import { rootAdmins } from './access.ts';
import { endpointRoutes, type EndpointDefinition } from '../endpoint-routes.ts';
import { rootAdminResponses } from './root-admin-responses.ts';

export const rootAdminEndpoints = {
  runReminders: {
    ...endpointRoutes.runReminders,
    access: rootAdmins,
    summary:
      'Run the membership expiry reminders now (each member, expiry and step mailed once): how many were queued',
    status: 200,
    response: rootAdminResponses.runReminders,
  },
  listReminders: {
    ...endpointRoutes.listReminders,
    access: rootAdmins,
    summary:
      "Who the expiry reminders went to: the last run's members, and every reminder sent, newest first",
    query: remindersQuerySchema,
    status: 200,
    response: rootAdminResponses.listReminders,
  },
  listAdmins: {
    ...endpointRoutes.listAdmins,
    access: rootAdmins,
    summary: 'Admins, newest first, optionally searched',
    query: adminListQuerySchema,
    status: 200,
    response: rootAdminResponses.listAdmins,
  },
  createAdmin: {
    ...endpointRoutes.createAdmin,
    access: rootAdmins,
    summary: 'Create an admin (VERIFY_EMAIL + UPDATE_PASSWORD, verification mail sent)',
    body: createAdminRequestSchema,
    status: 201,
    response: rootAdminResponses.createAdmin,
  },
  adminDetails: {
    ...endpointRoutes.adminDetails,
    access: rootAdmins,
    summary: "An admin's details",
    params: userIdParamsSchema,
    status: 200,
    response: rootAdminResponses.adminDetails,
  },
  activateAdmin: {
    ...endpointRoutes.activateAdmin,
    access: rootAdmins,
    summary: "Activate an admin's account",
    params: userIdParamsSchema,
    status: 200,
    response: rootAdminResponses.activateAdmin,
  },
  deactivateAdmin: {
    ...endpointRoutes.deactivateAdmin,
    access: rootAdmins,
    summary: "Deactivate an admin's account; ends their sessions",
    params: userIdParamsSchema,
    status: 200,
    response: rootAdminResponses.deactivateAdmin,
  },
  // Staff must use passkeys (issue 35).
  staffPasskeysSetting: {
    ...endpointRoutes.staffPasskeysSetting,
    access: rootAdmins,
    summary:
      'Whether admins and root admins must sign in with a passkey (or a password and a passkey)',
    status: 200,
    response: rootAdminResponses.staffPasskeysSetting,
  },
  setStaffPasskeysSetting: {
    ...endpointRoutes.setStaffPasskeysSetting,
    access: rootAdmins,
    summary:
      'Require passkeys of staff, or not: applies at their next sign-in (a session already started keeps refreshing)',
    body: staffPasskeysSettingRequestSchema,
    status: 200,
    response: rootAdminResponses.setStaffPasskeysSetting,
  },
} as const satisfies Record<string, EndpointDefinition>;
