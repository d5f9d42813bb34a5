/** Texts of the auth pages (the spec's messages themselves come from the contract's `messages`). */
export const auth = {} as const;
