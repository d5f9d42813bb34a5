export * from './active.ts';
export * from './intl-once.ts';
export * from './locale.ts';
export * from './negotiate.ts';
export * from './translation.ts';
export * from './names.ts';
export * from './arabic-plural.ts';
