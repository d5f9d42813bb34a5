export * from './storage/storage.ts';
export * from './session/claims.ts';
export * from './session/persistence.ts';
export * from './session/sessionMachine.ts';
export * from './session/sessionAuth.ts';
export * from './shared/navigation.ts';
export * from './login/loginMachine.ts';
