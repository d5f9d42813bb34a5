export * from './constants.ts';
export * from './majors.ts';
export * from './messages.ts';
export * from './password.ts';
