import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LOCALE,
  checkPassword,
  CLUB_CURRENCY_DEFAULT,
  currencyExponent,
  isCurrency,
  type PaymentSettings,
  emailSchema,
  isLocale,
  LOCALES,
  PUBLIC_URL_MAX_FOR_CARD_QR,
  publicUrlFitsCardQr,
  TOKEN_LIFETIMES,
  type Locale,
} from '@mijas/api/contract';
import { parseReminderDays } from './reminders/rules.ts';

/**
 * `apps/server`: this file is `src/config.ts`, or part of the compiled `dist/main.js` (one level down as well), so
 * files read at run time (migrations, the built SPA) are found from either.
 */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');

/** The root admin's password printed in README: fine on a laptop, refused in production. */
export const PUBLISHED_ROOT_PASSWORD = 'Root#Mijas2026';

/**
 * Why the server cannot start, said in one line (a setting, the data directory, another process): `main.ts`
 * prints the message without a stack trace and exits 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The shortest `METRICS_TOKEN` accepted: a bearer secret anyone may try against `/metrics`. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

export interface RateLimitRule {
  /** Requests allowed per IP (or per address) within `windowSeconds`. */
  max: number;
  windowSeconds: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** PGlite's data directory, used when `databaseUrl` is not set. `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool per process. */
  poolSize: number;
  /** Worker processes serving one port (`node:cluster`); 1 runs the server in the process itself. */
  webConcurrency: number;
  /** How long SIGTERM waits for requests in flight and claimed mail before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * How long SIGTERM keeps serving, with `/readyz` answering 503, before
   * the drain closes the port: the load balancer's time to see the process is leaving and send nothing more.
   */
  shutdownReadyDelayMs: number;
  /** The built SPA served with history fallback; absent in API-only deployments. */
  webDist: string;
  logLevel: string;
  /** The origin users open (links in mails point here). */
  publicUrl: string;
  /** Other origins allowed to call the API from a browser (split deployments). Same origin needs none. */
  corsOrigins: string[];
  /**
   * Other origins the served SPA may call (its CSP `connect-src`): those of `VITE_API_BASE_URL` and
   * `VITE_FORM_ENDPOINT`, the same variables the web build reads.
   */
  connectOrigins: string[];
  /**
   * Which `X-Forwarded-For` entries are a proxy's (`TRUST_PROXY`): a number of proxies in front (the client is
   * the entry the outermost of them added; 0: none, the socket's peer is the client), or the proxies' addresses
   * and CIDR ranges (the client is the last entry added by none of them). Never the left-most entry as such.
   */
  trustProxy: number | string[];
  /** Largest accepted request body, bytes. */
  bodyLimit: number;
  /** `/dev/mailbox` and `/dev/mailbox.json` (never in production). */
  devRoutes: boolean;
  /** The bearer token `GET /metrics` asks for; unset, there is no `/metrics`. */
  metricsToken: string | undefined;
  tokens: {
    issuer: string;
    accessTtlSeconds: number;
    refreshIdleSeconds: number;
    refreshMaxSeconds: number;
    verificationTtlSeconds: number;
    resetTtlSeconds: number;
  };
  /** argon2id cost; tests use cheap values. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  rateLimits: {
    login: RateLimitRule;
    /** forgot-password, verify-reset-code, reset-password, verify-email, get-required-actions */
    recovery: RateLimitRule;
    forms: RateLimitRule;
    /** `GET /Public/verify/{token}`: a partner checking membership cards. */
    cardChecks: RateLimitRule;
    /** `GET /metrics` scrapes, counted in the process's memory (it answers while the database is down). */
    metrics: RateLimitRule;
  };
  /**
   * Per email address, whoever asks (over the limit the caller gets the usual answer and nothing is done):
   * forgot-password mails and reset-code attempts.
   */
  addressLimits: {
    forgotPassword: RateLimitRule;
    resetCode: RateLimitRule;
  };
  mail: {
    transport: 'outbox' | 'smtp';
    smtpUrl: string | undefined;
    from: string;
    /** How often the worker looks for due mail; 0 disables the background loop (tests drive it). */
    workerIntervalMs: number;
    maxAttempts: number;
    /** First retry delay; it doubles per attempt up to one hour. */
    retryBaseMs: number;
  };
  /**
   * `CLUB_INBOX_EMAIL` (issue 21): the club's address, mailed each accepted landing submission with a link to the
   * inbox; undefined (unset): no such mail.
   */
  clubInboxEmail: string | undefined;
  /** `CLUB_INBOX_LANGUAGE`: the language of that mail, the office's (`en`, the default, or `ar`). */
  clubInboxLanguage: Locale;
  /**
   * How the club is paid (issue 34): `CLUB_CURRENCY` (ISO 4217, JOD unless set; its minor units from `Intl`), the
   * CliQ alias `CLUB_CLIQ_ALIAS` and the IBAN `CLUB_IBAN` shown to a member who renews (null when unset).
   */
  payments: PaymentSettings;
  /**
   * `GET /Admin/members/export` (issue 30): what downloads may hold. On PostgreSQL each export running holds one
   * connection of the pool (its snapshot); on PGlite it takes turns on the one connection.
   */
  exports: {
    /** `EXPORT_MAX_CONCURRENT`: exports at once in this process; more get 429. Below `poolSize`. */
    maxConcurrent: number;
    /** `EXPORT_MAX_PER_ADMIN`: of these, by one admin. */
    maxPerAdmin: number;
    /** `EXPORT_IDLE_TIMEOUT_MS`: a download whose client takes nothing for this long is cut, what it held freed. */
    idleTimeoutMs: number;
  };
  /** The membership expiry reminders (issue 20, `reminders/`). */
  reminders: {
    /** `REMINDER_DAYS`: the days before the end a member is reminded, largest first (and on the day it ends). */
    days: number[];
    /** How often each process runs the job; 0 never runs it by itself (`POST /RootAdmin/reminders/run` does). */
    intervalMs: number;
  };
  seed: {
    rootAdmin: { username: string; email: string; password: string };
    demo: boolean;
  };
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new StartupError(`Expected a non-negative integer, got ${JSON.stringify(value)}`);
  }
  return parsed;
}

