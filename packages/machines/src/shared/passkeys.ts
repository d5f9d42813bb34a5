/**
 * The browser's side of passkeys (issue 35), as the machines see it: a port the app provides (WebAuthn through
 * @simplewebauthn/browser, loaded when first used), and what each way a browser's prompt can fail tells the person.
 */
import {
  passkeyMessages,
  type AuthenticationCredential,
  type AuthenticationOptions,
  type RegistrationCredential,
  type RegistrationOptions,
} from '@mijas/api';

export interface PasskeyBrowser {
  /** Whether this browser has WebAuthn at all (no button where it has not). */
  supported(): boolean;
  /** The browser's prompt to choose a passkey of this site: its assertion. */
  authenticate(
    options: AuthenticationOptions,
    signal: AbortSignal,
  ): Promise<AuthenticationCredential>;
  /** The browser's prompt to make a passkey: the new credential. */
  register(options: RegistrationOptions, signal: AbortSignal): Promise<RegistrationCredential>;
  /** Whether the browser offers passkeys in a username field's autofill (WebAuthn's conditional mediation). */
  autofillSupported?(): Promise<boolean>;
  /**
   * The passkeys offered in the username field's autofill (`autocomplete="username webauthn"`) until one is
   * chosen (its assertion) or `signal` ends the offer.
   */
  autofill?(options: AuthenticationOptions, signal: AbortSignal): Promise<AuthenticationCredential>;
}

/** The ways a prompt ends without a credential, by WebAuthn's error names (a `TimeoutError` is the port's own). */
export type PasskeyFailure =
  'cancelled' | 'timedOut' | 'unsupported' | 'wrongSite' | 'alreadyOnDevice';

/** Which failure a prompt's error is: a closed or refused prompt is `cancelled` (WebAuthn does not say which). */
export function passkeyFailureOf(error: unknown): PasskeyFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  switch (name) {
    case 'TimeoutError':
      return 'timedOut';
    case 'NotSupportedError':
      return 'unsupported';
    case 'SecurityError':
      return 'wrongSite';
    case 'InvalidStateError':
      return 'alreadyOnDevice';
    default:
      return 'cancelled';
  }
}

/** What the page says of a prompt's failure, in the current language. */
export function passkeyFailureMessage(error: unknown): string {
  return passkeyMessages().browser[passkeyFailureOf(error)];
}
