import type {
  AuthenticationCredential,
  AuthenticationOptions,
  RegistrationCredential,
  RegistrationOptions,
} from '@mijas/api';
import type { PasskeyBrowser } from '@mijas/machines';

/** The WebAuthn library, fetched when a prompt first opens: no page's first load carries it. */
const library = () => import('@simplewebauthn/browser');

/** Whether this browser has WebAuthn (`PublicKeyCredential`, only in a secure context: https or localhost). */
function supported(): boolean {
  return typeof globalThis.PublicKeyCredential === 'function';
}

/** Whether it offers passkeys in a field's autofill (WebAuthn's conditional mediation). */
async function autofillSupported(): Promise<boolean> {
  if (!supported()) return false;
  const check = (
    globalThis.PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> }
  ).isConditionalMediationAvailable;
  return check ? check.call(globalThis.PublicKeyCredential).catch(() => false) : false;
}

/** A prompt outlived its `timeout` (the browser says only NotAllowedError then). */
const timedOut = () => new DOMException('The passkey prompt timed out.', 'TimeoutError');

/** The prompt now open, so that closing an older one never closes a newer one (the library holds one at a time). */
let current = 0;

/**
 * One browser prompt (the library's `start…`), ended by `signal` (the machine left the state that opened it) and by
 * the options' `timeout`, after which it fails with a `TimeoutError`.
 */
async function prompt<T>(
  signal: AbortSignal,
  timeout: number | undefined,
  start: (lib: Awaited<ReturnType<typeof library>>) => Promise<T>,
): Promise<T> {
  const lib = await library();
  signal.throwIfAborted();
  const mine = ++current;
  const started = performance.now();
  let expired = false;
  const cancel = () => {
    if (current === mine) lib.WebAuthnAbortService.cancelCeremony();
  };
  const timer =
    timeout === undefined
      ? undefined
      : setTimeout(() => {
          expired = true;
          cancel();
        }, timeout);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return await start(lib);
  } catch (error) {
    // The browser's own timeout may come first: it says NotAllowedError, as for a closed prompt.
    const late = timeout !== undefined && performance.now() - started >= timeout;
    throw expired || late ? timedOut() : error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}

/**
 * The machines' passkey port (`PasskeyBrowser`, issue 35) on @simplewebauthn/browser: WebAuthn's JSON options in,
 * the credential's JSON out, the browser's error names kept (`passkeyFailureOf` reads them). The library loads on
 * the first prompt; checking support loads nothing.
 */
export const webPasskeys: PasskeyBrowser = {
  supported,
  autofillSupported,
  authenticate: (options: AuthenticationOptions, signal: AbortSignal) =>
    prompt(
      signal,
      options.timeout,
      (lib) =>
        lib.startAuthentication({
          optionsJSON: options as Parameters<typeof lib.startAuthentication>[0]['optionsJSON'],
        }) as Promise<AuthenticationCredential>,
    ),
  autofill: (options: AuthenticationOptions, signal: AbortSignal) =>
    // No timeout: the field offers the passkeys for as long as the page is open.
    prompt(
      signal,
      undefined,
      (lib) =>
        lib.startAuthentication({
          optionsJSON: options as Parameters<typeof lib.startAuthentication>[0]['optionsJSON'],
          useBrowserAutofill: true,
        }) as Promise<AuthenticationCredential>,
    ),
  register: (options: RegistrationOptions, signal: AbortSignal) =>
    prompt(
      signal,
      options.timeout,
      (lib) =>
        lib.startRegistration({
          optionsJSON: options as unknown as Parameters<
            typeof lib.startRegistration
          >[0]['optionsJSON'],
        }) as Promise<RegistrationCredential>,
    ),
};
