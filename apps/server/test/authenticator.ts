/**
 * A software authenticator for the server's passkey tests (issue 35): makes ES256 credentials and assertions the way
 * a browser and a platform authenticator do (WebAuthn's JSON form), with what a test needs to go wrong on purpose:
 * another origin, another user handle, a counter wound back.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationCredential,
  AuthenticationOptions,
  RegistrationCredential,
  RegistrationOptions,
} from '@mijas/api/contract';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));
const text = (value: string) => new TextEncoder().encode(value);

/** Flags of authenticator data: user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface CeremonyOptions {
  /** The page's origin as the browser reports it (default: the relying party's own). */
  origin?: string;
  /** Leave out user verification (a key without a PIN). */
  unverified?: boolean;
}

export function createAuthenticator(defaultOrigin: string) {
  return {
    /** `navigator.credentials.create()`: a new credential for the options' site and user. */
    create(
      options: RegistrationOptions,
      { origin = defaultOrigin, unverified = false }: CeremonyOptions = {},
    ): { credential: RegistrationCredential; soft: SoftCredential } {
      const rpId = options.rp.id ?? new URL(defaultOrigin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
          [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
        ]),
      );
      const idBytes = new Uint8Array(randomBytes(16));
      const idLength = new Uint8Array([0, idBytes.length]);
      const authData = concat(
        sha256(text(rpId)),
        new Uint8Array([UP | (unverified ? 0 : UV) | AT]),
        uint32(0),
        new Uint8Array(16),
        idLength,
        idBytes,
        coseKey,
      );
      const clientData = text(
        JSON.stringify({
          type: 'webauthn.create',
          challenge: options.challenge,
          origin,
          crossOrigin: false,
        }),
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      const id = b64(idBytes);
      return {
        credential: {
          id,
          rawId: id,
          type: 'public-key',
          response: {
            clientDataJSON: b64(clientData),
            attestationObject: b64(attestationObject),
            transports: ['internal'],
          },
          authenticatorAttachment: 'platform',
          clientExtensionResults: {},
        },
        soft: { id, privateKey, userHandle: options.user.id, rpId, counter: 0 },
      };
    },

    /**
     * `navigator.credentials.get()`: an assertion of `soft` to the options' challenge, its counter one up (or as
     * given), signed over the authenticator data and the client data's hash.
     */
    get(
      soft: SoftCredential,
      options: Pick<AuthenticationOptions, 'challenge'>,
      {
        origin = defaultOrigin,
        unverified = false,
        counter = soft.counter + 1,
        userHandle = soft.userHandle,
      }: CeremonyOptions & { counter?: number; userHandle?: string } = {},
    ): AuthenticationCredential {
      soft.counter = Math.max(soft.counter, counter);
      const authData = concat(
        sha256(text(soft.rpId)),
        new Uint8Array([UP | (unverified ? 0 : UV)]),
        uint32(counter),
      );
      const clientData = text(
        JSON.stringify({
          type: 'webauthn.get',
          challenge: options.challenge,
          origin,
          crossOrigin: false,
        }),
      );
      const signature = sign('sha256', concat(authData, sha256(clientData)), soft.privateKey);
      return {
        id: soft.id,
        rawId: soft.id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData),
          authenticatorData: b64(authData),
          signature: b64(new Uint8Array(signature)),
          userHandle,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}
