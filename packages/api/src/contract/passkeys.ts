/**
 * Passkeys (issue 35, WebAuthn): a user's passkeys as My Profile lists them, the requests that add, rename and remove
 * one, and passkey sign-in. The browser's side of a ceremony (the options it is given, the credential it answers) is
 * WebAuthn's JSON form (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON`, …, as
 * @simplewebauthn/browser and /server read and write it): checked here for its shape, by the server for its proof.
 * Messages: `passkey-messages.ts`.
 */
import { z } from 'zod/mini';
import { inLanguage, requiredText, timestampSchema, userIdSchema } from './fields.ts';
import { passkeyMessages, type PasskeyMessages } from './passkey-messages.ts';

// The options a ceremony starts with: in a file without messages, so the login's answer can read them (issue 35).
export * from './passkey-options.ts';

export const PASSKEY_LIMITS = {
  nameMax: 64,
  /** Passkeys one account keeps. */
  maxPerUser: 20,
  /** A ceremony's challenge lives this long on the server, and the browser waits as long. */
  challengeSeconds: 300,
  /** Characters of a base64url field of a credential (an attestation object with its certificates fits). */
  encodedMax: 32_768,
} as const;

/** Codes of the passkeys' business errors (the `code` of an error item). */
export const PASSKEY_ERROR_CODES = {
  challengeExpired: 'PasskeyChallengeExpired',
  notVerified: 'PasskeyNotVerified',
  alreadyRegistered: 'PasskeyAlreadyRegistered',
  tooMany: 'TooManyPasskeys',
  nameTaken: 'PasskeyNameTaken',
  confirmationRequired: 'ConfirmationRequired',
  wrongPassword: 'WrongPassword',
} as const;

const say = () => passkeyMessages();
const label =
  (name: keyof PasskeyMessages['fields']): (() => string) =>
  () =>
    say().fields[name];

/** Not a person's mistake (the browser builds these): one message for any malformed part. */
const malformed = inLanguage(() => say().notVerified);
const base64url = z
  .string(malformed)
  .check(z.maxLength(PASSKEY_LIMITS.encodedMax, malformed), z.regex(/^[A-Za-z0-9_-]*$/, malformed));

export const passkeyNameSchema = requiredText(label('name'), PASSKEY_LIMITS.nameMax);

/**
 * Two passkeys of one account never share a name (the list, the sign-in's "last used" and a removal tell them
 * apart by it): compared trimmed and whatever the case. `except`: the passkey being renamed.
 */
export function passkeyNameTaken(
  passkeys: readonly { id: string; name: string }[],
  name: string,
  except?: string | null,
): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return passkeys.some(
    (passkey) => passkey.id !== except && passkey.name.trim().toLocaleLowerCase() === wanted,
  );
}

// --- The browser's credentials (WebAuthn's JSON form) ---

const transportsSchema = z
  .array(z.string(malformed).check(z.maxLength(32, malformed)))
  .check(z.maxLength(8, malformed));
/** What the browser reports of the extensions: kept as it came, not read by the server. */
const clientExtensionResultsSchema = z.record(z.string(malformed), z.unknown(), malformed);

/** A credential as WebAuthn's JSON form writes it, its `response` the ceremony's own. */
function credentialSchema<R extends z.core.$ZodLooseShape>(response: R) {
  return z.object(
    {
      id: base64url,
      rawId: base64url,
      type: z.literal('public-key', malformed),
      response: z.object(response, malformed),
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'], malformed)),
      clientExtensionResults: clientExtensionResultsSchema,
    },
    malformed,
  );
}

/** `RegistrationResponseJSON`: a new credential, as `navigator.credentials.create()` made it. */
export const registrationCredentialSchema = credentialSchema({
  clientDataJSON: base64url,
  attestationObject: base64url,
  authenticatorData: z.optional(base64url),
  transports: z.optional(transportsSchema),
  publicKeyAlgorithm: z.optional(z.number(malformed).check(z.int(malformed))),
  publicKey: z.optional(base64url),
});
export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;

/** `AuthenticationResponseJSON`: an assertion, as `navigator.credentials.get()` made it. */
export const authenticationCredentialSchema = credentialSchema({
  clientDataJSON: base64url,
  authenticatorData: base64url,
  signature: base64url,
  userHandle: z.optional(base64url),
});
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

// --- Requests ---

/** `POST /User/passkeys`: the browser's new credential, and the name the user gave it. */
export const addPasskeyRequestSchema = z.object({
  name: passkeyNameSchema,
  credential: registrationCredentialSchema,
});
export type AddPasskeyRequest = z.input<typeof addPasskeyRequestSchema>;

/** `PUT /User/passkeys/{id}`. */
export const renamePasskeyRequestSchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyRequest = z.input<typeof renamePasskeyRequestSchema>;

/**
 * `DELETE /User/passkeys/{id}`: confirmed with the account's password, or with an assertion of one of its passkeys
 * (to the challenge of `POST /User/passkey-login/options`).
 */
export const removePasskeyRequestSchema = z.object({
  password: z.optional(
    z.string(inLanguage(() => say().confirmationRequired)).check(
      z.maxLength(
        256,
        inLanguage(() => say().wrongPassword),
      ),
    ),
  ),
  credential: z.optional(authenticationCredentialSchema),
});
export type RemovePasskeyRequest = z.input<typeof removePasskeyRequestSchema>;

export const passkeyIdParamsSchema = z.object({ id: userIdSchema });

/** `POST /User/passkey-login`: the assertion; Remember Me stays the browser's (SPEC §3). */
export const passkeyLoginRequestSchema = z.object({ credential: authenticationCredentialSchema });
export type PasskeyLoginRequest = z.input<typeof passkeyLoginRequestSchema>;

// --- Answers ---

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: timestampSchema,
  /** Its last sign-in or confirmation; null until then. */
  lastUsedAt: z.nullable(timestampSchema),
  /** Synced to the user's other devices by their password manager (a "multi-device" credential). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** `GET /User/passkeys`: the newest first. */
export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;
