/** Texts of the member pages (the spec's messages themselves come from the contract's `messages`). */
export const member = {} as const;
