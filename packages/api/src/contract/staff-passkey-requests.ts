/**
 * The requests of the staff passkeys rule (issue 35; what they answer: `staff-passkeys.ts`), checked by the server
 * with these schemas: the root admins' setting, and a staff member's second step after the password.
 */
import { z } from 'zod/mini';
import {
  authenticationCredentialSchema,
  passkeyNameSchema,
  registrationCredentialSchema,
} from './passkeys.ts';
import { staffPasskeyMessages } from './staff-passkey-messages.ts';

/** Codes of the rule's business errors (the `code` of an error item). */
export const STAFF_PASSKEY_ERROR_CODES = { stepExpired: 'SignInStepExpired' } as const;

const say = () => staffPasskeyMessages();
const expiredStep = { error: () => say().stepExpired };

/** `PUT /RootAdmin/settings/staff-passkeys`. */
export const staffPasskeysSettingRequestSchema = z.object({
  required: z.boolean({ error: () => say().invalidSetting }),
});
export type StaffPasskeysSettingRequest = z.input<typeof staffPasskeysSettingRequestSchema>;

/** A second step's ticket as the login answered it (a challenge: base64url); anything else is no live step. */
const ticketSchema = z
  .string(expiredStep)
  .check(
    z.minLength(1, expiredStep),
    z.maxLength(128, expiredStep),
    z.regex(/^[A-Za-z0-9_-]+$/, expiredStep),
  );

/** `POST /User/passkey-login/confirm`: the ticket, and an assertion of one of the account's passkeys to it. */
export const confirmSignInPasskeyRequestSchema = z.object({
  ticket: ticketSchema,
  credential: authenticationCredentialSchema,
});
export type ConfirmSignInPasskeyRequest = z.input<typeof confirmSignInPasskeyRequestSchema>;

/** `POST /User/passkey-login/add-passkey`: the ticket, the account's first passkey made to it, and its name. */
export const addSignInPasskeyRequestSchema = z.object({
  ticket: ticketSchema,
  name: passkeyNameSchema,
  credential: registrationCredentialSchema,
});
export type AddSignInPasskeyRequest = z.input<typeof addSignInPasskeyRequestSchema>;
