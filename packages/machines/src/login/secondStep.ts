/**
 * The second step of a staff member's password sign-in while the club requires passkeys (issue 35): the browser's
 * prompts through the injected `PasskeyBrowser` port, and the server's check of what they answer (the login's
 * tokens). The login machine (`loginMachine.ts`) holds the states; these are its actors.
 */
import type {
  ApiClient,
  AuthenticationCredential,
  AuthenticationOptions,
  LoginResponse,
  RegistrationCredential,
  RegistrationOptions,
} from '@mijas/api';
import { fromPromise } from 'xstate';
import type { PasskeyBrowser } from '../shared/passkeys.ts';

export type SecondStepApi = Pick<ApiClient, 'confirmSignInPasskey' | 'addSignInPasskey'>;

/**
 * A prompt's outcome, or the error it ended with, told in the page's language (the passkeys' messages load only
 * then). A browser without passkeys (no port, or WebAuthn missing) ends as WebAuthn's `NotSupportedError` would.
 */
async function prompted<T>(
  passkeys: PasskeyBrowser | undefined,
  prompt: (passkeys: PasskeyBrowser) => Promise<T>,
): Promise<T> {
  try {
    if (!passkeys?.supported())
      throw Object.assign(new Error('no passkeys'), { name: 'NotSupportedError' });
    return await prompt(passkeys);
  } catch (error) {
    const { passkeyFailureMessage } = await import('../shared/passkeys.ts');
    throw new Error(passkeyFailureMessage(error));
  }
}

export const secondStepActors = {
  /** The browser's prompt to choose one of the account's passkeys (the step's options list them). */
  secondStepAssertion: fromPromise<
    AuthenticationCredential,
    { passkeys: PasskeyBrowser | undefined; options: AuthenticationOptions }
  >(({ input: { passkeys, options }, signal }) =>
    prompted(passkeys, (browser) => browser.authenticate(options, signal)),
  ),
  /** The browser's prompt to make the account's first passkey. */
  secondStepRegistration: fromPromise<
    RegistrationCredential,
    { passkeys: PasskeyBrowser | undefined; options: RegistrationOptions }
  >(({ input: { passkeys, options }, signal }) =>
    prompted(passkeys, (browser) => browser.register(options, signal)),
  ),
  confirmSignIn: fromPromise<
    LoginResponse,
    { api: SecondStepApi; ticket: string; credential: AuthenticationCredential }
  >(({ input: { api, ticket, credential }, signal }) =>
    api.confirmSignInPasskey({ ticket, credential }, { signal }),
  ),
  addSignIn: fromPromise<
    LoginResponse,
    { api: SecondStepApi; ticket: string; name: string; credential: RegistrationCredential }
  >(({ input: { api, ticket, name, credential }, signal }) =>
    api.addSignInPasskey({ ticket, name, credential }, { signal }),
  ),
};
