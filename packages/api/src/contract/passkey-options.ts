/**
 * The options a passkey ceremony starts with (issue 35), in WebAuthn's JSON form: what the server answers and the
 * browser's prompt reads. Apart from `passkeys.ts` (whose request schemas carry the passkeys' messages) so that the
 * login's answer, which may hold a staff member's second step (`staff-passkeys.ts`), loads no messages.
 */
import { z } from 'zod/mini';

const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.string())),
});

/**
 * `PublicKeyCredentialCreationOptionsJSON` (`POST /User/passkeys/registration-options`): what the browser needs to
 * make a passkey for this site and this account. Other members WebAuthn may add pass through.
 */
export const registrationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ id: z.optional(z.string()), name: z.string() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ type: z.literal('public-key'), alg: z.number() })),
  timeout: z.optional(z.number()),
  excludeCredentials: z.optional(z.array(credentialDescriptorSchema)),
  authenticatorSelection: z.optional(z.looseObject({})),
  attestation: z.optional(z.string()),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** `PublicKeyCredentialRequestOptionsJSON` (`POST /User/passkey-login/options`): a sign-in's challenge. */
export const authenticationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.optional(z.string()),
  timeout: z.optional(z.number()),
  allowCredentials: z.optional(z.array(credentialDescriptorSchema)),
  userVerification: z.optional(z.string()),
});
export type AuthenticationOptions = z.infer<typeof authenticationOptionsSchema>;
