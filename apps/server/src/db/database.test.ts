import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, createPostgresDatabase } from '../../test/databases.ts';
import { SETUP_TIMEOUT_MS } from '../../test/app.ts';
import { containsPattern, openDatabase } from './database.ts';
import { users } from './schema.ts';

describe('containsPattern', () => {
  it('matches anywhere and takes LIKE wildcards literally', () => {
    expect(containsPattern('ali')).toBe('%ali%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe.runIf(backends.includes('postgres'))('openDatabase on PostgreSQL', () => {
  it(
    'lets several processes start at once: migrations are applied once, under a lock',
    async () => {
      const created = await createPostgresDatabase({ empty: true });
      try {
        const opened = await Promise.all(
          [1, 2, 3].map(() =>
            openDatabase({ databaseUrl: created.url, dataDir: 'memory://', poolSize: 2 }),
          ),
        );
        try {
          for (const database of opened) {
            const [row] = await database.db.select({ n: count() }).from(users);
            expect(row?.n).toBe(0);
          }
        } finally {
          await Promise.all(opened.map((database) => database.close()));
        }
      } finally {
        await created.drop();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
