import type {
  AuthenticationCredential,
  LoginSecondStep,
  Passkey,
  PasskeysResponse,
  RegistrationCredential,
} from '@mijas/api';

/**
 * Passkeys (issue 35) as the machines' tests and the stories show them: one on a laptop used this morning, one on a
 * phone never used since it was added (synced by the phone's password manager).
 */
export const laptopPasskey: Passkey = {
  id: '3b0e6a42-9c1d-4f5e-8a27-1d6c9e4b2f70',
  name: 'Office PC',
  createdAt: '2026-11-02T09:12:00.000Z',
  lastUsedAt: '2026-11-28T08:05:00.000Z',
  synced: false,
};

export const phonePasskey: Passkey = {
  id: '8f4d2c19-7a63-4e0b-b5d1-6c2a9e7f3b84',
  name: 'My phone',
  createdAt: '2026-11-20T18:40:00.000Z',
  lastUsedAt: null,
  synced: true,
};

export const accountPasskeys: PasskeysResponse = { passkeys: [phonePasskey, laptopPasskey] };

/** A browser's new credential and its assertion, in WebAuthn's JSON form (their proof is the server's to check). */
export const newCredential: RegistrationCredential = {
  id: 'bmV3LWNyZWRlbnRpYWw',
  rawId: 'bmV3LWNyZWRlbnRpYWw',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
  clientExtensionResults: {},
};

export const assertion: AuthenticationCredential = {
  id: 'bGFwdG9w',
  rawId: 'bGFwdG9w',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

export const registrationOptions = {
  challenge: 'cmVnaXN0ZXI',
  rp: { id: 'localhost', name: 'MIJAS Club' },
  user: { id: 'dXNlcg', name: 'member', displayName: 'Sara Member' },
  pubKeyCredParams: [{ type: 'public-key' as const, alg: -7 }],
  timeout: 300_000,
};

export const authenticationOptions = { challenge: 'c2lnbg', rpId: 'localhost', timeout: 300_000 };

/** A browser with passkeys whose prompts are scripted by the caller. */
export function passkeyBrowser(
  overrides: Partial<{
    supported: () => boolean;
    register: () => Promise<RegistrationCredential>;
    authenticate: () => Promise<AuthenticationCredential>;
  }> = {},
) {
  return {
    supported: () => true,
    register: () => Promise.resolve(newCredential),
    authenticate: () => Promise.resolve(assertion),
    ...overrides,
  };
}

/** The second steps a staff member's password sign-in answers while the club requires passkeys (issue 35). */
export const confirmStep: LoginSecondStep = {
  secondStep: 'passkey',
  ticket: authenticationOptions.challenge,
  options: authenticationOptions,
};

export const addStep: LoginSecondStep = {
  secondStep: 'addPasskey',
  ticket: registrationOptions.challenge,
  options: registrationOptions,
};
