export * from './active.ts';
export * from './locale.ts';
export * from './translation.ts';
export * from './names.ts';
