/** The login page's "Sign in with a passkey" (issue 35); what a prompt's failure says is `passkeyMessages`. */
export const passkeySignIn = {
  button: 'Sign in with a passkey',
  working: 'Waiting for your passkey...',
};
