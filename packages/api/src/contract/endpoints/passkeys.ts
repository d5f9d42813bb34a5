/**
 * Passkeys (issue 35; paths in `endpointRoutes`): adding, listing, renaming and removing one's passkeys, and signing
 * in with one. A chunk of their own in the app (`isPasskeyEndpoint`): only My Profile and the login page's passkey
 * button load them.
 */
import { loginResponseSchema } from '../auth.ts';
import { messageResponseSchema } from '../errors.ts';
import {
  addPasskeyRequestSchema,
  authenticationOptionsSchema,
  passkeyIdParamsSchema,
  passkeyLoginRequestSchema,
  passkeySchema,
  passkeysResponseSchema,
  registrationOptionsSchema,
  removePasskeyRequestSchema,
  renamePasskeyRequestSchema,
} from '../passkeys.ts';
import { signedIn } from './access.ts';
import { endpointRoutes, type EndpointDefinition } from '../endpoint-routes.ts';

export const passkeyEndpoints = {
  passkeyRegistrationOptions: {
    ...endpointRoutes.passkeyRegistrationOptions,
    access: signedIn,
    summary:
      "Start adding a passkey: WebAuthn's creation options for this site and account (a single-use challenge, 5 minutes)",
    status: 200,
    response: registrationOptionsSchema,
  },
  addPasskey: {
    ...endpointRoutes.addPasskey,
    access: signedIn,
    summary: "Verify the browser's new credential against its challenge and keep it, named",
    body: addPasskeyRequestSchema,
    status: 201,
    response: passkeySchema,
  },
  listPasskeys: {
    ...endpointRoutes.listPasskeys,
    access: signedIn,
    summary: "The signed-in user's passkeys, newest first: name, when added and last used",
    status: 200,
    response: passkeysResponseSchema,
  },
  renamePasskey: {
    ...endpointRoutes.renamePasskey,
    access: signedIn,
    summary: 'Rename one of your passkeys',
    params: passkeyIdParamsSchema,
    body: renamePasskeyRequestSchema,
    status: 200,
    response: passkeySchema,
  },
  removePasskey: {
    ...endpointRoutes.removePasskey,
    access: signedIn,
    summary:
      'Remove one of your passkeys, confirmed with your password or an assertion of one of your passkeys',
    params: passkeyIdParamsSchema,
    body: removePasskeyRequestSchema,
    status: 200,
    response: messageResponseSchema,
  },
  passkeyLoginOptions: {
    ...endpointRoutes.passkeyLoginOptions,
    access: 'public',
    summary:
      "Start a passkey sign-in: WebAuthn's request options (a single-use challenge, 5 minutes; any of the site's passkeys)",
    status: 200,
    response: authenticationOptionsSchema,
    rateLimited: true,
  },
  passkeyLogin: {
    ...endpointRoutes.passkeyLogin,
    access: 'public',
    summary: "Sign in with a passkey's assertion: the same answer as the password's login",
    body: passkeyLoginRequestSchema,
    status: 200,
    response: loginResponseSchema,
    rateLimited: true,
  },
} as const satisfies Record<string, EndpointDefinition>;
