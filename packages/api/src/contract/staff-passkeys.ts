/**
 * Staff must use passkeys, if the club says so (issue 35): the root admins' setting, and the second step a password
 * sign-in of an admin or root admin answers while it is on. Plain schemas without messages: the login's answer reads
 * them on every login page. The requests (checked with messages) are in `staff-passkey-requests.ts`.
 *
 * With the rule on, `POST /User/login` with the right password of a staff account answers a second step instead of
 * tokens: `passkey` (confirm with one of the account's passkeys: `POST /User/passkey-login/confirm`) or, for an
 * account without one, `addPasskey` (add one: `POST /User/passkey-login/add-passkey`); either answers the login's
 * tokens. The `ticket` is the ceremony's challenge, kept on the server with its account: single use, and as short
 * lived as any passkey challenge (`PASSKEY_LIMITS.challengeSeconds`). A passkey sign-in needs no second step.
 */
import { z } from 'zod/mini';
import { LOGIN_SECOND_STEPS } from './login-second-step.ts';
import { authenticationOptionsSchema, registrationOptionsSchema } from './passkey-options.ts';

export * from './login-second-step.ts';

/** `GET|PUT /RootAdmin/settings/staff-passkeys`'s answer: whether admins and root admins must use passkeys. */
export const staffPasskeysSettingSchema = z.object({ required: z.boolean() });
export type StaffPasskeysSetting = z.infer<typeof staffPasskeysSettingSchema>;

/** `POST /User/login`'s answer instead of tokens while the rule asks a staff member for a passkey. */
export const loginSecondStepSchema = z.discriminatedUnion('secondStep', [
  z.object({
    secondStep: z.literal(LOGIN_SECOND_STEPS.passkey),
    ticket: z.string(),
    /** The challenge of the account's own passkeys (`allowCredentials` lists them). */
    options: authenticationOptionsSchema,
  }),
  z.object({
    secondStep: z.literal(LOGIN_SECOND_STEPS.addPasskey),
    ticket: z.string(),
    /** What the browser needs to make the account's first passkey. */
    options: registrationOptionsSchema,
  }),
]);
export type LoginSecondStep = z.infer<typeof loginSecondStepSchema>;
