/**
 * Staff must use passkeys, if the club says so (issue 35; paths in `endpointRoutes`): the second step of a staff
 * member's password sign-in under the rule; its answers load with the passkeys' (`isPasskeyEndpoint`). The root
 * admins' setting is in `root-admin.ts`.
 */
import { loginResponseSchema } from '../auth.ts';
import {
  addSignInPasskeyRequestSchema,
  confirmSignInPasskeyRequestSchema,
} from '../staff-passkey-requests.ts';
import { endpointRoutes, type EndpointDefinition } from '../endpoint-routes.ts';

export const staffPasskeyEndpoints = {
  confirmSignInPasskey: {
    ...endpointRoutes.confirmSignInPasskey,
    access: 'public',
    summary:
      "A staff member's second step under the passkeys rule: the login's ticket and an assertion of one of the account's passkeys (the login's answer)",
    body: confirmSignInPasskeyRequestSchema,
    status: 200,
    response: loginResponseSchema,
    rateLimited: true,
  },
  addSignInPasskey: {
    ...endpointRoutes.addSignInPasskey,
    access: 'public',
    summary:
      "A staff member's second step under the passkeys rule, for an account without one: the login's ticket and the new passkey, kept (the login's answer)",
    body: addSignInPasskeyRequestSchema,
    status: 200,
    response: loginResponseSchema,
    rateLimited: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
