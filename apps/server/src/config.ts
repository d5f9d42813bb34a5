import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** PGlite's data directory, used when `databaseUrl` is not set. `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The built SPA served with history fallback; absent in API-only deployments. */
  webDist: string;
  logLevel: string;
}

/** Reads the environment variables documented in `.env.example`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
