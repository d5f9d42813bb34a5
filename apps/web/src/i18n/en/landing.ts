/** Texts of the landing pages (the spec's messages themselves come from the contract's `messages`). */
export const landing = {} as const;
