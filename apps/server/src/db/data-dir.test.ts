import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@mijas/api/contract';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SETUP_TIMEOUT_MS, testConfig } from '../../test/app.ts';
import { StartupError } from '../config.ts';
import { seedBulkMembers } from '../seed/bulk.ts';
import { seedDatabase } from '../seed/index.ts';
import { LOCK_FILE } from './data-dir.ts';
import { DATABASE_IMAGE, migrationsFolder, openDatabase, type Database } from './database.ts';
import { users } from './schema.ts';

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mijas-datadir-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** What `openDatabase` refused with: a StartupError's one line. */
async function refusal(dataDir: string): Promise<string> {
  const error: unknown = await openDatabase({ dataDir }).then(
    async (database) => {
      await database.close();
      return undefined;
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StartupError);
  const { message } = error as StartupError;
  expect(message).not.toContain('\n');
  return message;
}

async function memberCount(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(users)
    .where(eq(users.role, ROLES.member));
  return row?.n ?? 0;
}

describe('the PGlite data directory', () => {
  it(
    'a new directory starts from the built image, or runs initdb without it: every migration applied either way',
    async () => {
      const journal = JSON.parse(
        readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      const applied = async (database: Database) => {
        const result = await database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
      };
      // `pnpm test` and the server's global setup build it (scripts/build.mjs).
      expect(existsSync(DATABASE_IMAGE)).toBe(true);
      for (const image of [undefined, false] as const) {
        const database = await openDatabase({ dataDir: path.join(tempDir(), 'db'), image });
        try {
          expect(await applied(database)).toBe(journal.entries.length);
          expect(await memberCount(database)).toBe(0);
        } finally {
          await database.close();
        }
      }
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'keeps a database whose PG_VERSION went missing: refused, never re-created and re-seeded',
    async () => {
      const dataDir = tempDir();
      let database = await openDatabase({ dataDir });
      await seedDatabase(database.db, testConfig());
      await seedBulkMembers(database.db, { members: 300 });
      const members = await memberCount(database);
      expect(members).toBeGreaterThan(300);
      await database.close();

      const version = path.join(dataDir, 'PG_VERSION');
      const saved = readFileSync(version);
      rmSync(version);
      const files = readdirSync(dataDir).sort();
      expect(await refusal(dataDir)).toBe(
        `DATA_DIR ${dataDir} is not empty but holds no complete database (PG_VERSION is missing): ` +
          'refusing to create a new one over it. Restore its files, or set DATA_DIR to a new or empty directory.',
      );
      expect(readdirSync(dataDir).sort()).toEqual(files);

      writeFileSync(version, saved);
      database = await openDatabase({ dataDir });
      try {
        expect(await memberCount(database)).toBe(members);
      } finally {
        await database.close();
      }
    },
    SETUP_TIMEOUT_MS * 2,
  );

  it('refuses a directory of other files instead of writing a database into it', async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'notes.txt'), 'not a database');
    expect(await refusal(dataDir)).toMatch(
      `DATA_DIR ${dataDir} is not empty but holds no complete database (PG_VERSION is missing)`,
    );
    expect(readdirSync(dataDir).sort()).toEqual([LOCK_FILE, 'notes.txt']);
  });

  it(
    'names the directory in one line when its files are damaged',
    async () => {
      const dataDir = tempDir();
      const database = await openDatabase({ dataDir });
      await database.close();
      truncateSync(path.join(dataDir, 'global/pg_control'), 0);
      expect(await refusal(dataDir)).toBe(
        `DATA_DIR ${dataDir} holds a database that cannot be opened (PGlite: Aborted()): its files are ` +
          'damaged or from another PostgreSQL version. Restore it from a backup.',
      );
    },
    SETUP_TIMEOUT_MS,
  );

  it('says in one line what is wrong with a path it cannot use', async () => {
    const parent = tempDir();
    const file = path.join(parent, 'a-file');
    writeFileSync(file, '');
    expect(await refusal(file)).toBe(
      `DATA_DIR ${file} cannot be created: a file of that name is in the way (EEXIST)`,
    );
    expect(await refusal(path.join(file, 'data'))).toBe(
      `DATA_DIR ${path.join(file, 'data')} cannot be created: a part of the path is a file, not a directory (ENOTDIR)`,
    );
    // A lock file that cannot be opened for writing: a directory in its place.
    const blocked = path.join(parent, 'blocked');
    mkdirSync(path.join(blocked, LOCK_FILE), { recursive: true });
    expect(await refusal(blocked)).toMatch(`DATA_DIR ${blocked} cannot be written: `);
  });

  it(
    'is locked for the process that opened it until it closes',
    async () => {
      const dataDir = tempDir();
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        expect(await refusal(path.join(dataDir, 'db'))).toBe(
          `Another process (pid ${process.pid}) is using DATA_DIR ${path.join(dataDir, 'db')}: ` +
            'stop it first, or set DATA_DIR to another directory.',
        );
      } finally {
        await database.close();
      }
      const again = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      await again.close();
    },
    SETUP_TIMEOUT_MS,
  );
});
