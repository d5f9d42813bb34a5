/**
 * Shared helpers of the server tests: a test config, an app on a fresh database (PGlite or PostgreSQL), and log-in
 * helpers that go through the real `POST /api/v1/User/login`.
 */
import { API_PREFIX } from '@mijas/api/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { createImportReader, type ImportReader } from '../src/import/reader.ts';
import { DEMO_ACCOUNTS, seedDatabase } from '../src/seed/index.ts';
import { openTestDatabase, type Backend } from './databases.ts';

/** The config of a test run: cheap argon2, no mail loop, silent logs, no SPA; `env` adds variables. */
export function testConfig(env: NodeJS.ProcessEnv = {}): ServerConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...env }),
    webDist: '/nonexistent',
  };
}

/**
 * `env` of a production app in a test: no log output, an SMTP server that is never called (no mail loop), cheap
 * argon2, and a root password of its own (production refuses the published one).
 */
export const PRODUCTION_TEST_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_WORKER_INTERVAL_MS: '0',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  ROOT_ADMIN_PASSWORD: 'Own#Root2026',
};

/** For `beforeAll(fn, SETUP_TIMEOUT_MS)`: opening PGlite and seeding takes seconds on a busy 2-core machine. */
export const SETUP_TIMEOUT_MS = 60_000;

export const ROOT = { username: 'root', password: 'Root#Mijas2026' } as const;
export const ADMIN = {
  username: DEMO_ACCOUNTS.admin.username,
  password: DEMO_ACCOUNTS.admin.password,
} as const;
export const MEMBER = {
  username: DEMO_ACCOUNTS.member.username,
  password: DEMO_ACCOUNTS.member.password,
} as const;

let importReader: ImportReader | undefined;

/**
 * The import's worker threads for every test app of this process: a thread starts from the TypeScript sources in
 * a second or more (tsx), which each app would pay again. One starts with the first app and stays (an idle
 * thread does not keep the process alive).
 */
function sharedImportReader(): ImportReader {
  importReader ??= createImportReader({
    log: { error: (details, message) => console.error(message, details) },
    warm: true,
  });
  return importReader;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * An app on a fresh migrated database of `backend`, seeded with the root admin and (unless `demo: false`) the
 * demo data. Open one per test file (`beforeAll`) and close it in `afterAll`.
 */
export async function createTestApp(
  backend: Backend,
  options: {
    demo?: boolean;
    env?: NodeJS.ProcessEnv;
    now?: Date;
  } & Pick<AppOptions, 'clock' | 'mailTransport' | 'logStream' | 'importTask'> &
    Parameters<typeof openTestDatabase>[1] = {},
): Promise<TestApp> {
  const config = testConfig({ SEED_DEMO: options.demo === false ? '0' : '1', ...options.env });
  const database = await openTestDatabase(
    backend,
    options.queryLogger ? { queryLogger: options.queryLogger } : {},
  );
  try {
    await seedDatabase(database.db, config, options.now ?? options.clock?.now());
    const app = await buildApp({
      config,
      database,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
      // A task of the test's runs in threads of the app's own, closed with it; else the process's shared ones.
      ...(options.importTask
        ? { importTask: options.importTask }
        : { importReader: sharedImportReader() }),
    });
    return {
      app,
      database,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export interface Tokens {
  token: string;
  refreshToken: string;
}

/** Logs in through the API; fails the test with the answer when it does not succeed. */
export async function login(
  app: FastifyInstance,
  account: { username: string; password: string },
): Promise<Tokens> {
  const response = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/User/login`,
    payload: { emailOrUsername: account.username, password: account.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login as ${account.username}: ${response.statusCode} ${response.body}`);
  }
  const body = response.json() as Tokens;
  return { token: body.token, refreshToken: body.refreshToken };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A client bound to one token: `api.get('/Admin/members?pageNumber=1')` etc. (paths relative to /api/v1). */
export function client(app: FastifyInstance, token?: string) {
  const send = (
    method: InjectOptions['method'],
    path: string,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `${API_PREFIX}${path}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    /** The `authorization` header of its calls (a test's own `app.inject`). */
    authorization: token ? `Bearer ${token}` : '',
    get: (path: string) => send('GET', path),
    post: (path: string, payload?: InjectOptions['payload']) => send('POST', path, payload ?? {}),
    put: (path: string, payload?: InjectOptions['payload']) => send('PUT', path, payload),
    delete: (path: string, payload?: InjectOptions['payload']) => send('DELETE', path, payload),
  };
}

export type Client = ReturnType<typeof client>;

/** Logs in and returns a client with that account's token. */
export async function loginClient(
  app: FastifyInstance,
  account: { username: string; password: string },
): Promise<Client> {
  return client(app, (await login(app, account)).token);
}

/** A valid add-member payload, unique by `tag`. */
export function newMember(tag: string, overrides: Record<string, unknown> = {}) {
  return {
    username: `test.${tag}`,
    email: `test.${tag}@example.org`,
    firstName: 'Huda',
    lastName: 'Saleh',
    phoneNumber: '0791112233',
    gender: 'F',
    nationality: 'Jordan',
    country: 'Jordan',
    city: 'Irbid',
    addressDetails: '3 University Street',
    major: 'Civil Engineering',
    dateOfBirth: '1990-02-03',
    ...overrides,
  };
}