/** The whole number of `min` or more in variable `name` (`fallback` when unset), else one line saying so. */
function atLeast(name: string, value: string | undefined, min: number, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new StartupError(
      `${name} must be a whole number, ${min} or more (or unset), got ${JSON.stringify(value)}`,
    );
  }
  return parsed;
}

/** `EXPORT_*`: the export's caps, checked against each other and the pool (see `ServerConfig.exports`). */
function exportLimits(env: NodeJS.ProcessEnv, poolSize: number): ServerConfig['exports'] {
  // Without PostgreSQL (PGlite) there is no pool to share; with it, one connection at least stays for the rest.
  const pool = env.DATABASE_URL ? poolSize : Infinity;
  const maxConcurrent = atLeast(
    'EXPORT_MAX_CONCURRENT',
    env.EXPORT_MAX_CONCURRENT,
    1,
    Math.max(1, Math.min(2, pool - 1)),
  );
  if (env.EXPORT_MAX_CONCURRENT && maxConcurrent >= pool) {
    throw new StartupError(
      `EXPORT_MAX_CONCURRENT (${maxConcurrent}) must be below DATABASE_POOL_SIZE (${poolSize}): ` +
        'each export running holds a connection, and the other calls need one too',
    );
  }
  const maxPerAdmin = atLeast('EXPORT_MAX_PER_ADMIN', env.EXPORT_MAX_PER_ADMIN, 1, 1);
  if (maxPerAdmin > maxConcurrent) {
    throw new StartupError(
      `EXPORT_MAX_PER_ADMIN (${maxPerAdmin}) must not be above EXPORT_MAX_CONCURRENT (${maxConcurrent})`,
    );
  }
  return {
    maxConcurrent,
    maxPerAdmin,
    idleTimeoutMs: atLeast('EXPORT_IDLE_TIMEOUT_MS', env.EXPORT_IDLE_TIMEOUT_MS, 1000, 30_000),
  };
}

