/**
 * How long a toast stays (SPEC.md §9). A module of its own: the landing's island, on every visitor's first load,
 * needs it and none of constants.ts' other limits and lists (the bundler puts a module whole in one chunk).
 */
export const TOAST_DURATION_MS = 3500;
