/**
 * The second steps of a staff member's password sign-in while the club requires passkeys (issue 35; their schemas:
 * `staff-passkeys.ts`). Apart, without schemas: the login machine reads an answer with these on every login page.
 */
export const LOGIN_SECOND_STEPS = { passkey: 'passkey', addPasskey: 'addPasskey' } as const;

/** Whether a login's answer is a second step (`{secondStep, ticket, options}`) rather than tokens. */
export function isLoginSecondStep<T extends object>(
  answer: T,
): answer is Extract<T, { secondStep: string }> {
  return 'secondStep' in answer;
}
