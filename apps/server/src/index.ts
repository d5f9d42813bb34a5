export { buildApp, type AppOptions } from './app.ts';
export { loadConfig, type ServerConfig } from './config.ts';
export { openDatabase, type Database } from './db/database.ts';