/** The origin of an absolute http(s) URL, as a list of zero or one (a relative or empty URL has none). */
function originOf(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** The names `@fastify/proxy-addr` gives to address ranges, allowed in `TRUST_PROXY` beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a named range, as `trustProxy` takes them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: a number of proxies, or a comma-separated list of their addresses (`ServerConfig.trustProxy`). */
function trustProxy(value: string | undefined): number | string[] {
  const given = value?.trim() ?? '';
  if (given === '' || given === 'false') return 0;
  if (/^\d+$/.test(given)) return Number(given);
  if (given === 'true') {
    throw new StartupError(
      "TRUST_PROXY=true would take a client's own X-Forwarded-For: set the number of proxies in front " +
        '(1 behind one load balancer) or their addresses',
    );
  }
  const entries = given.split(',').map((entry) => entry.trim());
  if (!entries.every(isProxyAddress)) {
    throw new StartupError(
      'TRUST_PROXY must be a number of proxies (1 behind one load balancer) or their addresses or CIDR ranges, ' +
        `comma-separated, got ${JSON.stringify(value)}`,
    );
  }
  return entries;
}

/** Reads the environment variables documented in `.env.example`. */
/**
 * The demo's CliQ alias and IBAN (a made-up account): what `CLUB_CLIQ_ALIAS` and `CLUB_IBAN` are when unset with
 * the demo seed outside production, so a demo member renewing is shown what to do.
 */
export const DEMO_PAYMENTS = {
  cliqAlias: 'MIJASCLUB',
  iban: 'JO71CBJO0000000000001234567890',
} as const;

/**
 * `CLUB_CURRENCY`, `CLUB_CLIQ_ALIAS`, `CLUB_IBAN` (issue 34); a bad currency or IBAN is refused in one line. With
 * `demo` (the demo seed, outside production) an unset alias or IBAN is the demo's.
 */
function paymentSettings(env: NodeJS.ProcessEnv, demo: boolean): PaymentSettings {
  const currencyText = env.CLUB_CURRENCY?.trim() || CLUB_CURRENCY_DEFAULT;
  const currency = currencyText.toUpperCase();
  if (!isCurrency(currency)) {
    throw new StartupError(
      `CLUB_CURRENCY must be an ISO 4217 currency code such as JOD, got ${JSON.stringify(currencyText)}`,
    );
  }
  const ibanText = (env.CLUB_IBAN ?? (demo ? DEMO_PAYMENTS.iban : '')).trim();
  const iban = ibanText.replace(/\s+/g, '').toUpperCase();
  if (iban && !/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) {
    throw new StartupError(
      `CLUB_IBAN must be an IBAN (2 letters, 2 digits, up to 30 letters or digits), got ${JSON.stringify(ibanText)}`,
    );
  }
  return {
    currency,
    exponent: currencyExponent(currency),
    cliqAlias: (env.CLUB_CLIQ_ALIAS ?? (demo ? DEMO_PAYMENTS.cliqAlias : '')).trim() || null,
    iban: iban || null,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const test = env.NODE_ENV === 'test';
  const port = int(env.PORT, 3000);
  const smtpUrl = env.SMTP_URL || undefined;
  const transport = env.MAIL_TRANSPORT ?? (smtpUrl || production ? 'smtp' : 'outbox');
  if (transport !== 'outbox' && transport !== 'smtp') {
    throw new StartupError(`MAIL_TRANSPORT must be outbox or smtp, got ${transport}`);
  }
  if (production && transport === 'outbox') {
    throw new StartupError(
      'MAIL_TRANSPORT=outbox keeps mail in the database, where nobody reads it in production: set SMTP_URL',
    );
  }
  if (transport === 'smtp' && !smtpUrl) {
    throw new StartupError(
      'MAIL_TRANSPORT=smtp (the production default) needs SMTP_URL, e.g. smtp://user:pass@host:587',
    );
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  // An empty DATA_DIR would resolve to the repository root: say so instead (unused with DATABASE_URL).
  if (env.DATA_DIR === '' && !databaseUrl) {
    throw new StartupError(
      'DATA_DIR is empty: set it to a directory for the embedded database (default ./.data) or to memory://',
    );
  }
  const webConcurrency = int(env.WEB_CONCURRENCY, 1);
  if (webConcurrency < 1) {
    throw new StartupError('WEB_CONCURRENCY must be 1 or more (the number of worker processes)');
  }
  if (webConcurrency > 1 && !databaseUrl) {
    throw new StartupError(
      `WEB_CONCURRENCY=${webConcurrency} needs DATABASE_URL: the embedded database (DATA_DIR) serves one process`,
    );
  }
  const rootPassword = env.ROOT_ADMIN_PASSWORD || PUBLISHED_ROOT_PASSWORD;
  if (production && rootPassword === PUBLISHED_ROOT_PASSWORD) {
    throw new StartupError(
      `ROOT_ADMIN_PASSWORD is ${env.ROOT_ADMIN_PASSWORD ? 'the one published in README' : 'not set'}: ` +
        'in production set a password of your own',
    );
  }
  // The contract's rules for every password (SPEC §5), whoever sets it: the root admin's too.
  const unmet = checkPassword(rootPassword).filter((rule) => !rule.met);
  if (unmet.length > 0) {
    const rules = unmet.map((rule) => rule.label.charAt(0).toLowerCase() + rule.label.slice(1));
    throw new StartupError(
      `ROOT_ADMIN_PASSWORD does not meet the password rules: ${rules.join(', ')}`,
    );
  }
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new StartupError(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -hex 32), ` +
        `got ${metricsToken.length}`,
    );
  }
  const reminderDays = parseReminderDays(env.REMINDER_DAYS);
  const clubInboxEmail = env.CLUB_INBOX_EMAIL?.trim() || undefined;
  if (clubInboxEmail && !emailSchema.safeParse(clubInboxEmail).success) {
    throw new StartupError(
      `CLUB_INBOX_EMAIL must be an email address (or unset), got ${JSON.stringify(clubInboxEmail)}`,
    );
  }
  const clubInboxLanguage = env.CLUB_INBOX_LANGUAGE?.trim() || DEFAULT_LOCALE;
  if (!isLocale(clubInboxLanguage)) {
    throw new StartupError(
      `CLUB_INBOX_LANGUAGE must be one of ${LOCALES.join(', ')} (or unset), got ${JSON.stringify(clubInboxLanguage)}`,
    );
  }
  if ('error' in reminderDays) throw new StartupError(reminderDays.error);
  // Demo accounts log in with README's passwords: in production only when asked for (SEED_DEMO=1).
  const demo = production ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0';
  const payments = paymentSettings(env, demo && !production);
  // Generous limits in tests so suites logging in many times are not throttled; rate-limit tests set their own.
  const limit = (value: string | undefined, fallback: number) =>
    int(value, test ? 10_000 : fallback);
  const poolSize = Math.max(1, int(env.DATABASE_POOL_SIZE, 10));
  const exports = exportLimits(env, poolSize);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir:
      env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(repoRoot, env.DATA_DIR || '.data'),
    databaseUrl,
    poolSize,
    webConcurrency,
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    // A laptop's Ctrl-C or a test's SIGTERM has no load balancer to wait for.
    shutdownReadyDelayMs: int(env.SHUTDOWN_READY_DELAY_MS, production ? 5000 : 0),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? (test ? 'silent' : 'info'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins: list(env.CORS_ORIGINS),
    connectOrigins: [env.VITE_API_BASE_URL, env.VITE_FORM_ENDPOINT].flatMap(originOf),
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimit: int(env.BODY_LIMIT_BYTES, 64 * 1024),
    devRoutes: !production,
    metricsToken,
    tokens: {
      issuer: env.JWT_ISSUER || 'mijas-club',
      accessTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, TOKEN_LIFETIMES.accessTokenSeconds),
      refreshIdleSeconds: int(env.REFRESH_IDLE_SECONDS, TOKEN_LIFETIMES.refreshIdleSeconds),
      refreshMaxSeconds: int(env.REFRESH_MAX_SECONDS, TOKEN_LIFETIMES.refreshMaxSeconds),
      verificationTtlSeconds: TOKEN_LIFETIMES.verificationTokenSeconds,
      resetTtlSeconds: TOKEN_LIFETIMES.resetTokenSeconds,
    },
    argon2: test
      ? { memoryCost: 1024, timeCost: 1, parallelism: 1 }
      : {
          memoryCost: int(env.ARGON2_MEMORY_KIB, 19_456),
          timeCost: int(env.ARGON2_TIME_COST, 2),
          parallelism: 1,
        },
    rateLimits: {
      login: { max: limit(env.RATE_LIMIT_LOGIN, 30), windowSeconds: 60 },
      recovery: { max: limit(env.RATE_LIMIT_RECOVERY, 30), windowSeconds: 60 },
      forms: { max: limit(env.RATE_LIMIT_FORMS, 10), windowSeconds: 60 * 60 },
      cardChecks: { max: limit(env.RATE_LIMIT_CARD_CHECKS, 60), windowSeconds: 60 },
      metrics: { max: limit(env.RATE_LIMIT_METRICS, 30), windowSeconds: 60 },
    },
    addressLimits: {
      forgotPassword: { max: limit(env.RATE_LIMIT_FORGOT_PER_ADDRESS, 5), windowSeconds: 60 * 60 },
      resetCode: { max: limit(env.RATE_LIMIT_RESET_CODE_PER_ADDRESS, 10), windowSeconds: 60 * 60 },
    },
    mail: {
      transport,
      smtpUrl,
      from: env.MAIL_FROM || 'MIJAS Club <no-reply@mijas.example.com>',
      workerIntervalMs: int(env.MAIL_WORKER_INTERVAL_MS, test ? 0 : 2000),
      maxAttempts: int(env.MAIL_MAX_ATTEMPTS, 10),
      retryBaseMs: int(env.MAIL_RETRY_BASE_MS, 30_000),
    },
    clubInboxEmail: clubInboxEmail && emailSchema.parse(clubInboxEmail),
    clubInboxLanguage,
    payments,
    exports,
    reminders: {
      days: reminderDays.days,
      intervalMs: int(env.REMINDER_INTERVAL_MS, test ? 0 : 15 * 60 * 1000),
    },
    seed: {
      rootAdmin: {
        username: env.ROOT_ADMIN_USERNAME || 'root',
        email: env.ROOT_ADMIN_EMAIL || 'root@mijas.example.com',
        password: rootPassword,
      },
      demo,
    },
  };
}

/**
 * What the start log warns of in a configuration that works but is not what its operator likely wants: the
 * embedded database in production, and a club address too long for the cards' QR codes to stay of version 5
 * (denser codes, harder for a phone to read across a counter).
 */
export function startWarnings(config: ServerConfig): string[] {
  const warnings: string[] = [];
  if (config.production && !config.databaseUrl) {
    warnings.push(
      `NODE_ENV=production on the embedded database in ${config.dataDir}: it serves one process, on this machine; ` +
        'set DATABASE_URL to a PostgreSQL server for more (README: Production)',
    );
  }
  if (!publicUrlFitsCardQr(config.publicUrl)) {
    warnings.push(
      `PUBLIC_URL is ${config.publicUrl.length} characters: the cards' QR codes are denser than version 5 past ` +
        `${PUBLIC_URL_MAX_FOR_CARD_QR} (a phone reads them from less far); a shorter address of the same site keeps them so`,
    );
  }
  return warnings;
}
