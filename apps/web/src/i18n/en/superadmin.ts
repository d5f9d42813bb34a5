/** Texts of the superadmin pages (the spec's messages themselves come from the contract's `messages`). */
export const superadmin = {} as const;
