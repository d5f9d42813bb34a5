import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PAYMENTS,
  loadConfig,
  PUBLISHED_ROOT_PASSWORD,
  startWarnings,
  StartupError,
} from './config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' };

describe('loadConfig', () => {
  it('reads REMINDER_DAYS and the reminders’ interval, and refuses bad days in one line', () => {
    expect(loadConfig({}).reminders).toEqual({ days: [30, 7], intervalMs: 15 * 60 * 1000 });
    expect(loadConfig({ NODE_ENV: 'test' }).reminders.intervalMs).toBe(0);
    expect(loadConfig({ REMINDER_DAYS: '7,14,1', REMINDER_INTERVAL_MS: '0' }).reminders).toEqual({
      days: [14, 7, 1],
      intervalMs: 0,
    });
    expect(() => loadConfig({ REMINDER_DAYS: '30,0' })).toThrow(
      new StartupError(
        'REMINDER_DAYS must be distinct whole days from 1 to 366, comma-separated (e.g. 30,7), got "30,0"',
      ),
    );
    expect(() => loadConfig({ REMINDER_DAYS: '7,7' })).toThrow(StartupError);
  });

  it('reads CLUB_INBOX_EMAIL (lower-cased; unset or blank: no inbox mail) and refuses a bad address', () => {
    expect(loadConfig({}).clubInboxEmail).toBeUndefined();
    expect(loadConfig({ CLUB_INBOX_EMAIL: ' ' }).clubInboxEmail).toBeUndefined();
    expect(loadConfig({ CLUB_INBOX_EMAIL: 'Office@Mijas.example.com' }).clubInboxEmail).toBe(
      'office@mijas.example.com',
    );
    expect(() => loadConfig({ CLUB_INBOX_EMAIL: 'office' })).toThrow(
      new StartupError('CLUB_INBOX_EMAIL must be an email address (or unset), got "office"'),
    );
  });

  it("reads CLUB_INBOX_LANGUAGE (the office's: en unless set) and refuses another language", () => {
    expect(loadConfig({}).clubInboxLanguage).toBe('en');
    expect(loadConfig({ CLUB_INBOX_LANGUAGE: ' ' }).clubInboxLanguage).toBe('en');
    expect(loadConfig({ CLUB_INBOX_LANGUAGE: 'ar' }).clubInboxLanguage).toBe('ar');
    expect(() => loadConfig({ CLUB_INBOX_LANGUAGE: 'fr' })).toThrow(
      new StartupError('CLUB_INBOX_LANGUAGE must be one of en, ar (or unset), got "fr"'),
    );
  });

  it('reads the club payment settings (issue 34): currency JOD unless set, CliQ alias, IBAN; refuses bad ones', () => {
    // Unset with the demo seed outside production: the demo's alias and IBAN, so `pnpm start` shows what to do.
    expect(loadConfig({}).payments).toEqual({
      currency: 'JOD',
      exponent: 3,
      cliqAlias: DEMO_PAYMENTS.cliqAlias,
      iban: DEMO_PAYMENTS.iban,
    });
    // Set empty, without the demo seed, or in production: none (not offered in the instructions).
    for (const env of [
      { CLUB_CLIQ_ALIAS: ' ', CLUB_IBAN: '' },
      { SEED_DEMO: '0' },
      { ...production, ROOT_ADMIN_PASSWORD: 'Own#Root2026', SEED_DEMO: '1' },
    ]) {
      expect(loadConfig(env).payments).toMatchObject({ cliqAlias: null, iban: null });
    }
    expect(
      loadConfig({
        CLUB_CURRENCY: 'usd',
        CLUB_CLIQ_ALIAS: ' MIJASCLUB ',
        CLUB_IBAN: 'JO71 CBJO 0000 0000 0000 1234 5678 90',
      }).payments,
    ).toEqual({
      currency: 'USD',
      exponent: 2,
      cliqAlias: 'MIJASCLUB',
      iban: 'JO71CBJO0000000000001234567890',
    });
    expect(() => loadConfig({ CLUB_CURRENCY: 'XYZ1' })).toThrow(
      new StartupError('CLUB_CURRENCY must be an ISO 4217 currency code such as JOD, got "XYZ1"'),
    );
    expect(() => loadConfig({ CLUB_IBAN: 'JO71-CBJO-0000' })).toThrow(
      new StartupError(
        'CLUB_IBAN must be an IBAN (2 letters, 2 digits, up to 30 letters or digits), got "JO71-CBJO-0000"',
      ),
    );
  });

  it('refuses an empty DATA_DIR instead of taking the repository root', () => {
    expect(() => loadConfig({ DATA_DIR: '' })).toThrow(
      new StartupError(
        'DATA_DIR is empty: set it to a directory for the embedded database (default ./.data) or to memory://',
      ),
    );
    expect(loadConfig({}).dataDir).toBe(path.join(repoRoot, '.data'));
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
    // Unused next to a PostgreSQL server.
    expect(loadConfig({ DATA_DIR: '', DATABASE_URL: 'postgres://db/mijas' }).databaseUrl).toBe(
      'postgres://db/mijas',
    );
  });

  it('seeds demo data in production only when SEED_DEMO=1', () => {
    const own = { ...production, ROOT_ADMIN_PASSWORD: 'Own#Root2026' };
    expect(loadConfig(own).seed.demo).toBe(false);
    expect(loadConfig({ ...own, SEED_DEMO: 'yes' }).seed.demo).toBe(false);
    expect(loadConfig({ ...own, SEED_DEMO: '1' }).seed.demo).toBe(true);
    expect(loadConfig({}).seed.demo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seed.demo).toBe(false);
  });

  it('refuses to run production with no root password or the one README publishes', () => {
    expect(() => loadConfig(production)).toThrow(
      new StartupError('ROOT_ADMIN_PASSWORD is not set: in production set a password of your own'),
    );
    expect(() =>
      loadConfig({ ...production, ROOT_ADMIN_PASSWORD: PUBLISHED_ROOT_PASSWORD }),
    ).toThrow(
      new StartupError(
        'ROOT_ADMIN_PASSWORD is the one published in README: in production set a password of your own',
      ),
    );
    expect(
      loadConfig({ ...production, ROOT_ADMIN_PASSWORD: 'Own#Root2026' }).seed.rootAdmin.password,
    ).toBe('Own#Root2026');
    expect(loadConfig({}).seed.rootAdmin.password).toBe(PUBLISHED_ROOT_PASSWORD);
  });

  it('needs SMTP in production: no SMTP_URL, or mail kept in the outbox, is refused', () => {
    const own = { NODE_ENV: 'production', ROOT_ADMIN_PASSWORD: 'Own#Root2026' };
    expect(() => loadConfig(own)).toThrow(
      new StartupError(
        'MAIL_TRANSPORT=smtp (the production default) needs SMTP_URL, e.g. smtp://user:pass@host:587',
      ),
    );
    expect(() => loadConfig({ ...own, ...production, MAIL_TRANSPORT: 'outbox' })).toThrow(
      new StartupError(
        'MAIL_TRANSPORT=outbox keeps mail in the database, where nobody reads it in production: set SMTP_URL',
      ),
    );
    expect(loadConfig({ ...own, ...production }).mail.transport).toBe('smtp');
  });

  it('runs WEB_CONCURRENCY worker processes only on PostgreSQL, and drains for SHUTDOWN_TIMEOUT_MS', () => {
    expect(loadConfig({})).toMatchObject({ webConcurrency: 1, shutdownTimeoutMs: 10_000 });
    const postgres = { DATABASE_URL: 'postgres://db/mijas' };
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      new StartupError(
        'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (DATA_DIR) serves one process',
      ),
    );
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: '0' })).toThrow(
      new StartupError('WEB_CONCURRENCY must be 1 or more (the number of worker processes)'),
    );
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
  });

  it('answers /readyz 503 for SHUTDOWN_READY_DELAY_MS before draining: 5 s in production, none elsewhere', () => {
    const own = { ...production, ROOT_ADMIN_PASSWORD: 'Own#Root2026' };
    expect(loadConfig(own).shutdownReadyDelayMs).toBe(5000);
    expect(loadConfig({}).shutdownReadyDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_READY_DELAY_MS: '300' }).shutdownReadyDelayMs).toBe(300);
    expect(loadConfig({ ...own, SHUTDOWN_READY_DELAY_MS: '0' }).shutdownReadyDelayMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_READY_DELAY_MS: 'soon' })).toThrow(StartupError);
  });

  it('reads TRUST_PROXY as a number of proxies or their addresses, never as "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7,::1, fd00::/8 ,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      new StartupError(
        "TRUST_PROXY=true would take a client's own X-Forwarded-For: set the number of proxies in front " +
          '(1 behind one load balancer) or their addresses',
      ),
    );
    for (const value of ['-1', '1.5', '10.0.0.0/33', '300.1.1.1', 'balancer', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        new StartupError(
          'TRUST_PROXY must be a number of proxies (1 behind one load balancer) or their addresses or CIDR ranges, ' +
            `comma-separated, got ${JSON.stringify(value)}`,
        ),
      );
    }
  });

  it('refuses a root password that fails the password rules and a METRICS_TOKEN under 32 characters', () => {
    const own = { ...production, ROOT_ADMIN_PASSWORD: 'Own#Root2026' };
    for (const env of [own, {}]) {
      expect(() => loadConfig({ ...env, ROOT_ADMIN_PASSWORD: 'a' })).toThrow(
        new StartupError(
          'ROOT_ADMIN_PASSWORD does not meet the password rules: at least 8 characters, at least one uppercase ' +
            'letter, at least one number, at least one special character',
        ),
      );
      expect(() => loadConfig({ ...env, ROOT_ADMIN_PASSWORD: 'own#root2026' })).toThrow(
        new StartupError(
          'ROOT_ADMIN_PASSWORD does not meet the password rules: at least one uppercase letter',
        ),
      );
      expect(() => loadConfig({ ...env, METRICS_TOKEN: 'x' })).toThrow(
        new StartupError(
          'METRICS_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32), got 1',
        ),
      );
      const token = 'k'.repeat(32);
      expect(loadConfig({ ...env, METRICS_TOKEN: token }).metricsToken).toBe(token);
    }
  });

  it("caps the export's downloads below the pool and refuses a cap or idle timeout that makes no sense (issue 30)", () => {
    expect(loadConfig({}).exports).toEqual({
      maxConcurrent: 2,
      maxPerAdmin: 1,
      idleTimeoutMs: 30_000,
    });
    const postgres = { DATABASE_URL: 'postgres://db/mijas' };
    // The default leaves the other calls a connection of a small pool.
    expect(loadConfig({ ...postgres, DATABASE_POOL_SIZE: '2' }).exports.maxConcurrent).toBe(1);
    expect(() =>
      loadConfig({ ...postgres, DATABASE_POOL_SIZE: '4', EXPORT_MAX_CONCURRENT: '4' }),
    ).toThrow(
      new StartupError(
        'EXPORT_MAX_CONCURRENT (4) must be below DATABASE_POOL_SIZE (4): each export running holds a ' +
          'connection, and the other calls need one too',
      ),
    );
    // PGlite has no pool to share.
    expect(loadConfig({ EXPORT_MAX_CONCURRENT: '40' }).exports.maxConcurrent).toBe(40);
    expect(() => loadConfig({ EXPORT_MAX_CONCURRENT: '0' })).toThrow(
      new StartupError(
        'EXPORT_MAX_CONCURRENT must be a whole number, 1 or more (or unset), got "0"',
      ),
    );
    expect(() => loadConfig({ EXPORT_MAX_PER_ADMIN: '3' })).toThrow(
      new StartupError('EXPORT_MAX_PER_ADMIN (3) must not be above EXPORT_MAX_CONCURRENT (2)'),
    );
    expect(() => loadConfig({ EXPORT_IDLE_TIMEOUT_MS: '500' })).toThrow(
      new StartupError(
        'EXPORT_IDLE_TIMEOUT_MS must be a whole number, 1000 or more (or unset), got "500"',
      ),
    );
    expect(() => loadConfig({ EXPORT_IDLE_TIMEOUT_MS: '30s' })).toThrow(StartupError);
    expect(loadConfig({ EXPORT_IDLE_TIMEOUT_MS: '5000' }).exports.idleTimeoutMs).toBe(5000);
  });
});

describe('startWarnings', () => {
  it('warns of the embedded database in production and of a club address too long for version 5 QR codes', () => {
    expect(startWarnings(loadConfig({ PUBLIC_URL: 'https://mijas.jo' }))).toEqual([]);
    const long = `https://${'m'.repeat(47)}`;
    expect(startWarnings(loadConfig({ PUBLIC_URL: long }))).toEqual([
      "PUBLIC_URL is 55 characters: the cards' QR codes are denser than version 5 past 54 (a phone reads them " +
        'from less far); a shorter address of the same site keeps them so',
    ]);
    const production = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      ROOT_ADMIN_PASSWORD: 'Own#Root2026',
      SMTP_URL: 'smtp://127.0.0.1:1',
      PUBLIC_URL: 'https://mijas.jo',
    });
    expect(startWarnings(production)).toEqual([
      'NODE_ENV=production on the embedded database in memory://: it serves one process, on this machine; set ' +
        'DATABASE_URL to a PostgreSQL server for more (README: Production)',
    ]);
    expect(startWarnings({ ...production, databaseUrl: 'postgres://db/mijas' })).toEqual([]);
  });
});
