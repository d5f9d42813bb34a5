/** Texts of the admin pages (the spec's messages themselves come from the contract's `messages`). */
export const admin = {} as const;
