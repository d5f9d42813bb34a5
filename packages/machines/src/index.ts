export * from './storage/storage.ts';
